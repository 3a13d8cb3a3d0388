import { describe, expect, it } from "vitest";
import { BUILT_IN_CIRCULAR, chooseHoarding, chooseHoardingPdf, financialYear } from "./choose-pdf";

describe("the hoarding PDF shown", () => {
  it("is the current record's upload when there is one", () => {
    const body = { current: { url: "/uploads/abc123.pdf", savedAt: "2026-11-21T10:00:00Z" }, history: [] };
    expect(chooseHoardingPdf(body)).toBe("/uploads/abc123.pdf");
  });

  it("is the built-in circular without a current record", () => {
    expect(chooseHoardingPdf({ current: null, history: [] })).toBe(BUILT_IN_CIRCULAR);
  });

  it("is the built-in circular when the call failed or answered nonsense", () => {
    expect(chooseHoardingPdf(null)).toBe(BUILT_IN_CIRCULAR);
    expect(chooseHoardingPdf("oops")).toBe(BUILT_IN_CIRCULAR);
    expect(chooseHoardingPdf({ current: { url: 5 } })).toBe(BUILT_IN_CIRCULAR);
  });

  it("never frames an address that is not one of this server's uploads", () => {
    expect(chooseHoardingPdf({ current: { url: "https://evil.example/x.pdf" } })).toBe(BUILT_IN_CIRCULAR);
    expect(chooseHoardingPdf({ current: { url: "/uploads/../admin" } })).toBe(BUILT_IN_CIRCULAR);
    expect(chooseHoardingPdf({ current: { url: "javascript:alert(1)" } })).toBe(BUILT_IN_CIRCULAR);
  });
});

describe("the circular's name and day", () => {
  it("gives the day an admin saved it, and none for the built-in one", () => {
    expect(chooseHoarding({ current: { url: "/uploads/a.pdf", savedAt: "2026-11-21T10:00:00Z" } })).toEqual({
      url: "/uploads/a.pdf",
      savedOn: "2026-11-21",
    });
    expect(chooseHoarding({ current: null })).toEqual({ url: BUILT_IN_CIRCULAR });
  });

  it("names the financial year, April to March", () => {
    expect(financialYear("2026-11-21")).toBe("2026-27");
    expect(financialYear("2026-04-01")).toBe("2026-27");
    expect(financialYear("2027-03-31")).toBe("2026-27");
    expect(financialYear("2099-12-31")).toBe("2099-00");
  });
});
