import type { MouseEvent } from "react";
import { useLanguage } from "../../lib/language";

export const MAIN_ID = "main";

/** The first stop of the keyboard: jumps past the header to the page's content. */
export function SkipLink() {
  const { t } = useLanguage();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // Move focus ourselves: the router owns the URL, and not every browser focuses the target.
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <a className="skip-link" href={`#${MAIN_ID}`} onClick={skip}>
      {t("header.skipToContent")}
    </a>
  );
}
