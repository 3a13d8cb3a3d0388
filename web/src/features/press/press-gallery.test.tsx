import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../test/render";
import { seedDocument } from "../../lib/content/seed";
import { PressGallery } from "./press-gallery";

const press = seedDocument("press");

describe("the press gallery", () => {
  it("says 'No images available' without images", () => {
    renderAt("/press?lang=en", <PressGallery images={[]} placeholder={press.placeholder} />);
    expect(screen.getByText("No images available")).toBeInTheDocument();
    expect(screen.queryByText("Loading images…")).toBeNull();
  });

  it("says it in Hindi too", () => {
    renderAt("/press?lang=hi", <PressGallery images={[]} placeholder={press.placeholder} />);
    expect(screen.getByText("कोई चित्र उपलब्ध नहीं है")).toBeInTheDocument();
  });

  it("shows the loading state until the images have loaded", () => {
    renderAt("/press?lang=en", <PressGallery images={press.images} placeholder={press.placeholder} />);
    expect(screen.getByText("Loading images…")).toHaveAttribute("role", "status");
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("ships between one and four images", () => {
    expect(press.images.length).toBeGreaterThan(0);
    expect(press.images.length).toBeLessThanOrEqual(4);
  });
});
