import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { Link, NavLink } from "./link";

function Where() {
  const location = useLocation();
  return <output>{location.pathname + location.search}</output>;
}

const at = (path: string, links: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <nav>{links}</nav>
      <Where />
    </MemoryRouter>,
  );

describe("a link to a page of the site", () => {
  it("has the page's address and moves to it without reloading", async () => {
    at(
      "/",
      <Link to="/notices-archive?lang=hi" className="more">
        Notices
      </Link>,
    );
    const link = screen.getByRole("link", { name: "Notices" });
    expect(link.getAttribute("href")).toBe("/notices-archive?lang=hi");
    expect(link.className).toBe("more");
    await userEvent.click(link);
    expect(screen.getByRole("status").textContent).toBe("/notices-archive?lang=hi");
  });

  it("runs its own click handler first, which may keep the app where it is", async () => {
    at(
      "/",
      <Link to="/rti" onClick={(event) => event.preventDefault()}>
        RTI
      </Link>,
    );
    await userEvent.click(screen.getByRole("link", { name: "RTI" }));
    expect(screen.getByRole("status").textContent).toBe("/");
  });

  it("to another site is an ordinary link", () => {
    at("/", <Link to="https://india.gov.in/">National Portal</Link>);
    expect(screen.getByRole("link", { name: "National Portal" }).getAttribute("href")).toBe("https://india.gov.in/");
  });
});

describe("a link of a menu", () => {
  const menu = (end: boolean) => (
    <NavLink to="/departments" end={end} className="nav-item">
      Departments
    </NavLink>
  );

  it("is current on its page, whatever the case of the address", () => {
    at("/Departments", menu(true));
    const link = screen.getByRole("link", { name: "Departments" });
    expect(link.getAttribute("aria-current")).toBe("page");
    expect(link.className).toBe("nav-item active");
  });

  it("is current below its page unless it ends there", () => {
    at("/departments/water", menu(false));
    expect(screen.getByRole("link", { name: "Departments" }).getAttribute("aria-current")).toBe("page");
  });

  it("is not current on a page below it when it ends at its own, nor on a page that only begins like it", () => {
    at(
      "/departments/water",
      <>
        {menu(true)}
        <NavLink to="/depart">Depart</NavLink>
      </>,
    );
    for (const name of ["Departments", "Depart"]) {
      const link = screen.getByRole("link", { name });
      expect(link.getAttribute("aria-current")).toBeNull();
      expect(link.className).not.toContain("active");
    }
  });

  it("matches the case of the address exactly when asked", () => {
    at(
      "/Departments",
      <NavLink to="/departments" caseSensitive>
        Departments
      </NavLink>,
    );
    expect(screen.getByRole("link", { name: "Departments" }).getAttribute("aria-current")).toBeNull();
  });
});
