import { useLanguage } from "../../../lib/language";
import { ConfirmDialog } from "../confirm-dialog";

/** "Delete this item?" with Delete and Cancel. */
export function DeleteItemDialog({ title, busy, onConfirm, onCancel }: {
  title: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useLanguage();
  return (
    <ConfirmDialog
      question={t("content.confirmDelete")}
      labels={{ confirm: t("content.delete"), busy: t("content.deleting"), cancel: t("content.cancel") }}
      destroys
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {title}
    </ConfirmDialog>
  );
}
