import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../test/render";
import { HeaderSearch, searchPath } from "./header-search";

describe("header search", () => {
  it("goes to /search with the query and the English page language", async () => {
    const user = userEvent.setup();
    renderAt("/mayor?lang=en", <HeaderSearch />);
    const form = screen.getByRole("search", { name: "Site search" });
    expect(form).toHaveAttribute("action", "/search");
    await user.type(screen.getByRole("searchbox", { name: "Search the site" }), "  ramesh sharma {Enter}");
    expect(screen.getByTestId("location")).toHaveTextContent("/search?lang=en&q=ramesh%20sharma");
    expect(screen.getByRole("searchbox")).toHaveValue("");
  });

  it("keeps Hindi, labels itself in Hindi and submits with its button", async () => {
    const user = userEvent.setup();
    renderAt("/contact?lang=hi", <HeaderSearch />);
    expect(screen.getByRole("search", { name: "साइट खोज" })).toBeInTheDocument();
    await user.type(screen.getByRole("searchbox", { name: "साइट में खोजें" }), "शर्मा");
    await user.click(screen.getByRole("button", { name: "खोजें" }));
    expect(screen.getByTestId("location")).toHaveTextContent(`/search?lang=hi&q=${encodeURIComponent("शर्मा")}`);
  });

  it("stays on the page when the query is empty or only spaces", async () => {
    const user = userEvent.setup();
    renderAt("/mayor?lang=en", <HeaderSearch />);
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/mayor\?lang=en$/);
    await user.type(screen.getByRole("searchbox"), "   {Enter}");
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/mayor\?lang=en$/);
    expect(screen.getByRole("searchbox")).toHaveFocus();
  });

  it("sends the page language with the form when scripts are off", () => {
    renderAt("/mayor?lang=hi", <HeaderSearch />);
    const form = screen.getByRole<HTMLFormElement>("search");
    expect(new FormData(form).get("lang")).toBe("hi");
  });
});

describe("searchPath", () => {
  const localize = (path: string) => `${path}?lang=en`;
  it("encodes the trimmed query after the language", () => {
    expect(searchPath(localize, " a&b ")).toBe("/search?lang=en&q=a%26b");
  });
  it("is the bare search page for an empty query", () => {
    expect(searchPath(localize, "  ")).toBe("/search?lang=en");
  });
});
