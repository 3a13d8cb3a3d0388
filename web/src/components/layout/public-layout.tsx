import { Outlet } from "react-router";
import { SiteAlerts } from "../alerts/site-alerts";
import { SiteHeader } from "../header/site-header";
import { SavedCopyLine } from "./saved-copy-line";
import { MAIN_ID, SkipLink } from "./skip-link";
import { SiteFooter } from "./site-footer";
import { useFocusOnNavigate } from "./use-focus-on-navigate";
import "./layout.css";

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
      </main>
      <SiteFooter />
    </>
  );
}
