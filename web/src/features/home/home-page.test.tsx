import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../test/render";
import { routeTable } from "../../lib/wasm";
import { seedDocument, seedItems } from "../../lib/content/seed";
import { GalleryCards } from "./gallery-cards";
import { HomePage } from "./home-page";

const homeContent = seedDocument("home");
const route = routeTable.find((r) => r.page === "home")!;

/** The links of the section (or nav) headed by the h2 `name`; plain queries keep jsdom quick. */
function linksUnder(name: string): HTMLAnchorElement[] {
  const h2 = [...document.querySelectorAll("h2")].find((h) => h.textContent === name);
  expect(h2, `a section headed ${name}`).toBeTruthy();
  return [...h2!.closest("section, nav")!.querySelectorAll("a")];
}

describe("home page", () => {
  it("shows the links, four results with certificates, the helpline, 12 updates and 3 gallery cards", () => {
    renderAt("/?lang=en", <HomePage route={route} />);
    expect(linksUnder("Important Links")).toHaveLength(12);
    const certificates = linksUnder("Cleanliness Survey Results");
    expect(certificates.map((a) => a.getAttribute("href"))).toEqual(homeContent.results.map((r) => r.certificate));
    for (const link of certificates) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link.textContent).toContain("(opens in a new tab)");
    }
    const [call] = linksUnder("Helpline for Sanitation Workers");
    expect(call).toHaveAttribute("href", `tel:+91${homeContent.helpline}`);
    expect(call.textContent).toMatch(new RegExp(`^Call\\s+${homeContent.helpline}$`));
    expect(document.querySelectorAll("#home-updates-ticker ul:first-child a")).toHaveLength(12);
    expect(linksUnder("Gallery & Events").map((a) => a.getAttribute("href"))).toEqual([
      "/events-gallery?lang=en",
      "/events-gallery?lang=en",
      "/events-gallery?lang=en",
    ]);
  });

  it("speaks Hindi on the Hindi page and keeps the language in its links", () => {
    renderAt("/?lang=hi", <HomePage route={route} />);
    expect(screen.getByText("राष्ट्रीय रैंक").tagName).toBe("H3");
    expect(screen.getByText("लगातार छठी बार")).toBeInTheDocument();
    expect(screen.getByText("स्वास्थ्य शिविर").closest("a")).toHaveAttribute("href", "/events-gallery?lang=hi");
    const newest = seedItems("events")[0];
    const card = screen.getByText(newest.title.hi).closest("li")!;
    expect(card.querySelector("img")).toHaveAttribute("loading", "lazy");
    expect(card.querySelector("img")).toHaveAttribute("alt", "");
  });
});

describe("the Gallery & Events cards", () => {
  it("show the three newest events of the gallery's list, titled as the gallery titles them", () => {
    const [newest, ...others] = seedItems("events");
    const untitled = { ...newest, title: { en: "", hi: newest.title.hi } };
    const extra = { ...others[0], id: "older", date: "2024-01-01" };
    renderAt("/?lang=en", <GalleryCards events={[untitled, ...others, extra]} />);
    const titles = [...document.querySelectorAll(".gallery-card__title")];
    expect(titles).toHaveLength(3);
    // The English title is empty: the Hindi one shows, marked as Hindi, as on the gallery.
    expect(titles[0].querySelector('[lang="hi"]')).toHaveTextContent(newest.title.hi);
    expect(titles.slice(1).map((title) => title.textContent)).toEqual(others.map((event) => event.title.en));
  });
});
