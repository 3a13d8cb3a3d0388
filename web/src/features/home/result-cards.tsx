import { NewTabLink } from "../../components/new-tab-link";
import { useLanguage } from "../../lib/language";
import type { ResultCard } from "../../generated/content";
import "./result-cards.css";

/** The cleanliness mission results; each card opens its certificate in a new tab. */
export function ResultCards({ results }: { results: ResultCard[] }) {
  const { t, lang } = useLanguage();
  return (
    <section className="results" aria-labelledby="home-results-title">
      <h2 id="home-results-title">{t("home.results.title")}</h2>
      <ul className="results__list">
        {results.map((card) => (
          <li key={card.id} className="result-card">
            <h3 className="result-card__title">{card.title[lang]}</h3>
            <p className="result-card__value">{card.value[lang]}</p>
            <p className="result-card__detail">{card.detail[lang]}</p>
            <NewTabLink href={card.certificate} className="result-card__link">
              {t("home.results.viewCertificate")}
              <span className="visually-hidden">: {card.title[lang]}</span>
            </NewTabLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
