// The page's script. It lets the browser draw the page before the app starts: a page drawn at
// build time (scripts/prerender.mjs) is complete as HTML, and starting the app (main.tsx) costs
// a cheap phone's processor a few hundred milliseconds that the visitor would otherwise spend
// looking at a blank screen. The app has been downloading meanwhile (index.html preloads it,
// build/localized-html.ts), so it starts as soon as that frame is drawn.
//
// If the app cannot be downloaded, index.html's own message (in the page's language) says so,
// with a link to try again; a page drawn at build time stays readable above it.

/** Resolves once the browser has drawn a frame (at once in a hidden tab, which draws none). */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === "hidden") return Promise.resolve();
  // A frame callback runs just before the frame is drawn; a task it queues runs after it.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

export {}; // a module, for its top-level awaits

await afterFirstPaint();
try {
  await import("./main");
} catch (error) {
  document.getElementById("app-load-failed")?.removeAttribute("hidden");
  throw error;
}
