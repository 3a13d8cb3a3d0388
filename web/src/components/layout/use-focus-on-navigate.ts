import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After moving to another page inside the app, put focus on the new page's heading so that
 * screen readers announce it and keyboard users start from the content, as after a full load.
 */
export function useFocusOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.querySelector<HTMLElement>("main h1")?.focus({ preventScroll: true });
  }, [pathname]);
}
