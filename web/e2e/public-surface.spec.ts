/**
 * Nothing unpublished is ever public: one walk of every address a visitor can ask for.
 *
 * A server of this spec's own (a fresh data directory, a known admin password) is filled
 * through the real API with everything that must stay out of sight, each thing carrying a
 * marker of its own in its texts (a Latin token, with Devanagari beside it in the Hindi text)
 * and naming a file of its own (whose bytes carry the marker too): an editor's draft notice, a
 * notice in review, a scheduled notice and a scheduled event, an editor's draft event made with
 * the events calls, an archived notice's newer draft, a published event's newer draft that
 * renames it, an alert that has ended, a citizen's feedback with its photo, an editor's draft
 * of the hoarding circular, and a file nothing names. Beside them, a published notice, the
 * archived notice and the published event are what the walk must find, so that it is known to
 * reach what it should.
 *
 * Then, without signing in, the walk asks for every route of wasm-core's route table in both
 * languages (with and without a query the page renders), the site search for every marker, each
 * notice's document page, every public GET of the API, the feeds, the sitemap, robots.txt, the
 * build's files at the root (the service worker, the offline list, the web app manifests), every
 * hidden file's address and the text read from it, and then every address of the site those
 * answers link to. No answer,
 * whatever its status, may contain a marker, an unpublished item's id or a hidden file's name,
 * and each hidden file's address answers 404 without its bytes.
 *
 * The walk is held to the server's routes: every GET route read from `server/src` (and every
 * fallback) must be walked or named below as staff-only, and every route of the table walked,
 * so that an address added to the site is added to the walk, or said to be for staff. Signed-in
 * staff still get each hidden file, never kept by a cache (`private, no-store`): the 404 is
 * about who may see it, not a broken file.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { request, type APIRequestContext, type APIResponse } from "@playwright/test";
import { routeTable } from "wasm-core/site";
import { startServer, type StartedServer } from "../../bench/lib/server.mjs";
import { KIND_NAMES } from "../src/generated/content";
import { expect, test } from "./fixtures";
import { linksIn, markedPdf, markedPng, routeOfPath, serverRoutes, type ServerRoute } from "./public-surface-support";
import { LANGS, repoRoot, type Lang } from "./support";

test.describe.configure({ mode: "default" });

/** The admin password of this spec's own server (12 to 128 characters). */
const ADMIN_PASSWORD = "walk-Admin-Passw0rd-2026";
const STAFF_PASSWORD = "a long password for the walk 2026";

/** The markers of what must never be public (unique Latin tokens: none is part of another). */
const HIDDEN = {
  draftNotice: "WALKHIDDRAFTNOTICE",
  reviewNotice: "WALKHIDREVIEWNOTICE",
  scheduledNotice: "WALKHIDSCHEDNOTICE",
  scheduledEvent: "WALKHIDSCHEDEVENT",
  draftEvent: "WALKHIDDRAFTEVENT",
  archivedDraft: "WALKHIDARCHIVEDRAFT",
  renamedEvent: "WALKHIDRENAMEDEVENT",
  endedAlert: "WALKHIDENDEDALERT",
  feedbackMessage: "WALKHIDFEEDBACKTEXT",
  feedbackSender: "WALKHIDSENDERNAME",
  feedbackPhoto: "WALKHIDFEEDBACKPHOTO",
  orphanFile: "WALKHIDORPHANFILE",
  draftCircular: "WALKHIDDRAFTCIRCULAR",
} as const;
type HiddenName = keyof typeof HIDDEN;

/** The markers of what visitors must see. */
const SHOWN = {
  notice: "WALKSEENNOTICE",
  archived: "WALKSEENARCHIVED",
  event: "WALKSEENEVENT",
} as const;

/** The sender's address of the citizen's feedback: never public either. */
const SENDER_EMAIL = "walkhidsender@example.com";

/**
 * GET routes of the server that visitors have no business with: each answers 401 to a visitor
 * (the walk asks the sample address without signing in and checks that it does, and that the
 * answer names nothing hidden). A new GET route goes into the walk, or here with its reason.
 */
const STAFF_ONLY: Record<string, { sample: string }> = {
  // The account signed in and what its role may do.
  "/api/scm-auth/me": { sample: "/api/scm-auth/me" },
  // The accounts, for admins.
  "/api/accounts": { sample: "/api/accounts" },
  // Who did what, when and from where, for admins.
  "/api/audit": { sample: "/api/audit" },
  // Every saved version of an item, drafts included.
  "/api/content/{kind}/{id}/revisions": { sample: "/api/content/notices/{draftNotice}/revisions" },
  // The reviews, returned versions and drafts waiting for the caller.
  "/api/content-waiting": { sample: "/api/content-waiting" },
  // Where the rendering of the public pages stands.
  "/api/rendering": { sample: "/api/rendering" },
  // The citizens' messages with their senders and photos.
  "/api/feedback": { sample: "/api/feedback" },
  // Each category's days to answer and the account its overdue messages are escalated to.
  "/api/feedback-settings": { sample: "/api/feedback-settings" },
  // Each page's answers to "Was this page useful?" with their comments.
  "/api/page-feedback": { sample: "/api/page-feedback" },
  // What is kept of an uploaded file (the name it had on the uploader's computer), for the editor.
  "/api/upload/{name}": { sample: "/api/upload/0123456789abcdef0123456789abcdef.pdf" },
  // What is due for review, whose it is, and the accounts that may own items.
  "/api/review": { sample: "/api/review" },
  "/api/review/owners": { sample: "/api/review/owners" },
  // An item's owner, review day and checks, drafts' included.
  "/api/review/{kind}/{id}": { sample: "/api/review/notices/{draftNotice}" },
  // How many citizens subscribe, and one subscriber's address and choices, for admins.
  "/api/subscribers": { sample: "/api/subscribers" },
  "/api/subscribers/one": { sample: "/api/subscribers/one" },
};

