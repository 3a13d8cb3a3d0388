// "Are you sure …?" with the step and Cancel, for a step an admin should not take by a slip:
// deleting, moving an item to its archive. Cancel has focus first, so Enter alone never takes
// the step; Escape and the backdrop cancel.
import { useEffect, useId, useRef, type ReactNode } from "react";
import { ModalDialog } from "../../components/modal-dialog";

interface ConfirmDialogProps {
  /** The question, in the page language. */
  question: string;
  /** What the step is taken with (its title), or what follows from it. */
  children: ReactNode;
  /** The labels of the step (and while it is being taken) and of Cancel. */
  labels: { confirm: string; busy: string; cancel: string };
  /** Whether the step destroys something (its button is then rendered as a warning). */
  destroys?: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ question, children, labels, destroys = false, busy, onConfirm, onCancel }: ConfirmDialogProps) {
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
          className={`button button--filled${destroys ? " dashboard-dialog__delete" : ""}`}
          aria-disabled={busy || undefined}
          onClick={busy ? undefined : onConfirm}
        >
          {busy ? labels.busy : labels.confirm}
        </button>
        <button ref={cancelRef} type="button" className="button" onClick={onCancel}>
          {labels.cancel}
        </button>
      </div>
    </ModalDialog>
  );
}
