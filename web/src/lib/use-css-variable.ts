import { useLayoutEffect, type RefObject } from "react";

/** Sets the CSS custom property `name` on the element of `ref` to `value`. It is set from the
 * script rather than as a `style` attribute: pages are rendered to HTML at build time
 * (scripts/prerender.mjs), and the site's Content Security Policy (`style-src 'self'`) blocks
 * style attributes in HTML. */
export function useCssVariable(ref: RefObject<HTMLElement | null>, name: `--${string}`, value: string): void {
  useLayoutEffect(() => {
    ref.current?.style.setProperty(name, value);
  }, [ref, name, value]);
}
