// A document's text below its download (the HTML alternative of the PDF): the text the server
// read from each page, a heading per page, in paragraphs each marked with the language of its
// script, in a region that folds; or what stands in its place (a scanned image, no text). The
// server renders it with the page, so it reads without JavaScript.
import { useId } from "react";
import type { DocumentTextAnswer } from "../../generated/content";
import { useKeyWhenHere } from "../../lib/content/store";
import { useLanguage } from "../../lib/language";

/** The content store's key of the text of the document at `file` (GET
 * /api/content/document-text?file=…). */
export function documentTextKey(file: string): string {
  return `document-text?file=${encodeURIComponent(file)}`;
}

/** Texts of up to this many pages are shown unfolded. */
const OPEN_UP_TO_PAGES = 3;

export function DocumentText({ file }: { file: string }) {
  const { t } = useLanguage();
  const id = useId();
  const answer = useKeyWhenHere(documentTextKey(file), true) as unknown as DocumentTextAnswer | undefined;
  const text = answer?.text;
  if (!text) return null;
  const { pages } = text;
  return (
    <section className="document-text" aria-labelledby={id}>
      <h2 id={id}>{t("documentPage.text.title")}</h2>
      {text.source === "scanned" || text.source === "none" ? (
        <p className="document-text__notice">{t(`documentPage.text.${text.source}`)}</p>
      ) : (
        <>
          {text.source === "converted" && <p>{t("documentPage.text.converted", { font: text.font ?? "" })}</p>}
          <details open={pages.length <= OPEN_UP_TO_PAGES}>
            <summary>
              {pages.length === 1 ? t("documentPage.text.toggleOne") : t("documentPage.text.toggle", { count: pages.length })}
            </summary>
            {pages.map((page, index) => (
              <div key={index} className="document-text__page">
                <h3>{t("documentPage.text.page", { number: index + 1 })}</h3>
                {page.paragraphs.length > 0 ? (
                  page.paragraphs.map((paragraph, at) => (
                    <p key={at} lang={paragraph.lang === "both" ? undefined : paragraph.lang}>
                      {paragraph.text}
                    </p>
                  ))
                ) : (
                  <p>{t(page.scanned ? "documentPage.text.scannedPage" : "documentPage.text.emptyPage")}</p>
                )}
              </div>
            ))}
            {text.pagesLeftOut > 0 && <p>{t("documentPage.text.leftOut", { count: text.pagesLeftOut })}</p>}
          </details>
        </>
      )}
    </section>
  );
}
