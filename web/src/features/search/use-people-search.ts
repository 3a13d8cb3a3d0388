// The people search of the site search: every directory, fetched and indexed once per visit (the
// directories do not change while the page is open). It comes through Suspense, not an effect,
// so that a search page drawn with its words (by the server, or at build time) already holds
// the people found, and the app takes it over once its own copy is ready, without showing
// "Loading…" in between.
import { use } from "react";
import { noteRead } from "../../lib/content/store";
import { directoryKeys } from "../../lib/directory/load";
import { DIRECTORY_IDS } from "../../lib/directory/people";
import type { PeopleSearch } from "./people-index";

let loading: Promise<PeopleSearch> | undefined;

function load(): Promise<PeopleSearch> {
  loading ??= import("./people-index").then((module) => module.loadPeopleSearch());
  loading.catch(() => {
    loading = undefined; // a failed download may be retried on the next visit
  });
  return loading;
}

/** The people search; suspends until the directories have been fetched and indexed. A page
 * drawn with it carries every directory's lists, however many times it is drawn. */
export function usePeopleSearch(): PeopleSearch {
  for (const id of DIRECTORY_IDS) for (const key of directoryKeys(id)) noteRead(key);
  return use(load());
}

/** Forgets the people search (Node, between two drawings of the store's content). */
export function forgetPeopleSearch() {
  loading = undefined;
}
