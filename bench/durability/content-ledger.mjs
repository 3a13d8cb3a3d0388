// The client's memory of the content API's writes (notices, people, alerts and an editor's
// drafts, `content.mjs`) and the check of a server against it: after each restart, and on each
// restored backup (`backups.mjs`).
//
// Every item the writers make is an entry, known by the mark its label carries (the title, the
// name or the message: the server makes the item's id from it, so an item whose create was
// never answered is still found). An entry is the list of states its writes would leave it in,
// one per write, in order: its version, status, the fields sent, the files its versions name,
// what visitors see of it (the version on the site and its fields; an alert's only within its
// `from` and `until`) or that it is deleted. A state is pushed before its write is sent and
// marked acknowledged once the 2xx answer was read whole; a chain of writes stops at the first
// that fails, so at most one state waits after the last acknowledged one.
//
// A check finds each entry's item in the staff view (`GET /api/content/{kind}/{id}?scope=all`,
// or the staff list) and must find it in one state it may be in: after a restart the state last
// acknowledged (or seen by an earlier check) or the one after it, which was in flight at the
// kill; in a backup that state as of the backup's start or any later one. Anything else is a
// failure: "lost" when an acknowledged write is not there (the item missing, at an older
// version, an acknowledged delete undone), "half-done" when the item is in a state no write
// would leave it in (a version neither the old nor the new, a draft published without its
// submit and approval, other fields, a version visitors should not see, an item made twice).
// The public view (`GET /api/content/{kind}/{id}` and the public list) must show the version
// the state says visitors see, or nothing; the files the state names must be served with the
// bytes sent (`ledger.mjs` fetches them); the files of a deleted item must be gone.
import { eachLimited } from "./limited.mjs";

/** The text of each kind that carries the writers' mark (what the server makes the id from). */
const LABEL = {
  notices: (item) => item.title?.en,
  people: (item) => item.name?.en,
  alerts: (item) => item.message?.en,
};

/** The kinds the writers use through the content API. */
export const CONTENT_KINDS = Object.keys(LABEL);

/** The writers' marks: `<run> c<cycle> w<worker> n<seq>`. */
const MARK = /\b(r[0-9a-z]+ c\d+ w\d+ n\d+)\b/;

/** What each chain of writes makes (`content.mjs`) and the steps it takes. */
export const WHATS = ["notice", "person", "alert", "draft"];
export const STEPS = ["create", "change", "submit", "approve", "delete"];

/** The `/uploads/` addresses `value` names, anywhere in it. */
export function uploadsIn(value, into = new Set()) {
  if (typeof value === "string") {
    if (value.startsWith("/uploads/")) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) uploadsIn(item, into);
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) uploadsIn(item, into);
  }
  return into;
}

/** JSON with the keys of every object sorted: two values are equal when these are. */
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** Why `item` does not hold the fields `sent` (the fields the server adds are not compared),
 * or "" when it does. */
export function fieldsDiffer(sent, item) {
  for (const [field, value] of Object.entries(sent)) {
    if (canonical(item[field]) !== canonical(value)) {
      return `its ${field} is ${JSON.stringify(item[field])}, sent ${JSON.stringify(value)}`;
    }
  }
  return "";
}

/** Why a staff view of an item (`found`, or null when absent) is not in `state`, or "". */
function stateDiffers(state, found) {
  if (state.deleted) return found ? `there at version ${found.version} (${found.status}), deleted` : "";
  if (!found) return "missing from the staff view";
  if (found.version !== state.version) return `at version ${found.version}, expected ${state.version}`;
  if (found.status !== state.status) return `${found.status} at version ${found.version}, expected ${state.status}`;
  return fieldsDiffer(state.data, found);
}

/** How near a moment of an alert's time a check may see it either way (the lists are read a
 * little before the check looks at them). */
const EDGE_MS = 5000;

/** Whether visitors see the published version `data` of an item of `kind` at `now`: always,
 * except an alert outside its `from`–`until` (null: too near either to tell). */
function showsAt(kind, data, now) {
  if (kind !== "alerts") return true;
  const [from, until] = [Date.parse(data.from), Date.parse(data.until)];
  if (Math.abs(now - from) < EDGE_MS || Math.abs(now - until) < EDGE_MS) return null;
  return from <= now && now < until;
}

/** Why the public view of an item (`shown`, or null) is not what `state` says visitors see at
 * `now`, or "". */
