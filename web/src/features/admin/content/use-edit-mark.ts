// "Being edited by X since 10:02": the editor tells the server it has an item open, again
// every minute while its user works (the server lets a mark lapse after 15 minutes without a
// sign of life, which stays the fallback), and that it closed it: when the editor goes away
// within the app, when the page is left or its tab closed (`pagehide`, with a request that
// outlives the page), and when its user signs out (open-items.ts). A review step ends the mark
// on the server; the editor then says nothing until its user works on the item again.
import { useCallback, useEffect, useRef, useState } from "react";
import { noteOpen } from "../open-items";
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
  /** Notes that a step handed the item on and ended the mark (the server did). */
  release(): void;
}

export function useEditMark(kind: string, id: string | undefined): EditMarkState {
  const [heldBy, setHeldBy] = useState<EditMark | null>(null);
  const active = useRef(false);
  // Whether the server holds this editor's mark (as far as it knows), and how to say it is
  // open again.
  const holding = useRef(false);
  const reopen = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    // The last "open" on its way: a close is sent after it, or the server could hear them the
    // other way round and keep the mark.
    let last: Promise<unknown> = Promise.resolve();
    const say = () => {
      holding.current = true;
      last = openForEditing(kind, id).then(
        (mark) => live && setHeldBy(mark),
        () => undefined,
      );
    };
    const close = async () => {
      if (!holding.current) return;
      holding.current = false;
      await last;
      await closeEditing(kind, id);
    };
    reopen.current = say;
    say();
    const forget = noteOpen(close);
    const beat = window.setInterval(() => {
      if (!active.current || !holding.current) return;
      active.current = false;
      say();
    }, BEAT_MS);
    // Leaving the page (a link out, a reload, the tab closed): there is no later. A page kept
    // for the back button says it is open again when it is shown again.
    let hidden = false;
    const onHide = () => {
      if (!holding.current) return;
      hidden = true;
      holding.current = false;
      void closeEditing(kind, id);
    };
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted && hidden && live) {
        hidden = false;
        say();
      }
    };
    window.addEventListener("pagehide", onHide);
    window.addEventListener("pageshow", onShow);
    return () => {
      live = false;
      forget();
      window.clearInterval(beat);
      window.removeEventListener("pagehide", onHide);
      window.removeEventListener("pageshow", onShow);
      reopen.current = () => undefined;
      void close();
    };
  }, [kind, id]);

  const takeOver = useCallback(async () => {
    if (id === undefined) return;
    holding.current = true;
    setHeldBy(await openForEditing(kind, id, true));
  }, [kind, id]);

  const touch = useCallback(() => {
    // Working on an item that a step handed on opens it again at once.
    if (!holding.current) reopen.current();
    else active.current = true;
  }, []);

  const release = useCallback(() => {
    holding.current = false;
    active.current = false;
  }, []);

  return { heldBy, takeOver, touch, release };
}
