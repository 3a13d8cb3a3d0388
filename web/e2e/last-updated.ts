/**
 * "Last updated" on every public page: the main content ends with the day the page's content
 * last changed ("Last updated: 24 November 2026", "अंतिम अद्यतन: 24 नवंबर 2026") and the footer
 * says it too, each as a <time datetime>, in the page language. The day is the newest
 * `updatedAt` among the content lists the rendered page carries (its #page-content block), in
 * India, or the day the site was built when none has one; it is the same before any script runs
 * and once the app has hydrated the page (a mismatch would log an error).
 *
 * Every page is checked with the app in e2e/every-page.spec.ts and without JavaScript in
 * e2e/prerendered.spec.ts; e2e/last-updated.spec.ts checks that a save moves the day.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { repoRoot, t, type Lang } from "./support";

/** The day the app was built (build/build-day.ts writes it beside the rendered pages). */
const BUILD_DAY = (
  JSON.parse(
    readFileSync(path.resolve(repoRoot, process.env.SMC_WEB_DIR ?? path.join("web", "dist"), "_pages", "build.json"), "utf8"),
  ) as { day: string }
).day;

/** The day (YYYY-MM-DD) it was in India (UTC+05:30 all year) at `ms`. */
export const indiaDay = (ms: number): string => new Date(ms + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** `day` as the site writes it in `lang`: the Unicode CLDR's long date of India. */
const longDay = (day: string, lang: Lang): string =>
  new Intl.DateTimeFormat(`${lang}-IN`, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** The day a page rendered by the server must show: from the lists it carries. */
export function dayOfRenderedPage(html: string): string {
  const block = html.match(/<script type="application\/json" id="page-content">([\s\S]*?)<\/script>/);
  expect(block, "the rendered page carries the content it read").not.toBeNull();
  // A page rendered for its request may carry an answer that is no list (the public figures of
  // citizens' messages): it has no items, and no day.
  const lists = JSON.parse(block![1]) as Record<string, { items?: { updatedAt: string }[] }>;
  const moments = Object.values(lists).flatMap((list) => (list.items ?? []).map((item) => Date.parse(item.updatedAt)));
  const newest = Math.max(...moments.filter((ms) => !Number.isNaN(ms)));
  return Number.isFinite(newest) ? indiaDay(newest) : BUILD_DAY;
}

/** Fails unless the page ends its own content with "Last updated: <day>" (only "Was this page
 * useful?" follows it in <main>) and its footer says
 * "Page last updated: <day>", both as <time datetime="<day>"> in `lang`. */
export async function expectLastUpdated(page: Page, lang: Lang, day: string, where: string) {
  await expect(page.locator("html"), where).toHaveAttribute("lang", lang);
  const line = page.locator("main > p.last-updated");
  await expect(line, where).toHaveText(`${t(lang, "common.lastUpdated")} ${longDay(day, lang)}`);
  expect(await line.evaluate((element) => element.nextElementSibling?.nextElementSibling ?? null), where).toBeNull();
  await expect(line.locator("time"), where).toHaveAttribute("datetime", day);
  const footer = page.getByRole("contentinfo");
  await expect(footer, where).toContainText(`${t(lang, "footer.lastUpdated")} ${longDay(day, lang)}`);
  await expect(footer.locator("time"), where).toHaveAttribute("datetime", day);
  // Nothing between the page and the two lines speaks another language.
  for (const time of [line.locator("time"), footer.locator("time")]) {
    expect(await time.evaluate((element) => element.closest("[lang]")?.getAttribute("lang")), where).toBe(lang);
  }
}
