// A document's format ("PDF") and size ("240 KB") as a page or a list says them, in the page
// language; the texts are in the `notice-tables` catalog part.
import type { FileFacts } from "../generated/content";
import { sizeParts } from "../lib/documents";
import { useLanguage } from "../lib/language";

/** The words for a document's format ("PDF") and size ("240 KB"). */
export function useFileTexts() {
  const { t } = useLanguage();
  const format = (facts: Pick<FileFacts, "format">) => t(`files.format.${facts.format}`);
  const size = (facts: Pick<FileFacts, "bytes">) => {
    const { key, size: number } = sizeParts(facts.bytes);
    return t(key, { size: number });
  };
  return { format, size };
}

/** The size of a document after a link that names its format ("PDF (240 KB)"), or nothing
 * when it is not known. */
export function FileSizeNote({ facts }: { facts?: FileFacts }) {
  const { size } = useFileTexts();
  if (!facts) return null;
  return <span className="file-size"> ({size(facts)})</span>;
}
