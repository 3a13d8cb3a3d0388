import type { Value } from "./values";

/** What every control of the editor is given. */
export interface ControlProps<V = Value> {
  /** Where the value is in the item (`corrigenda.0.note`): its problems' key and its ids. */
  path: string;
  label: string;
  optional: boolean;
  value: V;
  onChange: (value: V) => void;
}
