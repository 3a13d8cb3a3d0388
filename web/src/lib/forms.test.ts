import { describe, expect, it } from "vitest";
import { FEEDBACK_CATEGORIES, LIMITS, imageProblems, loginProblems, pdfProblems, replyProblems, titleKey } from "./forms";

const PNG_HEAD = [
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 2, 0x80, 0, 0, 1, 0xe0,
];

describe("the form rules from wasm-core", () => {
  it("gives the limits the server enforces", () => {
    expect(LIMITS).toMatchObject({
      titleMax: 200,
      descriptionMax: 5000,
      imagesMax: 10,
      imageMaxBytes: 5 * 1024 * 1024,
      imageMaxPixels: 25_000_000,
      pdfMaxBytes: 20 * 1024 * 1024,
      passwordMin: 12,
      passwordMax: 128,
      usernameMax: 32,
      messageMin: 10,
      messageMax: 2000,
      senderNameMax: 100,
      replyMax: 2000,
      reopenReasonMax: 1000,
      answerDaysMax: 60,
    });
  });

  it("checks a reply to a citizen and lists the feedback form's categories", () => {
    expect(replyProblems("The lane was cleaned on Monday.")).toEqual([]);
    expect(replyProblems("  ")).toEqual(["required"]);
    expect(replyProblems("x".repeat(LIMITS.replyMax + 1))).toEqual(["too_long"]);
    expect(FEEDBACK_CATEGORIES).toEqual([
      "sanitation",
      "water",
      "roads",
      "streetlights",
      "drainage",
      "property-tax",
      "website",
      "other",
    ]);
  });

  it("groups the codes of a login by field", () => {
    expect(loginProblems("admin", "a long passphrase")).toEqual({});
    expect(loginProblems("", "short")).toEqual({ username: ["required"], password: ["too_short"] });
  });

  it("gives the key under which an event's title is unique", () => {
    expect(titleKey("  Tree   PLANTATION ")).toBe("tree plantation");
  });

  it("recognises images and PDFs by their bytes", async () => {
    expect(await imageProblems(new Blob([new Uint8Array(PNG_HEAD)]))).toEqual([]);
    expect(await imageProblems(new Blob(["<svg/>"]))).toEqual(["unsupported_type"]);
    expect(await pdfProblems(undefined)).toEqual(["required"]);
    expect(await pdfProblems(new File(["%PDF-1.7"], "Circular.PDF"))).toEqual([]);
    expect(await pdfProblems(new File(["%PDF-1.7"], "circular.png"))).toEqual(["not_pdf_name"]);
    expect(await pdfProblems(new File(["<html>"], "circular.pdf"))).toEqual(["not_pdf_content"]);
  });
});
