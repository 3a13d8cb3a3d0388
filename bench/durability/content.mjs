// The content API's writers: the kinds staff change most, written as staff write them, each a
// chain of writes on one item that stops at the first that fails (the kill):
//
// - a notice: its PDF uploaded (`POST /api/upload`), the notice saved naming it by the
//   publisher (published at once), half of them changed again (`PUT` with `If-Match`, a new
//   title and date, half of those with a new PDF), a fifth of them deleted;
// - a person of a directory: an SMC employee (serial, designation), a ward officer (ward,
//   designation), an outsourced supervisor (agency zone, designation) or a corporator (ward,
//   party and a photo uploaded first, `POST /api/upload/photo`), each with a mobile number no
//   one else has; half changed (a new mobile), a fifth deleted;
// - an alert (`{message, severity, from, until}`): a third live now (from a minute ago until
//   two and a half minutes from now: a banner on every page, so its save answers once every
//   page is rendered again, up to 5 s), the others announced for an hour of their own from the
//   next day on (visitors do not see them yet); the rules let at most five alerts be live at
//   any moment, so an alert is live only while fewer than four of the writers' are, and the
//   hours do not overlap; half changed (severity, and a scheduled one's end), a third deleted;
// - an editor's draft: the editor uploads a PDF and saves a notice (a draft), sends most for
//   review, and the publisher approves most of those (published); half of the approved ones the
//   editor changes again (a draft while the approved version stays on the site), and half of
//   those go through review again.
//
// Every write goes into the ledger (`content-ledger.mjs`) as the state it leaves the item in,
// before it is sent; the 2xx answer, read whole, acknowledges it.
import { pdf, png } from "./files.mjs";

const DESIGNATIONS = ["accountant", "assistant-grade-2", "computer-operator", "revenue-inspector", "sub-engineer"];
const PARTIES = ["bjp", "inc", "independent"];
const SEVERITIES = ["info", "warning", "emergency"];

const between = (random, low, high) => low + Math.floor(random() * (high - low + 1));

/** The writers' live alerts (when each ends, in ms), and the hours taken by scheduled ones,
 * from the next day on: a new alert never makes more live at once than the rules allow. */
const liveAlerts = [];
const LIVE_ALERTS = 4;
const LIVE_ALERT_MS = 150_000;
const firstHour = Math.ceil(Date.now() / 3600_000) * 3600_000 + 86400_000;
let hoursTaken = 0;

/** A real calendar day between 2020 and 2027. */
function day(random) {
  return new Date(Date.UTC(2020, 0, 1) + between(random, 0, 8 * 365) * 86400000).toISOString().slice(0, 10);
}

/** A moment (ms since 1970) in RFC 3339, to the second. */
const moment = (ms) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");

/** A notice's PDF: 2 KB to 64 KB. */
const noticePdf = (random) => pdf(between(random, 2048, 64 * 1024));

/**
 * The chains of one cycle. `run`: `staff` (`{ publisher, editor }`, signed-in `Api`s),
 * `ledger`, `cycle`, `random`, `attempt` (the writer's: counts the write, keeps it in flight
 * until it ends, resolves to whether it was acknowledged), `shouldStop`, `mark()` (a new mark
 * for an item's label) and `mobile()` (a new mobile number).
 */
