// Five years of a corporation's content, as the files of `content/` hold it, for the benches and
// a slice of the end-to-end tests: 2,000 notices, 300 tenders, 100 recruitment notices, 200
// events and 1,000 people across the six directories, in both languages, with dates spread over
// the five years before `--today` and ends that have passed for most of them (a notice is shown
// for one to three months, a tender until its last day). Every other kind is copied from
// `content/`. The same arguments always write the same files (a fixed random sequence).
//
// node bench/data/make.mjs OUT_DIR [--today YYYY-MM-DD] [--notices N]
// then: server --data-dir DATA import OUT_DIR (with the server stopped), or makeStore() below.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const content = path.join(root, "content");

/** How many of each kind five years bring. */
export const COUNTS = { notices: 2000, tenders: 300, recruitment: 100, events: 200, people: 1000 };
const YEARS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A fixed sequence of numbers in [0, 1) (mulberry32). */
function sequence(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const readJson = (file) => JSON.parse(readFileSync(path.join(content, file), "utf8"));
const day = (ms) => new Date(ms).toISOString().slice(0, 10);
const pad = (n, width = 2) => String(n).padStart(width, "0");

/** The files of `content/public/files/<folder>/` as the site serves them. */
function siteFiles(folder) {
  return readdirSync(path.join(content, "public", "files", folder))
    .filter((name) => name.endsWith(".pdf"))
    .sort()
    .map((name) => `/files/${folder}/${name}`);
}

// What notices are about, in both languages; {ward} and {zone} are filled in.
const NOTICE_SUBJECTS = [
  ["Revised water supply timings for Ward {ward}", "वार्ड {ward} में जल प्रदाय के संशोधित समय"],
  ["Property tax camp in Zone {zone}", "ज़ोन {zone} में संपत्तिकर शिविर"],
  ["Special cleanliness drive in Ward {ward}", "वार्ड {ward} में विशेष स्वच्छता अभियान"],
  ["Road repair and traffic diversion near Ward {ward}", "वार्ड {ward} के पास सड़क मरम्मत एवं यातायात परिवर्तन"],
  ["Drain cleaning before the monsoon in Zone {zone}", "ज़ोन {zone} में मानसून पूर्व नाला सफाई"],
  ["Trade licence renewal reminder for Zone {zone}", "ज़ोन {zone} हेतु व्यापार लाइसेंस नवीनीकरण अनुस्मारक"],
  ["Dengue prevention advisory for Ward {ward}", "वार्ड {ward} हेतु डेंगू रोकथाम परामर्श"],
  ["Street vendor survey in Ward {ward}", "वार्ड {ward} में पथ विक्रेता सर्वेक्षण"],
  ["PMAY beneficiary list for Ward {ward}", "वार्ड {ward} की प्रधानमंत्री आवास योजना हितग्राही सूची"],
  ["Power shutdown for streetlight maintenance in Zone {zone}", "ज़ोन {zone} में स्ट्रीटलाइट रखरखाव हेतु बिजली बंद"],
  ["Door-to-door waste collection charges for Zone {zone}", "ज़ोन {zone} हेतु घर-घर कचरा संग्रहण शुल्क"],
  ["Water tax camp at the Ward {ward} office", "वार्ड {ward} कार्यालय में जलकर शिविर"],
];

const TENDER_WORKS = [
  ["Repair of internal roads in Ward {ward}", "वार्ड {ward} की आंतरिक सड़कों की मरम्मत"],
  ["Supply of LED streetlights for Zone {zone}", "ज़ोन {zone} हेतु एलईडी स्ट्रीटलाइट की आपूर्ति"],
  ["Construction of a covered drain in Ward {ward}", "वार्ड {ward} में ढका हुआ नाला निर्माण"],
  ["Hiring of waste collection vehicles for Zone {zone}", "ज़ोन {zone} हेतु कचरा संग्रहण वाहन किराये पर लेना"],
  ["Laying of a water pipeline in Ward {ward}", "वार्ड {ward} में जल पाइपलाइन बिछाना"],
  ["Maintenance of the community hall in Ward {ward}", "वार्ड {ward} के सामुदायिक भवन का रखरखाव"],
];

const POSTS = [
  ["Sanitation inspector", "स्वच्छता निरीक्षक"],
  ["Assistant engineer (civil)", "सहायक यंत्री (सिविल)"],
  ["Computer operator", "कंप्यूटर ऑपरेटर"],
  ["Accountant", "लेखापाल"],
  ["Driver", "वाहन चालक"],
];

const EVENT_KINDS = [
  ["Cleanliness drive", "स्वच्छता अभियान", "environment", "clean-city-initiative"],
  ["Health camp", "स्वास्थ्य शिविर", "health", "health-camp"],
  ["Tribute meeting", "श्रद्धांजलि सभा", "cultural", "tribute-meeting"],
];

const GIVEN = [
  ["Anil", "अनिल"],
  ["Sunita", "सुनीता"],
  ["Rakesh", "राकेश"],
  ["Pooja", "पूजा"],
  ["Imran", "इमरान"],
  ["Nasreen", "नसरीन"],
  ["Vijay", "विजय"],
  ["Archana", "अर्चना"],
  ["Deepak", "दीपक"],
  ["Kavita", "कविता"],
  ["Ramesh", "रमेश"],
  ["Geeta", "गीता"],
];
const FAMILY = [
  ["Sharma", "शर्मा"],
  ["Tripathi", "त्रिपाठी"],
  ["Saket", "साकेत"],
  ["Khan", "ख़ान"],
  ["Shukla", "शुक्ला"],
  ["Patel", "पटेल"],
  ["Singh", "सिंह"],
  ["Gupta", "गुप्ता"],
  ["Verma", "वर्मा"],
];

const fill = (text, values) => text.replace(/\{(\w+)\}/g, (_, key) => String(values[key]));
const pick = (random, list) => list[Math.floor(random() * list.length)];

/** `count` moments spread evenly over the five years before `today` (ms), newest first. */
const spread = (today, count) =>
  Array.from({ length: count }, (_, index) => today - Math.floor(((index + 0.5) * YEARS * 365 * DAY_MS) / count));

function notices(random, today, count) {
  const pdfs = siteFiles("notices");
  return spread(today, count).map((dated, index) => {
    const [en, hi] = pick(random, NOTICE_SUBJECTS);
    const values = { ward: 1 + Math.floor(random() * 45), zone: 1 + Math.floor(random() * 3) };
    // The number makes each title its own, as the corporation's notice numbers do.
    const number = `${count - index}/${new Date(dated).getUTCFullYear()}`;
    return {
      id: `notice-${pad(count - index, 4)}`,
      title: { en: `${fill(en, values)} (No. ${number})`, hi: `${fill(hi, values)} (क्र. ${number})` },
      date: day(dated),
      pdf: pdfs[index % pdfs.length],
      language: pick(random, ["en", "hi", "both"]),
      new: today - dated < 10 * DAY_MS,
      validUntil: day(dated + (30 + Math.floor(random() * 60)) * DAY_MS),
    };
  });
}

function tenders(random, today) {
  const pdfs = siteFiles("tenders").filter((file) => !file.includes("corrigendum"));
  const corrigendum = siteFiles("tenders").find((file) => file.includes("corrigendum"));
  return spread(today, COUNTS.tenders).map((start, index) => {
    const [en, hi] = pick(random, TENDER_WORKS);
    const values = { ward: 1 + Math.floor(random() * 45), zone: 1 + Math.floor(random() * 3) };
    const year = new Date(start).getUTCFullYear();
    const end = start + (21 + Math.floor(random() * 25)) * DAY_MS;
    const amended = index % 7 === 3;
    return {
      id: `tender-${pad(COUNTS.tenders - index, 3)}`,
      no: `${pad(COUNTS.tenders - index, 3)}/${year}`,
      work: { en: fill(en, values), hi: fill(hi, values) },
      description: {
        en: `${fill(en, values)}: the bidder's eligibility, the earnest money and the schedule of rates are in the tender document.`,
        hi: `${fill(hi, values)}: बोलीदाता की पात्रता, अमानत राशि एवं दरों की अनुसूची निविदा दस्तावेज़ में है।`,
      },
      pdf: pdfs[index % pdfs.length],
      language: pick(random, ["en", "hi", "both"]),
      link: "https://mptenders.gov.in/",
      startDate: day(start),
      endDate: day(end),
      corrigenda: amended
        ? [
            {
              date: day(start + 7 * DAY_MS),
              note: { en: "The last date for bids is extended by one week.", hi: "बोली की अंतिम तिथि एक सप्ताह बढ़ाई गई।" },
              pdf: corrigendum,
            },
          ]
        : [],
    };
  });
}

function recruitment(random, today) {
  const pdfs = siteFiles("notices");
  return spread(today, COUNTS.recruitment).map((start, index) => {
    const [en, hi] = pick(random, POSTS);
    const posts = 1 + Math.floor(random() * 12);
    const year = new Date(start).getUTCFullYear();
    return {
      id: `recruitment-${pad(COUNTS.recruitment - index, 3)}`,
      no: `R-${pad(COUNTS.recruitment - index, 3)}/${year}`,
      post: { en: `${en}: ${posts} posts`, hi: `${hi}: ${posts} पद` },
      description: {
        en: `Applications are invited for ${posts} posts of ${en.toLowerCase()} on contract; eligibility and the form are in the advertisement.`,
        hi: `संविदा पर ${hi} के ${posts} पदों हेतु आवेदन आमंत्रित हैं; पात्रता एवं प्रपत्र विज्ञापन में हैं।`,
      },
      pdf: pdfs[index % pdfs.length],
      language: pick(random, ["en", "hi", "both"]),
      startDate: day(start),
      endDate: day(start + (15 + Math.floor(random() * 20)) * DAY_MS),
    };
  });
}

function events(random, today) {
  return spread(today, COUNTS.events).map((held, index) => {
    const [en, hi, category, images] = pick(random, EVENT_KINDS);
    const ward = 1 + Math.floor(random() * 45);
    const number = COUNTS.events - index;
    return {
      id: `event-${pad(number, 3)}`,
      title: { en: `${en} in Ward ${ward} (${number})`, hi: `वार्ड ${ward} में ${hi} (${number})` },
      description: {
        en: `${en} held by the corporation with the residents of Ward ${ward}.`,
        hi: `वार्ड ${ward} के निवासियों के साथ निगम द्वारा आयोजित ${hi}।`,
      },
      date: day(held),
      location: { en: `Ward ${ward} office`, hi: `वार्ड ${ward} कार्यालय` },
      category,
      images: [1, 2].map((n) => `/images/events/${images}-${n}.svg`),
    };
  });
}

/** The seed's people, and more in the directories that grow with the years (employees, officers,
 * outsourced staff) up to `COUNTS.people`, each with a mobile number of their own. */
function people(random) {
  const seed = readJson("directory/people.json");
  const grown = [...seed];
  const growing = [
    ["smc-employee", 0.7],
    ["smc-officer", 0.9],
    ["outsource-employee", 1],
  ];
  const designations = readJson("directory/designations.json").map((designation) => designation.id);
  // Each directory's people are numbered on from the seed's (their ids and serial numbers).
  const serials = new Map();
  for (const person of seed) serials.set(person.directory, (serials.get(person.directory) ?? 0) + 1);
  for (let index = 0; grown.length < COUNTS.people; index++) {
    const draw = random();
    const directory = growing.find(([, below]) => draw < below)[0];
    const [givenEn, givenHi] = pick(random, GIVEN);
    const [familyEn, familyHi] = pick(random, FAMILY);
    const serial = (serials.get(directory) ?? 0) + 1;
    serials.set(directory, serial);
    const person = {
      id: `${directory}-${serial}`,
      directory,
      name: { hi: `${givenHi} ${familyHi}`, en: `${givenEn} ${familyEn}` },
      mobile: `79${pad(index, 8)}`,
      serial,
      designation: pick(random, designations),
    };
    if (directory === "outsource-employee") {
      delete person.serial;
      person.zone = 1 + (index % 9);
    }
    grown.push(person);
  }
  return grown;
}

/** Writes the five years' content into `out` (made if missing); `today` is `YYYY-MM-DD`;
 * `notices`, how many notices in place of `COUNTS.notices` (a busier corporation's). */
export function makeContent(out, today = day(Date.now()), { notices: noticeCount = COUNTS.notices } = {}) {
  const at = Date.parse(`${today}T06:00:00Z`);
  const random = sequence(2026);
  for (const folder of ["", "directory", "info"]) mkdirSync(path.join(out, folder), { recursive: true });
  for (const file of ["info", "directory"]) cpSync(path.join(content, file), path.join(out, file), { recursive: true });
  for (const file of [
    "site.json",
    "home.json",
    "important-links.json",
    "press.json",
    "profiles.json",
    "departments.json",
    "alerts.json",
    "hoarding.json",
  ]) {
    cpSync(path.join(content, file), path.join(out, file));
  }
  const write = (file, value) => writeFileSync(path.join(out, file), `${JSON.stringify(value, null, 2)}\n`);
  write("notices.json", notices(random, at, noticeCount));
  write("tenders.json", tenders(random, at));
  write("recruitment.json", recruitment(random, at));
  write("events.json", events(random, at));
  write("directory/people.json", people(random));
}

/** A data directory holding the five years' content: `server import` run into `dataDir`. */
export function makeStore(bin, dataDir, { today, notices } = {}) {
  const out = path.join(dataDir, "..", `${path.basename(dataDir)}-content`);
  makeContent(out, today, { notices });
  mkdirSync(dataDir, { recursive: true });
  execFileSync(bin, ["--data-dir", dataDir, "import", out], { stdio: ["ignore", "ignore", "inherit"] });
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [out, ...rest] = process.argv.slice(2);
  if (!out) {
    console.error("usage: node bench/data/make.mjs OUT_DIR [--today YYYY-MM-DD] [--notices N]");
    process.exit(2);
  }
  const option = (name) => {
    const at = rest.indexOf(name);
    return at >= 0 ? rest[at + 1] : undefined;
  };
  const notices = option("--notices");
  makeContent(path.resolve(out), option("--today"), { notices: notices ? Number(notices) : undefined });
  console.log(`five years of content written to ${out}`);
}
