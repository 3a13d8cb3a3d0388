import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After moving to another page inside the app, put focus on the new page's heading so that
 * screen readers announce it and keyboard users start from the content, as after a full load.
 * The first page of a visit keeps the browser's own focus (the skip link comes first).
 */
export function useFocusOnNavigate() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    document.querySelector<HTMLElement>("main h1")?.focus({ preventScroll: true });
  }, [pathname]);
}
