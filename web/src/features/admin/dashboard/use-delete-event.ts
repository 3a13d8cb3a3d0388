import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { ApiError } from "../../../lib/api";
import { useSession } from "../session";
import { deleteEvent } from "./event-api";
import type { GalleryEvent } from "../../../lib/events";

/** How the last delete ended, which picks the message the dashboard shows (a failure with
 * why). */
export type DeleteOutcome = "deleted" | { failed: unknown } | null;

/**
 * Deleting an event: `ask` opens the confirmation, `confirm` sends DELETE, then the list is
 * asked for again. After a delete, focus goes to the list's heading (the card is gone);
 * after a failure or a cancel, back to the card's Delete button (the dialog does that).
 */
export function useDeleteEvent(reload: () => void, onDeleted: (event: GalleryEvent) => void) {
  const { expired } = useSession();
  const [target, setTarget] = useState<GalleryEvent | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<DeleteOutcome>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const ask = (event: GalleryEvent) => {
    setOutcome(null);
    setTarget(event);
  };

  const cancel = () => {
    if (!busy) setTarget(null);
  };

  const confirm = async () => {
    if (!target || busy) return;
    setBusy(true);
    try {
      await deleteEvent(target);
      onDeleted(target);
      // The dialog closes (and puts focus back on its opener) before the heading takes it.
      flushSync(() => {
        setTarget(null);
        setOutcome("deleted");
      });
      headingRef.current?.focus();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return expired();
      setTarget(null);
      setOutcome({ failed: error });
    } finally {
      setBusy(false);
    }
    reload();
  };

  return { target, busy, outcome, headingRef, ask, cancel, confirm };
}
