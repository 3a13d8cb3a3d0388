import { describe, expect, it } from "vitest";
import type { SiteInfo } from "../../generated/content";
import { siteFactParts, withSiteFacts } from "./site-facts";

const site = {
  name: { en: "Singrauli Municipal Corporation", hi: "नगर पालिक निगम सिंगरौली" },
  helplines: [
    { label: { en: "Citizen helpline", hi: "नागरिक हेल्पलाइन" }, phone: "7000000001" },
    { label: { en: "Control room", hi: "नियंत्रण कक्ष" }, phone: "7000000002" },
  ],
  helpDeskHours: { en: "Monday to Friday", hi: "सोमवार से शुक्रवार" },
  emails: [
    { label: { en: "General enquiries", hi: "सामान्य पूछताछ" }, address: "info@example.in" },
    { label: { en: "Commissioner", hi: "आयुक्त" }, address: "commissioner@example.in" },
  ],
  social: [],
} as unknown as SiteInfo;

describe("site facts", () => {
  it("replace the names of facts with the facts, in the page's language", () => {
    expect(withSiteFacts("Open {helpDeskHours}.", site, "en")).toBe("Open Monday to Friday.");
    expect(withSiteFacts("{helpDeskHours} खुला।", site, "hi")).toBe("सोमवार से शुक्रवार खुला।");
  });

  it("give the enquiry e-mail address and the citizen helpline as links, and leave other braces", () => {
    expect(siteFactParts("Write to {enquiryEmail} or call {helpline} ({helpDeskHours}); {other}.", site, "en")).toEqual([
      { text: "Write to " },
      { text: "info@example.in", link: "email" },
      { text: " or call " },
      { text: "7000000001", link: "phone" },
      { text: " (Monday to Friday); {other}." },
    ]);
    expect(siteFactParts("No facts here.", site, "en")).toEqual([{ text: "No facts here." }]);
  });
});
