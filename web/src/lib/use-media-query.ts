import { useCallback, useSyncExternalStore } from "react";
import { useDeferredHydrated } from "./use-hydrated";

/** Whether a CSS media query matches now, updating when it changes: false in a page rendered by the
 * server and until the app has hydrated it (`useDeferredHydrated`), so that the answer arrives with
 * that transition rather than in a synchronous render of its own. */
export function useMediaQuery(query: string): boolean {
  const hydrated = useDeferredHydrated();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => hydrated && window.matchMedia(query).matches,
    () => false,
  );
}