function publicDiffers(kind, state, shown, now) {
  const shows = state.deleted || state.publicVersion === null ? false : showsAt(kind, state.publicData, now);
  if (shows === null) return "";
  if (!shows) return shown ? `visitors see version ${shown.version}, which no state lets them see now` : "";
  if (!shown) return `visitors do not see it (version ${state.publicVersion} expected)`;
  if (shown.version !== state.publicVersion) {
    return `visitors see version ${shown.version}, expected ${state.publicVersion}`;
  }
  const why = fieldsDiffer(state.publicData, shown);
  return why ? `visitors see other fields: ${why}` : "";
}

/** The order of the steps of review: a status found before the one acknowledged is a lost step. */
const RANK = { draft: 0, review: 1, published: 2, archived: 3 };

/** A describable state: `v2 draft` or `deleted`. */
function named(state) {
  return state ? (state.deleted ? "deleted" : `v${state.version} ${state.status}`) : "not made";
}

/**
 * Checks every entry against a server. `allowed(entry)` gives the indices of the states the
 * entry may be in (-1: not made yet, so absent); `fresh(entry)` whether to look at it one item
 * at a time (the staff and the public `GET …/{id}`) rather than in the lists only. Resolves to
 * `{ results, strangers, checks }`: per entry the state found (`index`, -1 for absent, null for
 * none allowed), the failure (`failure`: "lost" or "half", with `why`), the files that must be
 * served (`serve`) or gone (`gone`); `strangers`: the writers' items no entry knows or found
 * twice; `checks`: how many states and public views were compared.
 */
export async function inspect(api, entries, { allowed, fresh, runId }) {
  const staff = new Map();
  const shown = new Map();
  const byMark = new Map();
  const strangers = [];
  const lists = [];
  for (const kind of CONTENT_KINDS) {
    const items = (await api.getJson(`/api/content/${kind}?scope=all`)).items;
    lists.push([kind, items]);
    for (const item of items) {
      staff.set(`${kind}/${item.id}`, item);
      const mark = MARK.exec(LABEL[kind](item) ?? "")?.[1];
      if (!mark || !mark.startsWith(`${runId} `)) continue;
      const key = `${kind} ${mark}`;
      if (byMark.has(key)) strangers.push({ key, why: `made twice: ${byMark.get(key).id} and ${item.id}` });
      else byMark.set(key, item);
      if (!entries.has(key)) strangers.push({ key, why: `the writers never sent it (id ${item.id})` });
    }
    for (const item of (await api.getJson(`/api/content/${kind}`)).items) shown.set(`${kind}/${item.id}`, item);
  }

  const results = [];
  let checks = 0;
  const lookOne = async (entry) => {
    let found = entry.id ? staff.get(`${entry.kind}/${entry.id}`) : byMark.get(entry.key);
    found ??= byMark.get(entry.key);
    const id = found?.id ?? entry.id;
    let visible = id ? (shown.get(`${entry.kind}/${id}`) ?? null) : null;
    if (id && fresh(entry)) {
      // One at a time too: the item's own address, as staff and as a visitor.
      const path = `/api/content/${entry.kind}/${encodeURIComponent(id)}`;
      const one = await api.lookJson(`${path}?scope=all`);
      const other = one.body && found ? stateDiffers({ ...found, data: found }, one.body) : "";
      if (Boolean(one.body) !== Boolean(found) || other) {
        results.push({ entry, index: null, failure: "half", why: `GET ${path}?scope=all disagrees with the list` });
        return;
      }
      const publicOne = await api.lookJson(path);
      if (Boolean(publicOne.body) !== Boolean(visible) || (visible && publicOne.body.version !== visible.version)) {
        results.push({ entry, index: null, failure: "half", why: `GET ${path} disagrees with the public list` });
        return;
      }
      visible = publicOne.body;
    }
    checks++;
    results.push(judge(entry, found ?? null, visible, allowed(entry)));
  };
  await eachLimited([...entries.values()], 8, lookOne);
  return { results, strangers, checks: checks * 2, lists };
}

/**
 * Every `/uploads/` address the items of `lists` (`[[kind, items]]`, staff views) name, in
 * their newest version or, read from `GET …/{id}/revisions`, an older one: address → which item
 * names it. `read` (a set of `kind/id@version`) skips the revisions of items read before at the
 * same version, and learns the new ones; without it every item's revisions are read.
 */
