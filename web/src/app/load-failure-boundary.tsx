import { useEffect, type ReactNode } from "react";
import { FailureBoundary } from "../components/failure-boundary";
import { shellLanguages, translate } from "../lib/catalogs/load";
import { pageLanguage } from "../lib/language";
import type { Lang } from "../lib/wasm";

/** What a visitor sees when code or texts could not be downloaded (a dropped connection): what
 * happened, in `lang`, and a button that loads the page again. Without a network, on a phone
 * that keeps pages for use offline, the page is loaded again at once: the service worker sends
 * its copy, or says the page is not available offline and links those that are. */
function LoadFailure({ lang }: { lang: Lang }) {
  useEffect(() => {
    if (!navigator.onLine && navigator.serviceWorker?.controller) window.location.reload();
  }, []);
  return (
    <div role="alert" className="load-failure" lang={lang}>
      <p>{translate(lang, "common.loadFailed")}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {translate(lang, "common.retry")}
      </button>
    </div>
  );
}

/** The page language if its texts are there, else a language whose texts are (the shell of a
 * language the visitor was switching to may be what failed). */
function languageWithTexts(): Lang {
  const wanted = pageLanguage(window.location.search);
  const loaded = shellLanguages();
  return loaded.includes(wanted) ? wanted : (loaded[0] ?? wanted);
}

interface Props {
  /** The language of the message; by default the page's, if its texts could be loaded. */
  lang?: Lang;
  children: ReactNode;
}

/** Shows LoadFailure in place of `children` when they throw, instead of an empty screen. */
export function LoadFailureBoundary({ lang, children }: Props) {
  const fallback = () => <LoadFailure lang={lang ?? languageWithTexts()} />;
  return <FailureBoundary fallback={fallback}>{children}</FailureBoundary>;
}
