/**
 * Every kind of content at the largest size its rules accept, on the pages that show it. A
 * server of this spec's own (a fresh data directory) is given, through the content API signed
 * in as the admin, the largest item of every kind that wasm-core's rules accept (`largestItem`:
 * every list at its maximum, every text as long as the kind's size allows, Hindi in Devanagari),
 * and as many alerts as may be live at once; directory rows and posts replace the most used
 * ones, so the tables show them in many rows. The render worker renders the pages with all of it
 * at once, the worst the rules allow together; each page that shows one of them, in both
 * languages, must show it (it was rendered with the item) and stay within the budget: the bytes of
 * its HTML, and of the gzip copy the server sends. Sizes, not times: the same items give the
 * same sizes on every run, but for a date or two on the page.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { request as apiRequest, type APIRequestContext } from "@playwright/test";
import { largestItem } from "wasm-core/content";
import { startServer, type StartedServer } from "../../bench/lib/server.mjs";
import type { Bilingual } from "../src/generated/content";
import { ADMIN_PASSWORD } from "./admin-support";
import { expect, test } from "./fixtures";
import { LANGS, repoRoot, type Lang } from "./support";

const KB = 1000;
/** The most a public page may weigh with every kind's largest item on it, in either language
 * (the heaviest, the RTI page in Hindi, weighed 172.6 KB and 59.7 KB gzipped when this was set). */
const BUDGET = {
  /** Its HTML as rendered. */
  html: 200 * KB,
  /** Its HTML as the server sends it to a browser that takes gzip. */
  gzip: 70 * KB,
};

/** Files the site has, which the largest items name (a save refuses one it does not have). */
const FILES = { pdf: "/files/notices/water-tax-camp.pdf", image: "/images/events/health-camp-1.svg" };

/** The content schema wasm-core generates: the kinds, and the most alerts live at once. */
const schema = JSON.parse(readFileSync(path.join(repoRoot, "web/src/generated/content-schema.json"), "utf8")) as {
  kinds: Record<string, { liveMax: number | null }>;
};
const KINDS = Object.keys(schema.kinds);

type Item = Record<string, unknown>;

/** A text of the page: the start of a text of the item (a label the page shows in full). */
interface Shown {
  path: string;
  text: Bilingual;
}

let server: StartedServer;
let api: APIRequestContext;

