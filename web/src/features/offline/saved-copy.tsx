import { useEffect, useState } from "react";
import { useCatalogs } from "../../lib/catalogs/load";
import { useContentStore, type ContentStore, type List, type PageContent } from "../../lib/content/store";
import { shownInIndia } from "../../lib/moments";
import { useLanguage } from "../../lib/language";
import { SAVED_AT_HEADER } from "../../offline/saved-copy-marks";
import "./offline.css";

/** What the line says: the copy's time while it may be old, then whether it was brought up to
 * date. */
type State = "saved" | "updated" | "current";

/** How often, and how long after the network came back, the server is asked again while only
 * the phone's copy answers (the network may take a moment to reach the service worker). */
const TRIES = 5;
const TRY_AGAIN_MS = 2000;

/** Asks the server again for every list the page on screen shows, and puts those that changed
 * in place in `store` (the page is rendered again where it stands: the visitor keeps their place
 * and what they typed). Whether any changed; throws when the server could not be reached. */
async function refreshPage(store: ContentStore, path: string): Promise<boolean> {
  const changed: PageContent = {};
  await Promise.all(
    store.keysOnScreen(path).map(async (key) => {
      const response = await fetch(`/api/content/${key}`, { headers: { accept: "application/json" } });
      if (!response.ok) throw new Error(`GET /api/content/${key}: ${response.status}`);
      if (response.headers.has(SAVED_AT_HEADER)) throw new Error(`GET /api/content/${key}: the phone's copy`);
      const list = (await response.json()) as List;
      if (JSON.stringify(list) !== JSON.stringify(store.now(key))) changed[key] = list;
    }),
  );
  if (Object.keys(changed).length === 0) return false;
  store.replace(changed);
  return true;
}

/** The line at the top of a page the service worker sent from the phone's copy (offline, or on a
 * network too slow to answer): when the copy was saved. Once there is a network, the page's
 * lists are asked for again and any newer ones replace those shown, which the line then says. */
export function SavedCopy({ savedAt }: { savedAt: string }) {
  const { t, lang } = useLanguage();
  const store = useContentStore();
  useCatalogs(lang, ["offline"]);
  const [state, setState] = useState<State>("saved");
  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = (tries = TRIES) => {
      clearTimeout(timer);
      refreshPage(store, window.location.pathname).then(
        (changed) => current && setState(changed ? "updated" : "current"),
        () => {
          // No answer from the server yet: asked again shortly while the phone says it is
          // online, and at the next "online" otherwise.
          if (current && navigator.onLine && tries > 1) timer = setTimeout(() => refresh(tries - 1), TRY_AGAIN_MS);
        },
      );
    };
    const online = () => refresh();
    if (navigator.onLine) refresh();
    window.addEventListener("online", online);
    return () => {
      current = false;
      clearTimeout(timer);
      window.removeEventListener("online", online);
    };
  }, [store]);
  const saved = Date.parse(savedAt);
  const when = shownInIndia(new Date(Number.isNaN(saved) ? Date.now() : saved).toISOString(), lang);
  return (
    <p className="saved-copy" role="status">
      {state === "saved" ? t("offline.savedCopy", { when }) : t(`offline.${state}`)}
    </p>
  );
}
