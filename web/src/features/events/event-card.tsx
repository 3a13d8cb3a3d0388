import { formatDay } from "../../lib/dates";
import { useLanguage } from "../../lib/language";
import { LocalizedText } from "../../components/localized-text";
import { pickText, type GalleryEvent } from "../../lib/events";
import { truncate } from "./event-data";

interface EventCardProps {
  event: GalleryEvent;
  /** The first card of the grid: its image is likely the largest paint, so it is not lazy. */
  priority?: boolean;
  onOpen: () => void;
}

/** One event of the grid (an item of its list): its first image, title, date, the description
 * cut to 100 characters and the View Gallery button. */
export function EventCard({ event, priority = false, onOpen }: EventCardProps) {
  const { t, lang } = useLanguage();
  const titleId = `event-${event.id}-title`;
  const [first] = event.images;
  return (
    <li>
      <article className="events__card" aria-labelledby={titleId}>
      {first && (
        <img
          className="events__card-image"
          src={first}
          alt={t("events.imageAlt", { title: pickText(event.title, lang).text, n: 1, total: event.images.length })}
          width={400}
          height={300}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
        />
      )}
      <div className="events__card-body">
        <h3 id={titleId} className="events__card-title">
          <LocalizedText text={event.title} />
        </h3>
        <p className="events__card-date">
          <time dateTime={event.date}>{formatDay(event.date, lang)}</time>
        </p>
        <p className="events__card-text">
          <LocalizedText text={event.description} cut={truncate} />
        </p>
        <button
          type="button"
          className="button button--filled events__card-button"
          aria-haspopup="dialog"
          aria-describedby={titleId}
          onClick={onOpen}
        >
          {t("events.viewGallery")}
        </button>
      </div>
      </article>
    </li>
  );
}
