import { useCallback, useEffect, useState } from "react";
import { parseEvents, type GalleryEvent } from "./event-data";

export type EventsState =
  | { status: "loading" }
  | { status: "failed" }
  | { status: "ready"; events: GalleryEvent[] };

/** The events of GET /api/events (newest first), and a way to ask again after a failure. */
export function useEvents(): { state: EventsState; reload: () => void } {
  const [state, setState] = useState<EventsState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    fetch("/api/events", { headers: { Accept: "application/json" }, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`GET /api/events: ${response.status}`);
        setState({ status: "ready", events: parseEvents(await response.json()) });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "failed" });
      });
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
