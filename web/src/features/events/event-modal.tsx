import { formatDay } from "../../lib/dates";
import { useLanguage } from "../../lib/language";
import { pickText, type GalleryEvent } from "../../lib/events";
import { LocalizedText } from "../../components/localized-text";
import { ModalDialog } from "../../components/modal-dialog";

interface EventModalProps {
  event: GalleryEvent;
  onClose: () => void;
}

/** The large centred gallery of one event: title, its images two to a row and the full
 * description under "Description:". */
export function EventModal({ event, onClose }: EventModalProps) {
  const { t, lang } = useLanguage();
  const titleId = `event-modal-${event.id}-title`;
  const title = pickText(event.title, lang).text;
  return (
    <ModalDialog labelledBy={titleId} className="events__modal" onClose={onClose}>
      <div className="events__modal-head">
        <h2 id={titleId} className="events__modal-title">
          <LocalizedText text={event.title} />
        </h2>
        <button type="button" className="button button--filled" onClick={onClose}>
          {t("events.close")}
        </button>
      </div>
      <p className="events__modal-meta">
        <span>
          {t("events.date")} <time dateTime={event.date}>{formatDay(event.date, lang)}</time>
        </span>
        {event.location && (
          <span>
            {t("events.location")} <LocalizedText text={event.location} />
          </span>
        )}
      </p>
      <ul className="events__modal-grid">
        {event.images.map((src, index) => (
          <li key={src}>
            <img
              className="photo"
              src={src}
              alt={t("events.imageAlt", { title, n: index + 1, total: event.images.length })}
              width={400}
              height={300}
            />
          </li>
        ))}
      </ul>
      <h3 className="events__modal-subtitle">{t("events.description")}</h3>
      <p className="events__modal-text">
        <LocalizedText text={event.description} />
      </p>
    </ModalDialog>
  );
}
