// The page's script. It lets the browser show the page before the app starts: a page rendered at
// build time (scripts/prerender.mjs) is complete as HTML, and downloading and starting the app
// (main.tsx) costs a cheap phone a second or more that the visitor would otherwise spend looking
// at a blank screen. So a rendered page does not preload the app's code, and this script fetches
// it once the page is shown. The app's own page (index.html, for the admin area and addresses
// with a search) has nothing to show first: it preloads the app, which starts at once.
//
// If the app cannot be downloaded, index.html's own message (in the page's language) says so,
// with a link to try again; a page rendered at build time stays readable above it.

import { NOTICE_IN_PLACE, SERVICE_WORKER } from "./offline/page-script";

/** Longest wait for the first paint: past it, the app starts anyway. */
const PAINT_WAIT_MS = 3000;

/** Resolves once the browser has shown the page rendered at build time: when it reports its first
 * contentful paint (a frame is shown some time after the script hears of it). At once when
 * there is nothing rendered to show (the app's own page) or the tab is hidden (it shows nothing). */
function afterFirstPaint(): Promise<void> {
  const rendered = document.getElementById("root")?.hasChildNodes() ?? false;
  if (!rendered || document.visibilityState === "hidden") return Promise.resolve();
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, PAINT_WAIT_MS);
    if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName("first-contentful-paint").length > 0) done();
      });
      observer.observe({ type: "paint", buffered: true });
    } else {
      // A frame callback runs just before a frame is rendered; a task it queues runs after it.
      requestAnimationFrame(() => setTimeout(done, 0));
    }
  });
}

export {}; // a module, for its top-level awaits

// Once the page has loaded, the service worker starts (src/service-worker/sw.ts): it keeps the
// pages used offline, fetched only after the page the visitor is waiting for. The site works
// as before without it. The dev server builds none.
if (!import.meta.env.DEV && "serviceWorker" in navigator) {
  const start = () => void navigator.serviceWorker.register(SERVICE_WORKER).catch(() => undefined);
  if (document.readyState === "complete") start();
  else addEventListener("load", start, { once: true });
}

// The offline notice sent in place of another page (src/service-worker/sw.ts) is read as it
// stands: the app would render the page of the address, which is not here.
if (!document.documentElement.hasAttribute(NOTICE_IN_PLACE)) {
  await afterFirstPaint();
  try {
    await import("./main");
  } catch (error) {
    document.getElementById("app-load-failed")?.removeAttribute("hidden");
    throw error;
  }
}
