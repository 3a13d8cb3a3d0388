import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { FoundDocument, FoundPerson, ListPage, SearchAnswer } from "../../generated/content";
import type { List } from "../../lib/content/store";
import { seedContent } from "../../lib/content/seed";
import { newTestContent, testContent } from "../../test/content";
import { renderAt } from "../../test/render";
import { SearchPage } from "./search-page";
import { searchKey, type SearchAsked } from "./use-search";

// The page renders what the server answers (GET /api/search, tested in the server): these tests
// give it answers and read what it shows.

const onePage = (total: number, number = 1): ListPage => ({
  number,
  pages: Math.max(1, Math.ceil(total / 25)),
  total,
  years: [],
});

const sharma: FoundPerson = {
  id: "7000000901",
  directory: "smc-officer",
  name: { en: "Ramesh Sharma", hi: "रमेश शर्मा" },
  role: { en: "Assistant Engineer", hi: "सहायक यंत्री" },
  mobile: "7000000901",
};
const salim: FoundPerson = {
  id: "7000000940",
  directory: "ward-officer",
  name: { hi: "सलीम ख़ान" },
  reading: "Salim Khan",
  role: { en: "Ward Officer", hi: "वार्ड अधिकारी" },
  ward: { number: 27, name: { en: "Gandhi Nagar", hi: "गांधी नगर" } },
  zone: { number: 2, name: { en: "Zone 2", hi: "ज़ोन 2" } },
  mobile: "7000000940",
};
const bhola: FoundPerson = {
  ...sharma,
  id: "7000000941",
  directory: "outsource-employee",
  name: { en: "Bhola Tiwari", hi: "भोला तिवारी" },
  zone: { number: 7 },
};

const waterNotice: FoundDocument = {
  kind: "notices",
  id: "water-supply-schedule-zone-2",
  title: { en: "Revised water supply timings for Zone 2", hi: "पाइपलाइन मरम्मत के दौरान जोन 2 में जल आपूर्ति का संशोधित समय" },
  date: "2026-07-10",
};
const oldTender: FoundDocument = {
  kind: "tenders",
  id: "pipeline-2024",
  title: { en: "Laying of water pipeline, ward 12", hi: "वार्ड 12 में जल पाइपलाइन बिछाना" },
  date: "2024-03-01",
  archive: "/archive/tenders",
  snippet: "Water pipeline of 2 km with house connections.",
};

/** The page at `url`, the server's answer to `asked` given. */
function renderWith(url: string, asked: SearchAsked, answer: SearchAnswer) {
  testContent().provide({ [searchKey(asked)]: answer as unknown as List });
  return renderAt(url, <SearchPage />);
}

const group = (name: RegExp) => screen.getByRole("region", { name });
// The page's live region (the test router shows its address in an <output>, a status too).
const status = () => document.querySelector<HTMLElement>('p[role="status"]')!;

