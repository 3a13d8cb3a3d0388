// The choices of the filters of a directory page: only the values present on that page, named
// in the page language.
import type { Person, PersonZone } from "../../lib/directory/people";
import type { Lang } from "../../lib/wasm";

export type FilterKind = "zone" | "designation" | "party";

export interface FilterOption {
  /** The value in the URL and in the facet (`zone=2`, `designation=clerk`, `party=bjp`). */
  value: string;
  label: string;
}

/** The distinct values of `kind` among `people`: zones in number order (named by `zoneLabel`),
 * designations and parties by name. */
export function filterOptions(
  people: readonly Person[],
  kind: FilterKind,
  lang: Lang,
  zoneLabel: (zone: PersonZone) => string,
): FilterOption[] {
  const seen = new Map<string, FilterOption & { order: number }>();
  for (const person of people) {
    if (kind === "zone" && person.zone) {
      const { number } = person.zone;
      seen.set(String(number), { value: String(number), label: zoneLabel(person.zone), order: number });
    } else if (kind === "designation" && person.designation) {
      seen.set(person.designation.id, { value: person.designation.id, label: person.designation.name[lang], order: 0 });
    } else if (kind === "party" && person.party) {
      seen.set(person.party.id, { value: person.party.id, label: person.party.name[lang], order: 0 });
    }
  }
  const collator = new Intl.Collator(lang === "hi" ? "hi-IN" : "en-IN");
  return [...seen.values()]
    .sort((a, b) => a.order - b.order || collator.compare(a.label, b.label))
    .map(({ value, label }) => ({ value, label }));
}
