import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

/** A new page starts at its top; Back and Forward leave the browser to restore the position. */
export function useScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== "POP") window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
