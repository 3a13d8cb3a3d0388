import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { RouteInfo } from "../../lib/wasm";
import { navigation } from "../../lib/wasm";
import { renderAt } from "../../test/render";
import { DepartmentPage } from "./department-page";
import { seedItems } from "../../lib/content/seed";
import { findDepartment as findIn, otherLang } from "./departments";

const departments = seedItems("departments");
const findDepartment = (page: string) => findIn(departments, page);

const route = (page: string): RouteInfo => ({ path: `/${page}`, page, layout: "public", titleKey: `page.${page}` });

const menuPages = navigation.flatMap((item) =>
  item.kind === "menu" && item.id === "departments" ? item.items.map((r) => r.page) : [],
);

describe("department data", () => {
  it("has a record for every page of the Departments menu, and only those", () => {
    expect(menuPages).toHaveLength(17);
    expect(departments.map((d) => d.id).sort()).toEqual([...menuPages].sort());
    for (const page of menuPages) expect(findDepartment(page)?.id).toBe(page);
    expect(findDepartment("mayor")).toBeUndefined();
  });

  it("names the other language", () => {
    expect(otherLang("en")).toBe("hi");
    expect(otherLang("hi")).toBe("en");
  });
});

describe("department page", () => {
  it("shows the Hindi name, head card, about, 6 responsibilities and 3 staff on an English page", () => {
    const accounts = findDepartment("accounting")!;
    renderAt("/accounting?lang=en", <DepartmentPage route={route("accounting")} />);

    const other = screen.getByText(accounts.name.hi);
    expect(other).toHaveAttribute("lang", "hi");

    const head = screen.getByRole("region", { name: "Head of Department" });
    expect(within(head).getByRole("heading", { level: 3, name: accounts.head.name.en })).toBeInTheDocument();
    expect(within(head).getByText(accounts.head.post.en)).toBeInTheDocument();
    expect(within(head).getByRole("link", { name: accounts.head.phone })).toHaveAttribute(
      "href",
      `tel:+91${accounts.head.phone}`,
    );
    expect(within(head).getByRole("img", { name: `Photo of ${accounts.head.name.en}` })).toHaveAttribute(
      "src",
      accounts.head.photo,
    );

    expect(screen.getByText(accounts.about.en)).toBeInTheDocument();
    const responsibilities = within(screen.getByRole("region", { name: "Responsibilities" })).getAllByRole("listitem");
    expect(responsibilities.map((li) => li.textContent)).toEqual(accounts.responsibilities.map((r) => r.en));

    const staff = within(screen.getByRole("region", { name: "Assistant Staff" })).getAllByRole("article");
    expect(staff).toHaveLength(3);
    staff.forEach((card, i) => {
      const member = accounts.staff[i];
      expect(within(card).getByRole("heading", { name: member.name.en })).toBeInTheDocument();
      expect(within(card).getByText(member.position.en)).toBeInTheDocument();
      expect(within(card).getByRole("link")).toHaveAttribute("href", `tel:+91${member.mobile}`);
      expect(within(card).getByRole("img")).toHaveAttribute("loading", "lazy");
    });
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
  });

  it("shows the page in Hindi with the English name beneath the heading", () => {
    const fire = findDepartment("vehicle-fire")!;
    renderAt("/vehicle-fire?lang=hi", <DepartmentPage route={route("vehicle-fire")} />);
    expect(screen.getByText(fire.name.en)).toHaveAttribute("lang", "en");
    expect(screen.getByRole("heading", { level: 2, name: "दायित्व" })).toBeInTheDocument();
    expect(screen.getByText(fire.about.hi)).toBeInTheDocument();
    expect(screen.getByText(fire.responsibilities[0].hi)).toBeInTheDocument();
    expect(screen.queryByText(fire.about.en)).toBeNull();
  });

  it("renders each department from its own record", () => {
    const { unmount } = renderAt("/legal?lang=en", <DepartmentPage route={route("legal")} />);
    expect(screen.getByText(findDepartment("legal")!.about.en)).toBeInTheDocument();
    unmount();
    renderAt("/power?lang=en", <DepartmentPage route={route("power")} />);
    expect(screen.getByText(findDepartment("power")!.about.en)).toBeInTheDocument();
    expect(screen.queryByText(findDepartment("legal")!.about.en)).toBeNull();
  });

  it("renders nothing for a page that is not a department", () => {
    renderAt("/mayor?lang=en", <DepartmentPage route={route("mayor")} />);
    expect(screen.queryByRole("region")).toBeNull();
  });
});
