import { Suspense, useEffect, useEffectEvent, useState } from "react";
import type { PageProps } from "../../lib/page-props";
import { FailureBoundary } from "../../components/failure-boundary";
import { RetryAlert } from "../../components/retry-alert";
import { useContent, useContentStore } from "../../lib/content/store";
import type { GalleryEvent } from "../../lib/events";
import { categoriesPresent, filterEvents, splitByDay, type Filter } from "./event-data";
import { EventCard, imagesId } from "./event-card";
import { EventModal } from "./event-modal";
import { EventsLoading, FilterButton, FilterRow, GalleryPart } from "./gallery-frame";
import "./events.css";

/** The filter row, then the events to come (soonest first) and the past ones (newest first),
 * each under its heading; the past part only when there are past events. */
export function EventsGallery({ events }: { events: readonly GalleryEvent[] }) {
  const [filter, setFilter] = useState<Filter>("all");
  const [selected, setSelected] = useState<GalleryEvent | null>(null);
  const categories = categoriesPresent(events);
  const active: Filter = filter === "all" || categories.includes(filter) ? filter : "all";
  const { upcoming, past } = splitByDay(filterEvents(events, active));
  const anyPast = events.some((event) => event.past === true);
  const filters: Filter[] = ["all", ...categories];
  // A visitor who followed an event's View Gallery link before the app ran sees its gallery.
  const openLinked = useEffectEvent(() => {
    const target = window.location.hash.slice(1);
    const event = target ? events.find((candidate) => imagesId(candidate) === target) : undefined;
    if (event) setSelected(event);
  });
  // Only the address the page was hydrated at.
  useEffect(() => openLinked(), []);
  // The first card of the page: its image is likely the largest paint.
  const first = (upcoming[0] ?? past[0])?.id;
  const cards = (shown: GalleryEvent[]) =>
    shown.length === 0
      ? null
      : shown.map((event) => (
          <EventCard key={event.id} event={event} priority={event.id === first} onOpen={() => setSelected(event)} />
        ));

  return (
    <>
      <FilterRow>
        {filters.map((value) => (
          <FilterButton key={value} filter={value} pressed={active === value} onSelect={() => setFilter(value)} />
        ))}
      </FilterRow>
      <GalleryPart
        id="events-upcoming-title"
        titleKey="events.upcoming"
        emptyKey={events.length === 0 ? "events.empty" : "events.noUpcoming"}
        cards={cards(upcoming)}
      />
      {anyPast && <GalleryPart id="events-past-title" titleKey="events.past" emptyKey="events.noPast" cards={cards(past)} />}
      {selected && <EventModal event={selected} onClose={() => setSelected(null)} />}
    </>
  );
}

/** /events-gallery: the `events` content, those to come and the past ones apart, as the server
 * marked them when it sent the list (a page rendered by the server was rendered from that list and
 * carries it, so the app hydrates it as rendered). The app asks for the list when it renders the
 * page itself, says so while it comes, and offers to try again when the connection fails. */
export function EventsGalleryPage(_props: PageProps) {
  const [attempt, setAttempt] = useState(0);
  const store = useContentStore();
  return (
    <div className="events">
      <FailureBoundary
        key={attempt}
        fallback={() => (
          <RetryAlert
            messageKey="events.loadFailed"
            retryKey="events.retry"
            className="events__message events__message--error"
            buttonClassName="button button--filled"
            onRetry={() => {
              store.retryFailed();
              setAttempt((n) => n + 1);
            }}
          />
        )}
      >
        <Suspense fallback={<EventsLoading />}>
          <LoadedEvents />
        </Suspense>
      </FailureBoundary>
    </div>
  );
}

function LoadedEvents() {
  const { items } = useContent("events");
  return <EventsGallery events={items} />;
}

/** The page by its page id (the route table's), as app/pages.ts loads it. */
export const pages = { "events-gallery": EventsGalleryPage };
