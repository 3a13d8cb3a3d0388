import { Link } from "react-router";
import { useLanguage } from "../../lib/language";
import type { GalleryCard } from "./home-data";
import "./gallery-cards.css";

/** Size of the sample illustrations (content/public/images/home), so nothing shifts. */
const IMAGE_WIDTH = 400;
const IMAGE_HEIGHT = 260;

/** The Gallery & Events section: a card per event, each leading to the events gallery. */
export function GalleryCards({ cards }: { cards: GalleryCard[] }) {
  const { t, lang, localize } = useLanguage();
  return (
    <section className="home-gallery" aria-labelledby="home-gallery-title">
      <h2 id="home-gallery-title">{t("home.gallery.title")}</h2>
      <ul className="home-gallery__list">
        {cards.map((card) => (
          <li key={card.id} className="gallery-card">
            <img
              className="gallery-card__image"
              src={card.image}
              alt={card.alt[lang]}
              width={IMAGE_WIDTH}
              height={IMAGE_HEIGHT}
              loading="lazy"
              decoding="async"
            />
            <h3 className="gallery-card__title">
              <Link to={localize(card.link)} className="gallery-card__link">
                {card.title[lang]}
              </Link>
            </h3>
          </li>
        ))}
      </ul>
    </section>
  );
}
