// How a directory page words zones, wards and parties, from the catalog (content/i18n).
import { useMemo } from "react";
import type { PersonZone } from "../../lib/directory/people";
import type { PartyInfo, WardInfo } from "../../lib/directory/types";
import { useLanguage } from "../../lib/language";

export interface Labels {
  /** The zone's name, or "Agency zone 7" for a zone without one (the outsourcing agency's). */
  zone: (zone: PersonZone) => string;
  /** Ward numbers as runs: [1, 2, 3, 7] → "1–3", "7". */
  wardRanges: (wards: readonly WardInfo[]) => string[];
  /** "14 – Name" */
  ward: (ward: WardInfo) => string;
  /** "Full name (SHORT)" */
  party: (party: PartyInfo) => string;
}

export function useLabels(): Labels {
  const { t, lang } = useLanguage();
  return useMemo(
    () => ({
      // A zone without a name is one of the outsourcing agency's own.
      zone: ({ number, name }) => name?.[lang] ?? t("directory.agencyZoneNumber", { number }),
      wardRanges: (wards) =>
        rangesOf(wards.map((w) => w.number)).map(([from, to]) =>
          from === to ? String(from) : t("directory.wardRange", { from, to }),
        ),
      ward: ({ number, name }) => t("directory.wardNamed", { number, name: name[lang] }),
      party: ({ name, short }) => t("directory.partyNamed", { name: name[lang], short: short[lang] }),
    }),
    [t, lang],
  );
}

/** Runs of consecutive numbers, as [first, last] pairs, in ascending order. */
export function rangesOf(numbers: readonly number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const n of [...numbers].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && n === last[1] + 1) last[1] = n;
    else if (!last || n !== last[1]) runs.push([n, n]);
  }
  return runs;
}
