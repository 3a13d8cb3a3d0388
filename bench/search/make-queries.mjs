// Writes queries.json: the benchmark's queries, each with the ids (mobile numbers) of every
// directory record it must find, chosen by a rule over content/directory/ so that the lists
// stay complete when the sample data change. Run `node bench/search/make-queries.mjs` after
// changing the data or the rules below; review the diff of queries.json.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = path.resolve(here, "../../content/directory");
const load = (name) => JSON.parse(readFileSync(path.join(dir, `${name}.json`), "utf8"));

const wards = new Map(load("wards").wards.map((ward) => [ward.number, ward]));
const records = [
  ...load("smc-officers"),
  ...load("smc-employees"),
  ...load("zone-officers").flatMap((zone) => zone.officers),
  ...load("ward-officers"),
  ...load("corporators"),
  ...load("outsource-employees"),
];
if (new Set(records.map((r) => r.mobile)).size !== records.length) throw new Error("mobile numbers repeat");

// Rules: which records a query must find.
const enWords = (r) => (r.name.en ?? "").toLowerCase().split(/\s+/);
const hiWords = (r) => r.name.hi.split(/\s+/);
const en =
  (...words) =>
  (r) =>
    words.some((w) => enWords(r).includes(w.toLowerCase()));
const hi =
  (...words) =>
  (r) =>
    words.some((w) => hiWords(r).includes(w));
const enPrefix = (p) => (r) => enWords(r).some((w) => w.startsWith(p));
const hiPrefix = (p) => (r) => hiWords(r).some((w) => w.startsWith(p));
const all =
  (...rules) =>
  (r) =>
    rules.every((rule) => rule(r));
const designation =
  (...ids) =>
  (r) =>
    ids.includes(r.designation);
const wardName = (part) => (r) => r.ward !== undefined && wards.get(r.ward).name.en.includes(part);
const party = (id) => (r) => r.party === id;
const mobile = (number) => (r) => r.mobile === number;

const SRIVASTAVA = en("Shrivastava", "Srivastava", "Shrivastav");
const AGRAWAL = en("Agrawal", "Agarwal", "Aggarwal");
const PANDEY = hi("पाण्डेय", "पांडेय");
const KHAN = hi("खान", "ख़ान");

