import { lazy, Suspense } from "react";
import { useHydrated } from "../../lib/use-hydrated";
import { SAVED_AT } from "../../offline/saved-copy-marks";

const SavedCopy = lazy(async () => ({ default: (await import("../../features/offline/saved-copy")).SavedCopy }));

/** On a page the service worker sent from the phone's copy (it marks `<html>`), the line that
 * says when the copy was saved and brings it up to date (features/offline/saved-copy.tsx,
 * fetched only then). Nothing before the app has hydrated the page. */
export function SavedCopyLine() {
  const savedAt = useHydrated() ? document.documentElement.getAttribute(SAVED_AT) : null;
  return (
    savedAt && (
      <Suspense>
        <SavedCopy savedAt={savedAt} />
      </Suspense>
    )
  );
}
