import type { RefObject } from "react";
import { useLanguage } from "../../../lib/language";
import { EventCard } from "./event-card";
import type { GalleryEvent, StaffEvent } from "../../../lib/events";
import type { DeleteOutcome } from "./use-delete-event";
import { refusal } from "../refusal";
import { RefusalMessage } from "../refusal-message";

interface EventListProps {
  events: readonly StaffEvent[];
  editingId: string | null;
  onEdit: (event: GalleryEvent) => void;
  onDelete: (event: GalleryEvent) => void;
  outcome: DeleteOutcome;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

const TITLE_ID = "dashboard-list-title";

/** The events as cards, newest first, with how the last delete ended above them. */
export function EventList({ events, editingId, onEdit, onDelete, outcome, headingRef }: EventListProps) {
  const { t } = useLanguage();
  return (
    <section className="dashboard-list" aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID} ref={headingRef} tabIndex={-1}>
        {t("dashboard.listTitle")}
      </h2>
      <div role="status" className="dashboard-message dashboard-message--success">
        {outcome === "deleted" && t("dashboard.deleted")}
      </div>
      {typeof outcome === "object" && outcome !== null && (
        <div role="alert" className="dashboard-message dashboard-message--error">
          <RefusalMessage refusal={refusal(outcome.failed, "dashboard.deleteFailed")} />
        </div>
      )}
      {events.length === 0 ? (
        <p className="dashboard-list__empty">{t("dashboard.empty")}</p>
      ) : (
        <ul className="dashboard-list__cards">
          {events.map((event) => (
            <li key={event.id}>
              <EventCard
                event={event}
                editing={event.id === editingId}
                onEdit={() => onEdit(event)}
                onDelete={() => onDelete(event)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
