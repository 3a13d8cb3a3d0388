import { useEffect } from "react";
import { site } from "../config/site";
import { useLanguage, type MessageKey } from "../lib/language";
import type { Args, Lang } from "../lib/wasm";

/** The browser tab's name for the page titled `title`. */
export const documentTitle = (t: (key: MessageKey, args?: Args) => string, lang: Lang, title: string) =>
  t("document.title", { page: title, site: site.name[lang] });

/** The page's <h1>, which also names the browser tab. */
export function PageTitle({ titleKey }: { titleKey: string }) {
  const { t, lang } = useLanguage();
  const title = t(titleKey);
  useEffect(() => {
    document.title = documentTitle(t, lang, title);
  }, [t, title, lang]);
  return (
    <h1 className="page-title" tabIndex={-1}>
      {title}
    </h1>
  );
}
