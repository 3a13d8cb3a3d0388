/**
 * Helpers of the walk of the public surface (e2e/public-surface.spec.ts):
 *
 * - the GET routes of the server, read from its source (`server/src/**\/*.rs`): every
 *   `.route("<path>", …)` whose method router answers GET, with the prefix of the router it is
 *   nested in (`.nest("/api", routes::api_router(…))`), and every `.fallback(…)`; code under
 *   `#[cfg(test)]` is left out. The spec holds each of them to be walked or named staff-only,
 *   so that a GET route added to the server cannot stay out of the walk unnoticed;
 * - small valid files made in the test (a one-page PDF, a PNG) that carry a marker in their
 *   bytes, so that a file served to a visitor is caught by the same search for markers as a page;
 * - the links a body names, for one more round of the walk.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { repoRoot } from "./support";

// ---------------------------------------------------------------------------------------------
// The server's routes, from its source

/** A route of the server: its full pattern (`/api/content/{kind}`), whether it answers GET,
 * and where it is declared (`server/src/routes/events/mod.rs:47`). */
export interface ServerRoute {
  readonly pattern: string;
  readonly get: boolean;
  readonly where: string;
}

/** A fallback of a router: its handler as written, the prefix of its router, and where. */
export interface ServerFallback {
  readonly handler: string;
  readonly prefix: string;
  readonly where: string;
}

const SERVER_SRC = path.join(repoRoot, "server", "src");

function rustFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return rustFiles(full);
    return entry.name.endsWith(".rs") ? [full] : [];
  });
}

/**
 * `text` with its comments blanked (same length, line breaks kept, so offsets and line numbers
 * stay), and the offsets at which string and character literals start and end (`[start, end)`),
 * so that the code can be searched without meeting a brace or a `.route(` inside a comment.
 */
function scan(text: string): { code: string; literals: [number, number][] } {
  const out = text.split("");
  const literals: [number, number][] = [];
  const blank = (from: number, to: number) => {
    for (let i = from; i < to; i++) if (out[i] !== "\n") out[i] = " ";
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === "/" && next === "/") {
      const end = text.indexOf("\n", i);
      const stop = end === -1 ? text.length : end;
      blank(i, stop);
      i = stop;
    } else if (c === "/" && next === "*") {
      let depth = 1;
      let j = i + 2;
      while (j < text.length && depth > 0) {
        if (text[j] === "/" && text[j + 1] === "*") {
          depth++;
          j += 2;
        } else if (text[j] === "*" && text[j + 1] === "/") {
          depth--;
          j += 2;
        } else j++;
      }
      blank(i, j);
      i = j;
    } else if (c === "r" && /^r(#*)"/.test(text.slice(i, i + 20)) && !/\w/.test(text[i - 1] ?? "")) {
      const hashes = /^r(#*)"/.exec(text.slice(i, i + 20))![1];
      const close = `"${hashes}`;
      const end = text.indexOf(close, i + 2 + hashes.length);
      const stop = end === -1 ? text.length : end + close.length;
      literals.push([i, stop]);
      i = stop;
    } else if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === "\\" ? 2 : 1;
      literals.push([i, j + 1]);
      i = j + 1;
    } else if (c === "'") {
      // A character literal ('{', '\n', '\u{7f}'), not a lifetime ('a).
      const literal = /^'(?:\\u\{[0-9a-fA-F]+\}|\\.|[^\\'])'/.exec(text.slice(i, i + 12));
      if (literal) {
        literals.push([i, i + literal[0].length]);
        i += literal[0].length;
      } else i++;
    } else i++;
  }
  return { code: out.join(""), literals };
}

/** Whether `offset` lies inside a string or character literal. */
const inLiteral = (literals: [number, number][], offset: number) => literals.some(([from, to]) => offset > from && offset < to);

/** The offset just past the bracket that closes the one at `open` (`(`, `{` or `[`). */
function closing(code: string, literals: [number, number][], open: number): number {
  const pairs: Record<string, string> = { "(": ")", "{": "}", "[": "]" };
  const stack: string[] = [];
  for (let i = open; i < code.length; i++) {
    const literal = literals.find(([from, to]) => i >= from && i < to);
    if (literal) {
      i = literal[1] - 1;
      continue;
    }
    const c = code[i];
    if (pairs[c]) stack.push(pairs[c]);
    else if (c === ")" || c === "}" || c === "]") {
      if (stack.pop() !== c) throw new Error(`unbalanced ${c} at offset ${i}`);
      if (stack.length === 0) return i + 1;
    }
  }
  throw new Error(`no bracket closes the one at offset ${open}`);
}

/** `code` with every item under `#[cfg(test)]` blanked, and the module files such an item
 * declares (`#[cfg(test)] mod tests;`), which are test code too. */
