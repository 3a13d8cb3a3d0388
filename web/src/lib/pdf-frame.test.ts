import { describe, expect, it } from "vitest";
import { framedPdf } from "./pdf-frame";

describe("a PDF in a page's frame", () => {
  it("opens without the viewer's toolbar", () => {
    expect(framedPdf("/uploads/abc123.pdf")).toBe("/uploads/abc123.pdf#toolbar=0");
    expect(framedPdf("/files/notices/water-supply.pdf")).toBe("/files/notices/water-supply.pdf#toolbar=0");
  });
});
