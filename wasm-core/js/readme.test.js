// Runs every ```js example of wasm-core/README.md as it is written, each as an ES module of its
// own in Node, without a bundler: the examples import the package by its name, as a reader's
// code would.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { after, test } from "node:test";
import { fileURLToPath } from "node:url";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const readme = readFileSync(path.join(root, "README.md"), "utf8");

/** Each example: the heading above it and its code. */
const examples = [...readme.matchAll(/^### (.+)\n[\s\S]*?^```js\n([\s\S]*?)^```$/gm)].map(([, title, code]) => ({
  title,
  code,
}));

// Inside the package, so that `wasm-core/…` resolves to it as it would for a reader.
const dir = mkdtempSync(path.join(root, ".examples-"));
after(() => rmSync(dir, { recursive: true, force: true }));

test("the README has its examples", () => {
  assert.ok(examples.length >= 5, `${examples.length} examples found`);
});

for (const [i, { title, code }] of examples.entries()) {
  test(`README example: ${title}`, () => {
    const file = path.join(dir, `example-${i}.mjs`);
    writeFileSync(file, code);
    // A process of its own: an example fails by throwing, and says where.
    execFileSync(process.execPath, [file], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  });
}
