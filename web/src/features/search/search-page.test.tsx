import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { shownName, type Person } from "../../lib/directory/people";
import { renderAt, renderSuspendingAt } from "../../test/render";
import { SearchPage } from "./search-page";

// A few people of the shape lib/directory gives, so these tests need no directory files.
const officer = (n: number, en: string | undefined, hi: string): Person => ({
  id: `70000009${String(n).padStart(2, "0")}`,
  directory: "smc-officer",
  name: shownName(en ? { en, hi } : { hi }),
  role: { en: "Assistant Engineer", hi: "सहायक यंत्री" },
  designation: { id: "assistant-engineer", name: { en: "Assistant Engineer", hi: "सहायक यंत्री" } },
  mobile: `70000009${String(n).padStart(2, "0")}`,
});
const PEOPLE: Person[] = [
  officer(1, "Ramesh Sharma", "रमेश शर्मा"),
  {
    ...officer(2, "Sunita Singh", "सुनीता सिंह"),
    directory: "corporators",
    role: { en: "Bharatiya Janata Party", hi: "भारतीय जनता पार्टी" },
  },
  officer(3, undefined, "रामलाल वर्मा"),
  ...Array.from({ length: 23 }, (_, i) => officer(10 + i, `Clerk Number ${i + 1}`, `लिपिक ${i + 1}`)),
  {
    ...officer(40, undefined, "सलीम ख़ान"),
    directory: "ward-officer",
    role: { en: "Ward Officer", hi: "वार्ड अधिकारी" },
    ward: { number: 27, name: { en: "Gandhi Nagar", hi: "गांधी नगर" }, zone: 2 },
    zone: { number: 2, name: { en: "Zone 2", hi: "ज़ोन 2" } },
  },
  { ...officer(41, "Bhola Tiwari", "भोला तिवारी"), directory: "outsource-employee", zone: { number: 7 } },
];

vi.mock("../../lib/directory/load", async (importOriginal) => {
  const { SearchIndex } = await import("../../lib/search-index");
  const { searchRecord } = await import("../../lib/directory/people");
  return {
    ...(await importOriginal<typeof import("../../lib/directory/load")>()),
    loadAllPeople: async () => PEOPLE,
    indexOf: (people: Person[]) => new SearchIndex(people.map(searchRecord)),
  };
});

const group = (name: RegExp) => screen.getByRole("region", { name });
// The page's live region (the test router shows its address in an <output>, a status too).
const status = () => document.querySelector<HTMLElement>('p[role="status"]')!;

