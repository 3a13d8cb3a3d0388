import { useLocation } from "react-router";
import { Link } from "../link";
import { loadCatalogs } from "../../lib/catalogs/load";
import { searchWithLang, storeLang, useLanguage } from "../../lib/language";
import { LANGS, type Lang } from "../../lib/wasm";
import "./language-switch.css";

/** Starts fetching the other language's shell when a visitor reaches for its link, so the page
 * changes language sooner after the click (the old page stays until the texts are there). */
const prefetch = (lang: Lang) => () => void loadCatalogs(lang, ["shell"]).catch(() => undefined);

/** हिंदी / English: the same page in the other language, as a shareable link. */
export function LanguageSwitch() {
  const { t, lang } = useLanguage();
  const location = useLocation();
  return (
    <div className="lang-switch" role="group" aria-label={t("lang.label")}>
      {LANGS.map((option) => (
        <Link
          key={option}
          className="lang-switch__link"
          to={{ pathname: location.pathname, search: searchWithLang(location.search, option), hash: location.hash }}
          hrefLang={option}
          lang={option}
          aria-current={option === lang ? "true" : undefined}
          // Saved at the click, not after the next render, so that the choice holds even if
          // the visitor leaves the page at once.
          onClick={() => storeLang(option)}
          onPointerEnter={prefetch(option)}
          onFocus={prefetch(option)}
        >
          {t(`lang.${option}`)}
        </Link>
      ))}
    </div>
  );
}
