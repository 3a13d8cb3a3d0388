import { LocalizedText } from "../../../components/localized-text";
import type { GalleryEvent } from "../../../lib/events";
import { useLanguage } from "../../../lib/language";
import { ConfirmDeleteDialog } from "../confirm-delete-dialog";

interface DeleteDialogProps {
  event: GalleryEvent;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure you want to delete this event?" with Delete and Cancel. */
export function DeleteDialog({ event, busy, onConfirm, onCancel }: DeleteDialogProps) {
  const { t } = useLanguage();
  return (
    <ConfirmDeleteDialog
      question={t("dashboard.confirmDelete")}
      labels={{ delete: t("dashboard.delete"), deleting: t("dashboard.deleting"), cancel: t("dashboard.cancel") }}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <LocalizedText text={event.title} />
    </ConfirmDeleteDialog>
  );
}
