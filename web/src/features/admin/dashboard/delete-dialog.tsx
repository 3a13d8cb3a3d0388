import { LocalizedText } from "../../../components/localized-text";
import type { GalleryEvent } from "../../../lib/events";
import { useLanguage } from "../../../lib/language";
import { ConfirmDialog } from "../confirm-dialog";

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
    <ConfirmDialog
      question={t("dashboard.confirmDelete")}
      labels={{ confirm: t("dashboard.delete"), busy: t("dashboard.deleting"), cancel: t("dashboard.cancel") }}
      destroys
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <LocalizedText text={event.title} />
    </ConfirmDialog>
  );
}
