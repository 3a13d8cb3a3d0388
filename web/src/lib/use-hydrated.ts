import { useSyncExternalStore } from "react";

const noChanges = () => () => undefined;

/** Whether the app has taken the page over: false in a page drawn at build time
 * (scripts/prerender.mjs) and in the browser's first render of it, true from then on. A control
 * that only the app can handle (a sign-in button) stays disabled until then. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
