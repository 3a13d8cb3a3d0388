import type { Alert } from "../../generated/content";
import { useContent } from "../../lib/content/store";
import { useLanguage } from "../../lib/language";
import { TextWithPhoneLinks } from "../phone-link";
import "./site-alerts.css";

/** The alerts that are live, above every public page: the most urgent first, each with its
 * severity in words (not only in colour), its phone numbers as links that dial them, and its
 * link. Rendered into the page's HTML by the server, so it is there before any script and nothing
 * moves when the app starts. */
export function SiteAlerts() {
  const { t, lang } = useLanguage();
  const { items } = useContent("alerts");
  if (items.length === 0) return null;
  const alerts = [...items].sort((a, b) => RANK[b.severity] - RANK[a.severity]);
  return (
    <section className="site-alerts" aria-label={t("alerts.label")}>
      <ul className="container site-alerts__list">
        {alerts.map((alert) => (
          <li key={alert.id} className={`site-alert site-alert--${alert.severity}`}>
            <strong className="site-alert__severity">{t(`alerts.severity.${alert.severity}`)}:</strong>{" "}
            <span className="site-alert__text">
              <TextWithPhoneLinks text={alert.message[lang]} />
            </span>
            {alert.link && (
              <>
                {" "}
                <a className="site-alert__link" href={alert.link}>
                  {t("alerts.more")}
                </a>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

const RANK: Record<Alert["severity"], number> = { info: 0, warning: 1, emergency: 2 };
