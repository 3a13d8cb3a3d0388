import type { ReactNode } from "react";
import { useLanguage } from "../../lib/language";
import type { Filter } from "./event-data";

/** The row of filter buttons above the gallery's parts. */
export function FilterRow({ children }: { children: ReactNode }) {
  const { t } = useLanguage();
  return (
    <div className="events__filters" role="group" aria-label={t("events.filterLabel")}>
      {children}
    </div>
  );
}

/** One part of the gallery (the events to come, the past ones) under its heading: the grid of
 * its cards, or the message `emptyKey` when it has none (`cards` null). */
export function GalleryPart({
  id,
  titleKey,
  emptyKey,
  cards,
}: {
  id: string;
  titleKey: string;
  emptyKey: string;
  cards: ReactNode | null;
}) {
  const { t } = useLanguage();
  return (
    <section className="events__part" aria-labelledby={id}>
      <h2 id={id}>{t(titleKey)}</h2>
      {cards === null ? <p className="events__message">{t(emptyKey)}</p> : <ul className="events__grid">{cards}</ul>}
    </section>
  );
}

/** One button of the filter row; pressed while its filter is applied. */
export function FilterButton({ filter, pressed, onSelect }: { filter: Filter; pressed: boolean; onSelect?: () => void }) {
  const { t } = useLanguage();
  return (
    <button type="button" className="button" aria-pressed={pressed} onClick={onSelect}>
      {t(filter === "all" ? "events.all" : `events.category.${filter}`)}
    </button>
  );
}

/** What the page shows while the events are on their way. */
export function EventsLoading() {
  const { t } = useLanguage();
  return (
    <p role="status" className="events__message page-loading">
      {t("events.loading")}
    </p>
  );
}
