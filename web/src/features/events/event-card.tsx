import { formatDay } from "../../lib/dates";
import { useLanguage } from "../../lib/language";
import { useHydrated } from "../../lib/use-hydrated";
import { LocalizedText } from "../../components/localized-text";
import { pickText, type GalleryEvent } from "../../lib/events";
import { truncate } from "./event-data";

interface EventCardProps {
  event: GalleryEvent;
  /** The first card of the grid: its image is likely the largest paint, so it is not lazy. */
  priority?: boolean;
  onOpen: () => void;
}

/** Where the card's list of image links is: `#` and this is the address the rendered page's View
 * Gallery link leads to. */
export const imagesId = (event: GalleryEvent) => `event-${event.id}-images`;

/** One event of the grid (an item of its list): its first image, title, date, the description
 * cut to 100 characters and the View Gallery button. Before the app runs (a page rendered without
 * it, or a browser without JavaScript), View Gallery is a link to the card's list of its images,
 * each a plain link to the image; the app makes it the button that opens the gallery. */
export function EventCard({ event, priority = false, onOpen }: EventCardProps) {
  const { t, lang } = useLanguage();
  const hydrated = useHydrated();
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
          {hydrated ? (
            <button
              type="button"
              className="button button--filled events__card-button"
              aria-haspopup="dialog"
              aria-describedby={titleId}
              onClick={onOpen}
            >
              {t("events.viewGallery")}
            </button>
          ) : (
            <ImageLinks event={event} titleId={titleId} />
          )}
        </div>
      </article>
    </li>
  );
}

/** The rendered page's View Gallery: a link to the list of the event's images, each a plain link
 * (the list shows once the link is followed). */
function ImageLinks({ event, titleId }: { event: GalleryEvent; titleId: string }) {
  const { t, lang } = useLanguage();
  const title = pickText(event.title, lang).text;
  const id = imagesId(event);
  return (
    <>
      <a className="button button--filled events__card-button" href={`#${id}`} aria-describedby={titleId}>
        {t("events.viewGallery")}
      </a>
      <ul id={id} className="events__card-images" aria-labelledby={titleId}>
        {event.images.map((src, index) => (
          <li key={src}>
            <a href={src}>{t("events.imageAlt", { title, n: index + 1, total: event.images.length })}</a>
          </li>
        ))}
      </ul>
    </>
  );
}
