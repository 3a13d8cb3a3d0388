import { useCallback, useState } from "react";

/** The open item after a click on `clicked`: it opens (closing any other), or closes if open. */
export function toggleItem(open: string | null, clicked: string): string | null {
  return open === clicked ? null : clicked;
}

/** An accordion with at most one open item; none is open at first. */
export function useAccordion() {
  const [open, setOpen] = useState<string | null>(null);
  const toggle = useCallback((id: string) => setOpen((current) => toggleItem(current, id)), []);
  return { open, toggle };
}

/** Scrolls `target` into view, smoothly unless the user asks for reduced motion, and focuses it. */
export function scrollToAndFocus(target: HTMLElement) {
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  // Focus without a jump of its own, so the smooth scroll is not cut short.
  target.focus({ preventScroll: true });
}