function withoutTests(file: string, code: string, literals: [number, number][]): { code: string; testFiles: string[] } {
  const out = code.split("");
  const testFiles: string[] = [];
  const attribute = /#\[cfg\(test\)\]/g;
  for (let match = attribute.exec(code); match; match = attribute.exec(code)) {
    let at = match.index + match[0].length;
    // Further attributes of the same item.
    for (let more = /^\s*#\[[^\]]*\]/.exec(code.slice(at)); more; more = /^\s*#\[[^\]]*\]/.exec(code.slice(at))) {
      at += more[0].length;
    }
    const semicolon = code.indexOf(";", at);
    const brace = code.indexOf("{", at);
    let end: number;
    if (semicolon !== -1 && (brace === -1 || semicolon < brace)) {
      end = semicolon + 1;
      const declared = /^\s*(?:pub(?:\([^)]*\))?\s+)?mod\s+(\w+)\s*;/.exec(code.slice(at, end));
      if (declared) {
        const base =
          path.basename(file) === "mod.rs" ||
          file === path.join(SERVER_SRC, "lib.rs") ||
          file === path.join(SERVER_SRC, "main.rs")
            ? path.dirname(file)
            : file.slice(0, -".rs".length);
        testFiles.push(path.join(base, `${declared[1]}.rs`), path.join(base, declared[1]));
      }
    } else if (brace !== -1) {
      end = closing(code, literals, brace);
    } else continue;
    for (let i = match.index; i < end; i++) if (out[i] !== "\n") out[i] = " ";
  }
  return { code: out.join(""), testFiles };
}

interface SourceFile {
  file: string;
  relative: string;
  text: string;
  code: string;
  literals: [number, number][];
}

function readSources(): SourceFile[] {
  const parsed = rustFiles(SERVER_SRC).map((file) => {
    const text = readFileSync(file, "utf8");
    const scanned = scan(text);
    const stripped = withoutTests(file, scanned.code, scanned.literals);
    return { file, text, scanned, stripped };
  });
  const testFiles = parsed.flatMap(({ stripped }) => stripped.testFiles);
  return parsed
    .filter(({ file }) => !testFiles.some((test) => file === test || file.startsWith(test + path.sep)))
    .map(({ file, text, scanned, stripped }) => ({
      file,
      relative: path.relative(repoRoot, file).split(path.sep).join("/"),
      text,
      code: stripped.code,
      literals: scanned.literals,
    }));
}

const lineOf = (text: string, offset: number) => text.slice(0, offset).split("\n").length;

/** The method-routing functions of axum: a method router built with one of them answers that
 * method. */