describe("search page", () => {
  it("repeats the query and groups people, pages and notices with their counts", async () => {
    await renderSuspendingAt("/search?lang=en&q=sharma", <SearchPage />);
    expect(screen.getByRole("heading", { level: 2, name: "Results for “sharma”" })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Name, phone number, page or notice" })).toHaveValue("sharma");
    const people = await screen.findByRole("region", { name: "People (1)" });
    expect(within(people).getByText("Ramesh Sharma")).toBeInTheDocument();
    expect(within(people).getByText("Assistant Engineer")).toBeInTheDocument();
    expect(within(people).getByRole("link", { name: "SMC Officers" })).toHaveAttribute("href", "/smc-officer?lang=en&q=sharma");
    expect(within(people).getByRole("link", { name: "7000000901" })).toHaveAttribute("href", "tel:+917000000901");
    // The departments whose heads are Sharmas, with the head's name and post.
    const pages = group(/^Pages and departments \(2\)$/);
    expect(
      within(pages)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Accounts", "Electricity"]);
    expect(within(pages).getByText("Rajesh Sharma, Chief Accounts Officer")).toBeInTheDocument();
    expect(group(/^Notices \(0\)$/)).toHaveTextContent("No notice matches this search.");
    // The count is announced once the people found are on the page.
    await vi.waitFor(() => expect(status()).toHaveTextContent("Matches: 3. People: 1, pages and departments: 2, notices: 0."));
  });

  it("finds a page by its title and subject, not by the words its text mentions in passing", () => {
    const pageTitles = (query: string) => {
      renderAt(`/search?lang=en&q=${encodeURIComponent(query)}`, <SearchPage />);
      const links = within(group(/^Pages and departments \(\d+\)$/)).queryAllByRole("link");
      const titles = links.map((link) => link.textContent);
      cleanup();
      return titles;
    };
    // Singrauli, in every department's text, begins like Singh; पक्ष, in Legal's, like "faq".
    expect(pageTitles("singh")).toEqual([]);
    expect(pageTitles("faq")).toEqual(["FAQ"]);
    expect(pageTitles("transport")).toEqual(["City Transport"]);
    // A word of the text as it is still finds the department, after the titles.
    expect(pageTitles("pensions")).toEqual(["Accounts"]);
  });

  it("finds the department heads, the mayor, the commissioner and the chairman by name", () => {
    const pageTitles = (query: string, lang = "en") => {
      renderAt(`/search?lang=${lang}&q=${encodeURIComponent(query)}`, <SearchPage />);
      const pages = group(lang === "en" ? /^Pages and departments \(\d+\)$/ : /^पृष्ठ और विभाग \(\d+\)$/);
      const titles = within(pages)
        .queryAllByRole("link")
        .map((link) => link.textContent);
      cleanup();
      return titles;
    };
    expect(pageTitles("tripathi")).toEqual(["Commissioner"]);
    expect(pageTitles("kamla devi")).toEqual(["Mayor"]);
    expect(pageTitles("shukla")).toEqual(["Chairman"]);
    expect(pageTitles("alok dubey")).toEqual(["DUDA"]);
    expect(pageTitles("आलोक दुबे", "hi")).toEqual(["जिला शहरी विकास अभिकरण (डूडा)"]);
    expect(pageTitles("saket")).toEqual(expect.arrayContaining(["Mayor", "E-Tendering", "Swachh Bharat Mission"]));
  });

  it("names the ward and zone of a person who has them", async () => {
    await renderSuspendingAt(`/search?lang=en&q=${encodeURIComponent("salim")}`, <SearchPage />);
    const people = await screen.findByRole("region", { name: "People (1)" });
    expect(within(people).getByText("Ward Officer")).toBeInTheDocument();
    expect(within(people).getByText("Ward 27 – Gandhi Nagar, Zone 2")).toBeInTheDocument();
    cleanup();
    await renderSuspendingAt(`/search?lang=hi&q=${encodeURIComponent("bhola")}`, <SearchPage />);
    const hindi = await screen.findByRole("region", { name: "व्यक्ति (1)" });
    expect(within(hindi).getByText("ज़ोन 7")).toBeInTheDocument();
  });

  it("finds a notice by its English title on a Hindi page, linking to its page", async () => {
    await renderSuspendingAt(`/search?lang=hi&q=${encodeURIComponent("water")}`, <SearchPage />);
    expect(screen.getByRole("heading", { level: 2, name: "“water” के परिणाम" })).toBeInTheDocument();
    const notices = group(/^सूचनाएँ \(\d+\)$/);
    const link = within(notices).getByRole("link", { name: /पाइपलाइन मरम्मत के दौरान जोन 2/ });
    expect(link).toHaveAttribute("href", "/document?lang=hi&kind=notices&id=water-supply-schedule-zone-2");
    expect(link).not.toHaveAttribute("target");
    await screen.findByRole("region", { name: "व्यक्ति (0)" });
  });

  it("finds a page by its English title on a Hindi page, showing the Hindi title", () => {
    renderAt("/search?lang=hi&q=contact", <SearchPage />);
    const pages = group(/^पृष्ठ और विभाग \(\d+\)$/);
    expect(within(pages).getByRole("link", { name: "संपर्क" })).toHaveAttribute("href", "/contact?lang=hi");
  });

  it("finds a department by its about text, linking to its page", () => {
    renderAt("/search?lang=en&q=pensions", <SearchPage />);
    const pages = group(/^Pages and departments \(\d+\)$/);
    expect(within(pages).getByRole("link", { name: "Accounts" })).toHaveAttribute("href", "/accounting?lang=en");
  });

  it("shows a Devanagari-only name marked as Hindi on an English page, with its reading", async () => {
    await renderSuspendingAt(`/search?lang=en&q=${encodeURIComponent("वर्मा")}`, <SearchPage />);
    await screen.findByRole("region", { name: "People (1)" });
    expect(screen.getByText("रामलाल वर्मा")).toHaveAttribute("lang", "hi");
    expect(screen.getByText("(reading: Ramlal Varma)")).toHaveAttribute("lang", "en");
  });

  it("shows a Devanagari-only name alone on a Hindi page", async () => {
    await renderSuspendingAt(`/search?lang=hi&q=${encodeURIComponent("वर्मा")}`, <SearchPage />);
    const people = await screen.findByRole("region", { name: "व्यक्ति (1)" });
    expect(within(people).getByText("रामलाल वर्मा")).toBeInTheDocument();
    expect(within(people).queryByText(/Ramlal/)).not.toBeInTheDocument();
  });

  it("shows the first 20 people, then all of them on request", async () => {
    const user = userEvent.setup();
    await renderSuspendingAt("/search?lang=en&q=clerk", <SearchPage />);
    const people = await screen.findByRole("region", { name: "People (23)" });
    expect(within(people).getAllByRole("listitem")).toHaveLength(20);
    await user.click(within(people).getByRole("button", { name: "Show all people (23)" }));
    expect(within(people).getAllByRole("listitem")).toHaveLength(23);
    expect(within(people).getAllByRole("listitem")[20]).toHaveFocus();
    expect(within(people).queryByRole("button")).not.toBeInTheDocument();
  });

  it("says so when nothing matches", async () => {
    await renderSuspendingAt("/search?lang=en&q=zzqx", <SearchPage />);
    expect(await screen.findByRole("region", { name: "People (0)" })).toHaveTextContent("No person matches this search.");
    expect(status()).toHaveTextContent("Matches: 0.");
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
    await renderSuspendingAt("/search?lang=hi&q=sharma", <SearchPage />);
    const box = screen.getByRole("searchbox");
    await user.clear(box);
    await user.type(box, "contact{Enter}");
    expect(screen.getByTestId("location")).toHaveTextContent("/search?lang=hi&q=contact");
    expect(screen.getByRole("heading", { level: 2, name: "“contact” के परिणाम" })).toBeInTheDocument();
  });
});
