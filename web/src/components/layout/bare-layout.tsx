import { Outlet } from "react-router";
import { Link } from "../link";
import { useLanguage } from "../../lib/language";
import { LanguageSwitch } from "../header/language-switch";
import { MAIN_ID, SkipLink } from "./skip-link";
import { useFocusOnNavigate } from "./use-focus-on-navigate";
import "./layout.css";

/** The admin frame: no public header or footer, only the way back and the language. */
export function BareLayout() {
  const { t, localize } = useLanguage();
  useFocusOnNavigate();
  return (
    <>
      <SkipLink />
      <header className="bare-header">
        <div className="container bare-header__inner">
          <Link to={localize("/")} className="bare-header__back">
            {t("admin.backToSite")}
          </Link>
          <LanguageSwitch />
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="container page page--bare">
        <Outlet />
      </main>
    </>
  );
}
