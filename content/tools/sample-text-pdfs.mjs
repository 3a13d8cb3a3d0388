// Writes the three sample notices in Hindi that stand for the kinds of PDF the corporation
// publishes, so the site's reading of documents' text can be seen and tested on the seed:
//
// - `water-tax-camp.pdf`: Hindi in Unicode with an embedded font, two pages, printed by
//   Chromium from an HTML page set in Noto Sans Devanagari. Page 1 says "जलकर शिविर", page 2
//   "बकाया राशि".
// - `dengue-prevention-advisory.pdf`: Hindi typed in the legacy font Kruti Dev 010, one page,
//   written by hand: its font is declared `/BaseFont /KrutiDev010` (TrueType, WinAnsiEncoding,
//   not embedded, as such a file is seen on a machine without the font) and its text is Kruti
//   Dev's Latin codes, written with the codes the legacy Hindi tests cover; each of its lines
//   and the Unicode it converts to are entries of their table
//   (`wasm-core/tests/legacy_hindi/kruti_dev_words.tsv`), kept the same as `DENGUE_LINES` here.
// - `pmay-beneficiary-list.pdf`: a scan, one page: a notice in Hindi and English photographed
//   by Chromium (a JPEG screenshot), then printed as a page holding only that image, so the
//   file paints one image and shows no text at all (the tool checks that it has no text
//   operator).
//
// Each says it is a sample document ("नमूना दस्तावेज़" / "Sample document – to be replaced by
// the official one"); the corporation's real notices replace them before launch.
//
// Usage, from the repository's root after `npm ci` (Playwright comes with the web app, and
// Debian's Chromium and fonts-noto-core are installed):
//
//     node content/tools/sample-text-pdfs.mjs [OUT_DIR]
//
// OUT_DIR defaults to `content/public/files/notices/`. The output depends only on this file,
// the Chromium version and the fonts: the viewport, the page size and the fonts are fixed, and
// the dates Chromium stamps into a PDF are replaced by the notice's own date.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inflateSync } from "node:zlib";

import { CHROMIUM, CHROMIUM_ARGS } from "../../web/chromium.mjs";

const require = createRequire(new URL("../../web/package.json", import.meta.url));
const { chromium } = require("playwright");

const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.resolve(process.argv[2] ?? path.join(HERE, "../public/files/notices"));

const SAMPLE_HI = "नमूना दस्तावेज़ – आधिकारिक दस्तावेज़ से बदला जाएगा";
const SAMPLE_EN = "Sample document – to be replaced by the official one";

// The page's style: A4, the system's Noto fonts by name (no web font is fetched).
const STYLE = `
  @page { size: A4; margin: 18mm 20mm; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 12pt/1.55 "Noto Sans Devanagari", "Noto Sans", sans-serif; color: #111; }
  header { text-align: center; border-bottom: 2px solid #1a3c6e; padding-bottom: 6pt; margin-bottom: 10pt; }
  header .org { font-size: 17pt; font-weight: 700; color: #1a3c6e; }
  header .sub { font-size: 11pt; }
  .sample { border: 1px dashed #a33; color: #a33; padding: 3pt 8pt; margin: 0 0 10pt; font-size: 10pt; text-align: center; }
  h1 { font-size: 15pt; margin: 8pt 0; text-align: center; }
  .ref { display: flex; justify-content: space-between; font-size: 11pt; margin-bottom: 6pt; }
  p { margin: 6pt 0; text-align: justify; }
  table { border-collapse: collapse; width: 100%; margin: 8pt 0; font-size: 11pt; }
  th, td { border: 1px solid #555; padding: 3pt 6pt; text-align: left; vertical-align: top; }
  th { background: #e8edf5; }
  td:first-child { white-space: nowrap; }
  ol { margin: 4pt 0; padding-left: 20pt; }
  .sign { margin-top: 24pt; text-align: right; }
  .page { break-after: page; }
  .page:last-child { break-after: auto; }
`;

function html(body, extraStyle = "") {
  return `<!doctype html><html lang="hi"><head><meta charset="utf-8"><style>${STYLE}${extraStyle}</style></head><body>${body}</body></html>`;
}

const HEADER = `<header><div class="org">नगर पालिक निगम सिंगरौली</div><div class="sub">जिला सिंगरौली (म.प्र.)</div></header>`;
const SAMPLE = `<div class="sample">${SAMPLE_HI}<br><span lang="en">${SAMPLE_EN}</span></div>`;

