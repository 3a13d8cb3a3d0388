import { NavLink } from "react-router";
import { useLanguage } from "../../lib/language";
import { useHydrated } from "../../lib/use-hydrated";
import { navigation } from "../../lib/wasm";
import { MenuIcon } from "../icons";
import { NavDropdown } from "./nav-dropdown";
import { useMenuState } from "./use-menu-state";
import "./nav.css";

/** The header navigation: Home, three menus, the other links (wasm-core's route table). Until the
 * app runs (and without JavaScript) the menus open by CSS instead, while the focus or the
 * pointer is in them (nav.css, `data-app`); once it runs, their buttons do. */
export function MainNav() {
  const { t, localize } = useLanguage();
  const menu = useMenuState();
  const app = useHydrated();
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- The keys and the blur come from the menus' buttons and links inside (arrow keys, Escape, focus leaving the menu).
    <nav
      ref={menu.navRef}
      className="site-nav"
      aria-label={t("nav.label")}
      data-app={app || undefined}
      data-mobile-open={menu.mobileOpen}
      onKeyDown={menu.onKeyDown}
      onBlur={menu.onBlur}
    >
      <div ref={menu.barRef} className="container site-nav__inner">
        <button
          ref={menu.toggleRef}
          type="button"
          className="nav-toggle"
          aria-expanded={menu.menuOpen}
          aria-controls="main-menu"
          onClick={menu.toggleMenu}
        >
          <MenuIcon open={menu.menuOpen} />
          {t("nav.toggle")}
        </button>
        <ul id="main-menu" className="main-menu">
          {navigation.map((item) =>
            item.kind === "link" ? (
              <li key={item.route.path}>
                <NavLink to={localize(item.route.path)} caseSensitive end className="nav-item" onClick={menu.closeAll}>
                  {t(item.route.titleKey)}
                </NavLink>
              </li>
            ) : (
              <NavDropdown
                key={item.id}
                id={item.id}
                titleKey={item.titleKey}
                items={item.items}
                open={menu.openDropdown === item.id}
                app={app}
                onToggle={menu.toggleDropdown}
                onNavigate={menu.closeAll}
              />
            ),
          )}
        </ul>
      </div>
      {menu.mobileOpen && <div className="nav-backdrop" aria-hidden="true" onClick={menu.closeAll} />}
    </nav>
  );
}
