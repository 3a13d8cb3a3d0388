import { describe, expect, it } from "vitest";
import designations from "@content/directory/designations.json";
import type { Choices } from "./editor-context";
import { kindSpec } from "./schema";
import { detailsOf, titleOf } from "./summary";

const t = (key: string) => `«${key}»`;
const stored: Choices = { designations, parties: [] };

describe("what the list shows of an item", () => {
  it("names a person's designation, not its id", () => {
    const people = kindSpec("people")!;
    const employee = {
      id: "outsource-employee-1",
      directory: "outsource-employee",
      name: { hi: "प्रदीप सिन्हा", en: "Pradeep Sinha" },
      mobile: "7000000901",
      designation: "sanitation-supervisor",
    };
    const named = designations.find((designation) => designation.id === "sanitation-supervisor")!.name;
    expect(titleOf(people, employee, "hi", t)).toBe("प्रदीप सिन्हा");
    const details = detailsOf(people, employee, "hi", t, stored);
    expect(details).toContainEqual({ label: "«content.field.designation»", text: named.hi });
    expect(detailsOf(people, employee, "en", t, stored)).toContainEqual({
      label: "«content.field.designation»",
      text: named.en,
    });
    expect(details.map((detail) => detail.text)).not.toContain("sanitation-supervisor");
  });

  it("titles an alert by its message, cut short when long, not by its id", () => {
    const alerts = kindSpec("alerts")!;
    const alert = {
      id: "water-supply-off",
      message: { en: "Water supply off in Ward 7 today.", hi: "आज वार्ड 7 में जल आपूर्ति बंद।" },
      severity: "warning",
    };
    expect(titleOf(alerts, alert, "hi", t)).toBe("आज वार्ड 7 में जल आपूर्ति बंद।");
    const long = { ...alert, message: { en: "Water ".repeat(30), hi: "पानी ".repeat(30) } };
    const title = titleOf(alerts, long, "en", t);
    expect(title.length).toBeLessThanOrEqual(80);
    expect(title).toMatch(/^Water Water .*…$/);
  });
});
