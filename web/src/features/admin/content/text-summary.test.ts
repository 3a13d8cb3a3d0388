import { describe, expect, it } from "vitest";
import { translate } from "../../../lib/catalogs/load";
import { textMessage } from "./text-summary";

const en = (key: string, args?: Record<string, string | number>) => translate("en", key, args);
const hi = (key: string, args?: Record<string, string | number>) => translate("hi", key, args);

describe("what the editor says of an uploaded PDF's text", () => {
  it("says its language and pages, and a legacy font it was converted from", () => {
    expect(textMessage(en, { source: "unicode", lang: "en", pagesWithText: 4, scannedPages: 0 })).toEqual({
      text: "English text, 4 pages.",
      warns: false,
    });
    expect(
      textMessage(en, { source: "converted", font: "Kruti Dev", lang: "hi", pagesWithText: 1, scannedPages: 0 }).text,
    ).toBe("Hindi text in Kruti Dev, converted to Unicode, 1 page.");
    expect(textMessage(hi, { source: "unicode", lang: "both", pagesWithText: 2, scannedPages: 0 }).text).toBe(
      "हिंदी और अंग्रेज़ी पाठ, 2 पृष्ठ।",
    );
  });

  it("warns of a scan, and of pages without text among others", () => {
    const scan = textMessage(en, { source: "scanned", pagesWithText: 0, scannedPages: 3 });
    expect(scan.warns).toBe(true);
    expect(scan.text).toMatch(/^No text: a scanned image\. Citizens who use screen readers cannot read it/);
    expect(textMessage(hi, { source: "none", pagesWithText: 0, scannedPages: 0 }).text).toMatch(/^इस PDF से कोई पाठ नहीं/);
    const some = textMessage(en, { source: "unicode", lang: "hi", pagesWithText: 2, scannedPages: 1 });
    expect(some).toEqual({
      text: "Hindi text, 2 pages. Pages without text (scanned images): 1. Citizens who use screen readers cannot read them.",
      warns: true,
    });
  });
});
