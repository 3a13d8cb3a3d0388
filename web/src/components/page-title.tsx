import { useEffect } from "react";
import { site } from "../config/site";
import { useLanguage } from "../lib/language";

/** The page's <h1>, which also names the browser tab. */
export function PageTitle({ titleKey }: { titleKey: string }) {
  const { t, lang } = useLanguage();
  const title = t(titleKey);
  useEffect(() => {
    document.title = t("document.title", { page: title, site: site.name[lang] });
  }, [t, title, lang]);
  return (
    <h1 className="page-title" tabIndex={-1}>
      {title}
    </h1>
  );
}
