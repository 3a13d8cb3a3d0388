import { memo } from "react";
import { useLocation } from "react-router";
import { NavLink } from "../link";
import { useLanguage } from "../../lib/language";
import type { MenuId, RouteInfo } from "../../lib/wasm";
import { ChevronIcon } from "../icons";
import { menuButtonId, menuListId } from "./use-menu-state";

interface NavDropdownProps {
  id: MenuId;
  titleKey: string;
  items: RouteInfo[];
  open: boolean;
  /** Whether the app runs: until then the list is shown by CSS (nav.css). */
  app: boolean;
  onToggle: (id: MenuId) => void;
  onNavigate: () => void;
}

/** A menu of the navigation bar: a button that discloses a list of links. */
export function NavDropdown({ id, titleKey, items, open, app, onToggle, onNavigate }: NavDropdownProps) {
  const { t } = useLanguage();
  const { pathname } = useLocation();
  const holdsCurrentPage = items.some((route) => route.path === pathname);
  return (
    <li className="nav-dropdown" data-open={open} data-current={holdsCurrentPage}>
      <button
        type="button"
        id={menuButtonId(id)}
        className="nav-item nav-dropdown__button"
        aria-expanded={open}
        aria-controls={menuListId(id)}
        onClick={() => onToggle(id)}
      >
        {t(titleKey)}
        <ChevronIcon />
      </button>
      <ul id={menuListId(id)} className={`nav-dropdown__list nav-dropdown__list--${id}`} hidden={app && !open}>
        <MenuLinks items={items} onNavigate={onNavigate} />
      </ul>
    </li>
  );
}

/** A menu's links. Apart from its button, so that opening or closing the menu, or the app hydrating
 * the menus from CSS, does not render its links again (one long task less at the app's start
 * on a phone); they are rendered again when the page or the language changes. */
const MenuLinks = memo(function MenuLinks({ items, onNavigate }: { items: RouteInfo[]; onNavigate: () => void }) {
  const { t, localize } = useLanguage();
  return items.map((route) => (
    <li key={route.path}>
      <NavLink to={localize(route.path)} caseSensitive end className="nav-dropdown__link" onClick={onNavigate}>
        {t(route.titleKey)}
      </NavLink>
    </li>
  ));
});
