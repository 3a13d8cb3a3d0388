// The content a new data directory starts with (content/*.json), as the lists the server would
// send for it. Only code that runs outside the browser imports this: the rendering of pages in
// Node at build time (src/render/prerender.ts) and the unit tests. The browser always reads the
// store's content (store.ts).
import schema from "../../generated/content-schema.json";
import seedDocuments from "../../generated/seed-documents.json";
import seedPages from "../../generated/seed-pages.json";
import type { ListPage } from "../../generated/content";
import { contentKey, type Item, type Kind, type List, type PageContent } from "./store";

const files = import.meta.glob<unknown>("../../../../content/**/*.json", { eager: true, import: "default" });

/** The kinds, their shapes and their files (generated from wasm-core's `Kind`). */
export const KINDS = schema.kinds as Record<
  Kind,
  {
    shape: "collection" | "document";
    fixed: boolean;
    archives: boolean;
    paged: boolean;
    changeNotes: boolean;
    file: string;
  }
>;

/** What the server reads from the build's documents (size, format, pages), by kind and item:
 * written from the files by the server's own reader (`npm run generate`). */
const DOCUMENTS: Partial<Record<string, Record<string, object>>> = seedDocuments;

/** The seed's list of `kind`: a collection's file as its items, a document's file as its one
 * item (whose id is the kind's name), each of the first version and published, with the facts
 * of the documents it names as the server sends them. */
export function seedList(kind: Kind): List {
  const { shape, file } = KINDS[kind];
  const data = files[`../../../../content/${file}`];
  if (data === undefined) throw new Error(`content/${file} is missing`);
  const meta = (id: string) => {
    const documents = DOCUMENTS[kind]?.[id];
    return { version: 1, status: "published", updatedAt: "", ...(documents && { files: documents }) };
  };
  const items =
    shape === "document"
      ? [{ ...(data as object), id: kind, ...meta(kind) }]
      : (data as { id: string }[]).map((item) => ({ ...item, ...meta(item.id) }));
  return { items } as unknown as List;
}

/** The seed's events as the server sends them on the day the site was built: each marked
 * past when its day was over by then (its day before the build's, both days in India). */
function seedEvents(): List {
  const { items } = seedList("events");
  return { items: items.map((event) => ({ ...event, past: (event as { date: string }).date < BUILD_DAY })) };
}

/** Where the first page of each paged list of the seed stands, as the server works it out
 * (written by `npm run generate`); each seed list fits its first page. */
const SEED_PAGES: Partial<Record<string, ListPage>> = seedPages;

/** The first page of the seed's list of `key`, with `items`. */
function firstPage(key: string, items: List["items"]): [string, List] {
  const page = SEED_PAGES[key];
  if (!page) throw new Error(`src/generated/seed-pages.json has no ${key}: run npm run generate`);
  return [key, { items, page }];
}

/** Every kind of the seed. */
export function seedContent(): PageContent {
  const kinds = Object.keys(KINDS) as Kind[];
  const paged = kinds.filter((kind) => KINDS[kind].paged);
  return Object.fromEntries([
    ...kinds.map((kind) => [kind, kind === "events" ? seedEvents() : seedList(kind)]),
    // The build renders every item of the seed as current: its archives are empty.
    ...kinds.filter((kind) => KINDS[kind].archives).map((kind) => [contentKey(kind, { status: "archived" }), { items: [] }]),
    // The kinds that grow with the years are listed a page at a time.
    ...paged.map((kind) => firstPage(contentKey(kind, { page: "1" }), seedList(kind).items)),
    ...paged.map((kind) => firstPage(contentKey(kind, { page: "1", status: "archived" }), [])),
  ]) as PageContent;
}

/** The seed's items of `kind`. */
export function seedItems<K extends Kind>(kind: K): Item<K>[] {
  return seedList(kind).items as unknown as Item<K>[];
}

/** The seed's document of a kind that is one document. */
export function seedDocument<K extends Kind>(kind: K): Item<K> {
  return seedItems(kind)[0];
}
