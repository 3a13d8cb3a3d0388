// The client's memory of what the server acknowledged, and the check of a restarted server
// against it. Only a write whose 201 arrived is recorded; one sent but not answered is kept
// apart as "unanswered" (it may or may not have landed; both are fine), so the check can
// tell "landed without an answer" from "lost".
import { sha256 } from "./files.mjs";

/** Runs `work` over `items` with at most `limit` at a time. */
export async function eachLimited(items, limit, work) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

export class Ledger {
  constructor() {
    /** title.en → { sent, images: [url], cycle } */
    this.events = new Map();
    /** url → { sha256, bytes, kind: "image" | "pdf", cycle, checked } */
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
  }

  counts() {
    let images = 0;
    let pdfs = 0;
    for (const file of this.files.values()) file.kind === "pdf" ? pdfs++ : images++;
    return { events: this.events.size, images, pdfs, hoarding: this.hoarding.size };
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

  ackHoarding(record, cycle) {
    this.unansweredHoarding.delete(record.url);
    this.hoarding.set(`${record.url} ${record.savedAt}`, { ...record, cycle });
  }

  /** Everything acknowledged until now, as copies that later answers do not change: what a
   * backup begun at this moment must hold (`backups.mjs`). */
  snapshot() {
    const files = new Map();
    for (const [url, { sha256: hash, bytes, kind, cycle }] of this.files) {
      files.set(url, { sha256: hash, bytes, kind, cycle });
    }
    return { events: new Map(this.events), files, hoarding: new Map(this.hoarding) };
  }

  #ackFile(url, bytes, kind, cycle) {
    if (this.files.has(url)) throw new Error(`the server issued ${url} twice`);
    this.files.set(url, { sha256: sha256(bytes), bytes: bytes.length, kind, cycle, checked: false });
  }

  #lose(kind, key, cycle, foundAt, why) {
    if (!this.lost.has(key)) this.lost.set(key, { kind, key, cycle, foundAt, why });
  }

  /**
   * Checks a freshly started server: every acknowledged event (with its texts and image
   * URLs) in `GET /api/events`, every acknowledged hoarding record in the history, and the
   * bytes of files: all not checked yet, plus `sample` older ones (`sample` Infinity checks
   * every file). Returns how many files were fetched.
   */
  async verify(api, { cycle, sample, random }) {
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

    const fresh = [];
    const older = [];
    for (const [url, file] of this.files) (file.checked ? older : fresh).push(url);
    const picked = sample >= older.length ? older : pick(older, sample, random);
    const urls = [...fresh, ...picked];
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
    this.unanswered.clear(); // what did not land by now never will
    return urls.length + unansweredImages.length;
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