/** The fallbacks of the server's routers, and what the walk asks of each. */
const KNOWN_FALLBACKS: Record<string, string> = {
  // Every route of the table, the build's files and the 404 page of any other path.
  "site::serve_site": "the route table, the build's root files and an unknown path",
  // A JSON 404 for an unknown path under /api.
  "|| async { AppError::NotFound }": "an unknown API path",
};

/** Requests in flight at once during the walk, and of them pages rendered for their query. */
const PARALLEL = 6;
const QUERY_PARALLEL = 2;

// ---------------------------------------------------------------------------------------------
// The store, filled

interface Hidden {
  /** What each marker is, by its name. */
  ids: Partial<Record<HiddenName, { kind: string; id: string }>>;
  /** Each hidden file's address and bytes, by the marker of what names it. */
  files: Partial<Record<HiddenName, { url: string; bytes: Buffer }>>;
}

interface Shown {
  noticeId: string;
  archivedId: string;
  eventId: string;
  files: { url: string; marker: string }[];
}

let server: StartedServer;
let visitor: APIRequestContext;
let admin: APIRequestContext;
let editor: APIRequestContext;
let publisher: APIRequestContext;
const hidden: Hidden = { ids: {}, files: {} };
let shown: Shown;
let trackingId = "";
/** The `Pages` header of every save, by what was saved. */
const pagesOfSaves: { what: string; pages: string | undefined }[] = [];

/** Today in India, `YYYY-MM-DD`. */
const today = () => new Date(Date.now() + 5.5 * 3600 * 1000).toISOString().slice(0, 10);
/** A moment `seconds` from now, RFC 3339 without fractions. */
const moment = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString().replace(/\.\d{3}Z$/, "Z");

async function signIn(baseURL: string, username: string, password: string): Promise<APIRequestContext> {
  // The login answer sets cookies in the context that asked: asked from one thrown away, so
  // the session travels as a bearer token only.
  const login = await request.newContext({ baseURL });
  const answer = await login.post("/api/scm-auth/login", { data: { username, password } });
  expect(answer.status(), `sign-in of ${username}: ${await answer.text()}`).toBe(200);
  const { token } = (await answer.json()) as { token: string };
  await login.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
}

/** The JSON of `answer`, which must have `status`; notes the `Pages` header of a save. */
async function answered<T>(answer: APIResponse, status: number, what: string): Promise<T> {
  expect(answer.status(), `${what}: ${await answer.text()}`).toBe(status);
  if (answer.headers()["pages"] !== undefined || status === 201) {
    pagesOfSaves.push({ what, pages: answer.headers()["pages"] });
  }
  return (status === 204 ? undefined : await answer.json()) as T;
}

async function uploadPdf(as: APIRequestContext, marker: string): Promise<{ url: string; bytes: Buffer }> {
  const bytes = markedPdf(marker);
  const answer = await as.post("/api/upload", {
    multipart: { file: { name: `${marker.toLowerCase()}.pdf`, mimeType: "application/pdf", buffer: bytes } },
  });
  const { url } = await answered<{ url: string }>(answer, 201, `the PDF of ${marker}`);
  return { url, bytes };
}

/** A photo file for a multipart form, with its bytes. */
function photo(marker: string, rgb: [number, number, number]) {
  const bytes = markedPng(marker, rgb);
  return { bytes, file: { name: `${marker.toLowerCase()}.png`, mimeType: "image/png", buffer: bytes } };
}

interface Item {
  id: string;
  version: number;
  status?: string;
  images?: string[];
  [field: string]: unknown;
}

const ifMatch = (item: Item) => ({ "if-match": `"${item.version}"` });

/** The event form of the events calls. */
function eventData(en: string, hi: string) {
  return JSON.stringify({
    title: { en, hi },
    description: { en: `${en}: an evening of the walk.`, hi: `${hi}: यात्रा की एक शाम।` },
    date: today(),
    category: "cultural",
    location: { en: "Town hall", hi: "नगर भवन" },
  });
}

