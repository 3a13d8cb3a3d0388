import type { Value } from "./values";

/** What every control of the editor is given. */
export interface ControlProps<V = Value> {
  /** Where the value is in the item (`corrigenda.0.note`): its problems' key and its ids. */
  path: string;
  label: string;
  optional: boolean;
  /** The catalog key of the field's own hint, if it has one. */
  hint?: string;
  value: V;
  /** `size` comes with a photo just uploaded: its width and height in pixels. */
  onChange: (value: V, size?: PixelSize) => void;
}

/** A photo's width and height in pixels. */
export interface PixelSize {
  width: number;
  height: number;
}
