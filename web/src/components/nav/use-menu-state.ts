// State of the header navigation: whether the mobile menu is open and which dropdown is.
// At most one dropdown is open; crossing the mobile breakpoint, following a link, a click
// outside the navigation or focus leaving it closes everything; Escape closes one level.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { useLocation } from "react-router";
import { MOBILE_QUERY } from "../../config/breakpoints";
import { useMediaQuery } from "../../lib/use-media-query";
import { useCssVariable } from "../../lib/use-css-variable";
import { useScrollLock } from "../../lib/use-scroll-lock";
import type { MenuId } from "../../lib/wasm";

export const menuButtonId = (id: MenuId) => `menu-${id}-button`;
export const menuListId = (id: MenuId) => `menu-${id}`;

export function useMenuState() {
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  const [openDropdown, setOpenDropdown] = useState<MenuId | null>(null);
  const { pathname } = useLocation();

  const closeAll = useCallback(() => {
    setMenuOpen(false);
    setOpenDropdown(null);
  }, []);

  // Widening past the breakpoint (or narrowing below it) starts from a closed menu.
  useEffect(closeAll, [isMobile, closeAll]);
  // Arriving on another page (a link, Back) closes the menu.
  useEffect(closeAll, [pathname, closeAll]);

  const anyOpen = menuOpen || openDropdown !== null;
  useEffect(() => {
    if (!anyOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) closeAll();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [anyOpen, closeAll]);

  const mobileOpen = isMobile && menuOpen;
  useScrollLock(mobileOpen);

  // The open mobile menu hangs below the navigation bar, wherever the page is scrolled to.
  const barRef = useRef<HTMLDivElement>(null);
  const [panelTop, setPanelTop] = useState(0);
  useLayoutEffect(() => {
    if (!mobileOpen) return;
    const measure = () => setPanelTop(barRef.current?.getBoundingClientRect().bottom ?? 0);
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [mobileOpen]);
  useCssVariable(navRef, "--menu-top", `${panelTop}px`);

  const toggleMenu = useCallback(() => {
    setMenuOpen((open) => !open);
    setOpenDropdown(null);
  }, []);

  const toggleDropdown = useCallback((id: MenuId) => {
    setOpenDropdown((open) => (open === id ? null : id));
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      if (openDropdown) {
        setOpenDropdown(null);
        document.getElementById(menuButtonId(openDropdown))?.focus();
      } else if (menuOpen) {
        setMenuOpen(false);
        toggleRef.current?.focus();
      } else {
        return;
      }
      event.stopPropagation();
    },
    [openDropdown, menuOpen],
  );

  // Tabbing out of the navigation closes it, so nothing stays open behind the focus.
  // (A click on something that cannot take focus has no relatedTarget; the pointer
  // handler above deals with clicks.)
  const onBlur = useCallback(
    (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !navRef.current?.contains(next)) closeAll();
    },
    [closeAll],
  );

  return {
    navRef,
    barRef,
    toggleRef,
    mobileOpen,
    menuOpen,
    openDropdown,
    toggleMenu,
    toggleDropdown,
    closeAll,
    onKeyDown,
    onBlur,
  };
}
