import type { ReactNode } from "react";
import { useLanguage } from "../../lib/language";

interface ResultGroupProps {
  /** Names the section and its heading's id. */
  id: string;
  /** Catalog key of the group's name. */
  titleKey: string;
  /** How many results; undefined while they load. */
  count?: number;
  /** Catalog key of the message shown when nothing matches. */
  noneKey: string;
  /** Shown while the count is unknown. */
  pending?: ReactNode;
  children?: ReactNode;
}

/** One group of the results: a heading with its count, then the results or a message. */
export function ResultGroup({ id, titleKey, count, noneKey, pending, children }: ResultGroupProps) {
  const { t } = useLanguage();
  const headingId = `${id}-heading`;
  return (
    <section className="search-group" aria-labelledby={headingId} data-group={id}>
      <h2 id={headingId} className="search-group__title">
        {count === undefined ? t(titleKey) : t("search.group.heading", { group: t(titleKey), count })}
      </h2>
      {count === undefined ? pending : count === 0 ? <p className="search-group__none">{t(noneKey)}</p> : children}
    </section>
  );
}
