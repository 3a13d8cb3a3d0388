// The repository stands on its own: no comment, test name or document may lean on a text
// outside it, an issue tracker's number or a document that is not in the repository. A
// reference says the rule itself ("every public route answers 200"), never where the rule was
// written down. This reads every tracked text file (`git ls-files`) and fails, naming each
// file:line, when one of the patterns below appears. Part of `npm test` (`.ci/test.sh`).
//
//   node .ci/stands-alone.mjs           checks the tracked files of the repository it is in
//   node .ci/stands-alone.mjs FILE...   checks those files instead
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

// Each pattern, with what it catches. They are written in pieces so that this file does not
// match them itself.
const PATTERNS = [
  [new RegExp("[Ss]pecifi" + "cation"), "a document outside the repository"],
  [new RegExp("\\b[Ss]pec" + " section"), "a section of a document outside the repository"],
  [new RegExp("\\b(SPEC|DESIGN)" + "\\.md"), "a document outside the repository"],
  [new RegExp("\\.\\./" + "shared\\b"), "a folder outside the repository"],
  [new RegExp("\\b[Ii]ssues?" + " #?[0-9]"), "an issue number"],
];

/** The problems of one text: `[{line, text, why}]`. */
function problemsOf(text) {
  const found = [];
  text.split("\n").forEach((line, index) => {
    const why = PATTERNS.filter(([pattern]) => pattern.test(line)).map(([, what]) => what);
    if (why.length > 0) found.push({ line: index + 1, text: line.trim(), why: [...new Set(why)].join(", ") });
  });
  return found;
}

function isBinary(bytes) {
  return bytes.subarray(0, 8000).includes(0);
}

function trackedFiles(root) {
  return execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8", maxBuffer: 64 << 20 })
    .split("\0")
    .filter(Boolean);
}

function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  const self = relative(root, fileURLToPath(import.meta.url));
  const given = process.argv.slice(2);
  const files = given.length > 0 ? given : trackedFiles(root).filter((file) => file !== self);
  let count = 0;
  for (const file of files) {
    let bytes;
    try {
      bytes = readFileSync(given.length > 0 ? resolve(file) : join(root, file));
    } catch (error) {
      if (given.length > 0) throw error;
      continue; // tracked but deleted in the work tree
    }
    if (isBinary(bytes)) continue;
    for (const problem of problemsOf(bytes.toString("utf8"))) {
      count += 1;
      console.error(`${file}:${problem.line}: ${problem.why}: ${problem.text.slice(0, 160)}`);
    }
  }
  if (count > 0) {
    console.error(
      `\n${count} reference${count === 1 ? "" : "s"} to something outside the repository: say the rule itself instead.`,
    );
    process.exit(1);
  }
  console.log(`${files.length} files read: none refers to a text outside the repository.`);
}

main();
