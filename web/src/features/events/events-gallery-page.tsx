import { Suspense, useMemo, useState } from "react";
import type { PageProps } from "../../app/page-props";
import { useLanguage } from "../../lib/language";
import { FailureBoundary } from "../../components/failure-boundary";
import { RetryAlert } from "../../components/retry-alert";
import { retryFailedContent, useContent } from "../../lib/content/store";
import { galleryEvent, type GalleryEvent } from "../../lib/events";
import { categoriesPresent, filterEvents, type Filter } from "./event-data";
import { EventCard } from "./event-card";
import { EventModal } from "./event-modal";
import { EventsLoading, FilterButton, GalleryFrame } from "./gallery-frame";
import "./events.css";

/** The filter row and the card grid of the loaded events. */
export function EventsGallery({ events }: { events: readonly GalleryEvent[] }) {
  const [filter, setFilter] = useState<Filter>("all");
  const [selected, setSelected] = useState<GalleryEvent | null>(null);
  const categories = categoriesPresent(events);
  const active: Filter = filter === "all" || categories.includes(filter) ? filter : "all";
  const shown = filterEvents(events, active);
  const filters: Filter[] = ["all", ...categories];

  return (
    <>
      <GalleryFrame
        filters={filters.map((value) => (
          <FilterButton key={value} filter={value} pressed={active === value} onSelect={() => setFilter(value)} />
        ))}
        cards={
          shown.length === 0
            ? null
            : shown.map((event, index) => (
                <EventCard key={event.id} event={event} priority={index === 0} onOpen={() => setSelected(event)} />
              ))
        }
      />
      {selected && <EventModal event={selected} onClose={() => setSelected(null)} />}
    </>
  );
}

/** /events-gallery: Upcoming Events, the `events` content, newest first. A page drawn by the
 * server carries them; the app asks for them when it draws the page itself, says so while they
 * come, and offers to try again when the connection fails. */
export function EventsGalleryPage(_props: PageProps) {
  const { t } = useLanguage();
  const [attempt, setAttempt] = useState(0);
  return (
    <section className="events" aria-labelledby="events-upcoming-title">
      <h2 id="events-upcoming-title">{t("events.upcoming")}</h2>
      <FailureBoundary
        key={attempt}
        fallback={() => (
          <RetryAlert
            messageKey="events.loadFailed"
            retryKey="events.retry"
            className="events__message events__message--error"
            buttonClassName="button button--filled"
            onRetry={() => {
              retryFailedContent();
              setAttempt((n) => n + 1);
            }}
          />
        )}
      >
        <Suspense fallback={<EventsLoading />}>
          <LoadedEvents />
        </Suspense>
      </FailureBoundary>
    </section>
  );
}

function LoadedEvents() {
  const { items } = useContent("events");
  const events = useMemo(() => items.map(galleryEvent), [items]);
  return <EventsGallery events={events} />;
}
