import { useId, useState } from "react";
import { useLanguage } from "../../lib/language";
import { useHydrated } from "../../lib/use-hydrated";
import { ModalDialog } from "../../components/modal-dialog";
import type { PressImage } from "../../generated/content";

/** at most 4 images. */
const MAX_PRESS_IMAGES = 4;
import { useImagesSettled } from "./use-images-settled";

interface PressGalleryProps {
  images: readonly PressImage[];
  /** Shown in place of an image that fails to load. */
  placeholder: string;
}

/** Up to four press photos, each opening full size in a lightbox. When the app renders the page
 * (a visitor arriving from another page), a loading state stands in until they have loaded. The
 * page rendered at build time has the photos themselves in its HTML, each in a box of its own size,
 * so the browser shows them as they arrive and nothing moves. */
export function PressGallery({ images, placeholder }: PressGalleryProps) {
  const { t, lang } = useLanguage();
  const shown = images.slice(0, MAX_PRESS_IMAGES);
  const { done, failed } = useImagesSettled(shown.map((image) => image.src));
  const [open, setOpen] = useState<number | null>(null);
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  const captionId = useId();
  // Whether this gallery came rendered in the page's HTML: decided at its first render, for good.
  const hydrated = useHydrated();
  const [cameRendered] = useState(!hydrated);

  if (shown.length === 0) return <p className="press__empty">{t("press.noImages")}</p>;
  if (!done && !cameRendered) {
    return (
      <p role="status" className="press__loading page-loading">
        {t("press.loading")}
      </p>
    );
  }

  const srcOf = (image: PressImage) => (failed.has(image.src) || broken.has(image.src) ? placeholder : image.src);
  const altOf = (image: PressImage) =>
    srcOf(image) === placeholder ? t("press.imageUnavailable", { alt: image.alt[lang] }) : image.alt[lang];
  const onError = (image: PressImage) => setBroken((old) => new Set(old).add(image.src));
  const current = open === null ? null : shown[open];

  return (
    <>
      <ul className="press__grid">
        {shown.map((image, index) => (
          <li key={image.src}>
            <button
              type="button"
              className="press__thumb"
              aria-haspopup="dialog"
              aria-label={t("press.openImage", { alt: altOf(image) })}
              onClick={() => setOpen(index)}
            >
              <img
                src={srcOf(image)}
                alt=""
                width={image.width}
                height={image.height}
                onError={srcOf(image) === placeholder ? undefined : () => onError(image)}
              />
            </button>
          </li>
        ))}
      </ul>
      {current && (
        <ModalDialog labelledBy={captionId} className="press__lightbox" onClose={() => setOpen(null)}>
          <button type="button" className="button button--filled press__close" onClick={() => setOpen(null)}>
            {t("press.close")}
          </button>
          <figure className="press__figure">
            <img src={srcOf(current)} alt={altOf(current)} width={current.width} height={current.height} />
            <figcaption id={captionId}>{altOf(current)}</figcaption>
          </figure>
        </ModalDialog>
      )}
    </>
  );
}
