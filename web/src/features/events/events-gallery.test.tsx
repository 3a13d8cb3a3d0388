import { screen, within } from "@testing-library/react";
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
    const text = screen.getAllByRole("article")[0].querySelector(".events__card-text")!.textContent!;
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
