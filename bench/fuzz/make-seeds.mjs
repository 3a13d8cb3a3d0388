// Writes the seed corpora of the fuzz targets into fuzz/corpus/<target>/ (Hindi and Latin
// names with their spelling variants, phone numbers as people type them, directory records
// from content/directory, image and PDF headers as encoders write them) and their libFuzzer
// dictionaries into fuzz/dict/<target>.dict. Both are committed (about 45 KB); run this again
// only to change them: `node bench/fuzz/make-seeds.mjs`.
//
// Targets with `arbitrary`-derived inputs (validate_event, validate_login, validate_date) get no
// seeds: their byte layout is arbitrary's, not readable text. Their dictionaries in fuzz/dict/
// give them realistic fragments instead. upload_pdf reads its input whole as a file too, so its
// seeds are PDFs: one of the build's, one with object streams, and a bomb whose object streams
// inflate past the bounds it reads within. pdf_text reads its input as a PDF's text: its seeds
// are those and small PDFs of text in the ways content streams and fonts write it.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";
import { bombPdf } from "../lib/pdf-bomb.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const corpus = path.join(root, "fuzz/corpus");

/** Replaces the seeds of `target` with `seeds` ({name: string | Buffer}). */
function write(target, seeds) {
  const dir = path.join(corpus, target);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [name, content] of Object.entries(seeds)) writeFileSync(path.join(dir, name), content);
}

// Words and queries: both scripts, the variants the normaliser folds, phones, joiners.
const TEXTS = {
  "latin-name": "Ramesh Sharma, A.E.",
  "hindi-name": "रमेश शर्मा",
  "long-hindi-name": "जगदीश प्रसाद श्रीवास्तव",
  "nasal-variants": "पाण्डेय पांडेय Pandey चन्द्र चंद्र शम्भु गँगा",
  "nukta-variants": "ख़ान ख\u093Cान Khan Khanna खन्ना ज़हीर Zaheer पहाड़ी",
  joiners: "क्\u200Dष श्\u200Cर \u200D",
  "phone-spaced": "+91 70000-00345",
  "phone-trunk": "0 7805 234567",
  "phone-devanagari": "७००००००३२५",
  ward: "वार्ड १२ / Ward 12",
  "same-names": "सिंह Singh सिन्हा Sinha Srivastava Shrivastav श्रीवास्तव",
  spellings: "ज्ञान Gyan चौरसिया Chaurasia Chourasiya Tiwary तिवारी Aggarwal अग्रवाल",
  punctuation: "राम। श्याम॥ (सीता) “Chaudhary”—Chowdhary…",
  typo: "shrma srivastav kaml",
};
write("search_fold", Object.fromEntries(Object.entries(TEXTS).map(([k, v]) => [`${k}.txt`, v])));
write("search_query", Object.fromEntries(Object.entries(TEXTS).map(([k, v]) => [`${k}.txt`, v])));

// Search runs (the format of fuzz/src/lib.rs): a query, filters, then real directory records.
const load = (file) => JSON.parse(readFileSync(path.join(root, "content/directory", file), "utf8"));
const designations = Object.fromEntries(load("designations.json").map((d) => [d.id, d.name]));
const people = load("people.json");
const of = (directory) => people.filter((person) => person.directory === directory);
const records = [
  ...of("smc-officer")
    .slice(0, 6)
    .map((r) => ({ ...r, facets: [`designation=${r.designation}`] })),
  ...of("outsource-employee")
    .slice(0, 4)
    .map((r) => ({ ...r, facets: [`zone=${r.zone}`] })),
  ...of("corporator")
    .slice(0, 4)
    .map((r) => ({ ...r, facets: [`party=${r.party}`, `ward=${r.ward}`] })),
];
const line = (r) => {
  const role = designations[r.designation];
  const text = [r.name.en, r.name.hi, ...(role ? [role.en, role.hi] : []), ...(r.ward ? [`Ward ${r.ward}`] : [])].filter(Boolean);
  return `${text.join("|")}#${r.mobile}@${r.facets.join(" ")}`;
};
const lines = records.map(line).join("\n");
const runs = {
  "latin-query": ["sinha", ""],
  "hindi-query": ["सिन्हा", ""],
  "cross-script": ["tripathi त्रिपाठी", ""],
  "prefix-and-filter": ["kav", "party=bjp"],
  phone: [`+91 ${records[1].mobile.slice(0, 5)}-${records[1].mobile.slice(5)}`, ""],
  "phone-part": [records[2].mobile.slice(-4), ""],
  typo: ["tripati", ""],
  "empty-query-filter": ["", "zone=2"],
};
write("search_run", Object.fromEntries(Object.entries(runs).map(([k, [q, f]]) => [`${k}.txt`, `${q}\n${f}\n${lines}`])));

