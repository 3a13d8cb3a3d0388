import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../test/render";
import type { Notice } from "../../generated/content";
import { NoticesTicker } from "./notices-ticker";

const sample: Notice[] = [
  {
    id: "a",
    title: { en: "Water supply schedule", hi: "जल प्रदाय समय-सारणी" },
    date: "2026-11-12",
    pdf: "/files/notices/a.pdf",
    new: true,
  },
  {
    id: "b",
    title: { en: "Road repair tender", hi: "सड़क मरम्मत निविदा" },
    date: "2026-12-28",
    pdf: "/files/notices/b.pdf",
    new: false,
  },
];

const ticker = () => document.getElementById("home-updates-ticker")!;

describe("SMC Updates ticker", () => {
  it("renders the list twice, the second copy hidden from assistive technology and inert", () => {
    renderAt("/?lang=en", <NoticesTicker notices={sample} />);
    const [main, copy] = ticker().querySelectorAll("ul");
    expect(main).not.toHaveAttribute("aria-hidden");
    expect(copy).toHaveAttribute("aria-hidden", "true");
    expect(copy).toHaveAttribute("inert");
    expect(copy.querySelectorAll("a")).toHaveLength(2);
    // Only the first copy is in the accessibility tree.
    expect(screen.getAllByRole("link", { name: /Water supply schedule/ })).toHaveLength(1);
  });

  it("shows each notice's date in the page language and NEW only where marked", () => {
    renderAt("/?lang=hi", <NoticesTicker notices={sample} />);
    const [first, second] = within(ticker().querySelector("ul")!).getAllByRole("link");
    expect(first).toHaveTextContent("12 नवंबर 2026");
    expect(first).toHaveTextContent("नया");
    expect(second).toHaveTextContent("28 दिसंबर 2026");
    expect(second).not.toHaveTextContent("नया");
  });

  it("pauses and plays with its button", async () => {
    const user = userEvent.setup();
    renderAt("/?lang=en", <NoticesTicker notices={sample} />);
    expect(ticker()).toHaveAttribute("data-paused", "false");
    await user.click(screen.getByRole("button", { name: "Pause" }));
    expect(ticker()).toHaveAttribute("data-paused", "true");
    await user.click(screen.getByRole("button", { name: "Play" }));
    expect(ticker()).toHaveAttribute("data-paused", "false");
    expect(screen.getByRole("button", { name: "Pause" })).toHaveAttribute("aria-controls", "home-updates-ticker");
  });

  it("opens a notice in a dialog, holds the list while it is open and gives focus back", async () => {
    const user = userEvent.setup();
    renderAt("/?lang=en", <NoticesTicker notices={sample} />);
    const opener = screen.getByRole("link", { name: /Road repair tender/ });
    await user.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Road repair tender" });
    expect(dialog.querySelector("iframe")).toHaveAttribute("src", "/files/notices/b.pdf#toolbar=0");
    expect(dialog.querySelector("iframe")).toHaveAttribute("height", "600");
    expect(within(dialog).getByRole("link", { name: "Open in New Tab" })).toHaveAttribute("target", "_blank");
    expect(within(dialog).getByRole("button", { name: "Close" })).toHaveFocus();
    expect(ticker()).toHaveAttribute("data-paused", "true");

    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opener).toHaveFocus();
    expect(ticker()).toHaveAttribute("data-paused", "false");
  });

  it("closes on a click on the backdrop but not on one inside", async () => {
    const user = userEvent.setup();
    renderAt("/?lang=en", <NoticesTicker notices={sample} />);
    await user.click(screen.getByRole("link", { name: /Water supply schedule/ }));
    const dialog = await screen.findByRole("dialog", { name: "Water supply schedule" });
    await user.click(within(dialog).getByRole("heading", { level: 2 }));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await user.click(dialog);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
