import { describe, expect, it } from "vitest";
import { ruleProblems } from "./check-event";
import { emptyValues, type EventValues } from "./event-values";

const filled: EventValues = {
  ...emptyValues(),
  "title.en": "Yoga Day",
  "title.hi": "योग दिवस",
  "description.en": "Yoga in the park.",
  "description.hi": "पार्क में योग।",
  date: "2026-06-21",
  category: "health",
};

const keys = (problems: ReturnType<typeof ruleProblems>) =>
  Object.fromEntries(Object.entries(problems).map(([field, list]) => [field, list.map((problem) => problem.key)]));

describe("the event form's check: the rules of the kind `events`", () => {
  it("passes a complete event", () => {
    expect(ruleProblems(filled, 2)).toEqual({});
  });

  it("names every problem at once, even before a category is chosen", () => {
    expect(keys(ruleProblems({ ...filled, category: "", "title.en": " ", date: "2026-02-30" }, 0))).toEqual({
      category: ["validation.event.category"],
      "title.en": ["validation.event.required"],
      date: ["validation.event.invalidDate"],
    });
  });

  it("wants Hindi in Devanagari, a place in both languages, and at most ten images", () => {
    expect(keys(ruleProblems({ ...filled, "title.hi": "Yoga Divas", "location.en": "Park" }, 11))).toEqual({
      "title.hi": ["validation.event.notDevanagari"],
      "location.hi": ["validation.event.locationPair"],
      images: ["validation.event.tooManyImages"],
    });
  });
});
