import { Component, Suspense, use, useState, type ReactNode } from "react";
import { loadDirectory } from "../../lib/directory/load";
import type { DirectoryId, Person } from "../../lib/directory/people";
import { useLanguage } from "../../lib/language";

type Children = (people: Person[]) => ReactNode;

/** Draws `children` with the people of directory `id` once they are here; says so while they
 * load, and offers to try again when the connection fails.
 *
 * The people come through Suspense, not an effect, so that the page drawn at build time
 * (scripts/prerender.mjs) already holds the whole list, and the browser takes it over once its
 * own copy of the list has arrived, without showing "Loading…" in between. */
export function PeopleLoader({ id, children }: { id: DirectoryId; children: Children }) {
  const { t } = useLanguage();
  const [attempt, setAttempt] = useState(0);
  return (
    <FailureBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense
        fallback={
          <p role="status" className="directory__status directory__status--loading">
            {t("common.loading")}
          </p>
        }
      >
        <People id={id}>{children}</People>
      </Suspense>
    </FailureBoundary>
  );
}

/** `children` with the people of directory `id`; suspends until they are here. The promise is
 * the same for every call (lib/directory/load.ts), and a new one after a failure. */
function People({ id, children }: { id: DirectoryId; children: Children }) {
  return children(use(loadDirectory(id)));
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useLanguage();
  return (
    <div role="alert" className="directory__status directory__status--empty">
      <p>{t("directory.loadFailed")}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t("directory.retry")}
      </button>
    </div>
  );
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** The list could not be downloaded: LoadFailed instead of `children`, until `onRetry` gives a
 * fresh boundary (its key changes). */
class FailureBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <LoadFailed onRetry={this.props.onRetry} /> : this.props.children;
  }
}
