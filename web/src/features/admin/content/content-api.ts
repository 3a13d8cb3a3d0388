// The editor's calls: every item of a kind as staff see it (drafts too), one item, and the
// saves of the content API, each telling whether the public pages show it yet; and attaching
// a PDF or a photo through the upload pipeline, with progress.
import { ApiError, exchangeJson, getJson, sendForm } from "../../../lib/api";
import type { PixelSize } from "./control-props";
import type { Fields } from "./values";

/** What the server adds to every item it sends. */
export interface Meta {
  id: string;
  version: number;
  status: string;
  updatedAt: string;
}

export type StoredItem = Fields & Meta;

/** Whether the public pages show a save when it answered (the `Pages` header). */
export type PagesState = "drawn" | "failed" | "pending";

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
  return { item: answer.body, pages: pages === "drawn" || pages === "failed" ? pages : "pending" };
}

/** Adds a new item of `kind`. */
export async function createItem(kind: string, item: Fields): Promise<Saved> {
  return saved(await exchangeJson<StoredItem>("POST", path(kind), item));
}

/** Replaces item `id` of `kind`, which the editor read at `version` (412 `stale_version` when
 * someone saved it since). */
export async function replaceItem(kind: string, id: string, item: Fields, version: number): Promise<Saved> {
  return saved(await exchangeJson<StoredItem>("PUT", path(kind, id), item, { "If-Match": `"${version}"` }));
}

/** Deletes item `id` of `kind`. */
export async function deleteItem(kind: string, id: string, version: number): Promise<void> {
  await exchangeJson("DELETE", path(kind, id), undefined, { "If-Match": `"${version}"` });
}

/** The item `id` of `kind` as it is stored now. */
export function readItem(kind: string, id: string): Promise<StoredItem> {
  return getJson<StoredItem>(`${path(kind, id)}?scope=all`);
}

/** An uploaded file: the site path the item then names, and a photo's size in pixels. */
export interface Uploaded {
  url: string;
  size?: PixelSize;
}

/** Uploads `file` as a PDF or a photo. `onProgress` receives the fraction sent. */
export async function uploadFile(
  file: File,
  as: "pdf" | "photo",
  onProgress: (fraction: number) => void,
): Promise<Uploaded> {
  const form = new FormData();
  form.append("file", file, file.name);
  const answer = await sendForm<{ url?: unknown; width?: unknown; height?: unknown }>(
    "POST",
    as === "pdf" ? "/upload" : "/upload/photo",
    form,
    onProgress,
  );
  if (typeof answer?.url !== "string") throw new ApiError(200, "bad_answer", "The upload answered without a URL");
  const { width, height } = answer;
  const size = typeof width === "number" && typeof height === "number" ? { width, height } : undefined;
  return { url: answer.url, size };
}
