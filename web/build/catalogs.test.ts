import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BUILD_ONLY_PREFIXES, LATER_PARTS, CATALOG_PARTS, type CatalogPart } from "../src/lib/catalogs/parts";
import { keysWithoutPart, partMessages } from "./catalogs";

const catalog = (lang: string) =>
  JSON.parse(readFileSync(join(__dirname, "..", "..", "content", "i18n", `${lang}.json`), "utf8")) as Record<string, string>;

describe("the catalogs' parts", () => {
  it("place every message of both catalogs in a part, except those only index.html uses", () => {
    expect(keysWithoutPart(catalog("en"))).toEqual([]);
    expect(keysWithoutPart(catalog("hi"))).toEqual([]);
    expect(keysWithoutPart({ "nowhere.key": "x", "meta.description": "y" })).toEqual(["nowhere.key"]);
  });

  it("take a message by the longest prefix of its key", () => {
    const messages = {
      "search.header.label": "Search the site",
      "search.prompt": "Type a name",
      "admin.backToSite": "Back",
      "admin.logout": "Log out",
      "meta.description": "Never in the browser",
    };
    expect(partMessages(messages, "shell")).toEqual({
      "search.header.label": "Search the site",
      "admin.backToSite": "Back",
    });
    expect(partMessages(messages, "search")).toEqual({ "search.prompt": "Type a name" });
    expect(partMessages(messages, "admin")).toEqual({ "admin.logout": "Log out" });
  });

  it("split the catalogs without losing or repeating a message", () => {
    for (const lang of ["en", "hi"]) {
      const all = catalog(lang);
      const parts = Object.keys(CATALOG_PARTS) as CatalogPart[];
      const keys = parts.flatMap((part) => Object.keys(partMessages(all, part)));
      expect(new Set(keys).size).toBe(keys.length);
      const downloaded = Object.keys(all).filter((key) => !BUILD_ONLY_PREFIXES.some((prefix) => key.startsWith(`${prefix}.`)));
      expect(keys.length).toBe(downloaded.length);
    }
  });

  it("name as read later the admin area's parts, the end of page prompt's and those of pages seldom landed on, never those of the pages most landed on", () => {
    for (const part of LATER_PARTS) expect(Object.keys(CATALOG_PARTS)).toContain(part);
    for (const part of ["shell", "events", "search", "directory", "rti", "notice-tables", "contact", "departments", "profiles"]) {
      expect(LATER_PARTS).not.toContain(part);
    }
  });
});