export async function namedFiles(api, lists, read = null) {
  const named = new Map();
  const older = [];
  for (const [kind, items] of lists) {
    for (const item of items) {
      for (const url of uploadsIn(item)) named.set(url, `${kind}/${item.id} v${item.version}`);
      const key = `${kind}/${item.id}@${item.version}`;
      if (item.version > 1 && !read?.has(key)) older.push({ kind, item, key });
    }
  }
  await eachLimited(older, 8, async ({ kind, item, key }) => {
    const { revisions } = await api.getJson(`/api/content/${kind}/${encodeURIComponent(item.id)}/revisions`);
    for (const revision of revisions) {
      for (const url of uploadsIn(revision.data)) if (!named.has(url)) named.set(url, `${kind}/${item.id} v${revision.version}`);
    }
    read?.add(key);
  });
  return { named, revisionsRead: older.length };
}

/** The state of `entry` that `found` (staff view) and `visible` (public view) are in, among the
 * `indices` it may be in; or the failure. */
function judge(entry, found, visible, indices, now = Date.now()) {
  const files = (upTo) => {
    const all = new Set();
    for (const state of entry.states.slice(0, upTo + 1)) for (const url of state.files ?? []) all.add(url);
    return [...all];
  };
  for (const index of indices) {
    const state = index < 0 ? null : entry.states[index];
    if (index < 0 ? found : stateDiffers(state, found)) continue;
    if (!state) {
      if (visible)
        return { entry, index, failure: "half", why: `visitors see version ${visible.version} of an item staff do not` };
      return { entry, index, serve: [], gone: [] };
    }
    const why = publicDiffers(entry.kind, state, visible, now);
    if (why) {
      // An acknowledged publication visitors do not see is lost; anything else shown is half-done.
      const lost = state.acked && !visible;
      return { entry, index, failure: lost ? "lost" : "half", why: `${named(state)}: ${why}` };
    }
    if (state.deleted) return { entry, index, serve: [], gone: files(index) };
    return { entry, index, serve: state.files, gone: [] };
  }
  // In no state it may be in. The earliest of them is what was acknowledged (or seen) last.
  const first = indices[0] ?? -1;
  const settled = first < 0 ? null : entry.states[first];
  const may = indices.map((i) => named(i < 0 ? null : entry.states[i])).join(" or ");
  const what = found ? `v${found.version} ${found.status}` : "absent";
  const reasons = indices.map((i) => (i < 0 ? (found ? "made" : "") : stateDiffers(entry.states[i], found))).filter(Boolean);
  const why = `${what}, may be ${may}: ${reasons.join("; ")}`;
  // Lost: the acknowledged state undone (absent, an older version, an earlier step of review,
  // a deleted item back). Anything else is a state no write makes: half-done.
  const rolledBack =
    settled &&
    (settled.deleted
      ? Boolean(found)
      : !found ||
        found.version < settled.version ||
        (found.version === settled.version && RANK[found.status] < RANK[settled.status]));
  return { entry, index: null, failure: rolledBack ? "lost" : "half", why };
}

export class ContentLedger {
  constructor() {
    /** `${kind} ${mark}` → { key, what, kind, mark, id, cycle, states, settled } */
    this.entries = new Map();
    /** Acknowledged writes: what → step → count. */
    this.acked = Object.fromEntries(WHATS.map((what) => [what, Object.fromEntries(STEPS.map((step) => [step, 0]))]));
    /** Answers that did not say what the write makes: { key, step, why }. */
    this.unexpected = [];
    /** Failures found after restarts, once per entry: key → { what, key, cycle, foundAt, why }. */
    this.lost = new Map();
    this.halfDone = new Map();
    /** States and public views compared; unacknowledged writes that landed. */
    this.checks = 0;
    this.landedWithoutAnswer = 0;
  }

  /** A new item the writers are about to create. */
  begin(what, kind, mark, cycle) {
    const entry = { key: `${kind} ${mark}`, what, kind, mark, id: null, cycle, states: [], settled: -1 };
    this.entries.set(entry.key, entry);
    return entry;
  }

  /** The state a write about to be sent leaves `entry` in; returns its index. */
  expect(entry, state) {
    entry.states.push({ files: [], publicVersion: null, publicData: null, deleted: false, ...state, acked: false, never: false });
    return entry.states.length - 1;
  }

