// The documents visitors download (a notice's PDF, a tender's and its corrigenda's, a
// recruitment advertisement's, the RTI page's forms): each has a page of its own,
// `/document?kind=…&id=…`, that says its date, size, format, pages and language beside its
// download link. Lists link there, so a phone never drops straight into a PDF.
// (The address of a document's page is lib/document-href.ts's: the home page's notices link
// there, and the rest of this module is only for the pages that show documents.)
import type { FileFacts } from "../generated/content";

/** The kinds whose items are documents with a page each. */
export const DOCUMENT_KINDS = ["notices", "tenders", "recruitment", "rti"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export function isDocumentKind(kind: string | null): kind is DocumentKind {
  return (DOCUMENT_KINDS as readonly (string | null)[]).includes(kind);
}

const KB = 1024;
const MB = 1024 * 1024;

/** A size as people read it: whole kilobytes below a megabyte (never 0), else megabytes with
 * one decimal; the catalog key of its unit and the number. */
export function sizeParts(bytes: number): { key: "files.kb" | "files.mb"; size: string } {
  if (bytes < MB) return { key: "files.kb", size: String(Math.max(1, Math.round(bytes / KB))) };
  return { key: "files.mb", size: (bytes / MB).toFixed(1) };
}

/** The facts the server read from the file at `path`, as the item that names it carries them. */
export function factsOf(item: { files?: { [path: string]: FileFacts | undefined } }, path: string | undefined) {
  return path ? item.files?.[path] : undefined;
}