// Titles and descriptions as staff type them, Windows line breaks included.
write("validate_text", {
  "title.txt": "  Tree   Plantation\tDrive ",
  "title-hindi.txt": "वृक्षारोपण  अभियान",
  "description.txt": "Planting 500 saplings.\r\nAll welcome.\r\n",
  "description-hindi.txt": "500 पौधे लगाए जाएंगे।\nसभी आमंत्रित हैं।",
  "mixed-space.txt": "\u00A0Swachhta\u2003Abhiyan\u00A02026\u3000",
});

// Images: headers as encoders write them.
function pngChunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}
function crc32(bytes) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}
function png(width, height) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height, 0x80);
  for (let y = 0; y < height; y++) rows[y * (width * 3 + 1)] = 0;
  return Buffer.concat([
    Buffer.from("89504e470d0a1a0a", "hex"),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", deflateSync(rows)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}
/** A real JFIF file from jpeg-js (lighthouse's dependency), or null when it is not installed. */
function jpeg(width, height) {
  try {
    const { encode } = createRequire(path.join(root, "package.json"))("jpeg-js");
    const data = Buffer.alloc(width * height * 4, 0x80);
    return Buffer.from(encode({ data, width, height }, 80).data);
  } catch {
    return null;
  }
}
/** The same JPEG with an Exif segment first, as a camera writes, and a progressive frame. */
function cameraJpeg(base) {
  const tiff = Buffer.from("Exif\0\0MM\0\x2a\0\0\0\x08\0\0", "latin1");
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, 0, tiff.length + 2]), tiff]);
  const out = Buffer.concat([base.subarray(0, 2), app1, base.subarray(2)]);
  const sof = out.indexOf(Buffer.from([0xff, 0xc0]));
  if (sof > 0) out[sof + 1] = 0xc2;
  return out;
}
function riff(chunk, payload) {
  const head = Buffer.alloc(20);
  head.write("RIFF", 0, "latin1");
  head.writeUInt32LE(12 + payload.length, 4);
  head.write("WEBP", 8, "latin1");
  head.write(chunk, 12, "latin1");
  head.writeUInt32LE(payload.length, 16);
  return Buffer.concat([head, payload]);
}
const lossyWebp = riff("VP8 ", Buffer.from([0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, 0x80, 0x02, 0xe0, 0x01, 0x00, 0x47, 0x08]));
const losslessBits = Buffer.alloc(4);
losslessBits.writeUInt32LE(639 | (479 << 14) | (1 << 28), 0); // 640 × 480, alpha used
const losslessWebp = riff("VP8L", Buffer.concat([Buffer.from([0x2f]), losslessBits, Buffer.from([0x07, 0x10])]));
const extendedWebp = Buffer.concat([
  riff("VP8X", Buffer.from([0x10, 0, 0, 0, 0x7f, 0x02, 0x00, 0xdf, 0x01, 0x00])),
  Buffer.from("ALPH\x02\0\0\0\0\0", "latin1"),
]);
// One of the build's PDFs, under the 4 KiB inputs of the PDF targets: the notice typed in Kruti
// Dev, written by hand (the others are printed by Chromium or are scans, and weigh more).
const buildPdf = readFileSync(path.join(root, "content/public/files/notices/dengue-prevention-advisory.pdf"));
const images = {
  "tiny.png": png(4, 3),
  "photo.webp": lossyWebp,
  "lossless.webp": losslessWebp,
  "extended.webp": extendedWebp,
  "not-an-image.svg": '<svg xmlns="http://www.w3.org/2000/svg"/>',
  "pdf.bin": buildPdf.subarray(0, 64),
};
const base = jpeg(8, 8);
if (base) Object.assign(images, { "tiny.jpg": base, "camera.jpg": cameraJpeg(base) });
write("upload_image", images);
// Whole PDFs, under the target's 4 KiB inputs: the bomb's two streams inflate to 1 MiB each,
// past the 64 KiB a stream the target reads within.
write("upload_pdf", {
  "notice.pdf": buildPdf,
  "object-streams.pdf": bombPdf({ pages: 3, zerosEach: 0 }),
  "bomb.pdf": bombPdf({ pages: 2, zerosEach: 1024 * 1024 }),
});
/** A PDF of one page showing `content` (compressed), the page tree giving it `resources`;
 * `more` are objects numbered from 5 on. */
