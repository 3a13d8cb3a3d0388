import { describe, expect, it } from "vitest";
import { BAR_LINKS, MENU_IDS, MENUS } from "../../e2e/navigation";
import { Translator, languageCookie, navigation, resolveLanguage, routeTable, telUri } from "./wasm";

describe("wasm-core from JavaScript", () => {
  const translator = new Translator();
  translator.add("en", { greet: "Hello, {name}!", onlyEnglish: "English only" });
  translator.add("hi", { greet: "नमस्ते, {name}!" });
  translator.add("en", { year: "© {year}" });
  translator.add("hi", { year: "© {year}" });
  const t = translator.t.bind(translator);

  it("looks messages up with arguments, falling back to English, then to the key", () => {
    expect(t("hi", "greet", { name: "सीमा" })).toBe("नमस्ते, सीमा!");
    expect(t("en", "greet", { name: "Seema" })).toBe("Hello, Seema!");
    expect(t("hi", "onlyEnglish")).toBe("English only");
    expect(t("hi", "no.such.key")).toBe("no.such.key");
    expect(t("en", "year", { year: 2026 })).toBe("© 2026");
  });

  it("reads a message again in its language once the part that has it arrives", () => {
    const later = new Translator();
    later.add("en", { "later.title": "Tenders" });
    expect(later.t("hi", "later.title")).toBe("Tenders");
    expect(later.t("hi", "later.missing")).toBe("later.missing");
    later.add("hi", { "later.title": "निविदाएँ", "later.missing": "अब है" });
    expect(later.t("hi", "later.title")).toBe("निविदाएँ");
    expect(later.t("hi", "later.missing")).toBe("अब है");
    expect(later.t("en", "later.title")).toBe("Tenders");
  });

  it("exposes the route table with case-sensitive paths", () => {
    expect(routeTable).toHaveLength(70);
    const pages = Object.fromEntries(routeTable.map((route) => [route.path, route]));
    expect(pages["/Corporators"].page).toBe("corporators");
    expect(pages["/corporators"].page).toBe("corporators");
    expect(pages["/admin/login"]).toMatchObject({ page: "login", layout: "bare", titleKey: "page.login" });
    expect(pages["/mayor"]).toMatchObject({ layout: "public", titleKey: "page.mayor" });
  });

  it("exposes the navigation in the header's order: Home, the three menus, the links", () => {
    const shape = navigation.map((item) => (item.kind === "link" ? item.route.path : `${item.id}:${item.items.length}`));
    expect(shape).toEqual(["/", ...MENU_IDS.map((id) => `${id}:${MENUS[id].length}`), ...BAR_LINKS]);
    const entries = navigation.flatMap((item) =>
      item.kind === "menu" ? [[item.id, item.items.map((entry) => entry.path)]] : [],
    );
    expect(Object.fromEntries(entries)).toEqual(MENUS);
  });

  it("resolves the language from the URL, the saved choice and the browser", () => {
    expect(resolveLanguage("hi", "smc_lang=en", ["en"])).toBe("hi");
    expect(resolveLanguage(null, "smc_session=x; smc_lang=hi", ["en"])).toBe("hi");
    expect(resolveLanguage(null, "other=hi", ["en"])).toBe("en");
    expect(resolveLanguage(null, "", ["mr-IN", "hi-IN"])).toBe("hi");
    expect(resolveLanguage("xx", "", [])).toBe("en");
  });

  it("saves the choice of language in a cookie", () => {
    expect(languageCookie("hi", false)).toBe("smc_lang=hi; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(languageCookie("en", true)).toMatch(/^smc_lang=en; .*; Secure$/);
  });

  it("turns printed phone numbers into tel: links", () => {
    expect(telUri("70000 00001")).toBe("tel:+917000000001");
    expect(telUri("call me")).toBeUndefined();
  });
});
