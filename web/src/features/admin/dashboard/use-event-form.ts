import { useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { ApiError } from "../../../lib/api";
import { useSession } from "../session";
import { checkEvent, hasProblems } from "./check-event";
import { saveEvent } from "./event-api";
import type { GalleryEvent } from "../../../lib/events";
import { FIELDS, editButtonId, emptyValues, fieldId, valuesOf, type EventValues, type TextField } from "./event-values";
import { serverProblems, type Problems } from "./problems";

/** How the last save ended, which picks the message the dashboard shows. `draft`: saved as a
 * draft (an editor's save), not on the site until a publisher approves it; `failed`: why it was
 * not saved. */
export type SaveOutcome = "created" | "updated" | "draft" | { failed: unknown } | null;

/** Moves focus to the first field with a problem (after React has rendered the messages). */
function focusFirstProblem(problems: Problems) {
  const field = FIELDS.find((name) => problems[name]?.length);
  if (field) document.getElementById(fieldId(field))?.focus();
}

/**
 * The add / edit form of the dashboard: its values, the checks before sending, the upload
 * with its progress, and the messages. `reload` asks for the list again after each save.
 */
export function useEventForm(events: readonly GalleryEvent[], reload: () => void) {
  const { expired } = useSession();
  const [editing, setEditing] = useState<GalleryEvent | null>(null);
  const [values, setValues] = useState<EventValues>(emptyValues);
  const [files, setFiles] = useState<File[]>([]);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState(0);
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  // Changing the key gives a fresh, empty file input (its files cannot be set from script).
  const [fileInputKey, setFileInputKey] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sending = useRef(false);

  /** Fills the form with `event` (edit mode), or empties it (add mode). */
  const load = (event: GalleryEvent | null) => {
    setEditing(event);
    setValues(event ? valuesOf(event) : emptyValues());
    setFiles([]);
    setRemoved(new Set());
    setProblems({});
    setFileInputKey((key) => key + 1);
  };

  const startEdit = (event: GalleryEvent) => {
    flushSync(() => {
      load(event);
      setOutcome(null);
    });
    headingRef.current?.focus();
  };

  const cancelEdit = () => {
    const id = editing?.id;
    flushSync(() => load(null));
    if (id) document.getElementById(editButtonId(id))?.focus();
  };

  const showProblems = (found: Problems) => {
    flushSync(() => setProblems(found));
    focusFirstProblem(found);
  };

  const send = async () => {
    const kept = editing ? editing.images.filter((url) => !removed.has(url)) : [];
    const found = await checkEvent({ values, files, keptImages: kept.length, events, editingId: editing?.id ?? null });
    if (hasProblems(found)) return showProblems(found);
    setProblems({});
    setProgress(0);
    try {
      const saved = await saveEvent(values, files, editing, editing ? [...removed] : [], setProgress);
      load(null);
      const draft = (saved as { status?: string } | null)?.status === "draft";
      setOutcome(draft ? "draft" : editing ? "updated" : "created");
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return expired();
      setOutcome({ failed: error });
      const refused = serverProblems(error);
      if (hasProblems(refused)) showProblems(refused);
    }
    reload();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setOutcome(null);
    try {
      await send();
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const setValue = (field: TextField, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const toggleRemoved = (url: string) =>
    setRemoved((current) => {
      const next = new Set(current);
      if (!next.delete(url)) next.add(url);
      return next;
    });

  return {
    editing,
    values,
    setValue,
    files,
    setFiles,
    removed,
    toggleRemoved,
    problems,
    busy,
    progress,
    outcome,
    fileInputKey,
    headingRef,
    startEdit,
    cancelEdit,
    reset: () => load(null),
    submit,
  };
}

export type EventFormState = ReturnType<typeof useEventForm>;
