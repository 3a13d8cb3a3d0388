import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PageContent } from "../../lib/content/store";
import { testContent } from "../../test/content";
import { renderAt } from "../../test/render";
import type { RouteInfo } from "../../lib/wasm";
import { FiguresPage } from "./figures-page";
import { FIGURES_KEY, monthName, type FeedbackFigures, type Figures } from "./figures-data";

const route = { path: "/feedback/figures", page: "feedback-figures" } as unknown as RouteInfo;

const none: Figures = {
  received: 0,
  due: 0,
  answeredOnTime: 0,
  onTimePercent: null,
  medianDaysToAnswer: null,
  medianDaysToResolve: null,
};
const water: Figures = {
  received: 1234,
  due: 3,
  answeredOnTime: 2,
  onTimePercent: 67,
  medianDaysToAnswer: 1.5,
  medianDaysToResolve: null,
};
const months = ["2025-12", ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, "0")}`)];
const figures: FeedbackFigures = {
  from: "2025-12",
  to: "2026-11",
  total: water,
  byMonth: months.map((month) => ({ month, figures: month === "2026-11" ? water : none })),
  byCategory: [
    { category: "sanitation", figures: none },
    { category: "water", figures: water },
  ],
  byWard: [{ ward: 12, figures: water }],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the public figures of citizens' messages", () => {
  it("names a month as the site's long day does, without the day", () => {
    expect(monthName("2026-11", "en")).toBe("November 2026");
    expect(monthName("2025-12", "hi")).toBe("दिसंबर 2025");
  });

  it("shows the figures the server rendered the page with, in tables a screen reader can read", () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    testContent().provide({ [FIGURES_KEY]: figures } as unknown as PageContent);
    renderAt("/feedback/figures?lang=en", <FiguresPage route={route} />);
    expect(screen.getByText(/^How many messages citizens sent from December 2025 to November 2026/)).toBeInTheDocument();
    const summary = screen.getByRole("heading", { name: "The last twelve months" }).closest("section")!;
    expect(summary).toHaveTextContent("Messages received1,234");
    expect(summary).toHaveTextContent("Answered on time67% (2 of 3)");
    expect(summary).toHaveTextContent("Half had a first answer within (days)1.5");

    const byCategory = screen.getByRole("table", { name: "Messages by what they are about" });
    const headers = within(byCategory)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      "Category",
      "Messages received",
      "Answered on time",
      "Half had a first answer within (days)",
      "Half were resolved within (days)",
    ]);
    for (const header of within(byCategory).getAllByRole("columnheader")) expect(header).toHaveAttribute("scope", "col");
    const row = within(byCategory).getByRole("row", { name: /Water supply/ });
    expect(within(row).getByRole("rowheader")).toHaveAttribute("scope", "row");
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["1,234", "67% (2 of 3)", "1.5", "—No figure yet"]);
    // The dash is for the eye; a screen reader reads the words.
    expect(within(row).getAllByRole("cell")[3].querySelector("[aria-hidden=true]")).toHaveTextContent("—");

    const byMonth = screen.getByRole("table", {
      name: "Messages by the month they were received, from December 2025 to November 2026",
    });
    expect(within(byMonth).getAllByRole("row")).toHaveLength(13);
    expect(within(byMonth).getByRole("row", { name: /November 2026/ })).toHaveTextContent("1,234");
    expect(screen.getByRole("table", { name: "Messages by the ward they are about" })).toHaveTextContent("Ward 12");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("writes them in Hindi on the Hindi page", () => {
    vi.stubGlobal("fetch", vi.fn());
    testContent().provide({ [FIGURES_KEY]: figures } as unknown as PageContent);
    renderAt("/feedback/figures?lang=hi", <FiguresPage route={route} />);
    const byCategory = screen.getByRole("table", { name: "विषय के अनुसार संदेश" });
    const row = within(byCategory).getByRole("row", { name: /जल आपूर्ति/ });
    expect(row).toHaveTextContent("67% (3 में से 2)");
    expect(row).toHaveTextContent("अभी कोई आँकड़ा नहीं");
  });

  it("asks the API when the app navigates to the page, and says when that fails", async () => {
    const fetch = vi.fn(async () => Response.json({ ...figures, byWard: [] }));
    vi.stubGlobal("fetch", fetch);
    const { unmount } = renderAt("/feedback/figures?lang=en", <FiguresPage route={route} />);
    expect(await screen.findByText("No message named a ward.")).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith("/api/feedback/figures", expect.anything());
    unmount();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({}, { status: 500 })),
    );
    renderAt("/feedback/figures?lang=en", <FiguresPage route={route} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("The figures could not be loaded.");
  });
});
