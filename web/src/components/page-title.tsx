import { useEffect } from "react";
import { useSite } from "../config/site";
import { useLanguage, type MessageKey } from "../lib/language";
import type { Args } from "../lib/wasm";

/** The browser tab's name for the page titled `title`. */
export const documentTitle = (t: (key: MessageKey, args?: Args) => string, site: string, title: string) =>
  t("document.title", { page: title, site });

/** The heading the page drew last while the server drew it: the browser tab's name of a page
 * titled by its content (a document's page), which src/prerender.tsx reads. */
export let drawnTitle: string | undefined;

/** Forgets the heading drawn last, before the server draws another page. */
export function forgetDrawnTitle() {
  drawnTitle = undefined;
}

/** The page's <h1>, which also names the browser tab: a catalog entry, or a `text` of the
 * content (a document's title). */
export function PageTitle({ titleKey, text }: { titleKey?: string; text?: string }) {
  const { t, lang } = useLanguage();
  const title = text ?? t(titleKey ?? "");
  if (import.meta.env.SSR) drawnTitle = title;
  const site = useSite().name[lang];
  useEffect(() => {
    document.title = documentTitle(t, site, title);
  }, [t, title, site]);
  return (
    <h1 className="page-title" tabIndex={-1}>
      {title}
    </h1>
  );
}
