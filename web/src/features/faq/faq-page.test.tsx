import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../../test/render";
import { FaqPage } from "./faq-page";
import { seedDocument } from "../../lib/content/seed";
import { toggleItem } from "./use-accordion";

const faq = seedDocument("faq");
const route = { path: "/faq", page: "faq", layout: "public" as const, titleKey: "page.faq" };
const openAnswers = () => faq.items.filter((item) => document.getElementById(`faq-answer-${item.id}`)!.hidden === false);
const question = (index: number) => screen.getByRole("button", { name: faq.items[index].question.en });

describe("toggleItem", () => {
  it("opens the clicked item, replacing the open one, and closes it on a second click", () => {
    expect(toggleItem(null, "a")).toBe("a");
    expect(toggleItem("a", "b")).toBe("b");
    expect(toggleItem("b", "b")).toBeNull();
  });
});

describe("FAQ accordion", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows six questions, all closed, each a button in a heading controlling its answer region", () => {
    renderAt("/faq?lang=en", <FaqPage route={route} />);
    expect(faq.items).toHaveLength(6);
    for (let i = 0; i < 6; i++) {
      const button = question(i);
      expect(button.closest("h2")).not.toBeNull();
      expect(button).toHaveAttribute("aria-expanded", "false");
      const panel = document.getElementById(button.getAttribute("aria-controls")!)!;
      expect(panel).toHaveAttribute("role", "region");
      expect(panel).toHaveAttribute("aria-labelledby", button.id);
      expect(panel).not.toBeVisible();
    }
  });

  it("keeps one answer open at a time and closes the open one on a second click", async () => {
    const user = userEvent.setup();
    renderAt("/faq?lang=en", <FaqPage route={route} />);
    await user.click(question(0));
    expect(question(0)).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("region", { name: faq.items[0].question.en })).toHaveTextContent(faq.items[0].answer.en);
    await user.click(question(3));
    expect(question(0)).toHaveAttribute("aria-expanded", "false");
    expect(question(3)).toHaveAttribute("aria-expanded", "true");
    expect(openAnswers()).toEqual([faq.items[3]]);
    await user.click(question(3));
    expect(question(3)).toHaveAttribute("aria-expanded", "false");
    expect(openAnswers()).toEqual([]);
  });

  it("speaks Hindi on a Hindi page", () => {
    renderAt("/faq?lang=hi", <FaqPage route={route} />);
    expect(screen.getByRole("button", { name: faq.items[0].question.hi })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "सहायता लें" })).toBeInTheDocument();
  });

  it.each([
    [false, "smooth"],
    [true, "auto"],
  ])("Get Help scrolls to the help section (reduced motion %s: %s) and focuses it", async (reduce, behavior) => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    vi.spyOn(window, "matchMedia").mockImplementation(
      (query: string) => ({ matches: reduce && query.includes("reduce"), media: query }) as MediaQueryList,
    );
    const user = userEvent.setup();
    renderAt("/faq?lang=en", <FaqPage route={route} />);
    await user.click(screen.getByRole("button", { name: "Get Help" }));
    const help = screen.getByRole("region", { name: "Still need help?" });
    expect(help).toHaveFocus();
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(help);
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ behavior }));
  });
});
