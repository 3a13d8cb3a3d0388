import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ListPage } from "../../generated/content";
import { renderAt } from "../../test/render";
import { PageLinks, YearLinks, pageNumbers } from "./list-pager";

const YEARS = [
  { year: 2026, count: 380 },
  { year: 2025, count: 402 },
];

const page = (number: number, pages: number, year?: number): ListPage => ({
  number,
  pages,
  total: pages * 25,
  ...(year !== undefined && { year }),
  years: YEARS,
});

describe("the page links of a long list", () => {
  it("link the first and last pages and two either side of the page shown, with gaps between", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 16)).toEqual([1, 2, 3, null, 16]);
    expect(pageNumbers(4, 16)).toEqual([1, 2, 3, 4, 5, 6, null, 16]);
    expect(pageNumbers(8, 16)).toEqual([1, null, 6, 7, 8, 9, 10, null, 16]);
    expect(pageNumbers(16, 16)).toEqual([1, null, 14, 15, 16]);
  });

  it("say where the page stands and keep the language and the year in every link", () => {
    renderAt("/archive/notices?lang=hi&year=2025&page=2", <PageLinks page={page(2, 16, 2025)} />);
    const nav = screen.getByRole("navigation", { name: "सूची के पृष्ठ" });
    expect(nav).toHaveTextContent("पृष्ठ 2 / 16 (कुल 400)");
    expect(screen.getByRole("link", { current: "page" })).toHaveAccessibleName("पृष्ठ 2");
    expect(screen.getByRole("link", { name: "पिछला" })).toHaveAttribute("href", "/archive/notices?year=2025&lang=hi");
    expect(screen.getByRole("link", { name: "अगला" })).toHaveAttribute("href", "/archive/notices?year=2025&page=3&lang=hi");
    expect(screen.getByRole("link", { name: "पृष्ठ 16" })).toHaveAttribute("href", "/archive/notices?year=2025&page=16&lang=hi");
  });

  it("are not rendered for a list of one page, and past the last page lead back to the first", () => {
    const { unmount } = renderAt("/tender?lang=en", <PageLinks page={page(1, 1)} />);
    expect(screen.queryByRole("navigation")).toBeNull();
    unmount();
    renderAt("/archive/tenders?lang=en&page=40", <PageLinks page={page(40, 12)} />);
    expect(screen.getByText(/This list has no page 40: it has 12\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the first page" })).toHaveAttribute("href", "/archive/tenders?lang=en");
  });
});

describe("the year links of a long list", () => {
  it("offer every year with its count, the one shown marked", () => {
    renderAt("/archive/notices?lang=en&year=2025", <YearLinks page={page(1, 17, 2025)} />);
    const nav = screen.getByRole("navigation", { name: "Years" });
    expect(nav).toHaveTextContent("All years2026 (380)2025 (402)");
    expect(screen.getByRole("link", { current: "page" })).toHaveTextContent("2025 (402)");
    expect(screen.getByRole("link", { name: "All years" })).toHaveAttribute("href", "/archive/notices?lang=en");
    expect(screen.getByRole("link", { name: "2026 (380)" })).toHaveAttribute("href", "/archive/notices?year=2026&lang=en");
  });

  it("are not rendered for a list that fits one page", () => {
    renderAt("/tender?lang=en", <YearLinks page={page(1, 1)} />);
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
