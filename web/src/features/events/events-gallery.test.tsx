import { screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { LanguageProvider } from "../../lib/language";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../test/render";
import type { GalleryEvent } from "../../lib/events";
import { EventsGallery } from "./events-gallery-page";

const event = (id: string, category: GalleryEvent["category"], en: string, hi: string): GalleryEvent => ({
  id,
  title: { en, hi },
  description: { en: `${en} `.repeat(20), hi: `${hi} `.repeat(20) },
  date: "2025-03-12",
  location: null,
  category,
  images: [`/images/events/${id}-1.svg`, `/images/events/${id}-2.svg`],
});

const events = [
  event("camp", "health", "Health Camp", "स्वास्थ्य शिविर"),
  event("meet", "cultural", "Tribute Meeting", "श्रद्धांजलि सभा"),
  event("camp2", "health", "Eye Camp", "नेत्र शिविर"),
];

describe("the events gallery", () => {
  it("filters the cards by the categories present", async () => {
    const user = userEvent.setup();
    renderAt("/events-gallery?lang=en", <EventsGallery events={events} />);
    const filters = within(screen.getByRole("group", { name: "Filter events by category" }));
    expect(filters.getAllByRole("button").map((b) => b.textContent)).toEqual(["All Events", "Cultural", "Health"]);
    expect(filters.getByRole("button", { name: "All Events" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getAllByRole("article")).toHaveLength(3);

    await user.click(filters.getByRole("button", { name: "Health" }));
    expect(filters.getByRole("button", { name: "Health" })).toHaveAttribute("aria-pressed", "true");
    expect(filters.getByRole("button", { name: "All Events" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Health Camp", "Eye Camp"]);
  });

  it("shows Hindi labels and truncated Hindi descriptions", () => {
    renderAt("/events-gallery?lang=hi", <EventsGallery events={events} />);
    expect(screen.getByRole("button", { name: "सभी कार्यक्रम" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "स्वास्थ्य" })).toBeInTheDocument();
    const text = screen.getAllByRole("article")[0].querySelector(".events__card-text")!.textContent;
    expect(text.endsWith("...")).toBe(true);
    expect(Array.from(text)).toHaveLength(103);
  });

  it("with no events shows only 'All Events' and says there is nothing", () => {
    renderAt("/events-gallery?lang=en", <EventsGallery events={[]} />);
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["All Events"]);
    expect(screen.getByText("There are no events to show right now.")).toBeInTheDocument();
  });

  it("loads the first card's image at once and the others when they come near", () => {
    renderAt("/events-gallery?lang=en", <EventsGallery events={events} />);
    const images = screen.getAllByRole("article").map((card) => within(card).getByRole("img"));
    expect(images.map((image) => image.getAttribute("loading"))).toEqual(["eager", "lazy", "lazy"]);
    expect(images[0]).toHaveAttribute("fetchpriority", "high");
  });
});

describe("the events to come and the past ones", () => {
  const dated = (base: GalleryEvent, id: string, date: string, past: boolean): GalleryEvent => ({ ...base, id, date, past });
  const list = [
    dated(events[0], "late", "2026-12-20", false),
    dated(events[1], "soon", "2026-12-01", false),
    dated(events[2], "recent", "2025-03-12", true),
    dated(events[0], "older", "2025-01-30", true),
  ];
  const titlesUnder = (heading: string) =>
    within(screen.getByRole("region", { name: heading }))
      .getAllByRole("article")
      .map((card) => card.getAttribute("aria-labelledby"));

  it("shows those to come soonest first, then the past ones newest first, each under its heading", () => {
    renderAt("/events-gallery?lang=en", <EventsGallery events={list} />);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Upcoming Events", "Past Events"]);
    expect(titlesUnder("Upcoming Events")).toEqual(["event-soon-title", "event-late-title"]);
    expect(titlesUnder("Past Events")).toEqual(["event-recent-title", "event-older-title"]);
  });

  it("says plainly that none are to come, in Hindi too", () => {
    renderAt("/events-gallery?lang=hi", <EventsGallery events={list.filter((event) => event.past)} />);
    const upcoming = screen.getByRole("region", { name: "आगामी कार्यक्रम" });
    expect(upcoming).toHaveTextContent("अभी कोई आगामी कार्यक्रम नहीं है।");
    expect(within(upcoming).queryAllByRole("article")).toHaveLength(0);
    expect(within(screen.getByRole("region", { name: "पिछले कार्यक्रम" })).getAllByRole("article")).toHaveLength(2);
  });

  it("has no past part when no event is past", () => {
    renderAt("/events-gallery?lang=en", <EventsGallery events={list.filter((event) => !event.past)} />);
    expect(screen.queryByRole("heading", { name: "Past Events" })).not.toBeInTheDocument();
  });
});

describe("the gallery rendered before the app runs", () => {
  it("makes View Gallery a link to the event's list of plain image links", () => {
    const html = renderToString(
      <MemoryRouter initialEntries={["/events-gallery?lang=en"]}>
        <LanguageProvider>
          <EventsGallery events={events} />
        </LanguageProvider>
      </MemoryRouter>,
    );
    document.body.innerHTML = html;
    const card = document.querySelector<HTMLElement>("[aria-labelledby=event-camp-title]")!;
    const link = within(card).getByRole("link", { name: "View Gallery" });
    expect(link).toHaveAttribute("href", "#event-camp-images");
    const list = card.querySelector("#event-camp-images")!;
    expect([...list.querySelectorAll("a")].map((a) => [a.getAttribute("href"), a.textContent])).toEqual([
      ["/images/events/camp-1.svg", "Health Camp, photo 1 of 2"],
      ["/images/events/camp-2.svg", "Health Camp, photo 2 of 2"],
    ]);
    expect(within(card).queryByRole("button")).not.toBeInTheDocument();
    document.body.innerHTML = "";
  });
});
