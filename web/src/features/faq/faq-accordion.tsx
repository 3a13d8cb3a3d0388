import { useLanguage } from "../../lib/language";
import type { FaqItem } from "../../generated/content";
import { useAccordion } from "./use-accordion";

/** The questions as a WAI-ARIA accordion: one answer open at a time; a second click closes it. */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const { lang } = useLanguage();
  const { open, toggle } = useAccordion();
  return (
    <div className="faq__accordion">
      {items.map((item) => {
        const expanded = open === item.id;
        const buttonId = `faq-question-${item.id}`;
        const panelId = `faq-answer-${item.id}`;
        return (
          <div key={item.id} className="faq__item">
            <h2 className="faq__question">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span>{item.question[lang]}</span>
                <span className="faq__sign" aria-hidden="true">
                  {expanded ? "−" : "+"}
                </span>
              </button>
            </h2>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="faq__answer" hidden={!expanded}>
              <p>{item.answer[lang]}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
