// "Being edited by X since 10:02": the editor tells the server it has an item open, again
// every minute while its user works (the server lets a mark lapse after 15 minutes without a
// sign of life), and that it closed it when the editor goes away.
import { useCallback, useEffect, useRef, useState } from "react";
import { closeEditing, openForEditing, type EditMark } from "./content-api";

/** How often, at most, the editor says its user is still working. */
const BEAT_MS = 60_000;

export interface EditMarkState {
  /** Someone else who has the item open, unless it was taken over. */
  heldBy: EditMark | null;
  /** Takes the item over from whoever has it open. */
  takeOver(): Promise<void>;
  /** Notes that the user is working (typing, choosing). */
  touch(): void;
}

export function useEditMark(kind: string, id: string | undefined): EditMarkState {
  const [heldBy, setHeldBy] = useState<EditMark | null>(null);
  const active = useRef(false);

  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    const say = () =>
      openForEditing(kind, id).then(
        (mark) => live && setHeldBy(mark),
        () => undefined,
      );
    void say();
    const beat = window.setInterval(() => {
      if (!active.current) return;
      active.current = false;
      void say();
    }, BEAT_MS);
    return () => {
      live = false;
      window.clearInterval(beat);
      closeEditing(kind, id);
    };
  }, [kind, id]);

  const takeOver = useCallback(async () => {
    if (id === undefined) return;
    setHeldBy(await openForEditing(kind, id, true));
  }, [kind, id]);

  const touch = useCallback(() => {
    active.current = true;
  }, []);

  return { heldBy, takeOver, touch };
}
