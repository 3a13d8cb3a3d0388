/** What the specs of the hoarding page check of it (e2e/hoarding.spec.ts, e2e/admin-upload.spec.ts). */
import { expect, type Page } from "@playwright/test";
import { type Lang, heading, pageName, t } from "./support";

/** The built-in circular, which a new site shows. */
export const BUILT_IN = "/files/hoarding/hoarding-circular-2025.pdf";

/** The page shows the circular at `url` under `year`; `day`, the day it was issued, if it has
 * one (the built-in circular has none). */
export async function expectCircular(page: Page, lang: Lang, url: string, year: string, day?: string): Promise<void> {
  await expect(heading(page)).toHaveText(pageName(lang, "hoarding"));
  await expect(page.getByRole("heading", { level: 2, name: t(lang, "hoarding.titleOf", { year }), exact: true })).toBeVisible();
  const published = page.locator(".hoarding__date");
  if (day) await expect(published).toHaveText(t(lang, "hoarding.published", { date: day }));
  else await expect(published).toHaveCount(0);
  const frame = page.locator("iframe");
  await expect(frame).toHaveAttribute("src", `${url}#toolbar=0`);
  await expect(frame).toHaveAttribute("title", t(lang, "hoarding.frameTitleOf", { year }));
  await expect(frame).toBeVisible();
  const download = page.getByRole("link", { name: t(lang, "hoarding.download"), exact: true });
  await expect(download).toHaveAttribute("href", url);
  await expect(download).toHaveAttribute("download", "");
  const newTab = page.getByRole("link", { name: `${t(lang, "common.openInNewTab")} ${t(lang, "common.opensInNewTab")}` });
  await expect(newTab).toHaveAttribute("href", url);
  await expect(newTab).toHaveAttribute("target", "_blank");
}