// The water tax camps: a notice in Unicode Hindi on two pages, each with its heading.
const WATER_TAX_CAMP = html(`
<section class="page">
  ${HEADER}
  ${SAMPLE}
  <div class="ref"><span>क्रमांक/राजस्व/2026/412</span><span>दिनांक 31/07/2026</span></div>
  <h1>सूचना: अगस्त में प्रत्येक शनिवार को सभी ज़ोनों में जलकर संग्रहण शिविर</h1>
  <p>नगर पालिक निगम सिंगरौली द्वारा नागरिकों की सुविधा हेतु अगस्त 2026 के प्रत्येक शनिवार को
  सभी ज़ोनों में जलकर शिविर लगाया जाएगा। शिविर में जलकर के साथ संपत्ति कर भी जमा किया जा सकेगा
  तथा नल कनेक्शन के नामांतरण के आवेदन भी लिए जाएंगे।</p>
  <p><strong>शिविर की तिथियाँ:</strong> शनिवार 1, 8, 15, 22 एवं 29 अगस्त 2026, सुबह 10 बजे से
  शाम 4 बजे तक। 15 अगस्त को स्वतंत्रता दिवस के ध्वजारोहण के बाद शिविर दोपहर 12 बजे से लगेगा।</p>
  <table>
    <thead><tr><th>ज़ोन</th><th>शिविर का स्थान</th><th>वार्ड</th></tr></thead>
    <tbody>
      <tr><td>ज़ोन 1</td><td>बैढ़न ज़ोन कार्यालय, बैढ़न बाज़ार</td><td>वार्ड 1 से 15 (बैढ़न उत्तर, बिलौंजी, गनियारी, पचौर आदि)</td></tr>
      <tr><td>ज़ोन 2</td><td>नवजीवन विहार ज़ोन कार्यालय एवं जयंत ज़ोन कार्यालय</td><td>वार्ड 16 से 30 (नवजीवन विहार, निगाही, अमलोरी, जयंत आदि)</td></tr>
      <tr><td>ज़ोन 3</td><td>मोरवा ज़ोन कार्यालय, मोरवा बाज़ार</td><td>वार्ड 31 से 45 (मोरवा, झिंगुरदह, खुटार, मेढ़ौली आदि)</td></tr>
    </tbody>
  </table>
  <p>सभी नागरिकों से अनुरोध है कि वे शिविर में आकर समय पर जलकर एवं संपत्ति कर जमा करें।</p>
</section>
<section class="page">
  ${HEADER}
  ${SAMPLE}
  <h1>बकाया राशि, छूट एवं आवश्यक दस्तावेज़</h1>
  <p>जिन उपभोक्ताओं पर 31 मार्च 2026 तक का जलकर बकाया है, वे अपनी बकाया राशि शिविर में एकमुश्त
  जमा कर सकते हैं। शिविर में बकाया राशि एकमुश्त जमा करने पर अधिभार में 50 प्रतिशत की छूट दी
  जाएगी। 31 अगस्त 2026 के बाद बकाया राशि पर नियमानुसार अधिभार लगेगा और नल कनेक्शन काटने की
  कार्यवाही की जा सकेगी।</p>
  <p><strong>शिविर में साथ लाएँ:</strong></p>
  <ol>
    <li>पिछली जलकर रसीद अथवा उपभोक्ता क्रमांक</li>
    <li>संपत्ति कर की रसीद अथवा संपत्ति क्रमांक</li>
    <li>आधार कार्ड अथवा अन्य पहचान पत्र</li>
  </ol>
  <p>भुगतान नकद, डिमांड ड्राफ्ट अथवा यूपीआई से किया जा सकेगा और उसी समय रसीद दी जाएगी।
  अधिक जानकारी के लिए अपने ज़ोन कार्यालय के राजस्व विभाग से संपर्क करें।</p>
  <div class="sign">आयुक्त<br>नगर पालिक निगम सिंगरौली</div>
</section>`);

