import { useCallback, useEffect, useRef, useState } from "react";
import { getJson } from "./api";
import { parseEvents, type GalleryEvent } from "./events";
import { forgetPageEvents, pageEvents } from "./page-events";

export type EventsState =
  | { status: "loading" }
  | { status: "failed" }
  | { status: "ready"; events: GalleryEvent[] };

/**
 * The events of GET /api/events, newest first; at first those the page came with, if the
 * server drew it with them (lib/page-events.ts). `reload` asks again (after a failure, or after
 * an admin's save or delete): a loaded list stays on screen meanwhile, so what is drawn from it
 * (the dashboard's form and its messages) is not replaced.
 */
export function useEvents(): { state: EventsState; reload: () => void } {
  const [state, setState] = useState<EventsState>(() => {
    const events = pageEvents();
    return events ? { status: "ready", events } : { status: "loading" };
  });
  const [attempt, setAttempt] = useState(0);
  const fromPage = useRef(state.status === "ready");

  useEffect(() => {
    if (attempt === 0 && fromPage.current) {
      forgetPageEvents();
      return;
    }
    const controller = new AbortController();
    setState((current) => (current.status === "ready" ? current : { status: "loading" }));
    getJson<unknown>("/events", { signal: controller.signal })
      .then((body) => setState({ status: "ready", events: parseEvents(body) }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "failed" });
      });
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