function textPdf(content, resources, more = []) {
  const stream = (dict, data) =>
    Buffer.concat([Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`), data, Buffer.from("\nendstream")]);
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [3 0 R] /Count 1 /Resources << ${resources} >> >>`,
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>",
    stream("/Filter /FlateDecode", deflateSync(Buffer.from(content, "latin1"))),
    ...more.map((object) => (Array.isArray(object) ? stream(object[0], Buffer.from(object[1], "latin1")) : object)),
  ];
  const parts = [Buffer.from("%PDF-1.7\n")];
  const offsets = [];
  let length = parts[0].length;
  objects.forEach((object, index) => {
    const body = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), Buffer.from(object), Buffer.from("\nendobj\n")]);
    offsets.push(length);
    parts.push(body);
    length += body.length;
  });
  const rows = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}
const TO_UNICODE = `/CIDInit /ProcSet findresource begin 12 dict begin begincmap
1 begincodespacerange <0000> <FFFF> endcodespacerange
2 beginbfchar <0003> <0020> <0050> <0915094D0937> endbfchar
2 beginbfrange <0100> <0102> [<0928> <0917> <0930>] <0110> <0111> <092E> endbfrange
endcmap end end`;
write("pdf_text", {
  "notice.pdf": buildPdf,
  "object-streams.pdf": bombPdf({ pages: 3, zerosEach: 0 }),
  "bomb.pdf": bombPdf({ pages: 2, zerosEach: 1024 * 1024 }),
  "helvetica.pdf": textPdf(
    "BT /F1 12 Tf 14 TL 72 700 Td (Singrauli \\(SMC\\)) Tj T* [(W) 120 (ord) -300 (s)] TJ (next) ' <48656C6C6F> Tj ET",
    "/Font << /F1 5 0 R >>",
    ["<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding << /Differences [65 /uni0915 /eacute] >> >>"],
  ),
  "kruti-dev.pdf": textPdf(
    "BT /F1 16 Tf 72 700 Td (esjk xkSjo) Tj 0 -20 Td [(uxj f) 10 (uxe flaxjkSyh)] TJ ET",
    "/Font << /F1 5 0 R >>",
    ["<< /Type /Font /Subtype /TrueType /BaseFont /ABCDEF+KrutiDev010 /FirstChar 32 /Widths [250 300] >>"],
  ),
  "type0-cmap.pdf": textPdf("BT /F1 14 Tf 72 700 Td <0100010101020003010001100050> Tj ET", "/Font << /F1 5 0 R >>", [
    "<< /Type /Font /Subtype /Type0 /BaseFont /NotoSansDevanagari /Encoding /Identity-H /DescendantFonts [6 0 R] /ToUnicode 7 0 R >>",
    "<< /Type /Font /Subtype /CIDFontType2 /BaseFont /NotoSansDevanagari /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /DW 600 /W [3 [260] 256 258 550] >>",
    ["", TO_UNICODE],
  ]),
  "form-and-images.pdf": textPdf(
    "q 9 0 0 9 0 0 cm /Im1 Do Q BI /W 1 /H 1 /CS /G /BPC 8 ID \x80 EI /Fm1 Do",
    "/Font << /F1 5 0 R >> /XObject << /Im1 6 0 R /Fm1 7 0 R >>",
    [
      "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
      ["/Type /XObject /Subtype /Image /Width 1 /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8", "\x80"],
      [
        "/Type /XObject /Subtype /Form /BBox [0 0 9 9] /Resources << /XObject << /Fm1 7 0 R >> >>",
        "BT /F1 12 Tf (in the form) Tj ET /Fm1 Do",
      ],
    ],
  ),
});
// Dictionaries: fragments libFuzzer splices into inputs. Devanagari signs that folding and
// transliteration treat specially, Latin spelling variants, format bytes of each file kind.
const DEVANAGARI = [
  "\u094D",
  "\u093C",
  "\u0902",
  "\u0901",
  "\u0903",
  "\u200D",
  "\u200C",
  "\u0964",
  "\u0970",
  "०",
  "९",
  "क़",
  "ऩ",
  "ण",
  "न",
  "म",
  "ङ",
  "ञ",
  "क",
  "ट",
  "प",
  "ह",
  "ज",
  "र",
  "ा",
  "ि",
  "ृ",
  "अ",
  "ॐ",
];
const LATIN = ["sh", "ch", "chh", "kh", "ee", "oo", "ey", "aa", "ai", "au", "ow", "ia", "y", "w", "x", "z", "mb"];
const PHONE = ["+91 ", "+91", "0", "91", "70000", "-", "(", ")", ".", " "];
const DICTS = {
  search_fold: [...DEVANAGARI, ...LATIN],
  search_query: [...DEVANAGARI, ...LATIN, ...PHONE],
  search_run: [...DEVANAGARI, ...LATIN, ...PHONE, "\n", "|", "#", "@", ";", "zone=1", "party=bjp"],
  validate_text: ["\r\n", "\r", "\n", "\t", "\u00A0", "\u3000", "\u2028", "\u0085", "\u200B", "\uFEFF"],
  validate_event: ["2026-07-05", "2024-02-29", "cultural", "health", "environment", "\u202E", "\u200D", "\r\n", "\n", "\u0000"],
  validate_date: ["2024-02-29", "1900-02-29", "2000-", "-02-", "-04-31", "-12-31", "0000", "-00-"],
  validate_login: ["admin", "\u0430", "ram.sharma_2-b", "नगरनिगम", "A"],
  upload_image: [
    "\x89PNG\r\n\x1a\n",
    "IHDR",
    "\xff\xd8\xff",
    "\xff\xe0",
    "\xff\xe1",
    "\xff\xc0",
    "\xff\xc2",
    "\xff\xc4",
    "\xff\xda",
    "\xff\xd9",
    "\xff\xd0",
    "\xff\x01",
    "\xff\xff",
    "RIFF",
    "WEBP",
    "VP8 ",
    "VP8L",
    "VP8X",
    "\x9d\x01\x2a",
    "\x2f",
    "\x00\x00\x00\x00",
    "\xff\xff\xff\xff",
  ],
  upload_pdf: [
    "%PDF-",
    "%PDF-1.7\n",
    ".pdf",
    ".PDF",
    ".Pdf",
    "होर्डिंग.pdf",
    "\x00\x00\x40\x01\x00\x00\x00\x00",
    " 0 obj",
    "endobj",
    "stream\n",
    "endstream",
    " 0 R",
    "xref",
    "trailer",
    "startxref",
    "<<",
    ">>",
    "/Type",
    "/Catalog",
    "/Pages",
    "/Page",
    "/Kids",
    "/Root",
    "/ObjStm",
    "/XRef",
    "/Filter",
    "/FlateDecode",
    "/DecodeParms",
    "/Predictor 12",
    "/Length",
    "/First",
    "/N",
    "/W [1 4 2]",
    "/Index",
    "/Prev",
    "/XRefStm",
    "/Encrypt",
  ],
};
DICTS.pdf_text = [
  ...DICTS.upload_pdf.filter((entry) => !entry.includes(".pdf") && !entry.startsWith("\x00")),
  "BT",
  "ET",
  "/F1 12 Tf",
  " Tj",
  " TJ",
  " '",
  ' "',
  " Td",
  " TD",
  " Tm",
  " T*",
  " TL",
  " Do",
  " q",
  " Q",
  "BI",
  " ID ",
  " EI",
  "[(",
  ") -300 (",
  "<0041>",
  "\\(",
  "/Font",
  "/XObject",
  "/Resources",
  "/Subtype /Form",
  "/Subtype /Image",
  "/Type0",
  "/Identity-H",
  "/ToUnicode",
  "/DescendantFonts",
  "/Encoding",
  "/Differences [65 /uni0915]",
  "/BaseFont /KrutiDev010",
  "/Widths",
  "/Span << /ActualText <FEFF0915> >> BDC",
  " EMC",
  "begincodespacerange",
  "endcodespacerange",
  "beginbfchar",
  "endbfchar",
  "beginbfrange",
  "endbfrange",
];
/** Binary formats: their entries are bytes (`"\xff"` is the byte FF, not the letter ÿ in UTF-8). */
const BINARY = new Set(["upload_image"]);
/** An entry as libFuzzer reads it: printable ASCII as is, every other byte as \xNN. */
function dictEntry(text, binary) {
  const bytes = Buffer.from(text, binary ? "latin1" : "utf8");
  const show = (b) =>
    b >= 0x20 && b < 0x7f && b !== 0x22 && b !== 0x5c ? String.fromCharCode(b) : `\\x${b.toString(16).padStart(2, "0")}`;
  return [...bytes].map(show).join("");
}
mkdirSync(path.join(root, "fuzz/dict"), { recursive: true });
for (const [target, entries] of Object.entries(DICTS)) {
  const body = entries.map((entry) => `"${dictEntry(entry, BINARY.has(target))}"`).join("\n");
  writeFileSync(path.join(root, "fuzz/dict", `${target}.dict`), `# Written by bench/fuzz/make-seeds.mjs.\n${body}\n`);
}
console.log(`seeds written to ${path.relative(root, corpus)}/`);
