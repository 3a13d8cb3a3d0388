import { LocalizedText } from "../../../components/localized-text";
import { formatDay } from "../../../lib/dates";
import { pickText, type StaffEvent } from "../../../lib/events";
import { useLanguage } from "../../../lib/language";
import { editButtonId } from "./event-values";

/** Shown when an event's image does not load (the press page's stand-in too). */
const PLACEHOLDER = "/images/press/placeholder.svg";

interface EventCardProps {
  event: StaffEvent;
  editing: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One event on the dashboard: its first image, title, date, category and status (draft, in
 * review, scheduled or published), Edit and Delete. */
export function EventCard({ event, editing, onEdit, onDelete }: EventCardProps) {
  const { t, lang } = useLanguage();
  const titleId = `dashboard-event-${event.id}`;
  const [first] = event.images;
  return (
    <article className={`dashboard-card${editing ? " dashboard-card--editing" : ""}`} aria-labelledby={titleId}>
      {first && (
        <img
          className="dashboard-card__image"
          src={first}
          alt={t("dashboard.imageAlt", { title: pickText(event.title, lang).text, total: event.images.length })}
          width={160}
          height={120}
          loading="lazy"
          onError={(e) => {
            if (!e.currentTarget.src.endsWith(PLACEHOLDER)) e.currentTarget.src = PLACEHOLDER;
          }}
        />
      )}
      <div className="dashboard-card__body">
        <h3 id={titleId} className="dashboard-card__title">
          <LocalizedText text={event.title} />
        </h3>
        <p className="dashboard-card__meta">
          <time dateTime={event.date}>{formatDay(event.date, lang)}</time>
          {" · "}
          {t(`events.category.${event.category}`)}
        </p>
        <p className={`dashboard-card__status dashboard-card__status--${event.status}`}>
          {t("dashboard.statusLine", { status: t(`dashboard.status.${event.status}`) })}
        </p>
        {editing && <p className="dashboard-card__editing">{t("dashboard.beingEdited")}</p>}
        <div className="dashboard-card__actions">
          <button id={editButtonId(event.id)} type="button" className="button" aria-describedby={titleId} onClick={onEdit}>
            {t("dashboard.edit")}
          </button>
          <button
            type="button"
            className="button dashboard-card__delete"
            aria-haspopup="dialog"
            aria-describedby={titleId}
            onClick={onDelete}
          >
            {t("dashboard.delete")}
          </button>
        </div>
      </div>
    </article>
  );
}