test.beforeAll(async () => {
  server = await startServer({
    bin: process.env.SMC_E2E_SERVER_BIN!,
    webDir: process.env.SMC_E2E_WEB_DIR!,
    env: { SMC_ADMIN_PASSWORD: ADMIN_PASSWORD },
  });
  api = await apiRequest.newContext({ baseURL: server.url, extraHTTPHeaders: { origin: server.url } });
  const login = await api.post("/api/scm-auth/login", { data: { username: "admin", password: ADMIN_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

/** The value at `pointer` (`sections.0.title`) of `item`. */
function at(item: unknown, pointer: string): unknown {
  return pointer.split(".").reduce<unknown>((value, part) => (value as Record<string, unknown>)[part], item);
}

/** The first 24 characters of the text at `pointer` of `item`, in each language (a person's
 * name and a screen reader's are given as the item has them). */
function shownText(item: Item, pointer: string): Bilingual {
  const value = at(item, pointer) as Partial<Bilingual> | string;
  const start = (text: string | undefined) => [...(text ?? "")].slice(0, 24).join("");
  // A text the same in both languages (the hoarding circular's year).
  if (typeof value === "string") return { en: start(value), hi: start(value) };
  return { en: start(value.en), hi: start(value.hi) };
}

async function stored(kind: string, id: string): Promise<Item & { version: number }> {
  const response = await api.get(`/api/content/${kind}/${encodeURIComponent(id)}?scope=all`);
  expect(response.status(), `${kind}/${id}`).toBe(200);
  return (await response.json()) as Item & { version: number };
}

/** Saves `item` as the item `id` of `kind` (a new one without `id`); its id. */
async function save(kind: string, item: Item, id?: string): Promise<string> {
  const response =
    id === undefined
      ? await api.post(`/api/content/${kind}`, { data: item })
      : await api.put(`/api/content/${kind}/${encodeURIComponent(id)}`, {
          data: item,
          headers: { "If-Match": `"${(await stored(kind, id)).version}"` },
        });
  expect(response.status(), `${kind}: ${await response.text()}`).toBe(id === undefined ? 201 : 200);
  return ((await response.json()) as { id: string }).id;
}

/** The id used by the most items of `items` in `field`, and the values of `by` of those items. */
function mostUsed(items: Item[], field: string, by: string): { id: string; where: Set<string> } {
  const counts = new Map<string, number>();
  for (const item of items) {
    const value = item[field];
    if (typeof value === "string") counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const [id] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
  return { id, where: new Set(items.filter((item) => item[field] === id).map((item) => String(item[by]))) };
}

const DIRECTORY_PAGES: Record<string, string> = {
  "smc-officer": "/smc-officer",
  "smc-employee": "/smc-employee",
  "zone-officer": "/zone-officer",
  "ward-officer": "/ward-officer",
  corporator: "/corporators",
  "outsource-employee": "/outsource-employee",
};

/** The document kinds, each shown on its own page (the profiles on three). */
const DOCUMENT_TEXTS: Record<string, { path: string; pointer: string }[]> = {
  site: [{ path: "/", pointer: "name" }],
  home: [{ path: "/", pointer: "results.0.title" }],
  "important-links": [
    { path: "/", pointer: "links.0.name" },
    { path: "/tender", pointer: "links.0.name" },
    { path: "/smc-officer", pointer: "links.0.name" },
  ],
  press: [{ path: "/press", pointer: "images.0.alt" }],
  profiles: [
    { path: "/commissioner", pointer: "commissioner.name" },
    { path: "/mayor", pointer: "mayor.name" },
    { path: "/chairman", pointer: "chairman.name" },
  ],
  rti: [{ path: "/rti", pointer: "fees.0.item" }],
  "privacy-policy": [{ path: "/privacy-policy", pointer: "sections.0.title" }],
  "user-guidelines": [{ path: "/user-guidelines", pointer: "sections.0.title" }],
  "accessibility-statement": [{ path: "/accessibility-statement", pointer: "sections.0.title" }],
  help: [{ path: "/help", pointer: "sections.0.title" }],
  "screen-reader-access": [{ path: "/screen-reader-access", pointer: "sections.0.title" }],
  "website-policies": [{ path: "/website-policies", pointer: "sections.0.title" }],
  faq: [{ path: "/faq", pointer: "items.0.question" }],
  "city-info": [{ path: "/city-info", pointer: "tabs.0.title" }],
  contact: [{ path: "/contact", pointer: "headOffice.name" }],
  hoarding: [{ path: "/hoarding", pointer: "year" }],
};

/** Saves the largest item of every kind (and the most alerts live at once); what each page
 * must show of them. */
async function saveTheLargest(): Promise<Shown[]> {
  const largest = (kind: string, references = {}) => largestItem(kind, { ...FILES, references }) as Item;
  const shown: Shown[] = [];
  const show = (path: string, item: Item, pointer: string) => shown.push({ path, text: shownText(item, pointer) });

  // The zones and wards first: the largest zone officer is in charge of the wards of one zone.
  const wards = largest("wards");
  await save("wards", wards, "wards");
  show("/ward-officer", wards, "wards.0.name");

  const people = ((await (await api.get("/api/content/people")).json()) as { items: Item[] }).items;
  const post = mostUsed(people, "designation", "directory");
  const party = mostUsed(people, "party", "directory");
  const saves: Promise<unknown>[] = [];
  const later = (work: () => Promise<unknown>) => saves.push(work());

  const designation = largest("designations");
  later(() => save("designations", designation, post.id));
  for (const directory of post.where) show(DIRECTORY_PAGES[directory], designation, "name");
  const partyItem = largest("parties");
  later(() => save("parties", partyItem, party.id));
  show("/corporators", partyItem, "short");
  const person = largest("people", { designations: [post.id], wards });
  later(() => save("people", person));
  show("/zone-officer", person, "name");

  // A department is one of a fixed set: the largest takes the first one's place.
  const department = largest("departments");
  later(() => save("departments", department, "accounting"));
  show("/accounting", department, "head.name");

  const notice = largest("notices");
  later(async () => {
    const id = await save("notices", notice);
    show(`/document?kind=notices&id=${id}`, notice, "title");
  });
  show("/", notice, "title");
  const tender = largest("tenders");
  later(async () => {
    const id = await save("tenders", tender);
    show(`/document?kind=tenders&id=${id}`, tender, "work");
  });
  show("/tender", tender, "work");
  const recruitment = largest("recruitment");
  later(() => save("recruitment", recruitment));
  show("/recruitment", recruitment, "post");
  const event = largest("events");
  later(() => save("events", event));
  show("/events-gallery", event, "title");
  show("/", event, "title");

  const liveMax = schema.kinds.alerts.liveMax;
  expect(liveMax, "the alerts have a most live at once").toBeGreaterThan(0);
  const alert = largest("alerts");
  for (let n = 0; n < liveMax!; n++) later(() => save("alerts", alert));
  show("/", alert, "message");
  show("/contact", alert, "message");

  for (const [kind, texts] of Object.entries(DOCUMENT_TEXTS)) {
    const item = largest(kind);
    later(() => save(kind, item, kind));
    for (const { path, pointer } of texts) show(path, item, pointer);
  }
  await Promise.all(saves);

  // Every kind was given its largest item.
  const given = new Set(["wards", "designations", "parties", "people", "departments", "notices", "tenders"]);
  for (const kind of ["recruitment", "events", "alerts", ...Object.keys(DOCUMENT_TEXTS)]) given.add(kind);
  expect([...given].sort()).toEqual([...KINDS].sort());
  return shown;
}

/** Waits until the pages are rendered from everything saved, with none failing. */
async function renderedFromAll(): Promise<void> {
  await expect
    .poll(
      async () => {
        const status = (await (await api.get("/api/rendering")).json()) as {
          renderedGeneration: number | null;
          contentGeneration: number;
          failed: unknown[];
          error: string | null;
        };
        expect(status.error).toBeNull();
        expect(status.failed).toEqual([]);
        return (status.renderedGeneration ?? -1) >= status.contentGeneration;
      },
      { timeout: 180_000, intervals: [1000] },
    )
    .toBe(true);
}

const withLang = (path: string, lang: Lang) => `${path}${path.includes("?") ? "&" : "?"}lang=${lang}`;

/** The page at `path` in `lang`: its HTML, and the bytes the server sends of it with gzip. */
async function page(path: string, lang: Lang): Promise<{ html: string; bytes: number; gzip: number }> {
  const plain = await api.get(withLang(path, lang), { headers: { "Accept-Encoding": "identity" } });
  expect(plain.status(), path).toBe(200);
  const body = await plain.body();
  const zipped = await api.get(withLang(path, lang), { headers: { "Accept-Encoding": "gzip" } });
  expect(zipped.headers()["content-encoding"], `${path} is sent compressed`).toBe("gzip");
  const length = Number(zipped.headers()["content-length"] ?? gzipSync(body).length);
  return { html: body.toString("utf8"), bytes: body.length, gzip: length };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** A page's figures as the log prints them. */
const figure = ({ bytes, gzip }: { bytes: number; gzip: number }) => `${kb(bytes).padStart(9)} ${kb(gzip).padStart(8)}`;

test("every page stays within its budget with the largest item of every kind on it", async () => {
  test.setTimeout(360_000);
  // The pages as the seed renders them, for the log's comparison.
  await renderedFromAll();
  const before = new Map<string, { bytes: number; gzip: number }>();
  const pages = [
    ...Object.values(DOCUMENT_TEXTS)
      .flat()
      .map((entry) => entry.path),
    ...Object.values(DIRECTORY_PAGES),
  ];
  for (const path of [...new Set([...pages, "/accounting", "/recruitment", "/events-gallery"])]) {
    for (const lang of LANGS) before.set(`${path} (${lang})`, await page(path, lang));
  }

  const shown = await saveTheLargest();
  await renderedFromAll();
  const figures: string[] = [];
  const over: string[] = [];
  for (const path of [...new Set(shown.map((entry) => entry.path))]) {
    for (const lang of LANGS) {
      const rendered = await page(path, lang);
      for (const entry of shown.filter((candidate) => candidate.path === path)) {
        expect(rendered.html, `${path} (${lang}) shows "${entry.text[lang]}"`).toContain(entry.text[lang]);
      }
      const name = `${path.replace(/id=.*/, "id=…")} (${lang})`;
      const seed = before.get(`${path} (${lang})`);
      figures.push(`  ${name.padEnd(36)} ${figure(rendered)}   ${seed ? figure(seed) : ""}`);
      if (rendered.bytes > BUDGET.html || rendered.gzip > BUDGET.gzip) over.push(`${name}: ${figure(rendered)}`);
    }
  }
  console.log(
    `pages with the largest item of every kind (budget: HTML ${kb(BUDGET.html)}, gzip ${kb(BUDGET.gzip)}):\n` +
      `  ${"page".padEnd(36)} ${"HTML".padStart(9)} ${"gzip".padStart(8)}   ${"with the seed: HTML, gzip"}\n` +
      figures.join("\n"),
  );
  expect(over, "pages over the budget").toEqual([]);
});
