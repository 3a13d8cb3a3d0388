import { describe, expect, it } from "vitest";
import { loginAddress, safeNext } from "./next-page";

describe("the page after login", () => {
  it("is the guarded page asked for", () => {
    expect(safeNext("/admin/upload")).toBe("/admin/upload");
    expect(safeNext("/admin/dashboard")).toBe("/admin/dashboard");
  });

  it("is the dashboard for anything else, never another site", () => {
    for (const next of [null, "", "/", "/hoarding", "https://evil.example/", "//evil.example", "/admin/upload/../x", "/ADMIN/UPLOAD"]) {
      expect(safeNext(next), String(next)).toBe("/admin/dashboard");
    }
  });
});

describe("the login address", () => {
  it("names the page to come back to and keeps the language", () => {
    expect(loginAddress("hi", "/admin/upload")).toBe("/admin/login?next=%2Fadmin%2Fupload&lang=hi");
  });

  it("has no next for a page that is not guarded", () => {
    expect(loginAddress("en", "/mayor")).toBe("/admin/login?lang=en");
    expect(loginAddress("en")).toBe("/admin/login?lang=en");
  });
});
