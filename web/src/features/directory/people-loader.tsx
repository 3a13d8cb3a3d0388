import { Suspense, startTransition, use, useEffect, useState, type ReactNode } from "react";
import { FailureBoundary } from "../../components/failure-boundary";
import { RetryAlert } from "../../components/retry-alert";
import { useContentReplaced, useContentStore, useListsOnScreen } from "../../lib/content/store";
import { directoryKeys, loadDirectory } from "../../lib/directory/load";
import type { DirectoryId, Person } from "../../lib/directory/people";
import { useLanguage } from "../../lib/language";

type Children = (people: Person[]) => ReactNode;

/** Renders `children` with the people of directory `id` once they are here; says so while they
 * load, and offers to try again when the connection fails.
 *
 * The people come through Suspense, not an effect, so that the page rendered at build time
 * (scripts/prerender.mjs) already holds the whole list, and the browser hydrates it once its
 * own copy of the list has arrived, without showing "Loading…" in between. */
export function PeopleLoader({ id, children }: { id: DirectoryId; children: Children }) {
  const { t } = useLanguage();
  const store = useContentStore();
  // One download per attempt: React asks for the people again after a failure, and must meet
  // the same failed promise (a new download on every ask would show "Loading…" for ever).
  const replaced = useContentReplaced();
  const [attempt, setAttempt] = useState(() => ({ number: 0, replaced, people: loadDirectory(store, id) }));
  useListsOnScreen(...directoryKeys(id)); // the page's "Last updated" counts them
  // Newer lists came (the page was read offline, and the network is back): the people are made
  // again, and the list shown stays on screen until they are (a transition).
  useEffect(() => {
    if (replaced === attempt.replaced) return;
    startTransition(() => setAttempt({ number: attempt.number, replaced, people: loadDirectory(store, id) }));
  }, [store, replaced, attempt, id]);
  const retry = () => {
    store.retryFailed();
    setAttempt({ number: attempt.number + 1, replaced, people: loadDirectory(store, id) });
  };
  return (
    <FailureBoundary
      key={attempt.number}
      fallback={() => (
        <RetryAlert
          messageKey="directory.loadFailed"
          retryKey="directory.retry"
          className="directory__status directory__status--empty"
          onRetry={retry}
        />
      )}
    >
      <Suspense
        fallback={
          <p role="status" className="directory__status directory__status--loading">
            {t("common.loading")}
          </p>
        }
      >
        <People people={attempt.people}>{children}</People>
      </Suspense>
    </FailureBoundary>
  );
}

/** `children` with the people of `people`; suspends until they are here. */
function People({ people, children }: { people: Promise<Person[]>; children: Children }) {
  return children(use(people));
}
