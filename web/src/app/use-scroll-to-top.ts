import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * A new page starts at its top; Back and Forward leave the browser to restore the position.
 * Only a change of page counts: a page that rewrites its own query string (a directory search
 * as the visitor types) keeps its scroll position.
 */
export function useScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-comparison -- The enum's value, written out: naming the enum would put its object in the first download.
    if (navigationType !== "POP") window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
