// What the editor says of an uploaded PDF's text, from the summary the server keeps with the file
// (GET /api/upload/{name}): the language and the pages of a text it read, that it converted the
// text from a legacy Hindi font, or that there is no text a screen reader or the search can read
// (a scan), which the clerk is warned of.
import type { TextSummary } from "../../../generated/content";
import type { Args } from "../../../lib/wasm";

type Translate = (key: string, args?: Args) => string;

/** The message, and whether it warns. */
export interface TextMessage {
  text: string;
  warns: boolean;
}

/** The editor's message of `summary`, with `t` of the page's language. */
export function textMessage(t: Translate, summary: TextSummary): TextMessage {
  const { source, lang, font, pagesWithText: count, scannedPages } = summary;
  if (source === "scanned" || source === "none") return { text: t(`content.file.text.${source}`), warns: true };
  const pages = t(count === 1 ? "content.file.onePage" : "content.file.pages", { count });
  const language = lang ? t(`content.file.text.lang.${lang}`) : undefined;
  const text =
    source === "converted"
      ? t("content.file.text.converted", { language: language ?? t("content.file.text.lang.hi"), font: font ?? "", pages })
      : language
        ? t("content.file.text.unicode", { language, pages })
        : t("content.file.text.plain", { pages });
  if (scannedPages === 0) return { text, warns: false };
  return { text: `${text} ${t("content.file.text.scannedPages", { count: scannedPages })}`, warns: true };
}
