// The files the durability loop uploads: small PNGs that are real images (the server reads
// their header, and a browser could show them) and PDFs of random padding. Every file carries
// random bytes, so two uploads never share a hash and a mixed-up file cannot pass the check.
import { createHash, randomBytes } from "node:crypto";
import { deflateSync } from "node:zlib";

/** Hex SHA-256 of `bytes`: what the ledger remembers of every file it sent. */
export function sha256(bytes) {
  return createHash("sha256").update(bytes).digest("hex");
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A valid `width` × `height` RGB PNG of random pixels (random pixels barely compress, so
 * the size in bytes follows the size in pixels: 48 × 48 is about 7 KB). */
export function png(width, height) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter, no interlace
  const row = 1 + width * 3;
  const raw = randomBytes(row * height);
  for (let y = 0; y < height; y++) raw[y * row] = 0; // filter type "none" on every row
  return Buffer.concat([
    Buffer.from("\x89PNG\r\n\x1a\n", "latin1"),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A PDF of about `size` bytes: a one-page document whose padding is a comment of random
 * hex (the server checks the `%PDF-` start and the name; a viewer opens it). */
export function pdf(size) {
  const head = "%PDF-1.4\n";
  const body = [
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n",
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\n",
  ].join("");
  const tail = "trailer << /Root 1 0 R >>\n%%EOF\n";
  const room = Math.max(16, size - head.length - body.length - tail.length);
  const padding = `%${randomBytes(Math.ceil(room / 2))
    .toString("hex")
    .slice(0, room - 2)}\n`;
  return Buffer.from(head + padding + body + tail, "latin1");
}
