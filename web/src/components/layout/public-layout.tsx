import { lazy, memo, Suspense, use, type ReactNode } from "react";
import { Outlet, useLocation } from "react-router";
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

/** Whether pages are rendered whole, the prompt included, without waiting (`renderPagesWhole`). */
let whole = false;

/** Renders every page whole from now on: the server (src/render/pages.tsx) renders each page with
 * the prompt, as a plain form that works without JavaScript. */
export const renderPagesWhole = () => void (whole = true);

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

/** Its children once the visitor has acted; until then, what the server rendered stays as it is. */
function OnceActed({ children }: { children: ReactNode }) {
  if (!whole) use(acted);
  return children;
}

/** "Was this page useful?" at the end of every public page. The server renders it into the page,
 * a plain form that works without JavaScript and that every reader sees, a short page's too,
 * with nothing moving when it comes. The app leaves that form as it is (a Suspense boundary
 * not yet hydrated, whose form still posts) until the visitor acts on the page, and only then
 * fetches its code and texts and hydrates it: it costs the first download and a reader who
 * only reads next to nothing. A new slot for each page the visitor goes to: one not yet
 * hydrated is replaced, never updated. */
const PageFeedbackSlot = memo(function PageFeedbackSlot() {
  return (
    <div>
      <Suspense>
        <OnceActed>
          <PageFeedback />
        </OnceActed>
      </Suspense>
    </div>
  );
});

/** Header, page and footer of every public page. */
export function PublicLayout() {
  useFocusOnNavigate();
  const { key } = useLocation();
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <SiteAlerts />
      <main id={MAIN_ID} tabIndex={-1} className="container page">
        <SavedCopyLine />
        <Outlet />
        <PageFeedbackSlot key={key} />
      </main>
      <SiteFooter />
    </>
  );
}
