import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { RouteInfo } from "../../lib/wasm";
import { renderAt } from "../../test/render";
import { ProfilePage } from "./profile-page";
import { seedDocument } from "../../lib/content/seed";
import { isProfile } from "./profiles";

const profiles = seedDocument("profiles");

const route = (page: string): RouteInfo => ({ path: `/${page}`, page, layout: "public", titleKey: `page.${page}` });

/** The description list's rows as label → text. */
function fields(): Record<string, string> {
  const rows = document.querySelectorAll(".profile__fields > div");
  return Object.fromEntries([...rows].map((row) => [row.querySelector("dt")!.textContent, row.querySelector("dd")!.textContent]));
}

describe("profile page", () => {
  it("knows the three profiles only", () => {
    expect(["commissioner", "mayor", "chairman"].every(isProfile)).toBe(true);
    expect(isProfile("accounting")).toBe(false);
    expect(isProfile("toString")).toBe(false);
  });

  it("shows every field of the commissioner", () => {
    const c = profiles.commissioner;
    renderAt("/commissioner?lang=en", <ProfilePage route={route("commissioner")} />);
    expect(screen.getByRole("heading", { level: 2, name: c.name.en })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: `Photo of ${c.name.en}` })).toHaveAttribute("src", c.photo);
    expect(fields()).toEqual({
      Designation: c.designation.en,
      Service: c.service.en,
      Jurisdiction: c.jurisdiction.en,
      Education: c.education.en,
      "Previous postings": c.previousPostings.map((p) => p.en).join(""),
      Achievement: c.achievement.en,
    });
  });

  it("shows the mayor's contacts as links and the career as a timeline in year order, in Hindi", () => {
    const m = profiles.mayor;
    renderAt("/mayor?lang=hi", <ProfilePage route={route("mayor")} />);
    expect(screen.getByRole("heading", { level: 2, name: m.name.hi })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: m.mobile })).toHaveAttribute("href", `tel:+91${m.mobile}`);
    expect(screen.getByRole("link", { name: m.email })).toHaveAttribute("href", `mailto:${m.email}`);
    expect(fields()["शिक्षा"]).toBe(m.education.hi);
    const career = screen.getByRole("region", { name: "राजनीतिक जीवन" });
    const steps = within(career).getAllByRole("listitem");
    expect(steps.map((li) => li.querySelector("time")!.dateTime)).toEqual(m.career.map((s) => String(s.year)));
    expect(steps.map((li) => li.textContent)).toEqual(m.career.map((s) => `${s.year} ${s.text.hi}`));
    expect(career.querySelector("ol")).not.toBeNull();
  });

  it("shows the chairman's contacts, education and career list", () => {
    const c = profiles.chairman;
    renderAt("/chairman?lang=en", <ProfilePage route={route("chairman")} />);
    expect(screen.getByRole("link", { name: c.mobile })).toHaveAttribute("href", `tel:+91${c.mobile}`);
    expect(screen.getByRole("link", { name: c.email })).toHaveAttribute("href", `mailto:${c.email}`);
    expect(fields()).toEqual({ Mobile: c.mobile, "E-mail": c.email, Education: c.education.en });
    const career = screen.getByRole("region", { name: "Political Career" });
    expect(
      within(career)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(c.career.map((s) => s.en));
  });

  it("renders nothing for a page that is not a profile", () => {
    renderAt("/accounting?lang=en", <ProfilePage route={route("accounting")} />);
    expect(screen.queryByRole("region")).toBeNull();
  });
});
