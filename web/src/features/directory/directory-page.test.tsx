import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { loadDirectory } from "../../lib/directory/load";
import { testContent } from "../../test/content";
import { DIRECTORY_IDS } from "../../lib/directory/people";
import { navigation } from "../../lib/wasm";
import { renderSuspendingAt } from "../../test/render";
import { isDirectory } from "./directory-config";
import { DirectoryPage } from "./directory-page";
import { rangesOf } from "./labels";

const route = (page: string) => ({ path: `/${page}`, page, layout: "public" as const, titleKey: `page.${page}` });

/** Renders a directory page at `url` and waits for its data. */
async function open(page: string, url = `/${page}?lang=en`) {
  const result = await renderSuspendingAt(url, <DirectoryPage route={route(page)} />);
  await screen.findAllByRole("table");
  return { user: userEvent.setup(), ...result };
}

const bodyRows = (table = screen.getByRole("table")) => within(table).getAllByRole("row").slice(1);
const rowHeaders = () => bodyRows().map((row) => within(row).getByRole("rowheader").textContent);
/** The live region of the page (renderAt adds an <output> of its own, also a status). */
const status = () => screen.getAllByRole("status").find((el) => el.tagName === "P")!;
const location = () => new URL(screen.getByTestId("location").textContent, "http://x");

