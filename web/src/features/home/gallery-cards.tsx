import { Link } from "../../components/link";
import { LocalizedText } from "../../components/localized-text";
import type { Event } from "../../generated/content";
import { useLanguage } from "../../lib/language";
import "./gallery-cards.css";

/** How many of the newest events the section shows. */
export const GALLERY_CARDS = 3;

/** The size the images are rendered at before they load (the events' illustrations are 8:5), so
 * nothing shifts. */
const IMAGE_WIDTH = 640;
const IMAGE_HEIGHT = 400;

/** The Gallery & Events section: a card for each of the newest events of the `events` list
 * (the events gallery's own, newest first), each leading to the gallery and titled as the
 * gallery titles it. The image only illustrates the title beside it, so it has no text of its
 * own. */
export function GalleryCards({ events }: { events: readonly Event[] }) {
  const { t, localize } = useLanguage();
  if (events.length === 0) return null;
  return (
    <section className="home-gallery" aria-labelledby="home-gallery-title">
      <h2 id="home-gallery-title">{t("home.gallery.title")}</h2>
      <ul className="home-gallery__list">
        {events.slice(0, GALLERY_CARDS).map((event) => (
          <li key={event.id} className="gallery-card">
            {event.images[0] && (
              <img
                className="gallery-card__image"
                src={event.images[0]}
                alt=""
                width={IMAGE_WIDTH}
                height={IMAGE_HEIGHT}
                loading="lazy"
                decoding="async"
              />
            )}
            <h3 className="gallery-card__title">
              <Link to={localize("/events-gallery")} className="gallery-card__link">
                <LocalizedText text={event.title} />
              </Link>
            </h3>
          </li>
        ))}
      </ul>
    </section>
  );
}
