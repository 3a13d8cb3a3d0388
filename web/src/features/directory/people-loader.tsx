import { useEffect, useState, type ReactNode } from "react";
import { loadDirectory } from "../../lib/directory/load";
import type { DirectoryId, Person } from "../../lib/directory/people";
import { useLanguage } from "../../lib/language";

type State = { status: "loading" } | { status: "failed" } | { status: "ready"; people: Person[] };

/** The people of directory `id` (fetched on first use), and a way to ask again after a failure. */
function usePeople(id: DirectoryId): { state: State; retry: () => void } {
  const [state, setState] = useState<State>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: "loading" });
    loadDirectory(id).then(
      (people) => current && setState({ status: "ready", people }),
      () => current && setState({ status: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [id, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}

/** Draws `children` with the people of directory `id` once they are here; says so while they
 * load, and offers to try again when the connection fails. */
export function PeopleLoader({ id, children }: { id: DirectoryId; children: (people: Person[]) => ReactNode }) {
  const { t } = useLanguage();
  const { state, retry } = usePeople(id);
  if (state.status === "ready") return children(state.people);
  if (state.status === "loading") {
    return (
      <p role="status" className="directory__status directory__status--loading">
        {t("common.loading")}
      </p>
    );
  }
  return (
    <div role="alert" className="directory__status directory__status--empty">
      <p>{t("directory.loadFailed")}</p>
      <button type="button" className="button" onClick={retry}>
        {t("directory.retry")}
      </button>
    </div>
  );
}
