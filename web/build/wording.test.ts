// One word for one thing in the Hindi the site shows: the catalogs and the content are read for
// the spellings and words the site has chosen against, and the same status is named the same
// for staff and for citizens.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const contentDir = join(__dirname, "..", "..", "content");
const catalog = (lang: string) =>
  JSON.parse(readFileSync(join(contentDir, "i18n", `${lang}.json`), "utf8")) as Record<string, string>;

/** Every JSON file of the content folder, by its path under it. */
function contentFiles(dir = contentDir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return contentFiles(file);
    return name.endsWith(".json") ? [file] : [];
  });
}

/** A word or spelling not used, with the one used instead and why. */
const NOT_USED: { word: string; use: string; why: string }[] = [
  { word: "हिन्दी", use: "हिंदी", why: "one spelling of the language's name (the Central Hindi Directorate's)" },
  { word: "निराकृत", use: "समाधान हुआ", why: "the word citizens read for a resolved message, for staff too" },
  { word: "माध्यिका", use: "a plain sentence", why: "a statistician's word a clerk does not use" },
];

describe("the site's Hindi", () => {
  it("uses one word for one thing in the catalogs and the content", () => {
    const found = contentFiles().flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return NOT_USED.filter(({ word }) => text.includes(word)).map(
        ({ word, use, why }) => `${file.slice(contentDir.length + 1)}: ${word} (use ${use}: ${why})`,
      );
    });
    expect(found).toEqual([]);
  });

  it("names a message's status the same in the staff's inbox and on the citizen's status page", () => {
    for (const lang of ["en", "hi"]) {
      const texts = catalog(lang);
      for (const status of ["forwarded", "resolved"]) {
        expect(texts[`inbox.status.${status}`], `${lang} ${status}`).toBe(texts[`feedback.status.step.${status}`]);
      }
    }
  });

  it("names the language the same wherever it is named in Hindi", () => {
    const hi = catalog("hi");
    expect(hi["lang.hi"]).toBe("हिंदी");
    expect(hi["content.field.hi"]).toBe("हिंदी");
    expect(hi["content.choice.hi"]).toBe("हिंदी");
    expect(hi["documentPage.lang.hi"]).toBe("हिंदी");
  });
});
