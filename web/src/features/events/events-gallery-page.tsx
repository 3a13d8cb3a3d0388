import { useState } from "react";
import type { PageProps } from "../../app/page-props";
import { useLanguage } from "../../lib/language";
import type { GalleryEvent } from "../../lib/events";
import { useEvents } from "../../lib/use-events";
import { categoriesPresent, filterEvents, type Filter } from "./event-data";
import { EventCard } from "./event-card";
import { EventModal } from "./event-modal";
import "./events.css";

/** The filter row and the card grid of the loaded events. */
export function EventsGallery({ events }: { events: readonly GalleryEvent[] }) {
  const { t } = useLanguage();
  const [filter, setFilter] = useState<Filter>("all");
  const [selected, setSelected] = useState<GalleryEvent | null>(null);
  const categories = categoriesPresent(events);
  const active: Filter = filter === "all" || categories.includes(filter) ? filter : "all";
  const shown = filterEvents(events, active);
  const filters: Filter[] = ["all", ...categories];

  return (
    <>
      <div className="events__filters" role="group" aria-label={t("events.filterLabel")}>
        {filters.map((value) => (
          <button
            key={value}
            type="button"
            className="button"
            aria-pressed={active === value}
            onClick={() => setFilter(value)}
          >
            {t(value === "all" ? "events.all" : `events.category.${value}`)}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="events__message">{t("events.empty")}</p>
      ) : (
        <ul className="events__grid">
          {shown.map((event, index) => (
            <li key={event.id}>
              <EventCard event={event} priority={index === 0} onOpen={() => setSelected(event)} />
            </li>
          ))}
        </ul>
      )}
      {selected && <EventModal event={selected} onClose={() => setSelected(null)} />}
    </>
  );
}

/** /events-gallery: Upcoming Events from GET /api/events. */
export function EventsGalleryPage(_props: PageProps) {
  const { t } = useLanguage();
  const { state, reload } = useEvents();
  return (
    <section className="events" aria-labelledby="events-upcoming-title">
      <h2 id="events-upcoming-title">{t("events.upcoming")}</h2>
      {state.status === "loading" && (
        <p role="status" className="events__message page-loading">
          {t("events.loading")}
        </p>
      )}
      {state.status === "failed" && (
        <div role="alert" className="events__message events__message--error">
          <p>{t("events.loadFailed")}</p>
          <button type="button" className="button button--filled" onClick={reload}>
            {t("events.retry")}
          </button>
        </div>
      )}
      {state.status === "ready" && <EventsGallery events={state.events} />}
    </section>
  );
}