// The PMAY list as it would be photographed: Hindi and English, a table of applicants.
const PMAY_SCAN = html(
  `
${HEADER}
<div class="sample">${SAMPLE_HI}<br>${SAMPLE_EN}</div>
<div class="ref"><span>क्रमांक/प्र.आ.यो./2026/88</span><span>दिनांक 30/08/2026</span></div>
<h1>प्रधानमंत्री आवास योजना (शहरी) के हितग्राहियों की अस्थायी सूची: दावे-आपत्तियाँ आमंत्रित</h1>
<h1 lang="en">Provisional list of PMAY (Urban) beneficiaries: objections invited</h1>
<p>प्रधानमंत्री आवास योजना (शहरी) के अंतर्गत पात्र पाए गए आवेदकों की अस्थायी सूची नीचे दी गई है।
इस सूची पर किसी भी व्यक्ति को दावा या आपत्ति हो तो वह 15 सितंबर 2026 तक अपने ज़ोन कार्यालय में
लिखित में प्रस्तुत कर सकता है।</p>
<p lang="en">The provisional list of applicants found eligible under the Pradhan Mantri Awas Yojana
(Urban) is given below. Claims and objections may be submitted in writing at the zone office
until 15 September 2026.</p>
<table>
  <thead><tr><th>क्र. / No.</th><th>आवेदन क्रमांक / Application no.</th><th>हितग्राही / Beneficiary</th><th>वार्ड / Ward</th></tr></thead>
  <tbody>
    <tr><td>1</td><td>PMAY-U/2026/0141</td><td>रामकली देवी / Ramkali Devi</td><td>4</td></tr>
    <tr><td>2</td><td>PMAY-U/2026/0157</td><td>सुरेश कुमार साकेत / Suresh Kumar Saket</td><td>12</td></tr>
    <tr><td>3</td><td>PMAY-U/2026/0163</td><td>फूलमती बैगा / Phoolmati Baiga</td><td>19</td></tr>
    <tr><td>4</td><td>PMAY-U/2026/0178</td><td>मोहन लाल विश्वकर्मा / Mohan Lal Vishwakarma</td><td>27</td></tr>
    <tr><td>5</td><td>PMAY-U/2026/0192</td><td>शबनम बानो / Shabnam Bano</td><td>33</td></tr>
    <tr><td>6</td><td>PMAY-U/2026/0205</td><td>राजू प्रसाद केवट / Raju Prasad Kewat</td><td>41</td></tr>
  </tbody>
</table>
<div class="sign">आयुक्त / Commissioner<br>नगर पालिक निगम सिंगरौली / Singrauli Municipal Corporation</div>`,
  // The sheet as photographed: A4 at 96 pixels to the inch, its margins drawn as padding.
  `body { width: 794px; min-height: 1123px; padding: 56px 64px; background: #f6f4ee; font-size: 14px;
     filter: grayscale(1); }
   h1 { font-size: 17px; }`,
);

// The Kruti Dev notice, a line of it an entry: the Kruti Dev codes the file holds (`null` for a
// line of English, in Helvetica), the Unicode text they convert to (what the reader must get),
// the font size and the space above the line in points, and `RIGHT` for a line set to the right.
const RIGHT = true;
const DENGUE_LINES = [
  ["uxj ikfyd fuxe flaxjkSyh", "नगर पालिक निगम सिंगरौली", 20, 0],
  ["ftyk flaxjkSyh ¼e-iz-½", "जिला सिंगरौली (म.प्र.)", 13, 20],
  ["uewuk nLrkost+ & vkf/kdkfjd nLrkost+ ls cnyk tk,xk", "नमूना दस्तावेज़ - आधिकारिक दस्तावेज़ से बदला जाएगा", 12, 28],
  [null, SAMPLE_EN, 11, 16],
  ["fnukad 24@09@2026", "दिनांक 24/09/2026", 12, 28],
  ["Msaxw ls cpko gsrq ijke'kZ", "डेंगू से बचाव हेतु परामर्श", 17, 32],
  ["lHkh okMksZa esa Q‚fxax dh le;&lkj.kh", "सभी वार्डों में फॉगिंग की समय-सारणी", 15, 22],
  ["uxj ikfyd fuxe flaxjkSyh }kjk Msaxw ,oa eysfj;k ls cpko gsrq", "नगर पालिक निगम सिंगरौली द्वारा डेंगू एवं मलेरिया से बचाव हेतु", 13, 32],
  ["lHkh okMksZa esa Q‚fxax djkbZ tk,xhA Q‚fxax lk;a 6 cts ls 8 cts rd gksxhA", "सभी वार्डों में फॉगिंग कराई जाएगी। फॉगिंग सायं 6 बजे से 8 बजे तक होगी।", 13, 19],
  ["okMZ Øekad 1 ls 15 & 28 flracj ls 3 vDVwcj 2026", "वार्ड क्रमांक 1 से 15 - 28 सितंबर से 3 अक्टूबर 2026", 13, 28],
  ["okMZ Øekad 16 ls 30 & 5 vDVwcj ls 10 vDVwcj 2026", "वार्ड क्रमांक 16 से 30 - 5 अक्टूबर से 10 अक्टूबर 2026", 13, 19],
  ["okMZ Øekad 31 ls 45 & 12 vDVwcj ls 17 vDVwcj 2026", "वार्ड क्रमांक 31 से 45 - 12 अक्टूबर से 17 अक्टूबर 2026", 13, 19],
  ["d`i;k /;ku nsaA", "कृपया ध्यान दें।", 13, 28],
  ["?kj ds vklikl ikuh tek u gksus nsa rFkk dwyj] Vadh o xeyksa dk ikuh", "घर के आसपास पानी जमा न होने दें तथा कूलर, टंकी व गमलों का पानी", 13, 19],
  ["lIrkg esa ,d ckj cnysaA", "सप्ताह में एक बार बदलें।", 13, 19],
  ["cq[kkj] ljnnZ ;k 'kjhj esa nnZ gks rks fudV ds LokLF; dsanz esa tk¡p djk,¡A", "बुखार, सरदर्द या शरीर में दर्द हो तो निकट के स्वास्थ्य केंद्र में जाँच कराएँ।", 13, 19],
  ["'kgj dh lkQ&lQkbZ esa lg;ksx djsaA", "शहर की साफ-सफाई में सहयोग करें।", 13, 19],
  ["vk;qDr", "आयुक्त", 13, 48, RIGHT],
  ["uxj ikfyd fuxe flaxjkSyh", "नगर पालिक निगम सिंगरौली", 13, 19, RIGHT],
].map(([kd, text, size, gap, right = false]) => ({ kd, text, size, gap, right }));

