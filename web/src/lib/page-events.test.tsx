import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EventsGalleryPage } from "../features/events/events-gallery-page";
import { renderAt } from "../test/render";
import { PAGE_EVENTS_ID, pageEvents } from "./page-events";
import { routeTable } from "./wasm";

const route = routeTable.find((r) => r.path === "/events-gallery")!;

const EVENT = {
  id: "camp",
  title: { en: "Eye Camp", hi: "नेत्र शिविर" },
  description: { en: "Free eye tests.", hi: "निःशुल्क नेत्र जाँच।" },
  date: "2025-06-05",
  location: null,
  category: "health",
  images: ["/images/press/press-1.svg"],
};

function dataBlock(text: string) {
  const script = document.createElement("script");
  script.type = "application/json";
  script.id = PAGE_EVENTS_ID;
  script.textContent = text;
  document.body.append(script);
}

afterEach(() => {
  document.getElementById(PAGE_EVENTS_ID)?.remove();
  vi.restoreAllMocks();
});

describe("the events a page came with", () => {
  it("are read from the page's data block, and only when it holds a list", () => {
    expect(pageEvents()).toBeNull();
    dataBlock(JSON.stringify([EVENT]));
    expect(pageEvents()).toEqual([EVENT]);
    document.getElementById(PAGE_EVENTS_ID)!.textContent = "{not json";
    expect(pageEvents()).toBeNull();
  });

  it("are shown by the gallery without asking the server, then dropped", () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    dataBlock(JSON.stringify([EVENT]));
    renderAt("/events-gallery?lang=en", <EventsGalleryPage route={route} />);
    expect(screen.getByRole("heading", { level: 3 })).toHaveTextContent("Eye Camp");
    expect(screen.getByText("5 June 2025")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    expect(document.getElementById(PAGE_EVENTS_ID)).toBeNull();
  });
});
