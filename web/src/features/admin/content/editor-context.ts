// What every control of the editor needs besides its own value: the problems found so far, by
// field path, the kind being edited (whose schema gives the numbers their messages name), and
// the stored designations, parties and wards that the selects offer.
import { createContext, useContext } from "react";
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
}

export const EditorContext = createContext<EditorContextValue>({
  problems: {},
  choices: { designations: [], parties: [] },
});

export const useEditor = () => useContext(EditorContext);