  /** The write of state `index` was answered with `answer` (the item, or null for a delete). */
  ack(entry, index, answer) {
    const state = entry.states[index];
    state.acked = true;
    entry.settled = index;
    this.acked[entry.what][state.step]++;
    if (!answer) return;
    if (entry.id === null) entry.id = answer.id;
    const why =
      answer.id !== entry.id
        ? `answered the item ${answer.id}, not ${entry.id}`
        : answer.version !== state.version || answer.status !== state.status
          ? `answered v${answer.version} ${answer.status}, expected ${named(state)}`
          : fieldsDiffer(state.data, answer);
    if (why) this.unexpected.push({ key: entry.key, step: state.step, why });
  }

  /** Acknowledged content writes, by what they made. */
  counts() {
    const total = (what) => Object.values(this.acked[what]).reduce((sum, n) => sum + n, 0);
    return Object.fromEntries(WHATS.map((what) => [what, { writes: total(what), ...this.acked[what] }]));
  }

  /** What a backup begun now must hold: each entry's state acknowledged (or seen) last. */
  snapshot() {
    return new Map([...this.entries.values()].map((entry) => [entry.key, entry.settled]));
  }

  /**
   * Checks a restarted server (signed in as staff): each entry in its last acknowledged state
   * or the one after it (which then counts as landed without an answer; a later check only
   * accepts the state found). Resolves to the files of the items written since the last check
   * (every item at the end): `serve`, the addresses that must be served, and `gone`, those a
   * deleted item took with it (`ledger.mjs` fetches both); and `lists`, the staff lists read.
   */
  async verify(api, { cycle, runId, final }) {
    const allowed = (entry) => {
      const indices = [entry.settled];
      for (let i = entry.settled + 1; i < entry.states.length; i++) if (!entry.states[i].never) indices.push(i);
      return indices;
    };
    // One at a time, with its files: every item written since the last check (all at the end).
    const fresh = (entry) => final || entry.cycle === cycle - 1;
    const { results, strangers, checks, lists } = await inspect(api, this.entries, { allowed, fresh, runId });
    this.checks += checks;
    const serve = new Set();
    const gone = new Set();
    for (const { entry, index, failure, why, serve: urls, gone: away } of results) {
      if (failure) {
        const list = failure === "lost" ? this.lost : this.halfDone;
        if (!list.has(entry.key))
          list.set(entry.key, { what: entry.what, key: entry.key, cycle: entry.cycle, foundAt: cycle, why });
        continue;
      }
      if (index > entry.settled) {
        if (!entry.states[index].acked) this.landedWithoutAnswer++;
        entry.settled = index;
      }
      // What did not land by now never will.
      for (let i = entry.settled + 1; i < entry.states.length; i++) entry.states[i].never = true;
      if (!fresh(entry)) continue;
      for (const url of urls) serve.add(url);
      for (const url of away) gone.add(url);
    }
    for (const { key, why } of strangers) {
      if (!this.halfDone.has(key)) this.halfDone.set(key, { what: "unknown", key, cycle, foundAt: cycle, why });
    }
    return { serve, gone, lists };
  }
}

/**
 * Checks a restored backup against `snapshot` (the entries' states when it began): each entry
 * in that state or a later one, entries made later in any of theirs or absent. Resolves to
 * `{ found, missing: [{ what, key, cycle, why }], incomplete: [...], later, serve, gone, checks,
 * lists }` (`lists`: the staff lists read, `[[kind, items]]`).
 */
export async function checkBackup(api, ledger, snapshot, runId) {
  const allowed = (entry) => {
    const from = snapshot.get(entry.key) ?? -1;
    return Array.from({ length: entry.states.length - from }, (_, i) => from + i);
  };
  const { results, strangers, checks, lists } = await inspect(api, ledger.entries, { allowed, fresh: () => false, runId });
  const out = { found: 0, missing: [], incomplete: [], later: 0, serve: new Set(), gone: new Set(), checks, lists };
  for (const { entry, index, failure, why, serve, gone } of results) {
    const required = snapshot.has(entry.key) && snapshot.get(entry.key) >= 0;
    if (failure === "lost" && required) out.missing.push({ what: entry.what, key: entry.key, cycle: entry.cycle, why });
    else if (failure) out.incomplete.push({ what: entry.what, key: entry.key, cycle: entry.cycle, why });
    else {
      if (required) out.found++;
      else if (index >= 0) out.later++;
      for (const url of serve) out.serve.add(url);
      for (const url of gone) out.gone.add(url);
    }
  }
  for (const { key, why } of strangers) out.incomplete.push({ what: "unknown", key, cycle: null, why });
  return out;
}
