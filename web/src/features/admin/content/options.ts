// The options of a select: a fixed set's values, or the stored items a reference names (a
// designation, a party, a ward, a zone), in the page language.
import type { Bilingual } from "../../../generated/content";
import { pickText } from "../../../lib/events";
import type { Lang } from "../../../lib/wasm";
import type { Choices } from "./editor-context";
import type { Input } from "./schema";

export interface Option {
  value: string;
  label: string;
}

export function optionsOf(
  input: Input,
  choices: readonly string[],
  stored: Choices,
  lang: Lang,
  t: (key: string) => string,
): Option[] {
  const named = (name: Bilingual) => pickText(name, lang).text;
  switch (input) {
    case "choice":
      return choices.map((value) => ({ value, label: t(`content.choice.${value}`) }));
    case "designation":
      return stored.designations.map((d) => ({ value: d.id, label: named(d.name) }));
    case "party":
      return stored.parties.map((p) => ({ value: p.id, label: named(p.name) }));
    case "ward":
      return (stored.wards?.wards ?? []).map((w) => ({ value: String(w.number), label: `${w.number} – ${named(w.name)}` }));
    case "zone":
      return (stored.wards?.zones ?? []).map((z) => ({ value: String(z.number), label: named(z.name) }));
    default:
      return [];
  }
}
