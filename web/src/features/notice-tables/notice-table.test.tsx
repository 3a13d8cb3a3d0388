import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../test/render";
import { seedItems } from "../../lib/content/seed";
import { formatDay } from "../../lib/dates";
import { NoticeTablePage } from "./notice-table";

const noticeTables = { tender: seedItems("tenders").map((t) => ({ ...t, desc: t.description })) };

/** The only page of a list of `total` rows. */
const only = (total: number) => ({ number: 1, pages: 1, total, years: [] });

const headers = () => screen.getAllByRole("columnheader").map((th) => th.textContent);

describe("the notice tables", () => {
  it("has the tender columns and one row per notice", () => {
    renderAt(
      "/tender?lang=en",
      <NoticeTablePage kind="tender" rows={noticeTables.tender} page={only(noticeTables.tender.length)} />,
    );
    const table = screen.getByRole("table", { name: "Tender Notices" });
    expect(headers()).toEqual(["No.", "Work", "Work Description", "Download", "Link", "Start Date", "End Date"]);
    expect(within(table).getAllByRole("row")).toHaveLength(1 + noticeTables.tender.length);
    expect(screen.getByRole("region", { name: "Tender Notices" })).toHaveAttribute("tabindex", "0");
  });

  it("has no Link column for recruitment and says in words that there are no notices", () => {
    renderAt("/recruitment?lang=en", <NoticeTablePage kind="recruitment" rows={[]} page={only(0)} />);
    expect(headers()).toEqual(["No.", "Work", "Work Description", "Download", "Start Date", "End Date"]);
    const cell = screen.getByRole("cell");
    expect(cell).toHaveTextContent("There are no current recruitment notices.");
    expect(cell).toHaveAttribute("colspan", "6");
  });

  it("speaks Hindi, dates included", () => {
    renderAt("/tender?lang=hi", <NoticeTablePage kind="tender" rows={noticeTables.tender.slice(0, 1)} page={only(1)} />);
    expect(screen.getByRole("table", { name: "निविदा सूचनाएँ" })).toBeInTheDocument();
    const row = noticeTables.tender[0];
    expect(screen.getByText(row.work.hi)).toBeInTheDocument();
    expect(screen.getByText(formatDay(row.endDate, "hi"))).toBeInTheDocument();
  });

  it("writes dates in long Indian format", () => {
    expect(formatDay("2025-12-05", "en")).toBe("5 December 2025");
    expect(formatDay("2025-12-05", "hi")).toBe("5 दिसंबर 2025");
  });

  it("says the empty tender table in Hindi", () => {
    renderAt("/tender?lang=hi", <NoticeTablePage kind="tender" rows={[]} page={only(0)} />);
    expect(screen.getByRole("cell")).toHaveTextContent("वर्तमान में कोई निविदा सूचना नहीं है।");
  });

  it("lists a tender's corrigenda under its description, each with its day and a link to the tender's page", () => {
    const tender = noticeTables.tender.find((row) => row.corrigenda.length > 0)!;
    renderAt("/tender?lang=hi", <NoticeTablePage kind="tender" rows={[tender]} page={only(1)} />);
    const [corrigendum] = tender.corrigenda;
    const cell = screen.getByText(tender.desc.hi, { exact: false }).closest("td")!;
    expect(within(cell).getByText("शुद्धिपत्र")).toBeInTheDocument();
    const item = within(cell).getByRole("listitem");
    expect(item).toHaveTextContent(`${formatDay(corrigendum.date, "hi")}: ${corrigendum.note.hi}`);
    expect(
      within(item).getByRole("link", { name: new RegExp(`${formatDay(corrigendum.date, "hi")} का शुद्धिपत्र`) }),
    ).toHaveAttribute("href", `/document?lang=hi&kind=tenders&id=${tender.id}`);
    // The corrigendum's own PDF: its size, as the server read it.
    expect(item).toHaveTextContent(/पीडीएफ \(\d+ केबी\)/);
  });
});
