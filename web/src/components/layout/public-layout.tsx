import { lazy, startTransition, Suspense, useEffect, useState } from "react";
import { Outlet } from "react-router";
import { SiteAlerts } from "../alerts/site-alerts";
import { SiteHeader } from "../header/site-header";
import { SavedCopyLine } from "./saved-copy-line";
import { MAIN_ID, SkipLink } from "./skip-link";
import { SiteFooter } from "./site-footer";
import { useFocusOnNavigate } from "./use-focus-on-navigate";
import "./layout.css";

let act = () => {};
/** Resolved once the visitor acts on the page. */
const acted = new Promise<void>((resolve) => (act = resolve));

/** Whether pages are drawn whole, the prompt included (`drawPagesWhole`). */
let whole = false;

/** Draws every page whole from now on: the server (src/prerender.tsx) draws each page with
 * the prompt as a plain form, for a browser without JavaScript. */
export const drawPagesWhole = () => void (whole = true);

// The visitor acts: presses, types, chooses, scrolls, goes Back (or did so before the app
// started: the page is scrolled, or something has the focus). (Resolving twice does nothing.)
if (!import.meta.env.SSR) {
  for (const event of ["pointerdown", "keydown", "input", "change", "scroll", "popstate"]) {
    addEventListener(event, () => act(), { capture: true, passive: true });
  }
  if (scrollY > 0 || document.activeElement !== document.body) act();
}

// Offline, or the file is gone: no prompt rather than a broken page.
const PageFeedback = lazy(() => import("../../features/page-feedback/page-feedback").catch(() => ({ default: () => null })));

/** "Was this page useful?" at the end of every public page. Without JavaScript it is the plain
 * form the server drew (in `<noscript>`, which React leaves as it is). With the app, it is
 * drawn once the visitor acts on the page (a scroll included), with its code and texts fetched
 * then, so it costs the first download next to nothing, and nothing of it waits to be taken over
 * when the page changes. It is not drawn merely because the end of a short page is on the screen:
 * appearing there by itself, it would move the footer under the reader's eyes (a layout shift
 * Lighthouse counts, 0.05 on the feedback status page). */
function PageFeedbackSlot() {
  const [live, setLive] = useState(false);
  // Drawn a moment after, as a transition: the act is often a press on a link, and a change of
  // page drawn while the prompt first draws made React report a recovered error now and then.
  useEffect(() => void acted.then(() => setTimeout(() => startTransition(() => setLive(true)), 2000)), []);
  return (
    <div>
      <noscript>{whole && <PageFeedback />}</noscript>
      {live && (
        <Suspense>
          <PageFeedback />
        </Suspense>
      )}
    </div>
  );
}

/** Header, page and footer of every public page. */
export function PublicLayout() {
  useFocusOnNavigate();
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <SiteAlerts />
      <main id={MAIN_ID} tabIndex={-1} className="container page">
        <SavedCopyLine />
        <Outlet />
        <PageFeedbackSlot />
      </main>
      <SiteFooter />
    </>
  );
}
