import type { StaffEvent } from "../../../lib/events";
import { DeleteDialog } from "./delete-dialog";
import { EventForm } from "./event-form";
import { EventList } from "./event-list";
import { useDeleteEvent } from "./use-delete-event";
import { useEventForm } from "./use-event-form";

interface DashboardProps {
  events: readonly StaffEvent[];
  /** Asks for the events again (after each save and delete). */
  reload: () => void;
}

/** The loaded dashboard: the add / edit form, the event cards, the delete confirmation. */
export function Dashboard({ events, reload }: DashboardProps) {
  const form = useEventForm(events, reload);
  const removal = useDeleteEvent(reload, (deleted) => {
    if (form.editing?.id === deleted.id) form.reset();
  });
  return (
    <div className="dashboard">
      <EventForm form={form} />
      <EventList
        events={events}
        editingId={form.editing?.id ?? null}
        onEdit={form.startEdit}
        onDelete={removal.ask}
        outcome={removal.outcome}
        headingRef={removal.headingRef}
      />
      {removal.target && (
        <DeleteDialog
          event={removal.target}
          busy={removal.busy}
          onConfirm={() => void removal.confirm()}
          onCancel={removal.cancel}
        />
      )}
    </div>
  );
}
