import { useEffect, useId, useRef } from "react";
import { useLanguage } from "../../lib/language";
import { framedPdf } from "../../lib/pdf-frame";
import { useScrollLock } from "../../lib/use-scroll-lock";
import { ChangeNotes } from "../../components/change-notes";
import type { ItemMeta, Notice } from "../../generated/content";
import "./notice-modal.css";

/** Height of the PDF frame, in pixels. */
export const PDF_FRAME_HEIGHT = 600;

/** A notice's PDF in a modal dialog, named by the notice's title, under the notes of its
 * published changes. It closes on Close, Escape and a click on the backdrop (then calls
 * `onClose`); focus starts on Close and stays inside. */
export function NoticeModal({ notice, onClose }: { notice: Notice & Pick<ItemMeta, "changes">; onClose: () => void }) {
  const { t, lang } = useLanguage();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const title = notice.title[lang];
  useScrollLock(true);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    closeRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  const close = () => dialogRef.current?.close();

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- The click only catches the backdrop; from the keyboard, Escape (native to a modal dialog) and the Close button do the same.
    <dialog
      ref={dialogRef}
      className="notice-modal"
      aria-labelledby={titleId}
      onClose={onClose}
      // The box fills the dialog, so a click on the dialog itself is a click on the backdrop.
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      <div className="notice-modal__box">
        {/* Focus guards: Tab past either end (the frame's own content included) wraps round. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- A guard takes focus only to pass it on. */}
        <span tabIndex={0} className="notice-modal__guard" onFocus={() => frameRef.current?.focus()} />
        <div className="notice-modal__header">
          <h2 id={titleId} className="notice-modal__title">
            {title}
          </h2>
          <div className="notice-modal__actions">
            <a ref={linkRef} href={notice.pdf} target="_blank" rel="noopener noreferrer" className="button">
              {t("common.openInNewTab")}
            </a>
            <button ref={closeRef} type="button" className="button button--filled" onClick={close}>
              {t("home.modal.close")}
            </button>
          </div>
        </div>
        <ChangeNotes changes={notice.changes} />
        <iframe
          ref={frameRef}
          className="notice-modal__frame"
          src={framedPdf(notice.pdf)}
          title={t("home.modal.frame", { title })}
          height={PDF_FRAME_HEIGHT}
        />
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- A guard takes focus only to pass it on. */}
        <span tabIndex={0} className="notice-modal__guard" onFocus={() => linkRef.current?.focus()} />
      </div>
    </dialog>
  );
}
