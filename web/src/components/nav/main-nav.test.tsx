import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../test/render";
import { setViewportWidth } from "../../test/viewport";
import { MainNav } from "./main-nav";

const menuButton = (name: string) => screen.getByRole("button", { name });

describe("main navigation", () => {
  it("lists Home, the three menus and the other links, with the language in each link", () => {
    renderAt("/?lang=en", <MainNav />);
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/?lang=en");
    expect(screen.getByRole("link", { name: "Admin Login" })).toHaveAttribute("href", "/login?lang=en");
    expect(nav.querySelectorAll(":scope > div > ul > li")).toHaveLength(13);
    expect(document.getElementById("menu-departments")!.querySelectorAll("a")).toHaveLength(17);
  });

  it("opens one dropdown at a time and closes the open one on a second click", async () => {
    const user = userEvent.setup();
    renderAt("/?lang=en", <MainNav />);
    await user.click(menuButton("Corporation"));
    expect(menuButton("Corporation")).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Mayor" })).toBeVisible();
    await user.click(menuButton("Departments"));
    expect(menuButton("Corporation")).toHaveAttribute("aria-expanded", "false");
    expect(document.getElementById("menu-corporation")).not.toBeVisible();
    expect(menuButton("Departments")).toHaveAttribute("aria-expanded", "true");
    await user.click(menuButton("Departments"));
    expect(menuButton("Departments")).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and gives focus back to the menu's button", async () => {
    const user = userEvent.setup();
    renderAt("/?lang=en", <MainNav />);
    await user.click(menuButton("Telephone Directory"));
    await user.tab();
    expect(screen.getByRole("link", { name: "SMC Officers" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(menuButton("Telephone Directory")).toHaveAttribute("aria-expanded", "false");
    expect(menuButton("Telephone Directory")).toHaveFocus();
  });

  it("closes on a click outside and when focus leaves it", async () => {
    const user = userEvent.setup();
    renderAt(
      "/?lang=en",
      <>
        <MainNav />
        <button type="button">Elsewhere</button>
      </>,
    );
    await user.click(menuButton("Corporation"));
    fireEvent.pointerDown(document.body);
    expect(menuButton("Corporation")).toHaveAttribute("aria-expanded", "false");
    await user.click(menuButton("Corporation"));
    act(() => screen.getByRole("button", { name: "Elsewhere" }).focus());
    expect(menuButton("Corporation")).toHaveAttribute("aria-expanded", "false");
  });

  it("on a phone, opens as a drawer that locks page scroll until it closes", async () => {
    setViewportWidth(375);
    const user = userEvent.setup();
    renderAt("/?lang=hi", <MainNav />);
    const toggle = menuButton("मेनू");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(document.body.style.overflow).toBe("hidden");
    await user.click(menuButton("निगम"));
    await user.keyboard("{Escape}");
    expect(menuButton("निगम")).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
    expect(document.body.style.overflow).toBe("");
  });

  it("resets when the window widens past 768 px", async () => {
    setViewportWidth(768);
    const user = userEvent.setup();
    renderAt("/?lang=en", <MainNav />);
    await user.click(menuButton("Menu"));
    await user.click(menuButton("Departments"));
    act(() => setViewportWidth(769));
    expect(menuButton("Menu")).toHaveAttribute("aria-expanded", "false");
    expect(menuButton("Departments")).toHaveAttribute("aria-expanded", "false");
    expect(document.body.style.overflow).toBe("");
  });

  it("closes after following one of its links", async () => {
    setViewportWidth(375);
    const user = userEvent.setup();
    renderAt("/?lang=en", <MainNav />);
    await user.click(menuButton("Menu"));
    await user.click(menuButton("Corporation"));
    await user.click(screen.getByRole("link", { name: "Mayor" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/mayor?lang=en");
    expect(menuButton("Menu")).toHaveAttribute("aria-expanded", "false");
    expect(document.body.style.overflow).toBe("");
  });
});