async function fillStore(): Promise<void> {
  admin = await signIn(server.url, "admin", ADMIN_PASSWORD);
  for (const [username, role] of [
    ["walk.editor", "editor"],
    ["walk.publisher", "publisher"],
  ] as const) {
    await answered(
      await admin.post("/api/accounts", { data: { username, password: STAFF_PASSWORD, role } }),
      201,
      `the account ${username}`,
    );
  }
  editor = await signIn(server.url, "walk.editor", STAFF_PASSWORD);
  publisher = await signIn(server.url, "walk.publisher", STAFF_PASSWORD);
  const notice = (en: string, hi: string, pdf: string, more: Record<string, unknown> = {}) => ({
    data: { title: { en, hi }, date: today(), pdf, language: "en", ...more },
  });

  // An editor's draft, never published.
  const draftPdf = await uploadPdf(editor, HIDDEN.draftNotice);
  const draft = await answered<Item>(
    await editor.post(
      "/api/content/notices",
      notice(`${HIDDEN.draftNotice} draft notice of the walk`, `मसौदा सूचना ${HIDDEN.draftNotice}`, draftPdf.url),
    ),
    201,
    "the editor's draft notice",
  );
  expect(draft.status).toBe("draft");
  hidden.ids.draftNotice = { kind: "notices", id: draft.id };
  hidden.files.draftNotice = draftPdf;

  // A notice in review.
  const reviewPdf = await uploadPdf(editor, HIDDEN.reviewNotice);
  const inReview = await answered<Item>(
    await editor.post(
      "/api/content/notices",
      notice(`${HIDDEN.reviewNotice} notice in review`, `समीक्षाधीन सूचना ${HIDDEN.reviewNotice}`, reviewPdf.url),
    ),
    201,
    "the notice to review",
  );
  const submitted = await answered<Item>(
    await editor.post(`/api/content/notices/${inReview.id}/submit`, { headers: ifMatch(inReview) }),
    200,
    "the notice sent for review",
  );
  expect(submitted.status).toBe("review");
  hidden.ids.reviewNotice = { kind: "notices", id: inReview.id };
  hidden.files.reviewNotice = reviewPdf;

  // A notice a publisher scheduled a month ahead.
  const scheduledPdf = await uploadPdf(publisher, HIDDEN.scheduledNotice);
  const scheduled = await answered<Item>(
    await publisher.post(
      "/api/content/notices",
      notice(`${HIDDEN.scheduledNotice} scheduled notice`, `निर्धारित सूचना ${HIDDEN.scheduledNotice}`, scheduledPdf.url, {
        publishAt: moment(30 * 86_400),
      }),
    ),
    201,
    "the scheduled notice",
  );
  hidden.ids.scheduledNotice = { kind: "notices", id: scheduled.id };
  hidden.files.scheduledNotice = scheduledPdf;

  // An event a publisher makes with the events call, then schedules a month ahead.
  const scheduledPhoto = photo(HIDDEN.scheduledEvent, [200, 30, 30]);
  const made = await answered<Item>(
    await publisher.post("/api/events", {
      multipart: {
        data: eventData(`${HIDDEN.scheduledEvent} scheduled gathering`, `निर्धारित सभा ${HIDDEN.scheduledEvent}`),
        images: scheduledPhoto.file,
      },
    }),
    201,
    "the event to schedule",
  );
  const asStaff = await answered<Item>(
    await publisher.get(`/api/content/events/${made.id}?scope=all`),
    200,
    "the event to schedule, as staff see it",
  );
  await answered<Item>(
    await publisher.put(`/api/content/events/${made.id}`, {
      headers: ifMatch(asStaff),
      data: { ...asStaff, publishAt: moment(30 * 86_400) },
    }),
    200,
    "the event scheduled",
  );
  hidden.ids.scheduledEvent = { kind: "events", id: made.id };
  hidden.files.scheduledEvent = { url: made.images![0], bytes: scheduledPhoto.bytes };

  // An editor's draft event, made with the events call.
  const draftPhoto = photo(HIDDEN.draftEvent, [30, 200, 30]);
  const draftEvent = await answered<Item>(
    await editor.post("/api/events", {
      multipart: {
        data: eventData(`${HIDDEN.draftEvent} draft gathering`, `मसौदा सभा ${HIDDEN.draftEvent}`),
        images: draftPhoto.file,
      },
    }),
    201,
    "the editor's draft event",
  );
  expect(draftEvent.status).toBe("draft");
  hidden.ids.draftEvent = { kind: "events", id: draftEvent.id };
  hidden.files.draftEvent = { url: draftEvent.images![0], bytes: draftPhoto.bytes };

  // A published notice moved to the archive, then given an editor's newer draft.
  const archivedPdf = await uploadPdf(publisher, SHOWN.archived);
  const toArchive = await answered<Item>(
    await publisher.post(
      "/api/content/notices",
      notice(`${SHOWN.archived} archived notice`, `संग्रहित सूचना ${SHOWN.archived}`, archivedPdf.url),
    ),
    201,
    "the notice to archive",
  );
  const archived = await answered<Item>(
    await publisher.post(`/api/content/notices/${toArchive.id}/archive`, { headers: ifMatch(toArchive) }),
    200,
    "the notice archived",
  );
  const archivedDraftPdf = await uploadPdf(editor, HIDDEN.archivedDraft);
  const archivedAsStaff = await answered<Item>(
    await editor.get(`/api/content/notices/${toArchive.id}?scope=all`),
    200,
    "the archived notice, as staff see it",
  );
  await answered<Item>(
    await editor.put(`/api/content/notices/${toArchive.id}`, {
      headers: ifMatch(archivedAsStaff),
      data: {
        ...archivedAsStaff,
        title: {
          en: `${HIDDEN.archivedDraft} new draft of an archived notice`,
          hi: `संग्रहित सूचना का मसौदा ${HIDDEN.archivedDraft}`,
        },
        pdf: archivedDraftPdf.url,
      },
    }),
    200,
    "the archived notice's newer draft",
  );
  expect(archived.id).toBe(toArchive.id);
  hidden.files.archivedDraft = archivedDraftPdf;

  // An editor's new hoarding circular, a draft of the document the Hoarding page shows: its PDF
  // (whose bytes carry the marker) is neither shown, nor named by GET /api/hoarding, nor served.
  const circularPdf = await uploadPdf(editor, HIDDEN.draftCircular);
  const circular = await answered<Item>(
    await editor.get("/api/content/hoarding/hoarding?scope=all"),
    200,
    "the circular, as staff see it",
  );
  const draftCircular = await answered<Item>(
    await editor.put("/api/content/hoarding/hoarding", {
      data: { pdf: circularPdf.url, year: "2026-27" },
      headers: ifMatch(circular),
    }),
    200,
    "the editor's draft circular",
  );
  expect(draftCircular.status).toBe("draft");
  hidden.files.draftCircular = circularPdf;

  // A published event whose editor's newer draft renames it and adds a photo.
  const shownPhoto = photo(SHOWN.event, [30, 30, 200]);
  const eventTitle = `${SHOWN.event} river cleaning day`;
  const shownEvent = await answered<Item>(
    await publisher.post("/api/events", {
      multipart: { data: eventData(eventTitle, `नदी सफाई दिवस ${SHOWN.event}`), images: shownPhoto.file },
    }),
    201,
    "the published event",
  );
  const renamedPhoto = photo(HIDDEN.renamedEvent, [120, 120, 0]);
  const renamed = await answered<Item>(
    await editor.put(`/api/events/by-title?title=${encodeURIComponent(eventTitle)}`, {
      multipart: {
        data: eventData(`${HIDDEN.renamedEvent} renamed river day`, `नया नाम ${HIDDEN.renamedEvent}`),
        newImages: renamedPhoto.file,
      },
    }),
    200,
    "the published event's newer draft",
  );
  const newPhoto = renamed.images!.find((url) => !shownEvent.images!.includes(url));
  expect(newPhoto, "the draft names its new photo").toBeTruthy();
  hidden.files.renamedEvent = { url: newPhoto!, bytes: renamedPhoto.bytes };

  // An alert that has ended.
  const alert = await answered<Item>(
    await publisher.post("/api/content/alerts", {
      data: {
        message: { en: `${HIDDEN.endedAlert} water supply cut, now over`, hi: `जल आपूर्ति बंद ${HIDDEN.endedAlert}` },
        severity: "warning",
        from: moment(-2 * 3600),
        until: moment(-3600),
      },
    }),
    201,
    "the alert that has ended",
  );
  hidden.ids.endedAlert = { kind: "alerts", id: alert.id };

  // A citizen's feedback with a photo, from an address that never signs in.
  const feedbackPhoto = photo(HIDDEN.feedbackPhoto, [90, 60, 30]);
  const citizen = await request.newContext({ baseURL: server.url });
  const sent = await answered<{ trackingId: string }>(
    await citizen.post("/api/feedback", {
      multipart: {
        message: JSON.stringify({
          category: "water",
          message: `${HIDDEN.feedbackMessage}: the tap in our lane has been dry for a week.`,
          name: HIDDEN.feedbackSender,
          email: SENDER_EMAIL,
          homepage: "",
          fillMs: 9000,
        }),
        photo: feedbackPhoto.file,
      },
    }),
    201,
    "the citizen's feedback",
  );
  await citizen.dispose();
  trackingId = sent.trackingId;
  const inbox = await answered<{ items: { trackingId: string; photo?: string }[] }>(
    await editor.get("/api/feedback"),
    200,
    "the feedback inbox",
  );
  const message = inbox.items.find((item) => item.trackingId === trackingId);
  expect(message?.photo, `the inbox shows the photo of ${trackingId}: ${JSON.stringify(inbox).slice(0, 400)}`).toMatch(
    /^\/uploads\//,
  );
  hidden.files.feedbackPhoto = { url: message!.photo!, bytes: feedbackPhoto.bytes };

  // No content may name the citizen's photo, not even a publisher's.
  const reuse = await publisher.post("/api/content/events", {
    data: {
      title: { en: "Walk photo reuse check", hi: "तस्वीर की जाँच" },
      description: { en: "Must be refused.", hi: "अस्वीकार होना चाहिए।" },
      date: today(),
      category: "health",
      images: [hidden.files.feedbackPhoto.url],
    },
  });
  expect(reuse.status(), `a save naming the citizen's photo is refused: ${await reuse.text()}`).toBe(422);

  // A file nothing names.
  hidden.files.orphanFile = await uploadPdf(editor, HIDDEN.orphanFile);

  // What visitors must find: a published notice, saved last, so that the pages rendered for it are
  // rendered from everything above (a save that changes nothing visitors see renders nothing).
  const shownPdf = await uploadPdf(publisher, SHOWN.notice);
  const shownNotice = await answered<Item>(
    await publisher.post(
      "/api/content/notices",
      notice(`${SHOWN.notice} ward meeting notice`, `वार्ड बैठक की सूचना ${SHOWN.notice}`, shownPdf.url),
    ),
    201,
    "the published notice",
  );

  shown = {
    noticeId: shownNotice.id,
    archivedId: toArchive.id,
    eventId: shownEvent.id,
    files: [
      { url: shownPdf.url, marker: SHOWN.notice },
      { url: archivedPdf.url, marker: SHOWN.archived },
      { url: shownEvent.images![0], marker: SHOWN.event },
    ],
  };

  // Every page rendered with the store as it now is.
  await expect
    .poll(
      async () => {
        const state = (await (await admin.get("/api/rendering")).json()) as {
          renderedGeneration?: number;
          contentGeneration?: number;
        };
        return state.renderedGeneration !== undefined && state.renderedGeneration === state.contentGeneration
          ? "rendered"
          : JSON.stringify(state);
      },
      { message: "the pages are rendered with the store's content", timeout: 60_000, intervals: [500] },
    )
    .toBe("rendered");
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startServer({
    bin: process.env.SMC_E2E_SERVER_BIN!,
    webDir: process.env.SMC_E2E_WEB_DIR!,
    tempPrefix: "smc-e2e-walk-",
    args: ["--feedback-per-hour", "1000", "--page-feedback-per-hour", "1000"],
    env: { SMC_ADMIN_PASSWORD: ADMIN_PASSWORD },
    timeoutMs: 60_000,
  });
  visitor = await request.newContext({ baseURL: server.url });
  await fillStore();
});

