import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DataTable } from "./data-table";

const columns = [{ heading: "No." }, { heading: "Name", rowHeader: true }, { heading: "Mobile", className: "phone" }];

describe("the data table", () => {
  it("is a captioned table whose every cell carries its column's heading as its label for a phone's card", () => {
    render(
      <DataTable
        id="people"
        caption="People"
        columns={columns}
        rows={[
          { key: "a", cells: ["1", "Asha", "7000000001"] },
          { key: "b", cells: ["2", "Ravi", "7000000002"] },
        ]}
      />,
    );
    const table = screen.getByRole("table", { name: "People" });
    expect(screen.getByRole("region", { name: "People" })).toHaveAttribute("tabindex", "0");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["No.", "Name", "Mobile"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    const header = within(rows[0]).getByRole("rowheader");
    expect(header).toHaveTextContent("Asha");
    expect(header).toHaveAttribute("scope", "row");
    expect(header).toHaveAttribute("data-label", "Name");
    const cells = within(rows[1]).getAllByRole("cell");
    expect(cells.map((cell) => cell.getAttribute("data-label"))).toEqual(["No.", "Mobile"]);
    expect(cells[1]).toHaveClass("phone");
    expect(cells[1]).toHaveTextContent("7000000002");
  });

  it("says in one full-width cell that it has no rows", () => {
    render(<DataTable id="people" caption="People" columns={columns} rows={[]} empty="Nobody yet." />);
    const cell = screen.getByRole("cell");
    expect(cell).toHaveTextContent("Nobody yet.");
    expect(cell).toHaveAttribute("colspan", "3");
    expect(cell).not.toHaveAttribute("data-label");
  });
});
