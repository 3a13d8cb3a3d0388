// What waits for the signed-in person (GET /api/content-waiting), asked once per admin page
// and shared by the admin bar (the count beside Content) and the lists of the dashboard and
// the content area; a review step asks again, so the count follows what was just done.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { waitingForMe, type WaitingLists } from "./content/content-api";

interface Waiting {
  /** Undefined until the server has answered (and if it could not). */
  lists?: WaitingLists;
  /** Asks the server again. */
  refresh: () => void;
}

const WaitingContext = createContext<Waiting>({ refresh: () => undefined });

/** How many items wait for the person to act: to review, or returned to them. Their own
 * drafts are theirs to send when ready, so they are listed but not counted. */
export function waitingCount(lists: WaitingLists): number {
  return lists.review.length + lists.returned.length;
}

export function WaitingProvider({ children }: { children: ReactNode }) {
  const [lists, setLists] = useState<WaitingLists>();
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    const abort = new AbortController();
    waitingForMe(abort.signal).then(setLists, () => undefined);
    return () => abort.abort();
  }, [asked]);
  const refresh = useCallback(() => setAsked((n) => n + 1), []);
  const value = useMemo(() => ({ lists, refresh }), [lists, refresh]);
  return <WaitingContext.Provider value={value}>{children}</WaitingContext.Provider>;
}

/** What waits for the signed-in person, inside a guarded page. */
export function useWaiting(): Waiting {
  return useContext(WaitingContext);
}
