import { useEffect, useRef } from "react";
import { LocalizedText } from "../../../components/localized-text";
import { ModalDialog } from "../../../components/modal-dialog";
import type { GalleryEvent } from "../../../lib/events";
import { useLanguage } from "../../../lib/language";

interface DeleteDialogProps {
  event: GalleryEvent;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const QUESTION_ID = "dashboard-delete-question";

/** "Are you sure you want to delete this event?" with Delete and Cancel; Cancel has focus
 * first, so Enter alone never deletes. Escape and the backdrop cancel. */
export function DeleteDialog({ event, busy, onConfirm, onCancel }: DeleteDialogProps) {
  const { t } = useLanguage();
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Runs after the dialog (a child) has opened and taken focus itself.
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <ModalDialog labelledBy={QUESTION_ID} className="dashboard-dialog" onClose={onCancel}>
      <h2 id={QUESTION_ID} className="dashboard-dialog__question">
        {t("dashboard.confirmDelete")}
      </h2>
      <p className="dashboard-dialog__event">
        <LocalizedText text={event.title} />
      </p>
      <div className="dashboard-dialog__actions">
        <button
          type="button"
          className="button button--filled dashboard-dialog__delete"
          aria-disabled={busy || undefined}
          onClick={busy ? undefined : onConfirm}
        >
          {t(busy ? "dashboard.deleting" : "dashboard.delete")}
        </button>
        <button ref={cancelRef} type="button" className="button" onClick={onCancel}>
          {t("dashboard.cancel")}
        </button>
      </div>
    </ModalDialog>
  );
}