// The Windows-1252 codes of the characters outside Latin-1 that Kruti Dev text uses.
const CP1252 = new Map(
  Object.entries({
    "€": 0x80, "‚": 0x82, "ƒ": 0x83, "„": 0x84, "…": 0x85, "†": 0x86, "‡": 0x87, "ˆ": 0x88,
    "‰": 0x89, "Š": 0x8a, "‹": 0x8b, "Œ": 0x8c, "Ž": 0x8e, "‘": 0x91, "’": 0x92, "“": 0x93,
    "”": 0x94, "•": 0x95, "–": 0x96, "—": 0x97, "˜": 0x98, "™": 0x99, "š": 0x9a, "›": 0x9b,
    "œ": 0x9c, "ž": 0x9e, "Ÿ": 0x9f,
  }),
);

// `text` as a PDF string literal of its Windows-1252 bytes.
function pdfString(text) {
  const bytes = [...text].map((char) => {
    const code = CP1252.get(char) ?? char.codePointAt(0);
    if (code > 0xff || (code >= 0x80 && code < 0xa0 && !CP1252.has(char))) {
      throw new Error(`not in Windows-1252: ${char}`);
    }
    return code;
  });
  const escaped = bytes.flatMap((byte) =>
    byte === 0x28 || byte === 0x29 || byte === 0x5c ? [0x5c, byte] : [byte],
  );
  return Buffer.concat([Buffer.from("("), Buffer.from(escaped), Buffer.from(")")]);
}

