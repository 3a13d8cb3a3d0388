import { describe, expect, it } from "vitest";
import { filtersOf, isFiltered, medianText, queryOf, waitParts } from "./inbox-filters";
import { textLang } from "./text-lang";

/** A stand-in for the catalogs: the key and its arguments. */
const t = (key: string, args?: Record<string, string | number>) => (args ? `${key} ${JSON.stringify(args)}` : key);

describe("the inbox's filters", () => {
  it("are read from the page's address, without its language or anything else", () => {
    expect(filtersOf("?status=forwarded&category=property-tax&ward=12&lang=hi&item=x")).toEqual({
      status: "forwarded",
      category: "property-tax",
      ward: "12",
    });
    expect(filtersOf("")).toEqual({});
  });

  it("leave out what is empty or what the server would refuse", () => {
    expect(filtersOf("?status=&category=&ward=")).toEqual({});
    expect(filtersOf("?status=closed&category=Water%20supply&ward=012")).toEqual({});
    expect(filtersOf("?ward=12a")).toEqual({});
    expect(filtersOf("?ward=%2012%20")).toEqual({ ward: "12" });
    expect(isFiltered(filtersOf("?ward=&lang=en"))).toBe(false);
    expect(isFiltered(filtersOf("?category=water"))).toBe(true);
  });

  it("keep the due filter's two values, today and overdue", () => {
    expect(filtersOf("?due=overdue&lang=hi")).toEqual({ due: "overdue" });
    expect(filtersOf("?due=today")).toEqual({ due: "today" });
    expect(filtersOf("?due=tomorrow")).toEqual({});
    expect(queryOf({ due: "overdue", status: "received" })).toBe("?status=received&due=overdue");
  });

  it("make the API's query in a fixed order", () => {
    expect(queryOf({ ward: "3", status: "received" })).toBe("?status=received&ward=3");
    expect(queryOf({})).toBe("");
  });
});

describe("the median time to a first answer", () => {
  it("is said in hours and minutes, rounded to the minute", () => {
    expect(waitParts(0)).toEqual({ hours: 0, minutes: 0 });
    expect(waitParts(89)).toEqual({ hours: 0, minutes: 1 });
    expect(waitParts(9000)).toEqual({ hours: 2, minutes: 30 });
    expect(waitParts(3 * 86400 + 59 * 60 + 45)).toEqual({ hours: 73, minutes: 0 });
  });

  it("reads as minutes under an hour, hours and minutes after, or no answers yet", () => {
    expect(medianText(null, t)).toBe("inbox.noAnswers");
    expect(medianText(2700, t)).toBe('inbox.waitMinutes {"minutes":45}');
    expect(medianText(7500, t)).toBe('inbox.waitHours {"hours":2,"minutes":5}');
  });
});

describe("the language of a typed text", () => {
  it("is Hindi when it has Devanagari letters", () => {
    expect(textLang("हमारी गली में कचरा")).toBe("hi");
    expect(textLang("Ward 12 में पानी नहीं")).toBe("hi");
    expect(textLang("No water in ward 12")).toBe("en");
  });
});
