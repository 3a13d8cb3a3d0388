import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testContent } from "../../test/content";
import { renderAt } from "../../test/render";
import { SiteAlerts } from "./site-alerts";

const meta = { version: 1, status: "published" as const, updatedAt: "2026-11-24T00:00:00Z" };
const alert = (id: string, severity: "info" | "warning" | "emergency", en: string, hi: string, link?: string) => ({
  ...meta,
  id,
  severity,
  message: { en, hi },
  from: "2026-11-24T00:00:00Z",
  until: "2026-11-25T00:00:00Z",
  ...(link ? { link } : {}),
});

describe("the alerts above every page", () => {
  it("renders nothing when no alert is live", () => {
    renderAt("/?lang=en", <SiteAlerts />);
    expect(screen.queryByRole("region", { name: "Alerts" })).toBeNull();
  });

  it("lists the live alerts most urgent first, each naming its severity in words", () => {
    testContent().provide({
      alerts: {
        items: [
          alert("timing", "info", "Offices open at 11 on Monday", "सोमवार को कार्यालय 11 बजे खुलेंगे"),
          alert("flood", "emergency", "Flood warning for Ward 12", "वार्ड 12 के लिए बाढ़ चेतावनी", "/contact"),
        ],
      },
    });
    renderAt("/?lang=hi", <SiteAlerts />);
    const region = screen.getByRole("region", { name: "अलर्ट" });
    const items = within(region).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "आपातकाल: वार्ड 12 के लिए बाढ़ चेतावनी और पढ़ें",
      "सूचना: सोमवार को कार्यालय 11 बजे खुलेंगे",
    ]);
    expect(within(items[0]).getByRole("link", { name: "और पढ़ें" })).toHaveAttribute("href", "/contact");
  });
});
