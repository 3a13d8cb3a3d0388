import { describe, expect, it } from "vitest";
import { LANGS as SITE_LANGS, resolveLanguage as siteRule } from "../lib/wasm";
import { LANG_COOKIE, LANGS, resolveLanguage } from "./language-rule";

describe("the service worker's language rule", () => {
  it("has the site's languages", () => {
    expect(LANGS).toEqual(SITE_LANGS);
  });

  it.each([
    [null, null, []],
    ["hi", "en", ["en-GB"]],
    ["HI-in", null, []],
    ["fr", "hi", ["en"]],
    [null, "hi", ["en-US", "en"]],
    [null, "xx", ["fr-FR", "hi-IN", "en"]],
    [null, null, ["de", "fr"]],
    ["", "", ["en_IN"]],
    [null, " hi ", []],
  ] as const)("chooses as wasm-core does for lang=%s, cookie %s, browser %j", (param, stored, preferred) => {
    const cookies = stored === null ? "" : `${LANG_COOKIE}=${stored}`;
    expect(resolveLanguage(param, stored, preferred)).toBe(siteRule(param, cookies, preferred));
  });
});

describe("the service worker's language cookie", () => {
  it("is the one the app writes", async () => {
    const { languageCookie } = await import("../lib/wasm");
    const { LANG_COOKIE } = await import("./language-rule");
    expect(languageCookie("hi", false).startsWith(`${LANG_COOKIE}=hi;`)).toBe(true);
  });
});
