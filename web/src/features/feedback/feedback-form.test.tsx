import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { PageContent } from "../../lib/content/store";
import { testContent } from "../../test/content";
import { renderAt, serverRendered } from "../../test/render";
import { FeedbackForm } from "./feedback-form";
import { SENT_FORM_KEY, type SentForm } from "./sent-form";

const refused: SentForm = {
  draft: {
    category: "water",
    ward: "12",
    message: "No water",
    page: "/ward-officer",
    name: "Sunita Verma",
    phone: "12345",
    email: "",
  },
  problems: { message: ["too_short"], phone: ["invalid_phone"] },
  photoDropped: true,
  failure: null,
};

/** The page as the server renders it at `url`, parsed: what a browser shows before any script. */
const renderedAt = (url: string) => serverRendered(url, <FeedbackForm page="" onSent={() => undefined} />);

describe("the feedback form", () => {
  it("is a plain multipart form posted to the page in its language, the photo its last field", () => {
    renderAt("/feedback?lang=hi", <FeedbackForm page="" onSent={() => undefined} />);
    const form = screen.getByRole("button", { name: "भेजें" }).closest("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("enctype", "multipart/form-data");
    expect(form).toHaveAttribute("action", "/feedback?lang=hi");
    const names = [...form.querySelectorAll("[name]")].map((field) => field.getAttribute("name"));
    expect(names).toEqual(["category", "ward", "message", "name", "phone", "email", "homepage", "page", "photo"]);
  });

  it("rendered again with a form the server refused, holds what was typed and says each problem, the summary focused", async () => {
    testContent().provide({ [SENT_FORM_KEY]: refused } as unknown as PageContent);
    // The browser focuses the summary as the rendered page opens.
    const rendered = renderedAt("/feedback?lang=en");
    expect(rendered.querySelector("[autofocus]")).toBe(rendered.querySelector(".error-summary"));
    renderAt("/feedback?lang=en", <FeedbackForm page="" onSent={() => undefined} />);
    expect(screen.getByLabelText("Your message")).toHaveValue("No water");
    expect(screen.getByLabelText("Mobile or phone number (optional)")).toHaveValue("12345");
    expect(screen.getByLabelText("Name (optional)")).toHaveValue("Sunita Verma");
    expect(screen.getByLabelText("What is it about?")).toHaveValue("water");
    expect(screen.getByText("About the page: /ward-officer")).toBeInTheDocument();
    const summary = screen.getByRole("alert");
    expect([...summary.querySelectorAll("a")].map((link) => link.textContent)).toEqual([
      "Write at least 10 characters, so that the staff know what is wrong and where.",
      "Enter a 10-digit mobile number, or a phone number with its STD code such as 07805 234567.",
      "Choose your photo again: the form cannot keep it when it comes back to you.",
    ]);
    // Hydrated, it is forgotten: a form rendered afresh starts empty.
    await vi.waitFor(() => expect(testContent().now(SENT_FORM_KEY)).toBeUndefined());
  });

  it("says why a form was turned away when no field is at fault, in the page language", () => {
    testContent().provide({
      [SENT_FORM_KEY]: { ...refused, problems: {}, photoDropped: false, failure: { kind: "tooMany", minutes: 12 } },
    } as unknown as PageContent);
    const rendered = renderedAt("/feedback?lang=hi");
    expect(rendered.querySelector("[autofocus]")?.textContent).toMatch(/12 मिनट बाद फिर प्रयास करें/);
    renderAt("/feedback?lang=hi", <FeedbackForm page="" onSent={() => undefined} />);
    expect(screen.getByText(/12 मिनट बाद फिर प्रयास करें/)).toBeInTheDocument();
    expect(screen.getByLabelText("आपका संदेश")).toHaveValue("No water");
  });
});
