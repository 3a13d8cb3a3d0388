import { useLanguage } from "../../../lib/language";
import { ConfirmDeleteDialog } from "../confirm-delete-dialog";

/** "Delete this item?" with Delete and Cancel. */
export function DeleteItemDialog({ title, busy, onConfirm, onCancel }: {
  title: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useLanguage();
  return (
    <ConfirmDeleteDialog
      question={t("content.confirmDelete")}
      labels={{ delete: t("content.delete"), deleting: t("content.deleting"), cancel: t("content.cancel") }}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {title}
    </ConfirmDeleteDialog>
  );
}