describe("a directory page", () => {
  it("shows the whole table with its caption, column headers and tap-to-call links", async () => {
    const people = await loadDirectory(testContent(), "smc-officer");
    await open("smc-officer");
    const table = screen.getByRole("table", { name: "Officers of the Municipal Corporation" });
    const headers = within(table).getAllByRole("columnheader");
    expect(headers.map((th) => th.textContent)).toEqual(["S. No.", "Name", "Designation", "Mobile"]);
    for (const th of headers) expect(th).toHaveAttribute("scope", "col");
    expect(bodyRows()).toHaveLength(79);
    expect(status()).toHaveTextContent("79 entries");
    const first = bodyRows()[0];
    expect(within(first).getByRole("link", { name: people[0].mobile })).toHaveAttribute("href", `tel:+91${people[0].mobile}`);
    expect(screen.getByRole("region", { name: "Officers of the Municipal Corporation" })).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("navigation", { name: "Important Links" })).toBeInTheDocument();
  });

  it("filters the rows as the user types, announces the count and writes the query into the URL", async () => {
    const people = await loadDirectory(testContent(), "smc-officer");
    const { user } = await open("smc-officer");
    const target = people[40];
    await user.type(screen.getByRole("searchbox", { name: "Search by name, designation or mobile number" }), target.mobile);
    expect(rowHeaders()).toEqual([target.name.en ?? target.name.hi]);
    expect(status()).toHaveTextContent("1 of 79 shown");
    expect(location().searchParams.get("q")).toBe(target.mobile);
    expect(location().searchParams.get("lang")).toBe("en");
  });

  it("combines the designation filter with the query", async () => {
    const people = await loadDirectory(testContent(), "smc-employee");
    const { user } = await open("smc-employee");
    const target = people[100];
    const designation = target.designation!;
    const sameDesignation = people.filter((p) => p.designation?.id === designation.id);
    await user.selectOptions(screen.getByRole("combobox", { name: "Designation" }), designation.id);
    expect(bodyRows()).toHaveLength(sameDesignation.length);
    for (const row of bodyRows()) expect(row).toHaveTextContent(designation.name.en);
    expect(location().searchParams.get("designation")).toBe(designation.id);

    await user.type(screen.getByRole("searchbox"), target.mobile.slice(-4));
    expect(rowHeaders()).toEqual([target.name.en ?? target.name.hi]);
    const other = people.find((p) => p.designation?.id !== designation.id)!;
    await user.clear(screen.getByRole("searchbox"));
    await user.type(screen.getByRole("searchbox"), other.mobile);
    expect(screen.queryByRole("table")).toBeNull();
    expect(status()).toHaveTextContent(/^No entries match your search/);
  });

  it("offers only the page's own values, in the page language, with All first", async () => {
    const people = await loadDirectory(testContent(), "ward-officer");
    await open("ward-officer", "/ward-officer?lang=hi");
    const designations = within(screen.getByRole("combobox", { name: "पदनाम" })).getAllByRole("option");
    expect(designations[0]).toHaveTextContent("सभी");
    expect(
      designations
        .slice(1)
        .map((o) => o.textContent)
        .sort(),
    ).toEqual([...new Set(people.map((p) => p.designation!.name.hi))].sort());
    const zones = within(screen.getByRole("combobox", { name: "ज़ोन" })).getAllByRole("option");
    expect(zones.map((o) => o.textContent)).toEqual(["सभी", "ज़ोन 1", "ज़ोन 2", "ज़ोन 3"]);
  });

  it("restores the search from the URL after a reload", async () => {
    const people = await loadDirectory(testContent(), "ward-officer");
    const target = people.find((p) => p.zone?.number === 2)!;
    await open("ward-officer", `/ward-officer?lang=en&zone=2&q=${target.mobile.slice(-5)}&designation=nonsense`);
    expect(screen.getByRole("searchbox")).toHaveValue(target.mobile.slice(-5));
    expect(screen.getByRole("combobox", { name: "Zone" })).toHaveValue("2");
    // A value that is not among the choices counts as All.
    expect(screen.getByRole("combobox", { name: "Designation" })).toHaveValue("");
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveTextContent(target.ward!.name.en);
    expect(status()).toHaveTextContent("1 of 45 shown");
  });

  it("says in Hindi that nothing matches, and clearing brings every row back", async () => {
    const { user } = await open("corporators", "/corporators?lang=hi");
    await user.type(screen.getByRole("searchbox"), "9999999999");
    expect(screen.queryByRole("table")).toBeNull();
    expect(status()).toHaveTextContent(/^आपकी खोज से कोई प्रविष्टि नहीं मिली/);
    await user.click(screen.getByRole("link", { name: "खोज और फ़िल्टर हटाएँ" }));
    expect(bodyRows()).toHaveLength(45);
    expect(screen.getByRole("searchbox")).toHaveFocus();
    expect(location().search).toBe("?lang=hi");
    expect(status()).toHaveTextContent("45 प्रविष्टियाँ");
  });

  it("marks a name given only in Devanagari as Hindi on the English page", async () => {
    const people = await loadDirectory(testContent(), "corporators");
    const onlyHindi = people.find((p) => !p.name.en)!;
    await open("corporators");
    const name = screen.getByText(onlyHindi.name.hi);
    expect(name).toHaveAttribute("lang", "hi");
    expect(name.closest("th")).toHaveAttribute("scope", "row");
    // Followed by its reading in Latin letters, marked as English and labelled as a reading.
    const reading = within(name.closest("th")!).getByText(`(reading: ${onlyHindi.name.reading})`);
    expect(reading).toHaveAttribute("lang", "en");
    expect(name.closest("th")).toHaveTextContent(`${onlyHindi.name.hi} (reading: ${onlyHindi.name.reading})`);
  });

  it("shows a name given only in Devanagari without a reading on the Hindi page", async () => {
    const people = await loadDirectory(testContent(), "corporators");
    const onlyHindi = people.find((p) => !p.name.en)!;
    await open("corporators", "/corporators?lang=hi");
    expect(screen.getByText(onlyHindi.name.hi).closest("th")).toHaveTextContent(new RegExp(`^${onlyHindi.name.hi}$`));
  });

  it("renders the zone officers as one table per zone, and the zone filter keeps one", async () => {
    const { user } = await open("zone-officer");
    const captions = screen.getAllByRole("table").map((table) => table.querySelector("caption")!.textContent);
    expect(captions).toEqual(["Officers of Zone 1", "Officers of Zone 2", "Officers of Zone 3"]);
    const zone1 = screen.getByRole("table", { name: "Officers of Zone 1" });
    expect(
      within(zone1)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["S. No.", "Name", "Designation", "Mobile", "Ward"]);
    expect(within(zone1).getAllByRole("row")[1]).toHaveTextContent("1–15");
    await user.selectOptions(screen.getByRole("combobox", { name: "Zone" }), "3");
    expect(screen.getAllByRole("table").map((table) => table.querySelector("caption")!.textContent)).toEqual([
      "Officers of Zone 3",
    ]);
  });

  it("names the columns of the other directories as each is given", async () => {
    const expected = {
      "ward-officer": ["Ward Serial", "Ward Name", "Officer Name", "Designation", "Mobile"],
      corporators: ["Ward No.", "Ward Name", "Name", "Party", "Mobile"],
      "outsource-employee": ["Zone", "Name", "Designation", "Mobile"],
    };
    for (const [page, columns] of Object.entries(expected)) {
      const { unmount } = await open(page);
      expect(screen.getAllByRole("columnheader").map((th) => th.textContent)).toEqual(columns);
      unmount();
    }
  });
});

describe("the directories", () => {
  it("are exactly the pages of the Directory menu, each with its settings", () => {
    const menu = navigation.flatMap((item) => (item.kind === "menu" && item.id === "directory" ? item.items : []));
    expect(menu.map((route) => route.page)).toEqual(DIRECTORY_IDS);
    for (const id of DIRECTORY_IDS) expect(isDirectory(id)).toBe(true);
    expect(isDirectory("corporators-card")).toBe(false);
    expect(isDirectory("toString")).toBe(false);
  });
});

describe("rangesOf", () => {
  it("joins consecutive numbers into runs", () => {
    expect(rangesOf([3, 1, 2, 7, 9, 10])).toEqual([
      [1, 3],
      [7, 7],
      [9, 10],
    ]);
    expect(rangesOf([])).toEqual([]);
  });
});
