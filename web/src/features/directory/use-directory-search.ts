// The search state of a directory page: the query and the filters live in the URL (?q=, ?zone=,
// ?designation=, ?party=), replaced as the user types so that history keeps one entry, and
// restored from it on load; the rows come from the wasm-core index, best match first.
import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { facet, type Person } from "../../lib/directory/people";
import { indexOf } from "../../lib/directory/load";
import { useLanguage } from "../../lib/language";
import { filterOptions, type FilterKind, type FilterOption } from "./filters";
import { useLabels } from "./labels";

export interface DirectorySearch {
  query: string;
  /** The selected value of each filter of the page ("" for All). */
  selected: Record<FilterKind, string>;
  /** The choices of each filter of the page, in the page language. */
  options: Record<FilterKind, FilterOption[]>;
  /** The matching people, best first (table order for an empty query). */
  matches: readonly Person[];
  /** Whether a query or a filter narrows the list. */
  active: boolean;
  setQuery: (query: string) => void;
  setFilter: (kind: FilterKind, value: string) => void;
  clear: () => void;
  /** Takes the query and filters the form holds (typed or chosen before the app hydrated the
   * page), when they differ from the address's. */
  restore: (query: string, chosen: Partial<Record<FilterKind, string>>) => void;
}

const KINDS: readonly FilterKind[] = ["zone", "designation", "party"];

export function useDirectorySearch(people: readonly Person[], kinds: readonly FilterKind[]): DirectorySearch {
  const { lang } = useLanguage();
  const labels = useLabels();
  const [params, setParams] = useSearchParams();
  // The input follows its own state: the URL is written after each keystroke, not read back.
  const [query, setQueryState] = useState(() => params.get("q") ?? "");
  const options = useMemo(
    () =>
      Object.fromEntries(KINDS.map((kind) => [kind, kinds.includes(kind) ? filterOptions(people, kind, lang, labels.zone) : []])),
    [people, kinds, lang, labels],
  ) as Record<FilterKind, FilterOption[]>;
  // A value that is not among the page's choices (an old or mistyped link) counts as All.
  const selected = Object.fromEntries(
    KINDS.map((kind) => {
      const value = params.get(kind) ?? "";
      return [kind, options[kind].some((option) => option.value === value) ? value : ""];
    }),
  ) as Record<FilterKind, string>;
  const facets = KINDS.filter((kind) => selected[kind]).map((kind) => facet(kind, selected[kind]));
  const facetKey = facets.join("&");
  // Without a query or a filter the list is everyone, in order: the index is not needed yet.
  // It is filled a slice at a time once the page is up, so the first keystroke finds it ready.
  const matches = useMemo(
    () =>
      query || facetKey
        ? indexOf(people)
            .search(query, facetKey ? facetKey.split("&") : [])
            .map((i) => people[i])
        : people,
    [people, query, facetKey],
  );
  useEffect(() => void indexOf(people).fillInSlices(), [people]);

  const update = (changes: Record<string, string>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value.trim()) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );

  return {
    query,
    selected,
    options,
    matches,
    active: query.trim() !== "" || facets.length > 0,
    setQuery: (next) => {
      setQueryState(next);
      update({ q: next });
    },
    setFilter: (kind, value) => update({ [kind]: value }),
    clear: () => {
      setQueryState("");
      update(Object.fromEntries(["q", ...KINDS].map((name) => [name, ""])));
    },
    restore: (typed, chosen) => {
      const changes: Record<string, string> = {};
      if (typed !== query) changes.q = typed;
      for (const [kind, value] of Object.entries(chosen)) {
        if (value !== selected[kind as FilterKind]) changes[kind] = value;
      }
      if (Object.keys(changes).length === 0) return;
      if ("q" in changes) setQueryState(typed);
      update(changes);
    },
  };
}
