import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

const noChanges = () => () => undefined;

/** Whether the app has hydrated the page: false in a page rendered at build time
 * (scripts/prerender.mjs) and in the browser's first render of it, true from then on. A control
 * that only the app can handle (a sign-in button) stays disabled until then. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

/** `useHydrated`, deferred, for the parts of every page whose answer only changes how they look
 * or behave (the navigation bar, the footer's year): false in the first render of a part, then
 * true in a transition after it has mounted, which React renders in pieces between the
 * visitor's taps. `useHydrated` makes React render every part that reads it again in one
 * synchronous task straight after hydrating the page: a long task on a phone. False for a
 * moment after any mount, also once the app runs: for a part whose first render must already
 * know, use `useHydrated`. */
export function useDeferredHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
