// The client's memory of what the server acknowledged, and the check of a restarted server
// against it. Only a write whose 2xx arrived is recorded; one sent but not answered is kept
// apart as "unanswered" (it may or may not have landed; both are fine), so the check can
// tell "landed without an answer" from "lost". The content API's items (notices, people,
// alerts, drafts) are kept by `content-ledger.mjs`, whose check this one runs with its own.
import { ContentLedger, namedFiles } from "./content-ledger.mjs";
import { sha256 } from "./files.mjs";
import { eachLimited } from "./limited.mjs";

export { eachLimited };

export class Ledger {
  constructor() {
    /** title.en → { sent, images: [url], cycle } */
    this.events = new Map();
    /** url → { sha256, bytes, kind: "image" | "pdf" | "photo", cycle, checked, owner } (`owner`:
     * the key of the content item that names it, whose delete takes it along) */
    this.files = new Map();
    /** `${url} ${savedAt}` → { url, savedAt, cycle } */
    this.hoarding = new Map();
    /** Events sent whose answer never came: title.en → why ("killed": the server was
     * killed first; "abandoned": the client gave up). */
    this.unanswered = new Map();
    /** URLs of PDFs sent as the hoarding circular whose answer never came. */
    this.unansweredHoarding = new Set();
    /** What was found missing, once per write: key → { kind, key, cycle, foundAt, why }. */
    this.lost = new Map();
    this.landedWithoutAnswer = 0;
    this.dangling = [];
    /** The content API's items. */
    this.content = new ContentLedger();
    /** Files an item names that were not served: { cycle, url, by, status }. */
    this.unserved = [];
    /** Files a deleted item named that were still served: { cycle, url, owner, status }. */
    this.kept = [];
    /** Acknowledged uploads that a deleted item took with it (no longer expected). */
    this.released = 0;
    /** `kind/id@version` of items whose revisions were read. */
    this.revisionsRead = new Set();
    /** Addresses items name, beyond the acknowledged uploads, found served once. */
    this.namedServed = new Set();
    /** Files fetched because an item names them. */
    this.namedFetched = 0;
  }

  counts() {
    let images = 0;
    let pdfs = 0;
    let photos = 0;
    for (const file of this.files.values()) {
      if (file.kind === "pdf") pdfs++;
      else if (file.kind === "photo") photos++;
      else images++;
    }
    return {
      events: this.events.size,
      images,
      pdfs,
      photos,
      hoarding: this.hoarding.size,
      content: this.content.counts(),
    };
  }

  /** An event answered 201: `sent` is the data sent, `images` `[{bytes}]` in the order sent,
   * `answer` the event the server returned (its `images` are the URLs, in the same order). */
  ackEvent(sent, images, answer, cycle) {
    if (answer.images.length !== images.length) {
      const { length } = answer.images;
      throw new Error(`event "${sent.title.en}" came back with ${length} images, ${images.length} sent`);
    }
    this.unanswered.delete(sent.title.en);
    this.events.set(sent.title.en, { sent, images: answer.images, cycle });
    answer.images.forEach((url, i) => this.#ackFile(url, images[i].bytes, "image", cycle));
  }

  ackPdf(url, bytes, cycle) {
    this.#ackFile(url, bytes, "pdf", cycle);
  }

  /** An upload of the content writers answered 201: a notice's PDF or a corporator's photo. */
  ackUpload(url, bytes, kind, cycle) {
    this.#ackFile(url, bytes, kind, cycle);
  }

  /** The file at `url` is named by the content item `key` (and goes when it is deleted). */
  own(url, key) {
    this.files.get(url).owner = key;
  }

  ackHoarding(record, cycle) {
    this.unansweredHoarding.delete(record.url);
    this.hoarding.set(`${record.url} ${record.savedAt}`, { ...record, cycle });
  }

  /** Everything acknowledged until now, as copies that later answers do not change: what a
   * backup begun at this moment must hold (`backups.mjs`). */
  snapshot() {
    const files = new Map();
    for (const [url, { sha256: hash, bytes, kind, cycle, owner }] of this.files) {
      files.set(url, { sha256: hash, bytes, kind, cycle, owner });
    }
    const content = this.content.snapshot();
    return { events: new Map(this.events), files, hoarding: new Map(this.hoarding), content };
  }

  #ackFile(url, bytes, kind, cycle) {
    if (this.files.has(url)) throw new Error(`the server issued ${url} twice`);
    this.files.set(url, { sha256: sha256(bytes), bytes: bytes.length, kind, cycle, checked: false });
  }

  /** The session `role` signed in with in cycle `cycle` was refused after the start of `foundAt`. */
  loseSession(role, cycle, foundAt) {
    this.#lose("session", `the ${role}'s session`, cycle, foundAt, "GET /api/scm-auth/me answered 401");
  }

