// The writing side of a cycle: `workers` clients in parallel, each sending one write after
// another until the server is killed: as the admin, an event with 0 to 3 PNGs, or a PDF upload
// followed most times by saving it as the hoarding circular; through the content API, as the
// publisher and an editor, a notice with its PDF, a person of a directory, an alert, or an
// editor's draft with its review (`content.mjs`). Every 2xx goes into the ledger the moment its
// answer is read; a write the kill cut short is counted as in flight. A few events are
// abandoned by their client while the server is storing them, as an admin who closes the tab
// would.
import { contentChains } from "./content.mjs";
import { png, pdf } from "./files.mjs";

/** How a worker picks its next write: the share of each (the rest are editors' drafts). */
const MIX = [
  ["event", 0.35],
  ["circular", 0.2],
  ["notice", 0.15],
  ["person", 0.12],
  ["alert", 0.08],
];

const CATEGORIES = ["cultural", "health", "environment"];

function between(random, low, high) {
  return low + Math.floor(random() * (high - low + 1));
}

/** A real calendar day between 2020 and 2027. */
function day(random) {
  const date = new Date(Date.UTC(2020, 0, 1) + between(random, 0, 8 * 365) * 86400000);
  return date.toISOString().slice(0, 10);
}

/** An image of 1 to 48 pixels a side, and one in ten of 120 to 200 (up to about 120 KB),
 * so that some kills land while an image is still streaming. */
function image(random) {
  const big = random() < 0.1;
  const side = () => (big ? between(random, 120, 200) : between(random, 1, 48));
  return png(side(), side());
}

/** A PDF of 2 KB to 64 KB, and one in twenty of up to 1 MB (still streaming when some kills
 * come). */
function circular(random) {
  const big = random() < 0.05;
  return pdf(big ? between(random, 64 * 1024, 1024 * 1024) : between(random, 2048, 64 * 1024));
}

/** Longest an impatient client waits before abandoning its event (a save with images takes
 * a few milliseconds here, so most give-ups land while it is being stored). */
const GIVE_UP_MAX_MS = 20;

/**
 * Writes through `api` (the admin) and `staff` (`{ publisher, editor }`) until `shouldStop()` is
 * true and every worker's write has ended; a share `giveUp` of the events is abandoned by the
 * client after 0 to 20 ms, on a live server. Resolves to `{ sent, acknowledged, abandoned,
 * errors }`: `errors` are refusals the server gave while it was running (each is a bug of the
 * bench or of the server).
 */
export async function writeUntilKilled(run) {
  const { api, staff, ledger, cycle, runId, workers, random, shouldStop, inFlight, giveUp } = run;
  const stats = { sent: 0, acknowledged: 0, abandoned: 0, errors: [] };
  let seq = 0;

  const attempt = async (send, abandons = false) => {
    stats.sent++;
    inFlight.count++;
    try {
      await send();
      stats.acknowledged++;
      return true;
    } catch (error) {
      // After the kill every request fails, and an abandoned one fails by design; only a
      // refusal from a live server is an error.
      if (abandons) stats.abandoned++;
      else if (!shouldStop()) stats.errors.push(String(error.message ?? error));
      return false;
    } finally {
      inFlight.count--;
    }
  };

  const createEvent = (worker) => {
    const n = seq++;
    const mark = `${runId} c${cycle} w${worker} n${n}`;
    const sent = {
      title: { en: `Durability check ${mark}`, hi: `टिकाऊपन जाँच ${mark}` },
      description: {
        en: `Written by the crash loop, ${mark}.`,
        hi: `क्रैश लूप ने लिखा, ${mark}।`,
      },
      date: day(random),
      category: CATEGORIES[between(random, 0, 2)],
    };
    const images = Array.from({ length: between(random, 0, 3) }, (_, i) => ({
      bytes: image(random),
      name: `photo-${i + 1}.png`,
    }));
    const abandons = random() < giveUp;
    ledger.unanswered.set(sent.title.en, abandons ? "abandoned" : "killed");
    const client = abandons ? api.impatient(between(random, 0, GIVE_UP_MAX_MS)) : api;
    const send = async () => ledger.ackEvent(sent, images, await client.createEvent(sent, images), cycle);
    return attempt(send, abandons);
  };

  const uploadCircular = async (worker) => {
    const bytes = circular(random);
    let url = null;
    const saved = await attempt(async () => {
      url = await api.uploadPdf(bytes, `circular-c${cycle}-w${worker}.pdf`);
      ledger.ackPdf(url, bytes, cycle);
    });
    if (saved && random() < 0.7 && !shouldStop()) {
      ledger.unansweredHoarding.add(url);
      await attempt(async () => ledger.ackHoarding(await api.saveHoarding(url), cycle));
    }
  };

  const content = contentChains({
    staff,
    ledger,
    cycle,
    random,
    attempt,
    shouldStop,
    mark: (worker) => `${runId} c${cycle} w${worker} n${seq++}`,
    // Ten digits, unique in the run: 9, the cycle, a sequence number of the cycle.
    mobile: () => `9${String(cycle % 10000).padStart(4, "0")}${String(seq++ % 100000).padStart(5, "0")}`,
  });
  const writes = { event: createEvent, circular: uploadCircular, ...content };

  const worker = async (id) => {
    while (!shouldStop()) {
      let pick = random();
      const [what] = MIX.find(([, share]) => (pick -= share) < 0) ?? ["draft"];
      await writes[what](id);
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, id) => worker(id)));
  return stats;
}