export function contentChains(run) {
  const { staff, ledger, cycle, random, attempt, shouldStop } = run;
  const { content } = ledger;
  const current = (entry) => entry.states[entry.settled];

  /** One write of `entry`: the state it leaves the item in, pushed before `send()` is. */
  const write = (entry, state, send) =>
    attempt(async () => {
      const index = content.expect(entry, { cycle, ...state });
      content.ack(entry, index, await send());
    });

  /** Uploads a file as `api`'s account; resolves to its address, or null. */
  const upload = async (api, kind, owner) => {
    const bytes = kind === "pdf" ? noticePdf(random) : png(between(random, 8, 48), between(random, 8, 48));
    let url = null;
    const saved = await attempt(async () => {
      url =
        kind === "pdf"
          ? await api.uploadPdf(bytes, `notice-c${cycle}.pdf`)
          : await api.uploadPhoto(bytes, `corporator-c${cycle}.png`);
      ledger.ackUpload(url, bytes, kind, cycle);
    });
    if (!saved) return null;
    ledger.own(url, owner);
    return url;
  };

  /** Saves `data` as the item's first or next version as `api` (`role`), naming `files`. */
  const save = (entry, api, role, data, files) => {
    const last = current(entry);
    const version = last ? last.version + 1 : 1;
    const publishes = role !== "editor";
    const state = {
      step: last ? "change" : "create",
      version,
      status: publishes ? "published" : "draft",
      data,
      // Every version's files: a revision keeps its own.
      files: [...new Set([...(last?.files ?? []), ...files])],
      // The version on the site (visitors see an alert's only within its time).
      publicVersion: publishes ? version : (last?.publicVersion ?? null),
      publicData: publishes ? data : (last?.publicData ?? null),
    };
    const send = last ? () => api.replaceItem(entry.kind, entry.id, last.version, data) : () => api.createItem(entry.kind, data);
    return write(entry, state, send);
  };

  /** A review step (`submit`, `approve`) as `api`, from the version acknowledged last. */
  const review = (entry, api, step) => {
    const last = current(entry);
    const approves = step === "approve";
    const state = {
      step,
      version: last.version,
      status: approves ? "published" : "review",
      data: last.data,
      files: last.files,
      publicVersion: approves ? last.version : last.publicVersion,
      publicData: approves ? last.data : last.publicData,
    };
    return write(entry, state, () => api.reviewItem(entry.kind, entry.id, step, last.version));
  };

  /** Deletes the item as the publisher. */
  const remove = (entry) => {
    const last = current(entry);
    const state = { step: "delete", deleted: true, version: null, status: null, data: null, files: last.files };
    return write(entry, state, async () => {
      await staff.publisher.deleteItem(entry.kind, entry.id, last.version);
      return null;
    });
  };

  const go = (share) => !shouldStop() && random() < share;

  const noticeData = (label, mark, url) => ({
    title: { en: `${label.en} ${mark}`, hi: `${label.hi} ${mark}` },
    date: day(random),
    pdf: url,
  });

  return {
    async notice(worker) {
      const mark = run.mark(worker);
      const entry = content.begin("notice", "notices", mark, cycle);
      const first = await upload(staff.publisher, "pdf", entry.key);
      if (!first || shouldStop()) return;
      const label = { en: "Durability notice", hi: "टिकाऊपन सूचना" };
      if (!(await save(entry, staff.publisher, "publisher", noticeData(label, mark, first), [first]))) return;
      if (go(0.5)) {
        const second = random() < 0.5 ? await upload(staff.publisher, "pdf", entry.key) : first;
        if (!second || shouldStop()) return;
        const revised = { en: "Durability notice, revised", hi: "टिकाऊपन सूचना संशोधित" };
        if (!(await save(entry, staff.publisher, "publisher", noticeData(revised, mark, second), [second]))) return;
      }
      if (go(0.2)) await remove(entry);
    },

    async person(worker) {
      const mark = run.mark(worker);
      const entry = content.begin("person", "people", mark, cycle);
      const directory = ["smc-employee", "ward-officer", "outsource-employee", "corporator"][between(random, 0, 3)];
      const data = {
        directory,
        name: { en: `Durability Person ${mark}`, hi: `टिकाऊपन कर्मचारी ${mark}` },
        mobile: run.mobile(),
      };
      const files = [];
      const designation = DESIGNATIONS[between(random, 0, DESIGNATIONS.length - 1)];
      if (directory === "smc-employee") Object.assign(data, { serial: between(random, 100, 999), designation });
      else if (directory === "ward-officer") Object.assign(data, { ward: between(random, 1, 45), designation });
      else if (directory === "outsource-employee") Object.assign(data, { zone: between(random, 1, 9), designation });
      else {
        const photo = await upload(staff.publisher, "photo", entry.key);
        if (!photo || shouldStop()) return;
        files.push(photo);
        Object.assign(data, { ward: between(random, 1, 45), party: PARTIES[between(random, 0, 2)], photo });
      }
      if (!(await save(entry, staff.publisher, "publisher", data, files))) return;
      if (go(0.5) && !(await save(entry, staff.publisher, "publisher", { ...data, mobile: run.mobile() }, []))) return;
      if (go(0.2)) await remove(entry);
    },

    async alert(worker) {
      const mark = run.mark(worker);
      const entry = content.begin("alert", "alerts", mark, cycle);
      const now = Date.now();
      const live = random() < 1 / 3 && liveAlerts.filter((until) => until > now).length < LIVE_ALERTS;
      const from = live ? now - 60_000 : firstHour + hoursTaken++ * 3600_000;
      const until = live ? now + LIVE_ALERT_MS : from + 3600_000;
      if (live) liveAlerts.push(until);
      const data = {
        message: { en: `Durability alert ${mark}`, hi: `टिकाऊपन चेतावनी ${mark}` },
        severity: SEVERITIES[between(random, 0, 2)],
        from: moment(from),
        until: moment(until),
      };
      if (!(await save(entry, staff.publisher, "publisher", data, []))) return;
      const severity = SEVERITIES[between(random, 0, 2)];
      const changed = { ...data, severity, until: live ? data.until : moment(from + 1800_000) };
      if (go(0.5) && !(await save(entry, staff.publisher, "publisher", changed, []))) return;
      if (go(0.3)) await remove(entry);
    },

    async draft(worker) {
      const { editor, publisher } = staff;
      const mark = run.mark(worker);
      const entry = content.begin("draft", "notices", mark, cycle);
      const first = await upload(editor, "pdf", entry.key);
      if (!first || shouldStop()) return;
      const label = { en: "Durability draft", hi: "टिकाऊपन प्रारूप" };
      if (!(await save(entry, editor, "editor", noticeData(label, mark, first), [first]))) return;
      // A fifth stay drafts, a few wait in review.
      if (!go(0.8) || !(await review(entry, editor, "submit"))) return;
      if (!go(0.85) || !(await review(entry, publisher, "approve"))) return;
      if (!go(0.5)) return;
      // The editor changes the approved notice: a draft, while the approved version stays on
      // the site until the publisher approves this one too.
      const second = random() < 0.5 ? await upload(editor, "pdf", entry.key) : first;
      if (!second || shouldStop()) return;
      const revised = { en: "Durability draft, revised", hi: "टिकाऊपन प्रारूप संशोधित" };
      if (!(await save(entry, editor, "editor", noticeData(revised, mark, second), [second]))) return;
      if (go(0.5) && (await review(entry, editor, "submit"))) await review(entry, publisher, "approve");
    },
  };
}
