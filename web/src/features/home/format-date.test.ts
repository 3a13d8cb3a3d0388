import { describe, expect, it } from "vitest";
import { formatNoticeDate } from "./format-date";

describe("notice dates", () => {
  it("are written in the long Indian format of the page language", () => {
    expect(formatNoticeDate("2026-11-18", "en")).toBe("18 November 2026");
    expect(formatNoticeDate("2026-11-18", "hi")).toBe("18 नवंबर 2026");
    expect(formatNoticeDate("2026-01-05", "en")).toBe("5 January 2026");
  });

  it("do not shift a day whatever the time zone", () => {
    expect(formatNoticeDate("2026-12-31", "en")).toBe("31 December 2026");
    expect(formatNoticeDate("2026-01-01", "hi")).toBe("1 जनवरी 2026");
  });

  it("leave text that is not a real YYYY-MM-DD date as it is", () => {
    expect(formatNoticeDate("2026-02-30", "en")).toBe("2026-02-30");
    expect(formatNoticeDate("18/11/2026", "hi")).toBe("18/11/2026");
  });
});
