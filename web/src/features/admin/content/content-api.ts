// The editor's calls: every item of a kind as staff see it (drafts too), one item, and the
// saves of the content API, each telling whether the public pages show it yet; and attaching
// a PDF or a photo through the upload pipeline, with progress.
import { READ_ONLY_FIELDS, type EditMark, type ItemMeta, type TextSummary } from "../../../generated/content";
import type { RevisionEntry, RevisionList as RevisionAnswer, WaitingLists } from "../../../generated/content-api";
import { ApiError, exchangeJson, getJson, sendForm } from "../../../lib/api";
import type { PixelSize } from "./control-props";
import type { Fields } from "./values";

export type { EditMark, WaitingLists };

/** An item as the server sends it to staff: its content, and where its newest version stands. */
export type StoredItem = Fields & ItemMeta;

/** Whether the public pages show a save when it answered (the `Pages` header). */
export type PagesState = "rendered" | "failed" | "pending";

export interface Saved {
  item: StoredItem;
  pages: PagesState;
}

const path = (kind: string, id?: string) =>
  `/content/${encodeURIComponent(kind)}${id === undefined ? "" : `/${encodeURIComponent(id)}`}`;

/** Every item of `kind`, published or not, in the kind's order. */
export async function listItems(kind: string, signal?: AbortSignal): Promise<StoredItem[]> {
  return (await getJson<{ items: StoredItem[] }>(`${path(kind)}?scope=all`, { signal })).items;
}

function saved(answer: { body: StoredItem | undefined; headers: Headers }): Saved {
  if (!answer.body) throw new ApiError(200, "bad_answer", "The save answered without the item");
  const pages = answer.headers.get("Pages");
  return { item: answer.body, pages: pages === "rendered" || pages === "failed" ? pages : "pending" };
}

/** What a save of `item` sends: its content and its change note, without the fields the
 * server adds to a stored item (which it would ignore, and which would only make the request
 * larger). */
export function saveBody(item: Fields): Fields {
  return Object.fromEntries(
    Object.entries(item).filter(([name]) => name === "id" || name === "changeNote" || !READ_ONLY_FIELDS.includes(name)),
  );
}

/** Adds a new item of `kind`. */
export async function createItem(kind: string, item: Fields): Promise<Saved> {
  return saved(await exchangeJson<StoredItem>("POST", path(kind), saveBody(item)));
}

/** Replaces item `id` of `kind`, which the editor read at `version` (412 `stale_version` when
 * someone saved it since). */
export async function replaceItem(kind: string, id: string, item: Fields, version: number): Promise<Saved> {
  return saved(await exchangeJson<StoredItem>("PUT", path(kind, id), saveBody(item), { "If-Match": `"${version}"` }));
}

/** Deletes item `id` of `kind`. */
export async function deleteItem(kind: string, id: string, version: number): Promise<void> {
  await exchangeJson("DELETE", path(kind, id), undefined, { "If-Match": `"${version}"` });
}

/** A review step: send for review, approve, return with a comment, move to the archive, put
 * back on the site from the archive. */
export type ReviewStep = "submit" | "approve" | "return" | "archive" | "unarchive";

/** Takes review step `step` on item `id`. */
export async function reviewStep(
  kind: string,
  id: string,
  step: ReviewStep,
  version: number,
  comment?: string,
): Promise<Saved> {
  const body = step === "return" ? { comment: comment ?? "" } : undefined;
  return saved(await exchangeJson<StoredItem>("POST", `${path(kind, id)}/${step}`, body, { "If-Match": `"${version}"` }));
}

/** Says the signed-in account has item `id` open (`take`: taking it over from whoever has
 * it); who else has it, if someone does and it was not taken. */
export async function openForEditing(kind: string, id: string, take = false): Promise<EditMark | null> {
  const answer = await exchangeJson<{ editing: EditMark | null }>("POST", `${path(kind, id)}/editing`, take ? { take } : undefined);
  return answer.body?.editing ?? null;
}

/** Says the signed-in account closed item `id`: a request that outlives the page (a page
 * being left cannot wait for it); settles when the server has answered, or could not be asked. */
export async function closeEditing(kind: string, id: string): Promise<void> {
  await fetch(`/api${path(kind, id)}/editing`, { method: "DELETE", keepalive: true, credentials: "same-origin" }).then(
    () => undefined,
    () => undefined,
  );
}

/** What waits for the signed-in account (GET /api/content-waiting). */
export function waitingForMe(signal?: AbortSignal): Promise<WaitingLists> {
  return getJson("/content-waiting", { signal });
}

/** One saved version of an item (GET …/revisions), its content as the editor's values. */
export type Revision = Omit<RevisionEntry, "data"> & { data: Fields };

/** An item's revisions, oldest first, and which of them visitors see now. */
export type RevisionList = Omit<RevisionAnswer, "revisions"> & { revisions: Revision[] };

/** Every revision of item `id`, oldest first, with what visitors see of it. */
export function listRevisions(kind: string, id: string): Promise<RevisionList> {
  return getJson<RevisionList>(`${path(kind, id)}/revisions`);
}

/** Makes revision `revision` of item `id` its newest version, from `version` (a draft when an
 * editor restores it). */
export async function restoreRevision(kind: string, id: string, revision: number, version: number): Promise<Saved> {
  return saved(
    await exchangeJson<StoredItem>("POST", `${path(kind, id)}/revisions/${revision}/restore`, undefined, { "If-Match": `"${version}"` }),
  );
}

/** The item `id` of `kind` as it is stored now. */
export function readItem(kind: string, id: string): Promise<StoredItem> {
  return getJson<StoredItem>(`${path(kind, id)}?scope=all`);
}

/** An uploaded file: the site path the item then names, and a photo's size in pixels. */
export interface Uploaded {
  url: string;
  size?: PixelSize;
  /** A PDF's number of pages, when it could be read. */
  pages?: number;
}

/** What the server keeps of an uploaded file: the name it was uploaded under (made safe), its
 * size in bytes and a PDF's pages. */
export interface UploadFacts {
  fileName: string;
  bytes: number;
  pages?: number | null;
  /** A PDF's text, once the server has read it. */
  text?: TextSummary;
}

/** The facts of the uploaded file at `url` (`/uploads/<name>`). */
export function uploadFacts(url: string): Promise<UploadFacts> {
  return getJson<UploadFacts>(`/upload/${encodeURIComponent(url.slice("/uploads/".length))}`);
}

/** Uploads `file` as a PDF or a photo. `onProgress` receives the fraction sent. */
export async function uploadFile(
  file: File,
  as: "pdf" | "photo",
  onProgress: (fraction: number) => void,
): Promise<Uploaded> {
  const form = new FormData();
  form.append("file", file, file.name);
  const answer = await sendForm<{ url?: unknown; width?: unknown; height?: unknown; pages?: unknown }>(
    "POST",
    as === "pdf" ? "/upload" : "/upload/photo",
    form,
    onProgress,
  );
  if (typeof answer?.url !== "string") throw new ApiError(200, "bad_answer", "The upload answered without a URL");
  const { width, height } = answer;
  const size = typeof width === "number" && typeof height === "number" ? { width, height } : undefined;
  return { url: answer.url, size, pages: typeof answer.pages === "number" ? answer.pages : undefined };
}
