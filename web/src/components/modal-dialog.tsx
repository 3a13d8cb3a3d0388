import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type SyntheticEvent } from "react";
import { useScrollLock } from "../lib/use-scroll-lock";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalDialogProps {
  /** The id of the element that names the dialog. */
  labelledBy: string;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * A native modal <dialog>, open while mounted: the page behind is inert and does not scroll,
 * Escape and a click on the backdrop call `onClose`, and focus returns to where it was.
 */
export function ModalDialog({ labelledBy, onClose, className, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useScrollLock(true);

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open && typeof dialog.showModal === "function") dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
      opener?.focus();
    };
  }, []);

  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault(); // React state closes it, so the opener gets focus back
    onClose();
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== ref.current) return;
    const box = ref.current.getBoundingClientRect();
    const inside =
      event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) onClose();
  };

  // The page behind is inert; this also keeps Tab from leaving for the browser's own controls.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || !ref.current) return;
    const focusable = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey ? document.activeElement === first : document.activeElement === last) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  };

  return (
    // Escape is handled by the native cancel event; the click only catches the backdrop.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- The keys are the focus trap of the controls inside; the click has Escape and the dialog's own buttons as keyboard equivalents.
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      className={className}
      onCancel={onCancel}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      {children}
    </dialog>
  );
}
