// PDF bombs, as the server's tests make them (server/src/uploads/pdf/samples/bomb.rs): a page in
// each of several object streams, each of which inflates to many bytes of zeros, and a
// cross-reference stream, as PDF 1.5 writes it. Made in a moment and without ever holding
// what they inflate to: the deflate blocks of a MiB of zeros are made once and repeated (a
// compressor flushed in full starts afresh, so its blocks can follow any others). For the
// bench of what a bomb costs the server (bench/load/pdf-bomb.mjs) and the fuzzing seeds
// (bench/fuzz/make-seeds.mjs).
import { constants, deflateRawSync } from "node:zlib";

const MIB = 1024 * 1024;
const FULL = { finishFlush: constants.Z_FULL_FLUSH, level: 9 };
let mibOfZeros = null;

/** zlib data that inflates to `head`, `zeros` zero bytes, then `tail`. */
function zlibOf(head, zeros, tail) {
  mibOfZeros ??= deflateRawSync(Buffer.alloc(MIB), FULL);
  const parts = [Buffer.from([0x78, 0xda]), deflateRawSync(head, FULL)];
  for (let i = 0; i < Math.floor(zeros / MIB); i++) parts.push(mibOfZeros);
  parts.push(deflateRawSync(Buffer.alloc(zeros % MIB), FULL), deflateRawSync(tail, { level: 9 }));
  // Adler-32: zeros leave its first sum as it is and add it, once per zero, to the second.
  let [a, b] = [1, 0];
  for (const byte of head) [a, b] = [(a + byte) % 65521, (b + a + byte) % 65521];
  b = (b + Number((BigInt(zeros) * BigInt(a)) % 65521n)) % 65521;
  for (const byte of tail) [a, b] = [(a + byte) % 65521, (b + a + byte) % 65521];
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(((b << 16) | a) >>> 0);
  parts.push(sum);
  return Buffer.concat(parts);
}

/** A bomb of `pages` pages, each in an object stream of `zerosEach` zero bytes before it. */
export function bombPdf({ pages, zerosEach }) {
  const parts = [Buffer.from("%PDF-1.5\n")];
  let length = parts[0].length;
  const offsets = new Map();
  const object = (number, body) => {
    offsets.set(number, length);
    const bytes = Buffer.concat([Buffer.from(`${number} 0 obj\n`), body, Buffer.from("\nendobj\n")]);
    parts.push(bytes);
    length += bytes.length;
  };
  const page = (i) => i + 3;
  const container = (i) => pages + 3 + i;
  const xrefNumber = 2 * pages + 3;
  object(1, Buffer.from("<< /Type /Catalog /Pages 2 0 R >>"));
  const kids = Array.from({ length: pages }, (_, i) => `${page(i)} 0 R`).join(" ");
  object(2, Buffer.from(`<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`));
  const pageText = Buffer.from("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>");
  for (let i = 0; i < pages; i++) {
    const head = Buffer.from(`${page(i)} ${zerosEach} `);
    const data = zlibOf(head, zerosEach, pageText);
    const dict = `<< /Type /ObjStm /N 1 /First ${head.length} /Filter /FlateDecode /Length ${data.length} >>\nstream\n`;
    object(container(i), Buffer.concat([Buffer.from(dict), data, Buffer.from("\nendstream")]));
  }
  const xrefAt = length;
  offsets.set(xrefNumber, xrefAt);
  const rows = Buffer.alloc((xrefNumber + 1) * 7);
  for (let n = 0; n <= xrefNumber; n++) {
    const at = n * 7;
    if (offsets.has(n)) {
      rows[at] = 1;
      rows.writeUInt32BE(offsets.get(n), at + 1);
    } else if (n >= 3 && n < 3 + pages) {
      rows[at] = 2;
      rows.writeUInt32BE(container(n - 3), at + 1);
    }
  }
  const xrefDict = `<< /Type /XRef /Size ${xrefNumber + 1} /W [1 4 2] /Root 1 0 R /Length ${rows.length} >>`;
  parts.push(Buffer.from(`${xrefNumber} 0 obj\n${xrefDict}\nstream\n`));
  parts.push(rows, Buffer.from(`\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`));
  return Buffer.concat(parts);
}
