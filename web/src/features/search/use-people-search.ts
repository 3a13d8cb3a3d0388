import { useEffect, useState } from "react";
import type { PeopleSearch } from "./people-index";

export type PeopleState = { status: "loading" } | { status: "error" } | { status: "ready"; search: PeopleSearch };

// One load per visit: the directories do not change while the page is open.
let loading: Promise<PeopleSearch> | undefined;

function load(): Promise<PeopleSearch> {
  loading ??= import("./people-index").then((module) => module.loadPeopleSearch());
  loading.catch(() => {
    loading = undefined; // a failed download may be retried on the next visit
  });
  return loading;
}

/** The people search, once the directories have been fetched and indexed. */
export function usePeopleSearch(): PeopleState {
  const [state, setState] = useState<PeopleState>({ status: "loading" });
  useEffect(() => {
    let current = true;
    load().then(
      (search) => current && setState({ status: "ready", search }),
      () => current && setState({ status: "error" }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
