import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { contentKey } from "../../lib/content/store";
import { testContent } from "../../test/content";
import { seedItems } from "../../lib/content/seed";
import { renderSuspendingAt } from "../../test/render";
import { DocumentPage } from "./document-page";
import { documentTextKey } from "./document-text";
import type { DocumentTextAnswer } from "../../generated/content";
import type { RouteInfo } from "../../lib/wasm";

const route = { path: "/document", page: "document", layout: "public", titleKey: "page.document" } as RouteInfo;
const page = <DocumentPage route={route} />;

/** The page's facts, term by term. */
const facts = () =>
  Object.fromEntries(
    within(screen.getAllByRole("definition")[0].closest("dl")!)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe("a document's page", () => {
  it("says a notice's date, format, size, pages and language, in Hindi, and offers its PDF", async () => {
    const [notice] = seedItems("notices");
    await renderSuspendingAt(`/document?lang=hi&kind=notices&id=${notice.id}`, page);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(notice.title.hi);
    expect(facts()).toEqual({
      दिनांक: "18 नवंबर 2026",
      प्रारूप: "पीडीएफ",
      आकार: "1 केबी",
      पृष्ठ: "1",
      भाषा: "अंग्रेज़ी",
    });
    expect(screen.getByRole("link", { name: "पीडीएफ डाउनलोड करें (1 केबी)" })).toHaveAttribute("href", notice.pdf);
    expect(screen.getByRole("link", { name: "मुखपृष्ठ पर सूचनाएँ" })).toHaveAttribute("href", "/?lang=hi");
  });

  it("says a notice in the archive is there, and leads back to the archive", async () => {
    const [notice, ...others] = seedItems("notices");
    testContent().provide({
      notices: { items: others },
      [contentKey("notices", { status: "archived" })]: { items: [{ ...notice, status: "archived" }] },
    });
    await renderSuspendingAt(`/document?lang=en&kind=notices&id=${notice.id}`, page);
    expect(screen.getByText(/This is in the archive/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Notices in the archive" })).toHaveAttribute("href", "/archive/notices?lang=en");
  });

  it("shows an RTI form, which has no date, with the RTI page to go back to", async () => {
    const rti = seedItems("rti")[0];
    const form = rti.downloads[0];
    await renderSuspendingAt(`/document?lang=en&kind=rti&id=${form.id}`, page);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(form.title.en);
    expect(Object.keys(facts())).toEqual(["Format", "Size", "Pages", "Language"]);
    expect(screen.getByRole("link", { name: /^Download the PDF/ })).toHaveAttribute("href", form.file);
    expect(screen.getByRole("link", { name: "Right to Information" })).toHaveAttribute("href", "/rti?lang=en");
  });

  it("says a document that is not on the site is not, and where documents are listed", async () => {
    await renderSuspendingAt("/document?lang=en&kind=tenders&id=no-such-tender", page);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Document");
    expect(screen.getByText(/This document is not on the site/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Closed tenders (archive)" })).toHaveAttribute("href", "/archive/tenders?lang=en");
    await renderSuspendingAt("/document?lang=en&kind=people&id=x", page);
    expect(screen.getAllByRole("link", { name: "Right to Information" }).length).toBeGreaterThan(0);
  });

  it("shows a document's text below its download, a heading and the language of its script for each page", async () => {
    const [notice] = seedItems("notices");
    const answer: DocumentTextAnswer = {
      text: {
        source: "converted",
        font: "Kruti Dev",
        lang: "both",
        pages: [
          { paragraphs: [{ text: "नगर पालिक निगम सिंगरौली" }, { text: "जलकर शिविर", lang: "hi" }], scanned: false },
          { paragraphs: [{ text: "Ward 12", lang: "en" }], scanned: false },
          { paragraphs: [], scanned: true },
        ],
        pagesLeftOut: 2,
      },
    };
    testContent().provide({ [documentTextKey(notice.pdf)]: answer as never });
    await renderSuspendingAt(`/document?lang=en&kind=notices&id=${notice.id}`, page);
    const region = screen.getByRole("region", { name: "Text of the document" });
    expect(region).toHaveTextContent("typed in the Kruti Dev font");
    expect(
      within(region)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Page 1", "Page 2", "Page 3"]);
    expect(within(region).getByText("जलकर शिविर")).toHaveAttribute("lang", "hi");
    expect(within(region).getByText("नगर पालिक निगम सिंगरौली")).not.toHaveAttribute("lang");
    expect(within(region).getByText("Ward 12")).toHaveAttribute("lang", "en");
    expect(within(region).getByText("This page is a scanned image without text.")).toBeInTheDocument();
    expect(within(region).getByText(/last 2 pages is not shown here/)).toBeInTheDocument();
    // Three pages are shown unfolded; the reader may fold them.
    expect(region.querySelector("details")).toHaveAttribute("open");
    expect(within(region).getByText("Show or hide the text of its 3 pages")).toBeInTheDocument();
  });

  it("says a scanned document has no text to read, in Hindi", async () => {
    const [notice] = seedItems("notices");
    const answer: DocumentTextAnswer = {
      text: { source: "scanned", pages: [{ paragraphs: [], scanned: true }], pagesLeftOut: 0 },
    };
    testContent().provide({ [documentTextKey(notice.pdf)]: answer as never });
    await renderSuspendingAt(`/document?lang=hi&kind=notices&id=${notice.id}`, page);
    const region = screen.getByRole("region", { name: "दस्तावेज़ का पाठ" });
    expect(region).toHaveTextContent("यह दस्तावेज़ स्कैन की गई छवि है");
    expect(region.querySelector("details")).toBeNull();
  });
});
