import { use, useEffect } from "react";
import { useSite } from "../config/site";
import { PageBeingRenderedContext } from "../lib/content/page-being-rendered";
import { useLanguage, type MessageKey } from "../lib/language";
import type { Args } from "../lib/wasm";

/** The browser tab's name for the page titled `title`. */
export const documentTitle = (t: (key: MessageKey, args?: Args) => string, site: string, title: string) =>
  t("document.title", { page: title, site });

/** The page's <h1>, which also names the browser tab: a catalog entry, or a `text` of the
 * content (a document's title). On the server, the page being rendered takes the title for its
 * tab's name (`PageBeingRendered`). */
export function PageTitle({ titleKey, text }: { titleKey?: string; text?: string }) {
  const { t, lang } = useLanguage();
  const title = text ?? t(titleKey ?? "");
  const rendered = use(PageBeingRenderedContext);
  if (rendered) rendered.title = title;
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
