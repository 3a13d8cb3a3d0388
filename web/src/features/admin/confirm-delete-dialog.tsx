// "Are you sure you want to delete …?" with Delete and Cancel, for anything an admin deletes.
// Cancel has focus first, so Enter alone never deletes; Escape and the backdrop cancel.
import { useEffect, useId, useRef, type ReactNode } from "react";
import { ModalDialog } from "../../components/modal-dialog";

interface ConfirmDeleteDialogProps {
  /** The question, in the page language. */
  question: string;
  /** What would be deleted (its title). */
  children: ReactNode;
  /** The labels of Delete (and while deleting) and Cancel. */
  labels: { delete: string; deleting: string; cancel: string };
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDeleteDialog({ question, children, labels, busy, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  const questionId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Runs after the dialog (a child) has opened and taken focus itself.
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <ModalDialog labelledBy={questionId} className="dashboard-dialog" onClose={onCancel}>
      <h2 id={questionId} className="dashboard-dialog__question">
        {question}
      </h2>
      <p className="dashboard-dialog__event">{children}</p>
      <div className="dashboard-dialog__actions">
        <button
          type="button"
          className="button button--filled dashboard-dialog__delete"
          aria-disabled={busy || undefined}
          onClick={busy ? undefined : onConfirm}
        >
          {busy ? labels.deleting : labels.delete}
        </button>
        <button ref={cancelRef} type="button" className="button" onClick={onCancel}>
          {labels.cancel}
        </button>
      </div>
    </ModalDialog>
  );
}
