import { useRef, useState, type KeyboardEvent } from "react";
import { useLanguage } from "../../lib/language";
import type { CityTab } from "../../generated/content";
import { tabAfterKey } from "./tab-keys";

/** The city's topics as WAI-ARIA tabs: the first selected, arrow keys, Home and End move
 * selection and focus (automatic activation), only the selected tab is in the Tab order. */
export function CityTabs({ tabs }: { tabs: CityTab[] }) {
  const { t, lang } = useLanguage();
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabAfterKey(event.key, selected, tabs.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className="city-tabs">
      <div role="tablist" aria-label={t("cityInfo.tabs.label")} className="city-tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`city-tab-${tab.id}`}
            aria-selected={index === selected}
            aria-controls={`city-panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            className="city-tabs__tab"
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
          >
            {tab.title[lang]}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`city-panel-${tab.id}`}
          aria-labelledby={`city-tab-${tab.id}`}
          tabIndex={0}
          hidden={index !== selected}
          className="city-tabs__panel"
        >
          <h2>{tab.title[lang]}</h2>
          {tab.paragraphs.map((text) => (
            <p key={text.en}>{text[lang]}</p>
          ))}
          <h3>{t("cityInfo.facts")}</h3>
          <dl className="city-tabs__facts">
            {tab.facts.map((fact) => (
              <div key={fact.id} data-fact={fact.id}>
                <dt>{fact.label[lang]}</dt>
                <dd>{fact.value[lang]}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  );
}
