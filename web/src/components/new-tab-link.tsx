import type { ReactNode } from "react";
import { useLanguage } from "../lib/language";

interface NewTabLinkProps {
  /** Without it the link is a placeholder (HTML's `a` without href), kept until the address is known. */
  href?: string;
  className?: string;
  children: ReactNode;
}

/** A link that opens in a new tab and says so to screen readers. */
export function NewTabLink({ href, className, children }: NewTabLinkProps) {
  const { t } = useLanguage();
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t("common.opensInNewTab")}</span>
    </a>
  );
}
