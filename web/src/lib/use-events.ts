import { useCallback, useEffect, useState } from "react";
import { getJson } from "./api";
import { parseStaffEvents, type StaffEvent } from "./events";

export type EventsState =
  | { status: "loading" }
  /** `error`: why the list could not be read. */
  | { status: "failed"; error: unknown }
  | { status: "ready"; events: StaffEvent[] };

/**
 * The events as staff see them (`GET /api/content/events?scope=all`: each event's newest
 * version, with its status), newest first, for the admin dashboard. `reload` asks again (after
 * a failure, or after a save or delete): a loaded list stays on screen meanwhile, so what is
 * rendered from it (the dashboard's form and its messages) is not replaced.
 */
export function useEvents(): { state: EventsState; reload: () => void } {
  const [state, setState] = useState<EventsState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => (current.status === "ready" ? current : { status: "loading" }));
    getJson<unknown>("/content/events?scope=all", { signal: controller.signal })
      .then((body) => setState({ status: "ready", events: parseStaffEvents(body) }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: "failed", error });
      });
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
