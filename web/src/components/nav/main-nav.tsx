import { memo } from "react";
import { NavLink } from "../link";
import { useLanguage } from "../../lib/language";
import { useDeferredHydrated } from "../../lib/use-hydrated";
import { navigation, type RouteInfo } from "../../lib/wasm";
import { MenuIcon } from "../icons";
import { NavDropdown } from "./nav-dropdown";
import { useMenuState } from "./use-menu-state";
import "./nav.css";

/** The header navigation: Home, three menus, the other links (wasm-core's route table). Until the
 * app runs (and without JavaScript) the menus open by CSS instead, while the focus or the
 * pointer is in them (nav.css, `data-app`); once it runs, their buttons do. */
export function MainNav() {
  const { t } = useLanguage();
  const menu = useMenuState();
  const app = useDeferredHydrated();
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
              <BarLink key={item.route.path} route={item.route} onNavigate={menu.closeAll} />
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

/** A link of the bar itself (Home, and those outside the menus). Apart, as a menu's links are
 * (`MenuLinks`), so that the app hydrating the bar from CSS, or a phone's width being known,
 * does not render it again: the bar is rendered again then, in one task the visitor waits for. */
const BarLink = memo(function BarLink({ route, onNavigate }: { route: RouteInfo; onNavigate: () => void }) {
  const { t, localize } = useLanguage();
  return (
    <li>
      <NavLink to={localize(route.path)} caseSensitive end className="nav-item" onClick={onNavigate}>
        {t(route.titleKey)}
      </NavLink>
    </li>
  );
});