const METHODS =
  /(?:^|[^\w])(get|post|put|delete|patch|head|options|trace|connect|any|on|get_service|post_service|put_service|delete_service|any_service|on_service)\s*\(|\.(get|post|put|delete|patch|head|options|any|on)\s*\(/g;
const ANSWERS_GET = /(?:^|[^\w])(get|any|get_service|any_service)\s*\(|\.(get|any)\s*\(|MethodFilter::GET/;

/**
 * Whether the method router `expression` (in `sources`) answers GET: it names `get(…)` or
 * `any(…)`; or, when it names no method at all (`routes::login_page(refuse)`), a function it
 * calls does. `undefined` when that cannot be told (the spec then counts it as GET).
 */
function answersGet(expression: string, sources: readonly SourceFile[], depth = 0): boolean | undefined {
  if (ANSWERS_GET.test(expression)) return true;
  if (new RegExp(METHODS.source).test(expression)) return false;
  if (depth > 2) return undefined;
  const called = [...expression.matchAll(/(\w+)\s*\(/g)].map((m) => m[1]);
  let verdict: boolean | undefined;
  for (const name of called) {
    for (const source of sources) {
      const definition = new RegExp(`\\bfn\\s+${name}\\b[^{;]*\\{`).exec(source.code);
      if (!definition) continue;
      const open = definition.index + definition[0].length - 1;
      const body = source.code.slice(open, closing(source.code, source.literals, open));
      const inner = answersGet(body, sources, depth + 1);
      if (inner) return true;
      if (inner === false) verdict = false;
    }
  }
  return verdict;
}

/** The text of the string literal that starts at `offset` (after blanks), or undefined. */
function stringAt(source: SourceFile, offset: number): { value: string; end: number } | undefined {
  const start = offset + (/^\s*/.exec(source.code.slice(offset))?.[0].length ?? 0);
  const literal = source.literals.find(([from]) => from === start);
  if (!literal || source.text[start] !== '"') return undefined;
  return { value: JSON.parse(source.text.slice(literal[0], literal[1])) as string, end: literal[1] };
}

/** The prefix routers nested in another give the files of their module, for each nesting. */
function nestedPrefixes(sources: readonly SourceFile[]): { prefix: string; under: string }[] {
  const nested: { prefix: string; under: string }[] = [];
  for (const source of sources) {
    for (const match of source.code.matchAll(/\.nest\s*\(/g)) {
      if (inLiteral(source.literals, match.index)) continue;
      const prefix = stringAt(source, match.index + match[0].length);
      const where = `${source.relative}:${lineOf(source.text, match.index)}`;
      if (!prefix) throw new Error(`${where}: a nest whose prefix is not a string literal`);
      const router = /^\s*,\s*(?:crate::)?((?:\w+::)+)\w+\s*\(/.exec(source.code.slice(prefix.end));
      if (!router) throw new Error(`${where}: a nest of a router this spec cannot place (name it as module::function(…))`);
      const modulePath = router[1].split("::").filter(Boolean);
      const base = path.join(SERVER_SRC, ...modulePath);
      nested.push({ prefix: prefix.value, under: base });
    }
  }
  return nested;
}

/** Every route and fallback of the server, read from `server/src`. */
export function serverRoutes(): { routes: ServerRoute[]; fallbacks: ServerFallback[] } {
  const sources = readSources();
  const nested = nestedPrefixes(sources);
  const prefixOf = (file: string) =>
    nested.find(({ under }) => file === `${under}.rs` || file.startsWith(under + path.sep))?.prefix ?? "";
  const routes: ServerRoute[] = [];
  const fallbacks: ServerFallback[] = [];
  for (const source of sources) {
    const prefix = prefixOf(source.file);
    for (const match of source.code.matchAll(/\.(route|route_service|nest_service|fallback|fallback_service)\s*\(/g)) {
      if (inLiteral(source.literals, match.index)) continue;
      const open = match.index + match[0].length - 1;
      const end = closing(source.code, source.literals, open);
      const where = `${source.relative}:${lineOf(source.text, match.index)}`;
      const call = match[1];
      if (call === "fallback" || call === "fallback_service") {
        fallbacks.push({
          handler: source.code
            .slice(open + 1, end - 1)
            .replace(/\s+/g, " ")
            .trim(),
          prefix,
          where,
        });
        continue;
      }
      const literal = stringAt(source, open + 1);
      if (!literal) throw new Error(`${where}: a route whose path is not a string literal`);
      const expression = source.code.slice(literal.end, end - 1).replace(/^\s*,/, "");
      // A service answers every method; a nested service every path under it.
      const get = call === "route" ? (answersGet(expression, sources) ?? true) : true;
      const pattern = call === "nest_service" ? `${prefix}${literal.value}/{*rest}` : `${prefix}${literal.value}`;
      routes.push({ pattern, get, where });
    }
  }
  return { routes, fallbacks };
}

/** The regular expression of a route pattern: `{name}` one segment, `{*name}` the rest. */
export function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\{\*?\w+\})/)
    .map((part) => {
      if (/^\{\*\w+\}$/.test(part)) return ".*";
      if (/^\{\w+\}$/.test(part)) return "[^/]+";
      return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("");
  return new RegExp(`^${source}$`);
}

/** The pattern of `routes` that answers `pathname`, as axum picks it (the one with the fewest
 * parameters), or undefined (the fallback answers). */
export function routeOfPath(routes: readonly ServerRoute[], pathname: string): ServerRoute | undefined {
  const params = (pattern: string) => (pattern.match(/\{/g) ?? []).length;
  return routes
    .filter((route) => patternRegExp(route.pattern).test(pathname))
    .sort((a, b) => params(a.pattern) - params(b.pattern))[0];
}

// ---------------------------------------------------------------------------------------------
// Files made in the test

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 4×3 PNG of one colour, with `marker` in a text chunk of its bytes. */
export function markedPng(marker: string, rgb: readonly [number, number, number]): Buffer {
  const [width, height] = [4, 3];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("tEXt", Buffer.from(`Comment\0${marker}`, "latin1")),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A valid one-page PDF whose page says `marker` (and whose bytes carry it). */
export function markedPdf(marker: string): Buffer {
  const stream = `BT /F1 12 Tf 72 720 Td (${marker}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = `%PDF-1.4\n% ${marker}\n`;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

// ---------------------------------------------------------------------------------------------
// Links

/** Paths of the build's own files (scripts, styles, fonts, pictures, the seed's PDFs): the
 * same for every visitor whatever the store holds, so not walked again from links. */
const BUILD_FILES = /^\/(?:assets|files|images|fonts|icons)\/|\.(?:js|mjs|css|woff2?|ttf|svg|png|jpe?g|webp|ico|pdf|map)$/;

/** The site's own addresses (`/path?query`) that `body` links to or names, besides the build's
 * files. */
export function linksIn(body: string): string[] {
  const found = new Set<string>();
  const decode = (value: string) =>
    value
      .replace(/&amp;/g, "&")
      .replace(/&#x2F;/gi, "/")
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/\\u0026/g, "&")
      .replace(/\\\//g, "/");
  for (const match of body.matchAll(/(?:href|src|action)\s*=\s*"([^"]*)"/g)) found.add(decode(match[1]));
  for (const match of body.matchAll(/"(\/(?:uploads|document|feeds)\b[^"\s]*)"/g)) found.add(decode(match[1]));
  for (const match of body.matchAll(/https?:\/\/127\.0\.0\.1:\d+(\/[^\s"<>]*)/g)) found.add(decode(match[1]));
  return [...found]
    .filter((link) => link.startsWith("/") && !link.startsWith("//"))
    .map((link) => link.split("#")[0])
    .filter((link) => {
      const pathname = link.split("?")[0];
      return link !== "" && (pathname.startsWith("/uploads/") || !BUILD_FILES.test(pathname));
    });
}
