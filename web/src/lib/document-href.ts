// The address of a document's page (lib/documents.ts), on its own: the home page's notices
// link there, and the first download carries nothing else of the documents' code.
import type { DocumentKind } from "./documents";
import type { Lang } from "./wasm";

/** The address of the page of document `id` of `kind` (an RTI download's id within the RTI
 * page), in `lang`. */
export function documentHref(lang: Lang, kind: DocumentKind, id: string): string {
  return `/document?lang=${lang}&kind=${kind}&id=${encodeURIComponent(id)}`;
}