/** [query, kind, rule]; kind `none`: must find nothing. */
const QUERIES = [
  // English names, as the lists write them
  ["Anand Kumar Tripathi", "english", en("Anand")],
  ["tripathi", "english", en("Tripathi")],
  ["Kushwaha", "english", en("Kushwaha")],
  ["Neelam", "english", en("Neelam")],
  ["iqbal", "english", en("Iqbal")],
  ["Salma Khan", "english", all(en("Salma"), en("Khan"))],
  ["paswan", "english", en("Paswan")],
  ["Chandrakala", "english", en("Chandrakala")],
  ["rambahor", "english", en("Rambahor")],
  ["PRAJAPATI", "english", en("Prajapati")],
  // the first letters only, as typed
  ["kesh", "prefix", enPrefix("kesh")],
  ["vishwak", "prefix", enPrefix("vishwak")],
  ["khair", "prefix", enPrefix("khair")],
  ["शुक्", "prefix", hiPrefix("शुक्")],
  // Hindi names, as the lists write them
  ["त्रिपाठी", "hindi", hi("त्रिपाठी")],
  ["कुशवाहा", "hindi", hi("कुशवाहा")],
  ["सलमा खान", "hindi", all(hi("सलमा"), KHAN)],
  ["पासवान", "hindi", hi("पासवान")],
  ["नीलम", "hindi", hi("नीलम")],
  ["भोला प्रसाद", "hindi", all(hi("भोला"), hi("प्रसाद"))],
  ["उमाशंकर", "hindi", hi("उमाशंकर")],
  ["रामबहोर", "hindi", hi("रामबहोर")],
  // Devanagari spelling variants: anusvara or nasal consonant, nukta, ZWJ, a final ā
  ["पांडेय", "variant-hi", PANDEY],
  ["पाण्डेय", "variant-hi", PANDEY],
  ["खान", "variant-hi", KHAN],
  ["ख़ान", "variant-hi", KHAN],
  ["ख\u093cान", "variant-hi", KHAN], // the nukta as a combining sign
  ["राजेंद्र", "variant-hi", hi("राजेंद्र", "राजेन्द्र")],
  ["चन्द्रशेखर", "variant-hi", hi("चंद्रशेखर", "चन्द्रशेखर")],
  ["इरफान", "variant-hi", hi("इरफ़ान", "इरफान")],
  ["बैढन", "variant-hi", wardName("Waidhan")],
  ["आजाद नगर", "variant-hi", wardName("Azad")],
  ["श\u200dर्मा", "variant-hi", hi("शर्मा")], // a stray zero-width joiner
  ["श्रीवास्तवा", "variant-hi", hi("श्रीवास्तव")], // a final ā, as the Latin spelling has it
  // Latin spelling variants of the same name
  ["Srivastava", "variant-en", SRIVASTAVA],
  ["shrivastav", "variant-en", SRIVASTAVA],
  ["Agarwal", "variant-en", AGRAWAL],
  ["aggarwal", "variant-en", AGRAWAL],
  ["Chourasia", "variant-en", en("Chaurasia", "Chourasiya")],
  ["tiwary", "variant-en", en("Tiwari", "Tiwary")],
  ["pooja", "variant-en", en("Puja", "Pooja")],
  ["dipika", "variant-en", en("Deepika")],
  ["niraj", "variant-en", en("Neeraj")],
  ["winod", "variant-en", en("Vinod")],
  ["vaidhan", "variant-en", wardName("Waidhan")],
  ["summit", "variant-en", en("Sumit")],
  ["sukla", "variant-en", en("Shukla")],
  // Across scripts: Latin letters for names given only in Devanagari, and the reverse
  ["sharma", "cross-script", hi("शर्मा")],
  ["suresh kumar sharma", "cross-script", all(hi("सुरेश"), hi("कुमार"), hi("शर्मा"))],
  ["srivastav", "cross-script", hi("श्रीवास्तव")],
  ["rajendra prasad", "cross-script", all(hi("राजेन्द्र", "राजेंद्र"), hi("प्रसाद"))],
  ["sunita pandey", "cross-script", all(hi("सुनीता"), PANDEY)],
  ["ramsajivan", "cross-script", hi("रामसजीवन")],
  ["umashankar dwivedi", "cross-script", all(hi("उमाशंकर"), hi("द्विवेदी"))],
  ["salim khan", "cross-script", all(hi("सलीम"), KHAN)],
  ["mamta", "cross-script", hi("ममता")],
  ["ramnaresh singh", "cross-script", all(hi("रामनरेश"), hi("सिंह"))],
  ["bhola prasad tiwari", "cross-script", all(hi("भोला"), hi("प्रसाद"), hi("तिवारी"))],
  ["sunita", "cross-script", hi("सुनीता")],
  ["सिंह", "cross-script", hi("सिंह")],
  ["जैसवाल", "cross-script", en("Jaiswal")],
  // One typo in a Latin word (of 4 letters or more)
  ["Kushwha", "typo", en("Kushwaha")],
  ["vishwakrma", "typo", en("Vishwakarma")],
  ["chaturvedo", "typo", en("Chaturvedi")],
  ["prajapti", "typo", en("Prajapati")],
  ["khairwat", "typo", en("Khairwar")],
  ["siddiqi", "typo", en("Siddiqui")],
  ["kesharwni", "typo", en("Kesharwani")],
  [
    "comissioner",
    "typo",
    designation("commissioner", "additional-commissioner", "deputy-commissioner", "assistant-commissioner"),
  ],
  // Phone numbers: a run of 3 or more digits, spaces, +91 or a leading 0, Devanagari digits
  ["301", "phone", mobile("7000000301")],
  ["70000 00345", "phone", mobile("7000000345")],
  ["+91 7000000345", "phone", mobile("7000000345")],
  ["07000000727", "phone", mobile("7000000727")],
  ["0000845", "phone", mobile("7000000845")],
  ["७००००००३२५", "phone", mobile("7000000325")],
  ["7000000906", "phone", mobile("7000000906")],
  // Designations, in both languages
  ["Sanitary Inspector", "designation", designation("sanitary-inspector")],
  ["स्वच्छता निरीक्षक", "designation", designation("sanitary-inspector")],
  ["fire officer", "designation", designation("fire-officer")],
  ["zone officer", "designation", designation("zone-officer")],
  ["pump operator", "designation", designation("pump-operator")],
  ["आयुक्त", "designation", designation("commissioner", "additional-commissioner", "assistant-commissioner")],
  ["लेखापाल", "designation", designation("accountant")],
  // Several words: every one must match, in any field
  ["sharma peon", "multi-word", all(hi("शर्मा"), designation("peon"))],
  ["gandhi nagar", "multi-word", wardName("Gandhi Nagar")],
  ["alok shukla", "multi-word", all(en("Alok"), en("Shukla"))],
  ["ravi shankar", "multi-word", hi("शंकर")],
  ["pandey driver", "multi-word", all(PANDEY, designation("driver"))],
  ["bjp tripathi", "multi-word", all(party("bjp"), en("Tripathi"))],
  ["शिव कुमार", "multi-word", all(hi("शिव"), hi("कुमार"))],
  // Nothing may match
  ["Fernandes", "none", null],
  ["Banerjee", "none", null],
  ["Mukherjee", "none", null],
  ["xylophone", "none", null],
  ["81234", "none", null],
  ["डिसूज़ा", "none", null],
];

const queries = QUERIES.map(([q, kind, rule]) => {
  const expect = rule ? records.filter(rule).map((r) => r.mobile) : [];
  if (rule && expect.length === 0) throw new Error(`no record for ${JSON.stringify(q)}: the data changed`);
  return { q, kind, expect };
});
const devanagariOnly = records.filter((r) => r.name.en === undefined).map((r) => r.mobile);

const lines = [
  "{",
  `  "about": ${JSON.stringify(
    "Written by make-queries.mjs. The queries of `npm run bench:search` and wasm-core/benches/search.rs; " +
      "`expect`: the mobile numbers (record ids) of the directory records each query must find; kind " +
      "`cross-script` is the cross-script subset; kind `none` must find nothing. Devanagari-only records: " +
      `${devanagariOnly.join(", ")}.`,
  )},`,
  '  "queries": [',
  queries
    .map(
      ({ q, kind, expect }) =>
        `    {"q": ${JSON.stringify(q)}, "kind": ${JSON.stringify(kind)}, ` +
        `"expect": [${expect.map((id) => JSON.stringify(id)).join(", ")}]}`,
    )
    .join(",\n"),
  "  ]",
  "}",
];
writeFileSync(path.join(here, "queries.json"), `${lines.join("\n")}\n`);
const kinds = new Map();
for (const { kind } of queries) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
console.log(
  `${queries.length} queries, ${queries.reduce((n, query) => n + query.expect.length, 0)} expected ids, ` +
    `${records.length} records; ${[...kinds].map(([kind, n]) => `${kind} ${n}`).join(", ")}`,
);
