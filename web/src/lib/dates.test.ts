import { describe, expect, it } from "vitest";
import { formatDay, formatLongDate, indiaDay, isoDay } from "./dates";

describe("formatDay: a YYYY-MM-DD day", () => {
  it("are written in the long Indian format of the page language", () => {
    expect(formatDay("2026-11-18", "en")).toBe("18 November 2026");
    expect(formatDay("2026-11-18", "hi")).toBe("18 नवंबर 2026");
    expect(formatDay("2026-01-05", "en")).toBe("5 January 2026");
  });

  it("do not shift a day whatever the time zone", () => {
    expect(formatDay("2026-12-31", "en")).toBe("31 December 2026");
    expect(formatDay("2026-01-01", "hi")).toBe("1 जनवरी 2026");
  });

  it("leave text that is not a real YYYY-MM-DD date as it is", () => {
    expect(formatDay("2026-02-30", "en")).toBe("2026-02-30");
    expect(formatDay("18/11/2026", "hi")).toBe("18/11/2026");
  });

  it("write early years as they are, not as years of the 1900s", () => {
    expect(formatDay("0005-03-01", "en")).toBe("1 March 5");
  });
});

describe("formatLongDate and isoDay: a moment such as now", () => {
  const day = new Date(2026, 10, 21, 23, 30);

  it("is long Indian format in English", () => {
    expect(formatLongDate(day, "en")).toBe("21 November 2026");
  });

  it("is long Indian format in Hindi", () => {
    expect(formatLongDate(day, "hi")).toBe("21 नवंबर 2026");
  });

  it("names the local day for <time dateTime>", () => {
    expect(isoDay(day)).toBe("2026-11-21");
    expect(isoDay(new Date(2025, 0, 5))).toBe("2025-01-05");
  });
});

describe("indiaDay: the day it was in India at a moment", () => {
  it("turns at midnight in India (UTC+05:30)", () => {
    expect(indiaDay("2026-11-23T20:00:00Z")).toBe("2026-11-24");
    expect(indiaDay("2026-11-23T18:29:59.999Z")).toBe("2026-11-23");
    expect(indiaDay("2026-11-23T18:30:00Z")).toBe("2026-11-24");
    expect(indiaDay("2026-11-24T00:10:00+05:30")).toBe("2026-11-24");
  });

  it("is empty for a text that is not a moment", () => {
    expect(indiaDay("")).toBe("");
    expect(indiaDay("yesterday")).toBe("");
  });
});
