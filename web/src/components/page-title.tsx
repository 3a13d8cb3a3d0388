import { useEffect } from "react";
import { useSite } from "../config/site";
import { useLanguage, type MessageKey } from "../lib/language";
import type { Args } from "../lib/wasm";

/** The browser tab's name for the page titled `title`. */
export const documentTitle = (t: (key: MessageKey, args?: Args) => string, site: string, title: string) =>
  t("document.title", { page: title, site });

/** The page's <h1>, which also names the browser tab. */
export function PageTitle({ titleKey }: { titleKey: string }) {
  const { t, lang } = useLanguage();
  const title = t(titleKey);
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
