// What every control of the editor needs besides its own value: the problems found so far, by
// field path, the kind being edited (whose schema gives the numbers their messages name), the
// stored designations, parties and wards that the selects offer, and where a file control says
// that the file chosen was refused.
import { createContext, useCallback, useContext, useState } from "react";
import type { Designation, Party, Wards } from "../../../generated/content";
import type { ContentProblems } from "../../../lib/content-rules";
import type { KindSpec } from "./schema";

/** The stored items the reference selects offer. */
export interface Choices {
  designations: readonly Designation[];
  parties: readonly Party[];
  wards?: Wards;
}

export interface EditorContextValue {
  /** Codes of what is wrong, by field path (`corrigenda.0.date`). */
  problems: ContentProblems;
  choices: Choices;
  /** The kind of the item edited. */
  spec?: KindSpec;
  /** Says that the file last chosen for the field at `path` was refused by the file checks,
   * with their codes (none: it was not, or another is being tried). */
  refuseFile: (path: string, codes: readonly string[]) => void;
}

export const EditorContext = createContext<EditorContextValue>({
  problems: {},
  choices: { designations: [], parties: [] },
  refuseFile: () => undefined,
});

/** The codes of the files refused by path, and the way to say them. */
export function useRefusedFiles() {
  const [refused, setRefused] = useState<Readonly<Record<string, readonly string[]>>>({});
  const refuseFile = useCallback((path: string, codes: readonly string[]) => {
    setRefused((before) => (codes.length === 0 && !(path in before) ? before : { ...before, [path]: codes }));
  }, []);
  return { refused, refuseFile };
}

export const useEditor = () => useContext(EditorContext);