// A one-page PDF written by hand: Kruti Dev 010 (F1, not embedded) for the Hindi and
// Helvetica (F2) for the English line, each line placed from the top of an A4 page.
function krutiDevPdf(lines) {
  const body = [Buffer.from("BT\n")];
  let y = 800;
  for (const line of lines) {
    y -= line.gap;
    const font = line.kd === null ? "F2" : "F1";
    const text = line.kd ?? line.text;
    // A line pushed to the right is placed by its length at an average width of half an em.
    const x = line.right ? 523 - [...text].length * line.size * 0.5 : 60;
    body.push(Buffer.from(`/${font} ${line.size} Tf\n1 0 0 1 ${x.toFixed(1)} ${y} Tm\n`));
    body.push(pdfString(text), Buffer.from(" Tj\n"));
  }
  body.push(Buffer.from("ET\n"));
  const stream = Buffer.concat(body);
  // Kruti Dev's glyphs are about half an em wide; the widths say so for every code.
  const widths = `[${Array(224).fill(500).join(" ")}]`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] " +
      "/Resources << /Font << /F1 4 0 R /F2 6 0 R >> >> /Contents 7 0 R >>",
    "<< /Type /Font /Subtype /TrueType /BaseFont /KrutiDev010 /Encoding /WinAnsiEncoding " +
      `/FirstChar 32 /LastChar 255 /Widths ${widths} /FontDescriptor 5 0 R >>`,
    "<< /Type /FontDescriptor /FontName /KrutiDev010 /Flags 32 /FontBBox [-250 -300 1200 900] " +
      "/ItalicAngle 0 /Ascent 900 /Descent -300 /CapHeight 700 /StemV 80 >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    Buffer.concat([Buffer.from(`<< /Length ${stream.length} >>\nstream\n`), stream, Buffer.from("\nendstream")]),
  ];
  const out = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let length = out[0].length;
  const offsets = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    const chunk = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), Buffer.from(object), Buffer.from("\nendobj\n")]);
    out.push(chunk);
    length += chunk.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`]
    .concat(offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`))
    .join("");
  out.push(
    Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`),
  );
  return Buffer.concat(out);
}

// `pdf` with the creation and modification dates Chromium writes (the time it ran) replaced by
// `day`, written the same length so that every offset stays right.
function withDate(pdf, day) {
  const text = pdf.toString("latin1");
  const stamp = `D:${day.replaceAll("-", "")}000000+00'00'`;
  let replaced = 0;
  const fixed = text.replace(/\/(CreationDate|ModDate) \((D:[^)]*)\)/g, (_, key, value) => {
    replaced += 1;
    return `/${key} (${stamp.padEnd(value.length, " ").slice(0, value.length)})`;
  });
  if (replaced === 0) throw new Error("Chromium wrote no creation date to replace");
  return Buffer.from(fixed, "latin1");
}

// The streams of `pdf` that may draw, decoded (those Flate compresses, and those written plain):
// pages' contents and forms; not images, font programs or colour profiles.
function contentStreams(pdf) {
  const streams = [];
  const text = pdf.toString("latin1");
  const pattern = /<<((?:[^<>]|<<(?:[^<>]|<<[^<>]*>>)*>>)*)>>\s*stream\r?\n/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const dict = match[1];
    if (/\/Subtype\s*\/(Image|Type1C|CIDFontType0C|OpenType)|\/Length1|\/N \d/.test(dict)) continue;
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const start = match.index + match[0].length;
    const data = pdf.subarray(start, start + length);
    streams.push(/\/FlateDecode/.test(dict) ? inflateSync(data) : data);
  }
  return streams;
}

// Fails unless the scan draws no text: no text object (`BT`) and no text-showing operator in
// any of its content streams.
function checkNoText(pdf) {
  for (const stream of contentStreams(pdf)) {
    const ops = stream.toString("latin1");
    if (/(^|[\s\]>)])(BT|Tj|TJ|'|")(?=[\s[(<]|$)/.test(ops)) {
      throw new Error("the scan has a text operator");
    }
  }
  if (/\/Font\b/.test(pdf.toString("latin1"))) throw new Error("the scan has a font");
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 794, height: 1123 }, deviceScaleFactor: 1 });
    const page = await context.newPage();

    await page.setContent(WATER_TAX_CAMP, { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready);
    const water = await page.pdf({ format: "A4", printBackground: true, preferCSSPageSize: true });
    writeFileSync(path.join(OUT, "water-tax-camp.pdf"), withDate(water, "2026-07-31"));

    // The photograph: the sheet at 1.5 pixels a CSS pixel (144 dots to the inch, a common
    // scanning resolution for notices), in grey, as a JPEG, as office scanners save them.
    const camera = await browser.newContext({ viewport: { width: 794, height: 1123 }, deviceScaleFactor: 1.5 });
    const sheet = await camera.newPage();
    await sheet.setContent(PMAY_SCAN, { waitUntil: "load" });
    await sheet.evaluate(() => document.fonts.ready);
    const photo = await sheet.screenshot({ type: "jpeg", quality: 60, fullPage: false });
    await camera.close();
    const scanPage = `<!doctype html><html><head><style>@page { size: A4; margin: 0; }
      body { margin: 0; } img { display: block; width: 210mm; height: 297mm; }</style></head>
      <body><img alt="" src="data:image/jpeg;base64,${photo.toString("base64")}"></body></html>`;
    await page.setContent(scanPage, { waitUntil: "load" });
    const scan = withDate(await page.pdf({ format: "A4", printBackground: true, preferCSSPageSize: true }), "2026-08-30");
    checkNoText(scan);
    writeFileSync(path.join(OUT, "pmay-beneficiary-list.pdf"), scan);
  } finally {
    await browser.close();
  }

  writeFileSync(path.join(OUT, "dengue-prevention-advisory.pdf"), krutiDevPdf(DENGUE_LINES));

  for (const name of ["water-tax-camp", "dengue-prevention-advisory", "pmay-beneficiary-list"]) {
    const file = path.join(OUT, `${name}.pdf`);
    let pages = "";
    try {
      pages = execFileSync("pdfinfo", [file], { encoding: "utf8" }).match(/Pages:\s+(\d+)/)?.[1] ?? "?";
    } catch {
      pages = "?";
    }
    console.log(`${path.relative(process.cwd(), file)}: ${pages} page(s)`);
  }
}

await main();
