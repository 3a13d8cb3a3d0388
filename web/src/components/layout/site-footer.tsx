import { site } from "../../config/site";
import { useLanguage } from "../../lib/language";

/** The footer carries only the credit line (specification section 2). */
export function SiteFooter() {
  const { t, lang } = useLanguage();
  return (
    <footer className="site-footer">
      <div className="container">
        <p>{t("footer.credit", { year: new Date().getFullYear(), site: site.name[lang] })}</p>
      </div>
    </footer>
  );
}
