/**
 * Every route of the table as the site's owners gave it (`support.ts`) and the 404 page, in
 * English and Hindi, visited once each with the app running, and checked there for what every
 * page owes a visitor:
 * - the answer: 200 (404 for an unknown address), HTML with the security headers;
 * - its frame: the public layout (header, main navigation, footer) or the bare admin layout
 *   with its way back to the site; its one heading, its title, its language and address;
 * - on a public page, "Last updated" in the page and the footer (e2e/last-updated.ts);
 * - axe (WCAG 2.2 AA and best practices: e2e/axe.ts) finds no violation;
 * - a public page does not scroll sideways on a phone, 375 and 320 px wide (the page narrowed
 *   to each width once it has been checked).
 * The admin pages shown only with a session send a visitor without one to the login page
 * (e2e/routes.spec.ts); e2e/admin-login.spec.ts checks them signed in.
 */
import type { Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, testOnSharedPage as test } from "./fixtures";
import { dayOfRenderedPage, expectLastUpdated } from "./last-updated";
import {
  LANGS,
  ROUTES,
  SESSION_ONLY,
  UNKNOWN_PATHS,
  documentTitle,
  expectSecurityHeaders,
  footerCredit,
  heading,
  hrefOf,
  languageSwitch,
  mainNav,
  pageName,
  t,
  urlOf,
  withLang,
  type Lang,
  type SpecRoute,
} from "./support";

/** The public layout around the page: banner, main navigation, main, footer. */
async function expectPublicFrame(page: Page, lang: Lang, name: string) {
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(mainNav(page, lang)).toBeVisible();
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page.locator("main#main")).toHaveAttribute("tabindex", "-1");
  await expect(page.getByRole("main")).toContainText(name);
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText(footerCredit(lang));
}

/** The bare admin layout: no navigation or footer, a link back to the site's home. */
async function expectBareFrame(page: Page, lang: Lang) {
  await expect(mainNav(page, lang)).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  const back = page.getByRole("link", { name: t(lang, "admin.backToSite"), exact: true });
  await expect(back).toBeVisible();
  expect(new URL(await hrefOf(back)).pathname, "Back to the website leads home").toBe("/");
}

const PHONES = [
  { width: 375, height: 667 },
  { width: 320, height: 640 },
] as const;

/** How wide the document is against the viewport, with the elements that stick out past its
 * right edge (the outermost ones only) to say where an overflow comes from. */
function measure(page: Page) {
  return page.evaluate(() => {
    const limit = window.innerWidth;
    const wide: string[] = [];
    const walk = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && Math.round(box.right) > limit) {
        const name =
          element.tagName.toLowerCase() +
          (element.className && typeof element.className === "string"
            ? `.${element.className.trim().split(/\s+/).join(".")}`
            : "");
        wide.push(`${name} (right edge ${Math.round(box.right)})`);
        return;
      }
      // What a scrolling or clipping box holds cannot widen the page.
      if (getComputedStyle(element).overflowX !== "visible") return;
      for (const child of element.children) walk(child);
    };
    walk(document.body);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: limit, wide: wide.slice(0, 8) };
  });
}

/** Fails unless the page, narrowed to each phone's width, is no wider than the screen. */
async function expectNoSidewaysScroll(page: Page, path: string) {
  // Pages that load their lists after the first render (a directory) are measured once those
  // have arrived.
  await page.waitForLoadState("networkidle");
  for (const viewport of PHONES) {
    await page.setViewportSize(viewport);
    await expect
      .poll(() => measure(page), { message: `${path} at ${viewport.width} px` })
      .toEqual(expect.objectContaining({ innerWidth: viewport.width }));
    const { scrollWidth, innerWidth, wide } = await measure(page);
    expect(scrollWidth, `${path} at ${innerWidth} px is wider than the screen: ${wide.join(", ")}`).toBeLessThanOrEqual(
      innerWidth,
    );
  }
}

async function checkRoute(page: Page, route: SpecRoute, lang: Lang) {
  const response = await page.goto(withLang(route.path, lang));
  expect(response?.status()).toBe(200);
  expectSecurityHeaders(response);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(heading(page)).toHaveText(pageName(lang, route.page));
  await expect(heading(page)).toHaveCount(1);
  await expect(page).toHaveURL(urlOf(route.path, lang));
  await expect(page).toHaveTitle(documentTitle(lang, route.page));
  await expect(languageSwitch(page, lang)).toBeVisible();
  if (route.layout === "public") {
    await expectPublicFrame(page, lang, pageName(lang, route.page));
    await expectLastUpdated(page, lang, dayOfRenderedPage(await response!.text()), route.path);
  } else {
    await expectBareFrame(page, lang);
  }
  expect(await axeViolations(page)).toEqual([]);
  if (route.layout === "public") await expectNoSidewaysScroll(page, route.path);
}

for (const lang of LANGS) {
  test.describe(`every page (${lang})`, () => {
    for (const route of ROUTES.filter((r) => !SESSION_ONLY.has(r.page))) {
      test(`${route.path} answers 200 with the ${route.layout} layout, its heading, its last update, no axe violation${route.layout === "public" ? " and no sideways scroll on a phone" : ""} (${lang})`, async ({
        page,
      }) => {
        await checkRoute(page, route, lang);
      });
    }

    test(`an unknown address answers 404 with the not-found page, its last update and no axe violation (${lang})`, async ({
      page,
    }) => {
      const address = UNKNOWN_PATHS[0];
      const response = await page.goto(withLang(address, lang));
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(heading(page)).toHaveText(t(lang, "notFound.title"));
      await expectLastUpdated(page, lang, dayOfRenderedPage(await response!.text()), address);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
