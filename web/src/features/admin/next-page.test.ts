import { describe, expect, it } from "vitest";
import { loginAddress, pageOf, safeNext, withLang } from "./next-page";

describe("the page after login", () => {
  it("is the guarded page asked for", () => {
    expect(safeNext("/admin/upload")).toBe("/admin/upload");
    expect(safeNext("/admin/dashboard")).toBe("/admin/dashboard");
    expect(safeNext("/admin/content?kind=people&item=p-12")).toBe("/admin/content?kind=people&item=p-12");
    expect(safeNext("/admin/content?kind=faq")).toBe("/admin/content?kind=faq");
    expect(safeNext("/admin/audit")).toBe("/admin/audit");
    expect(safeNext("/admin/feedback")).toBe("/admin/feedback");
    expect(safeNext("/admin/feedback?status=received&category=water&ward=12")).toBe(
      "/admin/feedback?status=received&category=water&ward=12",
    );
    expect(safeNext("/admin/audit?who=r.sharma&action=signIn&from=2026-11-24")).toBe(
      "/admin/audit?who=r.sharma&action=signIn&from=2026-11-24",
    );
  });

  it("keeps no other query", () => {
    expect(safeNext("/admin/content?kind=faq&next=https://evil.example")).toBe("/admin/content");
    expect(safeNext("/admin/upload?kind=faq")).toBe("/admin/upload");
    expect(safeNext("/admin/audit?who=a&next=https://evil.example")).toBe("/admin/audit");
    expect(safeNext("/admin/audit?who=a/../x")).toBe("/admin/audit");
    expect(safeNext("/admin/feedback?ward=12&who=a")).toBe("/admin/feedback");
  });

  it("is the dashboard for anything else, never another site", () => {
    for (const next of [
      null,
      "",
      "/",
      "/hoarding",
      "https://evil.example/",
      "//evil.example",
      "/admin/upload/../x",
      "/ADMIN/UPLOAD",
    ]) {
      expect(safeNext(next), String(next)).toBe("/admin/dashboard");
    }
  });
});

describe("the login address", () => {
  it("names the page to come back to and keeps the language", () => {
    expect(loginAddress("hi", "/admin/upload")).toBe("/admin/login?next=%2Fadmin%2Fupload&lang=hi");
  });

  it("comes back to the content area's kind and item, without the language", () => {
    expect(loginAddress("en", pageOf("/admin/content", "?kind=people&item=p-12&lang=hi"))).toBe(
      "/admin/login?next=%2Fadmin%2Fcontent%3Fkind%3Dpeople%26item%3Dp-12&lang=en",
    );
    expect(withLang("/admin/content?kind=faq", "hi")).toBe("/admin/content?kind=faq&lang=hi");
  });

  it("has no next for a page that is not guarded", () => {
    expect(loginAddress("en", "/mayor")).toBe("/admin/login?lang=en");
    expect(loginAddress("en")).toBe("/admin/login?lang=en");
  });
});