  #lose(kind, key, cycle, foundAt, why) {
    if (!this.lost.has(key)) this.lost.set(key, { kind, key, cycle, foundAt, why });
  }

  /**
   * Checks a freshly started server: every acknowledged event (with its texts and image
   * URLs) in `GET /api/events`, every acknowledged hoarding record in the history, every item
   * of the content API in a state its writes leave it in (`content-ledger.mjs`), and the bytes
   * of files: all not checked yet and those of the items written since the last check, plus
   * `sample` older ones (`sample` Infinity checks every file, on the `final` check); and that
   * every `/uploads/` address an item names is served. Returns how many files were fetched.
   */
  async verify(api, { cycle, sample, random, runId, final }) {
    const listed = new Map((await api.getJson("/api/events")).map((event) => [event.title.en, event]));
    for (const [title, { sent, images, cycle: wrote }] of this.events) {
      const event = listed.get(title);
      const why = !event ? "missing from GET /api/events" : differs(sent, images, event);
      if (why) this.#lose("event", `event "${title}"`, wrote, cycle, why);
    }
    const records = (await api.getJson("/api/hoarding")).history;
    const history = new Set(records.map((r) => `${r.url} ${r.savedAt}`));
    for (const [key, { cycle: wrote }] of this.hoarding) {
      if (!history.has(key)) {
        this.#lose("hoarding", `hoarding ${key}`, wrote, cycle, "missing from GET /api/hoarding history");
      }
    }
    this.landedWithoutAnswer += records.filter((r) => this.unansweredHoarding.has(r.url)).length;
    this.unansweredHoarding.clear();

    // The content API's items, each in a state its writes leave it in; the files a deleted
    // one took with it are no longer expected, and must no longer be served.
    const content = await this.content.verify(api, { cycle, runId, final });
    for (const url of content.gone) if (this.files.delete(url)) this.released++;

    const fresh = [];
    const older = [];
    for (const [url, file] of this.files) (file.checked ? older : fresh).push(url);
    const picked = sample >= older.length ? older : pick(older, sample, random);
    // The files of the items written since the last check are fetched whatever the sample.
    const urls = [...new Set([...fresh, ...picked, ...[...content.serve].filter((url) => this.files.has(url))])];

    // Every address any item names, in any version, is served; those that are not the
    // acknowledged uploads above (an event's images that landed without an answer) once, and
    // every one at the end.
    const lists = [...content.lists, ["events", (await api.getJson("/api/content/events?scope=all")).items]];
    const { named } = await namedFiles(api, lists, final ? null : this.revisionsRead);
    for (const url of content.serve) if (!named.has(url)) named.set(url, "an item the ledger expects");
    const namedOnly = [...named].filter(([url]) => !this.files.has(url) && (final || !this.namedServed.has(url)));
    // Events that landed although their answer never came: their images must be served too
    // (a half-saved event is as bad as a lost one).
    const landed = [...this.unanswered.keys()].filter((title) => listed.has(title));
    this.landedWithoutAnswer += landed.length;
    const unansweredImages = landed.flatMap((title) =>
      listed.get(title).images.map((url) => ({ url, title, why: this.unanswered.get(title) })),
    );

    await eachLimited(urls, 8, async (url) => {
      const file = this.files.get(url);
      const { status, bytes } = await api.getBytes(url);
      const why =
        status !== 200
          ? `GET ${url} answered ${status}`
          : sha256(bytes) !== file.sha256
            ? `GET ${url} served other bytes (${bytes.length}, sent ${file.bytes})`
            : "";
      if (why) this.#lose(file.kind, url, file.cycle, cycle, why);
      file.checked = true;
    });
    await eachLimited(unansweredImages, 8, async ({ url, title, why }) => {
      const { status } = await api.getBytes(url);
      if (status !== 200) this.dangling.push({ cycle, title, unanswered: why, url, status });
    });
    await eachLimited(namedOnly, 8, async ([url, by]) => {
      const { status } = await api.getBytes(url);
      if (status === 200) this.namedServed.add(url);
      else this.unserved.push({ cycle, url, by, status });
    });
    const gone = [...content.gone];
    await eachLimited(gone, 8, async (url) => {
      const { status } = await api.getBytes(url);
      if (status !== 404) this.kept.push({ cycle, url, status });
    });
    this.namedFetched += namedOnly.length;
    this.unanswered.clear(); // what did not land by now never will
    return urls.length + unansweredImages.length + namedOnly.length + gone.length;
  }
}

/** Why a listed event is not the one acknowledged, or "" when it is. */
export function differs(sent, images, event) {
  for (const field of ["title", "description"]) {
    const [got, want] = [event[field], sent[field]];
    if (got.en !== want.en || got.hi !== want.hi) return `its ${field} changed`;
  }
  if (event.date !== sent.date) return `its date changed to ${event.date}`;
  if (event.category !== sent.category) return `its category changed to ${event.category}`;
  const listed = JSON.stringify(event.images);
  if (listed !== JSON.stringify(images)) return `its images changed: ${listed}`;
  return "";
}

/** `count` distinct items of `items`, drawn with `random`. */
function pick(items, count, random) {
  const copy = items.slice();
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, count);
}
