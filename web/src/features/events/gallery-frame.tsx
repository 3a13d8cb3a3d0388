import type { ReactNode } from "react";
import { useLanguage } from "../../lib/language";
import type { Filter } from "./event-data";

/** The gallery below its heading: the row of filter buttons, then the grid of cards, or the
 * message that there are none (`cards` null). */
export function GalleryFrame({ filters, cards }: { filters: ReactNode; cards: ReactNode | null }) {
  const { t } = useLanguage();
  return (
    <>
      <div className="events__filters" role="group" aria-label={t("events.filterLabel")}>
        {filters}
      </div>
      {cards === null ? <p className="events__message">{t("events.empty")}</p> : <ul className="events__grid">{cards}</ul>}
    </>
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
