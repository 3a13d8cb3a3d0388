import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TextWithPhoneLinks } from "./phone-link";

const linksIn = (text: string) => {
  const { container } = render(
    <p>
      <TextWithPhoneLinks text={text} />
    </p>,
  );
  return {
    text: container.textContent,
    links: [...container.querySelectorAll("a")].map((link) => [link.textContent, link.getAttribute("href")]),
  };
};

describe("phone numbers inside a text", () => {
  it("become links that dial them, the text around them kept as it was", () => {
    const text = "Water supply is off in ward 12 until 6 pm. Call 07805-123456 or 94250 12345, or 112 in danger.";
    expect(linksIn(text)).toEqual({
      text,
      links: [
        ["07805-123456", "tel:+917805123456"],
        ["94250 12345", "tel:+919425012345"],
        ["112", "tel:112"],
      ],
    });
  });

  it("leave days, years, ward numbers and amounts alone", () => {
    const text = "वार्ड 12 में 28-11-2026 से 2027 तक ₹ 1500 का शुल्क।";
    expect(linksIn(text)).toEqual({ text, links: [] });
  });

  it("keep a text without numbers as it is", () => {
    expect(linksIn("No water today.")).toEqual({ text: "No water today.", links: [] });
  });
});
