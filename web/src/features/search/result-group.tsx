import type { ReactNode } from "react";
import type { Found } from "../../generated/content";
import { useLanguage } from "../../lib/language";

/** What each group of the results is rendered from. */
export interface GroupProps<T> {
  query: string;
  /** The page of the group's results; undefined while they come. */
  found?: Found<T>;
  /** After the results: a link to all of them, or the links to their pages. */
  more?: ReactNode;
}

interface ResultGroupProps {
  /** Names the section and its heading's id. */
  id: string;
  /** Catalog key of the group's name. */
  titleKey: string;
  found?: Found<unknown>;
  /** Catalog key of the message shown when nothing matches. */
  noneKey: string;
  more?: ReactNode;
  children?: ReactNode;
}

/** One group of the results: a heading with how many it found, then the results or a message. */
export function ResultGroup({ id, titleKey, found, noneKey, more, children }: ResultGroupProps) {
  const { t } = useLanguage();
  const headingId = `${id}-heading`;
  const count = found?.page.total;
  return (
    <section className="search-group" aria-labelledby={headingId} data-group={id}>
      <h2 id={headingId} className="search-group__title">
        {count === undefined ? t(titleKey) : t("search.group.heading", { group: t(titleKey), count })}
      </h2>
      {count === undefined ? null : count === 0 ? (
        <p className="search-group__none">{t(noneKey)}</p>
      ) : (
        <>
          {children}
          {more}
        </>
      )}
    </section>
  );
}
