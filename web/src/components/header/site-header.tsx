import { Link } from "../link";
import logoUrl from "@content/images/logo.svg";
import { useSite } from "../../config/site";
import { useLanguage } from "../../lib/language";
import { MainNav } from "../nav/main-nav";
import { ContactLinks } from "./contact-links";
import { HeaderSearch } from "./header-search";
import { LanguageSwitch } from "./language-switch";
import { SocialLinks } from "./social-links";
import "./header.css";

/** The header of every public page: contacts, language, the corporation's name, the site
 * search box, navigation. */
export function SiteHeader() {
  const { t, lang, localize } = useLanguage();
  const site = useSite();
  return (
    <header className="site-header">
      <div className="topbar">
        <div className="container topbar__inner">
          <ContactLinks />
          <div className="topbar__end">
            <SocialLinks />
            <LanguageSwitch />
          </div>
        </div>
      </div>
      <div className="container brand">
        <Link to={localize("/")} className="brand__home" aria-label={t("header.homeLink", { site: site.name[lang] })}>
          <img src={logoUrl} alt={t("header.logoAlt")} width="64" height="64" />
        </Link>
        <p className="brand__name">
          <span lang="hi" className="brand__name-hi">
            {site.name.hi}
          </span>
          <span lang="en" className="brand__name-en">
            {site.name.en}
          </span>
        </p>
        <HeaderSearch />
      </div>
      <MainNav />
    </header>
  );
}