test.afterAll(async () => {
  for (const context of [visitor, admin, editor, publisher]) await context?.dispose();
  await server?.stop();
});

// ---------------------------------------------------------------------------------------------
// The walk

interface Address {
  /** Path and query. */
  url: string;
  /** What part of the surface it belongs to. */
  group: string;
  /** The statuses it may answer (any below 500 when absent). */
  status?: readonly number[];
  /** Hidden strings the address itself names (an id in its query, a file's own path): not
   * counted as found in its answer. */
  names?: readonly string[];
  headers?: Record<string, string>;
}

interface Needle {
  text: string;
  what: string;
}

/** Everything no public answer may contain. */
function needles(): Needle[] {
  const found: Needle[] = Object.entries(HIDDEN).map(([name, marker]) => ({ text: marker, what: `the marker of ${name}` }));
  for (const [name, item] of Object.entries(hidden.ids)) found.push({ text: item.id, what: `the id of ${name} (${item.kind})` });
  for (const [name, file] of Object.entries(hidden.files)) {
    found.push({ text: file.url.replace(/^\/uploads\//, ""), what: `the name of the file of ${name}` });
  }
  found.push({ text: SENDER_EMAIL, what: "the feedback sender's email" });
  return found;
}

/** Lower case: how the walk types a marker into a query, so that an answer repeating the query
 * is not taken for the marker, which the texts carry in capitals. */
const typed = (marker: string) => marker.toLowerCase();

/** The files at the root of the build (the service worker, the offline list, the manifests, …). */
function buildRootFiles(): string[] {
  const dir = process.env.SMC_E2E_WEB_DIR!;
  return readdirSync(dir)
    .filter((name) => statSync(path.join(dir, name)).isFile())
    .filter((name) => !/\.(br|gz)$/.test(name))
    .map((name) => `/${name}`);
}

/** The feeds: the files the feeds page links, and those docs/api.md names. */
async function feedAddresses(): Promise<string[]> {
  const found = new Set<string>();
  for (const lang of LANGS) {
    const page = await (await visitor.get(`/feeds?lang=${lang}`)).text();
    for (const match of page.matchAll(/\/feeds\/(?:en|hi)\/[\w-]+\.atom/g)) found.add(match[0]);
  }
  const doc = readFileSync(path.join(repoRoot, "docs", "api.md"), "utf8");
  for (const match of doc.matchAll(/\/feeds\/\{([\w,]+)\}\/\{([\w,]+)\}\.atom/g)) {
    for (const lang of match[1].split(",")) for (const file of match[2].split(",")) found.add(`/feeds/${lang}/${file}.atom`);
  }
  return [...found].sort();
}

/** Every address of the walk but the links found on the way. */
async function walkPlan(): Promise<Address[]> {
  const plan: Address[] = [];
  const add = (group: string, url: string, more: Partial<Address> = {}) => plan.push({ group, url, ...more });
  const markers = Object.values(HIDDEN);
  const ids = Object.values(hidden.ids).map((item) => item.id);

  // Every route of the table, in both languages, with and without a query its page renders.
  routeTable.forEach((route, index) => {
    const marker = typed(markers[index % markers.length]);
    add("route table", route.path);
    for (const lang of LANGS) {
      add("route table", `${route.path}?lang=${lang}`);
      add("route table", `${route.path}?lang=${lang}&q=${marker}&page=2&useful=thanks`);
    }
  });
  for (const lang of LANGS) {
    add("route table", `/feedback/status?lang=${lang}&id=${encodeURIComponent(trackingId)}`);
    add("route table", `/no-such-page-${typed(HIDDEN.draftNotice)}?lang=${lang}`);
    for (const item of Object.values(hidden.ids)) {
      add("route table", `/admin/preview?lang=${lang}&kind=${item.kind}&item=${encodeURIComponent(item.id)}`, {
        names: [item.id],
      });
    }
  }

  // The site search for every marker, and each directory's search for one.
  for (const lang of LANGS) {
    for (const marker of [...markers, ...Object.values(SHOWN)]) add("search", `/search?lang=${lang}&q=${typed(marker)}`);
    add("search", `/search?lang=${lang}&q=${encodeURIComponent(SENDER_EMAIL)}`, { names: [SENDER_EMAIL] });
    // The site search's own call, every group and each group's pages.
    for (const marker of markers) {
      add("search", `/api/search?lang=${lang}&q=${typed(marker)}`, { status: [200] });
      add("search", `/api/search?lang=${lang}&q=${typed(marker)}&group=documents&page=2`, { status: [200] });
    }
  }

  // Each notice's document page, shown or hidden.
  const notices = [
    ...(["draftNotice", "reviewNotice", "scheduledNotice"] as const).map((name) => ({ id: hidden.ids[name]!.id, status: [404] })),
    { id: shown.noticeId, status: [200] },
    { id: shown.archivedId, status: [200, 404] },
  ];
  for (const lang of LANGS) {
    for (const { id, status } of notices) {
      add("documents", `/document?lang=${lang}&kind=notices&id=${encodeURIComponent(id)}`, { status, names: [id] });
    }
    for (const item of Object.values(hidden.ids)) {
      add("documents", `/document?lang=${lang}&kind=${item.kind}&id=${encodeURIComponent(item.id)}`, {
        status: [404],
        names: [item.id],
      });
    }
  }

  // The public API.
  add("api", "/api/health", { status: [200] });
  add("api", "/api/ready", { status: [200] });
  add("api", "/api/events", { status: [200] });
  add("api", "/api/events?scope=all");
  add("api", "/api/hoarding", { status: [200] });
  add("api", `/api/feedback/${encodeURIComponent(trackingId)}`, { status: [200] });
  add("api", `/api/feedback/${encodeURIComponent(trackingId.toLowerCase().replace(/-/g, " "))}`);
  // The public figures of the messages: counts and medians, nothing of a sender.
  add("api", "/api/feedback/figures", { status: [200] });
  add("api", "/api/no-such-call", { status: [404] });
  for (const kind of KIND_NAMES) {
    add("api", `/api/content/${kind}`, { status: [200] });
    add("api", `/api/content/${kind}?status=archived`);
    add("api", `/api/content/${kind}?scope=all`);
  }
  for (const kind of ["notices", "events", "alerts"]) {
    for (const status of ["draft", "review", "scheduled", "published", "all"])
      add("api", `/api/content/${kind}?status=${status}`);
  }
  for (const item of Object.values(hidden.ids)) {
    const at = `/api/content/${item.kind}/${encodeURIComponent(item.id)}`;
    add("api", at, { status: [404], names: [item.id] });
    add("api", `${at}?scope=all`, { names: [item.id] });
    add("api", `${at}?status=archived`, { status: [404], names: [item.id] });
  }
  add("api", `/api/content/notices/${encodeURIComponent(shown.archivedId)}?status=archived`);
  add("api", `/api/content/notices/${encodeURIComponent(shown.archivedId)}`);
  add("api", `/api/content/events/${encodeURIComponent(shown.eventId)}`, { status: [200] });
  add("api", `/api/content/notices/${encodeURIComponent(shown.noticeId)}`, { status: [200] });

  // What visitors may not read: each answers 401.
  for (const { sample } of Object.values(STAFF_ONLY)) {
    add("staff-only, asked by a visitor", sample.replace("{draftNotice}", encodeURIComponent(hidden.ids.draftNotice!.id)), {
      status: [401],
      names: ids,
    });
  }

  // Feeds, sitemap, robots.txt and the build's files at the root.
  for (const feed of await feedAddresses()) add("feeds and files", feed, { status: [200] });
  add("feeds and files", "/sitemap.xml", { status: [200] });
  // A sitemap within the protocol's limits is one file: it has no parts.
  add("feeds and files", "/sitemap-1.xml", { status: [404] });
  // The metrics have a listener of their own (--metrics-listen): the public address has none.
  add("feeds and files", "/metrics", { status: [404] });
  add("feeds and files", "/robots.txt", { status: [200] });
  for (const file of buildRootFiles()) add("feeds and files", file);

  // Every hidden file, plain and in part; and the files visitors may have.
  for (const file of Object.values(hidden.files)) {
    const name = file.url.replace(/^\/uploads\//, "");
    add("uploads", file.url, { status: [404], names: [name] });
    add("uploads", file.url, { status: [404], names: [name], headers: { range: "bytes=0-99" } });
  }
  for (const file of shown.files) add("uploads", file.url, { status: [200] });

  // The text read from every hidden file (its marker among it), and from those visitors may have.
  for (const file of Object.values(hidden.files)) {
    add("documents", documentText(file.url), { status: [404], names: [file.url.replace(/^\/uploads\//, "")] });
  }
  for (const file of shown.files) add("documents", documentText(file.url), { status: [200] });
  return plan;
}

/** Where visitors must find what is published: address and what it must contain. */
function mustFind(): { url: string; text: string }[] {
  return [
    { url: "/api/content/notices", text: SHOWN.notice },
    { url: "/api/content/notices?status=archived", text: SHOWN.archived },
    { url: "/api/events", text: SHOWN.event },
    { url: "/?lang=en", text: SHOWN.notice },
    { url: "/?lang=hi", text: SHOWN.notice },
    { url: "/archive/notices?lang=en", text: SHOWN.archived },
    { url: "/archive/notices?lang=hi", text: SHOWN.archived },
    { url: "/events-gallery?lang=en", text: SHOWN.event },
    { url: "/events-gallery?lang=hi", text: SHOWN.event },
    { url: `/search?lang=en&q=${typed(SHOWN.notice)}`, text: SHOWN.notice },
    { url: `/search?lang=hi&q=${typed(SHOWN.notice)}`, text: SHOWN.notice },
    { url: "/feeds/en/notices.atom", text: SHOWN.notice },
    { url: "/feeds/hi/events.atom", text: SHOWN.event },
    { url: `/document?lang=en&kind=notices&id=${encodeURIComponent(shown.noticeId)}`, text: SHOWN.notice },
    { url: "/sitemap.xml", text: shown.noticeId },
    ...shown.files.map((file) => ({ url: file.url, text: file.marker })),
    // The text read from a published PDF, which holds its marker.
    ...shown.files
      .filter((file) => file.url.endsWith(".pdf"))
      .map((file) => ({ url: documentText(file.url), text: file.marker })),
  ];
}

/** The address of the text read from the document at `file`. */
const documentText = (file: string) => `/api/content/document-text?file=${encodeURIComponent(file)}`;

interface Answer {
  address: Address;
  status: number;
  body: Buffer;
  text: string;
  cacheControl: string;
  /** Whether it is the app's page (no page rendered for the address). */
  app: boolean;
}

/** The app's page in each language (the build's `index.html` and `index.hi.html`): what an
 * address gets when no page is rendered for it. */
const appPages = (): Buffer[] =>
  ["index.html", "index.hi.html"].map((name) => readFileSync(path.join(process.env.SMC_E2E_WEB_DIR!, name)));

/** Whether `url` is a page of the table asked with a query besides its language: rendered for it
 * by the server's query pages' worker, which renders one at a time and has room for a few more
 * (a busier worker sends the app's page instead). */
function isQueryPage(url: string): boolean {
  const parsed = new URL(url, "http://walk.invalid");
  return (
    routeTable.some((route) => route.path === parsed.pathname) && [...parsed.searchParams.keys()].some((key) => key !== "lang")
  );
}

async function askOne(address: Address, app: readonly Buffer[]): Promise<Answer> {
  const response = await visitor.get(address.url, { headers: address.headers, failOnStatusCode: false });
  const body = await response.body();
  return {
    address,
    status: response.status(),
    body,
    text: body.toString("utf8"),
    cacheControl: response.headers()["cache-control"] ?? "",
    app: app.some((page) => page.equals(body)),
  };
}

async function pool(addresses: readonly Address[], parallel: number, app: readonly Buffer[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  let next = 0;
  const worker = async () => {
    while (next < addresses.length) answers.push(await askOne(addresses[next++], app));
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return answers;
}

/**
 * Asks for every address: `PARALLEL` at a time, but pages rendered for their query `QUERY_PARALLEL`
 * at a time, within the room of the server's query worker. A page of the table that still
 * answers with the app's page for its query is asked again alone, so that the walk reads the
 * page the server renders for it.
 */
async function ask(addresses: readonly Address[]): Promise<Answer[]> {
  const app = appPages();
  const [queried, other] = await Promise.all([
    pool(
      addresses.filter((address) => isQueryPage(address.url)),
      QUERY_PARALLEL,
      app,
    ),
    pool(
      addresses.filter((address) => !isQueryPage(address.url)),
      PARALLEL,
      app,
    ),
  ]);
  const again = await pool(
    queried.filter((answer) => answer.app).map((answer) => answer.address),
    1,
    app,
  );
  return [...queried.filter((answer) => !answer.app), ...again, ...other];
}

/** What is wrong with one answer: each line names the address and what it found. */
function problemsOf(answer: Answer, all: readonly Needle[]): string[] {
  const { address, status, text, body } = answer;
  const where = `${address.url}${address.headers ? ` ${JSON.stringify(address.headers)}` : ""} (${address.group}, ${status})`;
  const problems: string[] = [];
  for (const needle of all) {
    if (address.names?.includes(needle.text)) continue;
    const at = text.indexOf(needle.text);
    if (at !== -1) {
      const context = text.slice(Math.max(0, at - 80), at + needle.text.length + 80).replace(/\s+/g, " ");
      problems.push(`${where} contains ${needle.what} "${needle.text}": …${context}…`);
    }
  }
  const route = routeTable.find((of) => of.path === address.url.split("?")[0]);
  if (answer.app && route?.layout === "public" && isQueryPage(address.url)) {
    problems.push(`${where} is the app's page, not the page rendered for its query, even asked alone: the walk cannot read it`);
  }
  if (address.status ? !address.status.includes(status) : status >= 500) {
    problems.push(`${where} answered ${status}, expected ${address.status?.join(" or ") ?? "below 500"}: ${text.slice(0, 200)}`);
  }
  const file = Object.entries(hidden.files).find(([, file]) => file.url === address.url.split("?")[0]);
  if (file) {
    const [name, { bytes }] = file;
    if (body.includes(bytes.subarray(0, 64)) || body.includes(bytes.subarray(bytes.length - 64))) {
      problems.push(`${where} sends the bytes of the hidden file of ${name}`);
    }
    if (/\bpublic\b|immutable/.test(answer.cacheControl)) {
      problems.push(`${where} lets a cache keep it: Cache-Control ${answer.cacheControl}`);
    }
  }
  return problems;
}

const same = (url: string) => {
  const parsed = new URL(url, "http://walk.invalid");
  parsed.searchParams.sort();
  return `${parsed.pathname}?${parsed.searchParams}`;
};

test("the server's GET routes are each walked or named staff-only, and the walk covers the whole route table", async () => {
  const { routes, fallbacks } = serverRoutes();
  const gets = routes.filter((route) => route.get);
  const patterns = gets.map((route) => route.pattern);
  expect(patterns, "the routes read from server/src").toEqual(
    expect.arrayContaining(["/api/health", "/api/events", "/uploads/{name}"]),
  );

  const plan = await walkPlan();
  const staffSamples = new Set(plan.filter((address) => address.group.startsWith("staff-only")).map((address) => address.url));
  const walked = new Map<string, string>();
  for (const address of plan) {
    if (staffSamples.has(address.url)) continue;
    const route = routeOfPath(gets, address.url.split("?")[0]);
    if (route && !walked.has(route.pattern)) walked.set(route.pattern, address.url);
  }
  const unwalked = gets
    .filter((route: ServerRoute) => !walked.has(route.pattern) && !(route.pattern in STAFF_ONLY))
    .map(
      (route) =>
        `GET ${route.pattern} (${route.where}) is neither walked nor in STAFF_ONLY: add it to the walk, or to STAFF_ONLY with why visitors have no business with it`,
    );
  const stale = Object.keys(STAFF_ONLY)
    .filter((pattern) => !patterns.includes(pattern))
    .map((pattern) => `STAFF_ONLY names ${pattern}, which is no GET route of the server any more`);
  const staffWalked = Object.keys(STAFF_ONLY)
    .filter((pattern) => walked.has(pattern))
    .map((pattern) => `${pattern} is in STAFF_ONLY but walked as public (${walked.get(pattern)})`);
  const unknownFallbacks = fallbacks
    .filter((fallback) => !(fallback.handler in KNOWN_FALLBACKS))
    .map(
      (fallback) =>
        `a fallback (${fallback.where}) answers with ${fallback.handler}, which the walk does not know: walk what it serves and add it to KNOWN_FALLBACKS`,
    );
  const staffAnswer = Object.entries(STAFF_ONLY)
    .filter(([pattern, { sample }]) => routeOfPath(gets, sample.replace("{draftNotice}", "x"))?.pattern !== pattern)
    .map(([pattern, { sample }]) => `the sample ${sample} of ${pattern} is answered by another route`);
  expect(
    [...unwalked, ...stale, ...staffWalked, ...unknownFallbacks, ...staffAnswer],
    "the server's GET routes against the walk",
  ).toEqual([]);

  // Every route of wasm-core's table, in both languages, with and without a query.
  const asked = plan.map((address) => new URL(address.url, "http://walk.invalid"));
  const missing = routeTable.flatMap((route) =>
    LANGS.flatMap((lang: Lang) => {
      const ofRoute = asked.filter((url) => url.pathname === route.path && url.searchParams.get("lang") === lang);
      const plain = ofRoute.some((url) => [...url.searchParams.keys()].length === 1);
      const queried = ofRoute.some((url) => [...url.searchParams.keys()].length > 1);
      return plain && queried
        ? []
        : [`${route.path} in ${lang}${plain ? "" : " without a query"}${queried ? "" : " with a query"}`];
    }),
  );
  expect(missing, "routes of the table the walk does not ask for").toEqual([]);
  expect(routeTable.length, "the route table read from wasm-core").toBeGreaterThan(50);
  // Both fallbacks are asked: an unknown path of the site and of the API.
  expect(plan.some((address) => address.url.startsWith("/no-such-page"))).toBe(true);
  expect(plan.some((address) => address.url === "/api/no-such-call")).toBe(true);
});

test("signed-in staff get each hidden file, never kept by a cache", async () => {
  for (const [name, file] of Object.entries(hidden.files)) {
    const answer = await editor.get(file.url);
    expect(answer.status(), `${file.url} (the file of ${name}) for staff`).toBe(200);
    expect(answer.headers()["cache-control"], `${file.url} (the file of ${name}) for staff`).toBe("private, no-store");
    expect(Buffer.compare(await answer.body(), file.bytes), `${file.url} (the file of ${name}) is its bytes`).toBe(0);
  }
});

test("no public address answers with anything unpublished, and hidden files are 404 to visitors", async () => {
  test.setTimeout(420_000);
  const all = needles();
  const plan = await walkPlan();
  const answers = await ask(plan);

  // One more round: every address of the site that those answers link to or name.
  const seen = new Set(plan.map((address) => same(address.url)));
  const linked: Address[] = [];
  for (const answer of answers) {
    for (const link of linksIn(answer.text)) {
      const key = same(link);
      if (seen.has(key)) continue;
      seen.add(key);
      linked.push({ group: `links (from ${answer.address.url})`, url: link });
    }
  }
  answers.push(...(await ask(linked)));

  const problems = answers.flatMap((answer) => problemsOf(answer, all));
  const byUrl = new Map(answers.map((answer) => [same(answer.address.url), answer]));
  for (const { url, text } of mustFind()) {
    const answer = byUrl.get(same(url)) ?? (await ask([{ group: "must find", url }]))[0];
    if (!answer.text.includes(text)) {
      problems.push(
        `${url} (${answer.status}) does not show "${text}", which is published: the walk would not see a leak there either`,
      );
    }
  }
  const counts = new Map<string, number>();
  for (const answer of answers) {
    const group = answer.address.group.startsWith("links") ? "links" : answer.address.group;
    counts.set(group, (counts.get(group) ?? 0) + 1);
  }
  test.info().annotations.push({
    type: "walked",
    description: [...counts].map(([group, count]) => `${group}: ${count}`).join(", ") + `; total ${answers.length}`,
  });
  const failedSaves = pagesOfSaves.filter((save) => save.pages === "failed").map((save) => `${save.what}: Pages failed`);
  expect([...problems, ...failedSaves], `${answers.length} answers walked`).toEqual([]);
});