describe("search page", () => {
  it("repeats the query and groups people, pages and notices with their counts", () => {
    renderWith(
      "/search?lang=en&q=sharma",
      { query: "sharma", lang: "en", page: 1 },
      {
        query: "sharma",
        people: { items: [sharma], page: onePage(1) },
        pages: {
          items: [
            {
              page: "accounting",
              path: "/accounting",
              person: {
                name: { en: "Rajesh Sharma", hi: "राजेश शर्मा" },
                post: { en: "Chief Accounts Officer", hi: "मुख्य लेखा अधिकारी" },
              },
              snippet: "The Accounts Department keeps the books.",
            },
          ],
          page: onePage(1),
        },
        documents: { items: [], page: onePage(0) },
      },
    );
    expect(screen.getByRole("heading", { level: 2, name: "Results for “sharma”" })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Name, phone number, page or notice" })).toHaveValue("sharma");
    const people = group(/^People \(1\)$/);
    expect(within(people).getByText("Ramesh Sharma")).toBeInTheDocument();
    expect(within(people).getByText("Assistant Engineer")).toBeInTheDocument();
    expect(within(people).getByRole("link", { name: "SMC Officers" })).toHaveAttribute("href", "/smc-officer?lang=en&q=sharma");
    expect(within(people).getByRole("link", { name: "7000000901" })).toHaveAttribute("href", "tel:+917000000901");
    const pages = group(/^Pages and departments \(1\)$/);
    expect(within(pages).getByRole("link", { name: "Accounts" })).toHaveAttribute("href", "/accounting?lang=en");
    expect(within(pages).getByText("Rajesh Sharma, Chief Accounts Officer")).toBeInTheDocument();
    expect(within(pages).getByText("The Accounts Department keeps the books.")).toBeInTheDocument();
    expect(group(/^Notices \(0\)$/)).toHaveTextContent("No notice matches this search.");
    expect(status()).toHaveTextContent("Matches: 2. People: 1, pages and departments: 1, notices: 0.");
  });

  it("names the ward and zone of a person who has them, and a name's reading", () => {
    renderWith(
      "/search?lang=en&q=khan",
      { query: "khan", lang: "en", page: 1 },
      {
        query: "khan",
        people: { items: [salim, bhola], page: onePage(2) },
        pages: { items: [], page: onePage(0) },
        documents: { items: [], page: onePage(0) },
      },
    );
    const people = group(/^People \(2\)$/);
    expect(within(people).getByText("Ward 27 – Gandhi Nagar, Zone 2")).toBeInTheDocument();
    expect(within(people).getByText("Zone 7")).toBeInTheDocument();
    expect(within(people).getByText("सलीम ख़ान")).toHaveAttribute("lang", "hi");
    expect(within(people).getByText("(reading: Salim Khan)")).toHaveAttribute("lang", "en");
  });

  it("links a notice to its page, an archived one to its archive too, with its snippet, in Hindi", () => {
    renderWith(
      `/search?lang=hi&q=water`,
      { query: "water", lang: "hi", page: 1 },
      {
        query: "water",
        people: { items: [], page: onePage(0) },
        pages: { items: [], page: onePage(0) },
        documents: { items: [waterNotice, oldTender], page: onePage(2) },
      },
    );
    expect(screen.getByRole("heading", { level: 2, name: "“water” के परिणाम" })).toBeInTheDocument();
    const notices = group(/^सूचनाएँ \(2\)$/);
    const link = within(notices).getByRole("link", { name: /पाइपलाइन मरम्मत के दौरान जोन 2/ });
    expect(link).toHaveAttribute("href", "/document?lang=hi&kind=notices&id=water-supply-schedule-zone-2");
    expect(within(notices).getByRole("link", { name: /वार्ड 12 में जल पाइपलाइन/ })).toHaveAttribute(
      "href",
      "/document?lang=hi&kind=tenders&id=pipeline-2024",
    );
    expect(within(notices).getByRole("link", { name: "निविदा संग्रह" })).toHaveAttribute("href", "/archive/tenders?lang=hi");
    expect(within(notices).getByText("Water pipeline of 2 km with house connections.")).toBeInTheDocument();
  });

  it("links to all of a group's results when the first page does not hold them", () => {
    renderWith(
      "/search?lang=en&q=tax",
      { query: "tax", lang: "en", page: 1 },
      {
        query: "tax",
        people: { items: [], page: onePage(0) },
        pages: { items: [], page: onePage(0) },
        documents: { items: Array.from({ length: 25 }, (_, n) => ({ ...waterNotice, id: `n${n}` })), page: onePage(60) },
      },
    );
    expect(within(group(/^Notices \(60\)$/)).getByRole("link", { name: "All 60 results in Notices" })).toHaveAttribute(
      "href",
      "/search?q=tax&group=documents&lang=en",
    );
  });

  it("shows one group a page at a time, with its pages and a way back to every group", () => {
    renderWith(
      "/search?lang=en&q=tax&group=documents&page=2",
      { query: "tax", lang: "en", group: "documents", page: 2 },
      {
        query: "tax",
        documents: { items: Array.from({ length: 25 }, (_, n) => ({ ...waterNotice, id: `n${n}` })), page: onePage(60, 2) },
      },
    );
    expect(screen.queryByRole("region", { name: /^People/ })).not.toBeInTheDocument();
    const notices = group(/^Notices \(60\)$/);
    expect(
      within(notices)
        .getAllByRole("listitem")
        .filter((item) => item.classList.contains("search-item")),
    ).toHaveLength(25);
    expect(within(notices).getByText("Page 2 of 3 (60 in all)")).toBeInTheDocument();
    expect(within(notices).getByRole("link", { name: "Next" })).toHaveAttribute(
      "href",
      "/search?q=tax&group=documents&page=3&lang=en",
    );
    expect(within(notices).getByRole("link", { name: "Previous" })).toHaveAttribute(
      "href",
      "/search?q=tax&group=documents&lang=en",
    );
    expect(screen.getByRole("link", { name: "All results for “tax”" })).toHaveAttribute("href", "/search?q=tax&lang=en");
    expect(status()).toHaveTextContent("Notices: 60 matches.");
  });

  it("says so when the search could not be done", async () => {
    newTestContent(seedContent(), () => Promise.reject(new Error("offline")));
    renderAt("/search?lang=en&q=water", <SearchPage />);
    await screen.findByText("The search could not be done. Check your connection and try again.");
  });

  it("without a query shows a prompt and no groups", () => {
    renderAt("/search?lang=en", <SearchPage />);
    expect(screen.getByText(/Type a name, a phone number/)).toBeInTheDocument();
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
    expect(status()).toBeEmptyDOMElement();
  });

  it("searches again from its own form, keeping the language", async () => {
    const user = userEvent.setup();
    renderAt("/search?lang=hi&q=sharma", <SearchPage />);
    const box = screen.getByRole("searchbox");
    await user.clear(box);
    await user.type(box, "contact{Enter}");
    expect(screen.getByTestId("location")).toHaveTextContent("/search?lang=hi&q=contact");
    expect(screen.getByRole("heading", { level: 2, name: "“contact” के परिणाम" })).toBeInTheDocument();
  });
});
