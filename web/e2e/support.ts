/**
 * Shared oracle for the end-to-end tests: the route table as the site's owners gave it, the
 * texts of the i18n catalogs and small helpers to read URLs and page state.
 *
 * The route list is written out here, as given, on purpose: it must not be imported from the
 * app, or a route missing from the app would go unnoticed.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Locator, type Page, type Response } from "@playwright/test";
import { BAR_LINKS, MENU_IDS, MENUS, type MenuId } from "./navigation";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

export type Lang = "en" | "hi";
export const LANGS: readonly Lang[] = ["en", "hi"];

export type LayoutKind = "public" | "bare";

export interface SpecRoute {
  /** The exact path, case-sensitive. */
  readonly path: string;
  /** The page shown there: its heading is the catalog entry `page.<page>`. */
  readonly page: string;
  readonly layout: LayoutKind;
}

const pub = (p: string, page: string): SpecRoute => ({ path: p, page, layout: "public" });
const bare = (p: string, page: string): SpecRoute => ({ path: p, page, layout: "bare" });

/** Every route of the site but the page of one document, which needs a document in its
 * address (e2e/documents.spec.ts opens it with one). */
export const ROUTES: readonly SpecRoute[] = [
  pub("/", "home"),
  pub("/commissioner", "commissioner"),
  pub("/mayor", "mayor"),
  pub("/chairman", "chairman"),
  pub("/corporators-card", "corporators-card"),
  pub("/rti", "rti"),
  pub("/privacy-policy", "privacy-policy"),
  pub("/user-guidelines", "user-guidelines"),
  pub("/accounting", "accounting"),
  pub("/revenue-project", "revenue-project"),
  pub("/establishment", "establishment"),
  pub("/engineering", "engineering"),
  pub("/e-tendering", "e-tendering"),
  pub("/stationary", "stationary"),
  pub("/pmay-urban", "pmay-urban"),
  pub("/day-nulm", "day-nulm"),
  pub("/vehicle-fire", "vehicle-fire"),
  pub("/legal", "legal"),
  pub("/public-relation", "public-relation"),
  pub("/power", "power"),
  pub("/health-environment", "health-environment"),
  pub("/general-administration", "general-administration"),
  pub("/city-transport", "city-transport"),
  pub("/swachh-bharat", "swachh-bharat"),
  pub("/duda", "duda"),
  pub("/smc-officer", "smc-officer"),
  pub("/smc-employee", "smc-employee"),
  pub("/zone-officer", "zone-officer"),
  pub("/ward-officer", "ward-officer"),
  pub("/Corporators", "corporators"),
  pub("/corporators", "corporators"),
  pub("/outsource-employee", "outsource-employee"),
  pub("/hoarding", "hoarding"),
  pub("/city-info", "city-info"),
  pub("/tender", "tender"),
  pub("/recruitment", "recruitment"),
  pub("/faq", "faq"),
  pub("/events-gallery", "events-gallery"),
  pub("/press", "press"),
  pub("/contact", "contact"),
  // The site-wide search, reached from the header's search box.
  pub("/search", "search"),
  // The public archives of notices, tenders and recruitment.
  pub("/archive/notices", "notices-archive"),
  pub("/archive/tenders", "tender-archive"),
  pub("/archive/recruitment", "recruitment-archive"),
  // The site map for people and the feeds, linked from the footer.
  pub("/sitemap", "sitemap"),
  pub("/feeds", "feeds"),
  // GIGW's pages about the website, linked from the footer.
  pub("/accessibility-statement", "accessibility-statement"),
  pub("/help", "help"),
  pub("/screen-reader-access", "screen-reader-access"),
  pub("/website-policies", "website-policies"),
  pub("/offline", "offline"),
  pub("/feedback", "feedback"),
  pub("/feedback/status", "feedback-status"),
  pub("/feedback/figures", "feedback-figures"),
  // Subscriptions by e-mail: the form, linked from the footer, and the pages its letters link to.
  pub("/subscribe", "subscribe"),
  pub("/subscribe/confirm", "subscribe-confirm"),
  pub("/subscribe/unsubscribe", "subscribe-unsubscribe"),
  bare("/login", "login"),
  bare("/admin/login", "login"),
  bare("/admin/dashboard", "admin-dashboard"),
  bare("/admin/upload", "admin-upload"),
];

export { BAR_LINKS, MENU_IDS, MENUS, type MenuId };

/** The admin pages that show only the login page to a visitor without a session. */
export const SESSION_ONLY: ReadonlySet<string> = new Set(["admin-dashboard", "admin-upload"]);

/** Paths that are not routes of the site and must answer 404. */
export const UNKNOWN_PATHS: readonly string[] = ["/no-such-page", "/MAYOR", "/admin", "/mayor/x"];

// ---------------------------------------------------------------------------------------------
// Catalogs and site content

type Catalog = Record<string, string>;

function readJson<T>(relative: string): T {
  return JSON.parse(readFileSync(path.join(repoRoot, relative), "utf8")) as T;
}

const catalogs: Record<Lang, Catalog> = {
  en: readJson<Catalog>("content/i18n/en.json"),
  hi: readJson<Catalog>("content/i18n/hi.json"),
};

/** A day (`YYYY-MM-DD`) as the pages show it: the long Indian format of `lang`. */
export const longDate = (day: string, lang: Lang): string =>
  new Intl.DateTimeFormat(lang === "hi" ? "hi-IN" : "en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));

/** The catalog text of `key` in `lang`, with `{placeholders}` filled in; throws if missing. */
export function t(lang: Lang, key: string, args: Record<string, string | number> = {}): string {
  const text = catalogs[lang][key];
  if (text === undefined || text === "") {
    throw new Error(`catalog ${lang} has no text for ${key}`);
  }
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in args ? String(args[name]) : whole));
}

interface Site {
  name: Record<Lang, string>;
  helplines: { phone: string }[];
  emails: { address: string }[];
  helpDeskHours: Record<Lang, string>;
  social: { id: string; name: Record<Lang, string>; url: string }[];
}

export const SITE: Site = readJson<Site>("content/site.json");

/** The name of the corporation in `lang`. */
export const siteName = (lang: Lang): string => SITE.name[lang];

/** The heading (and menu label) of a page. */
export const pageName = (lang: Lang, page: string): string => t(lang, `page.${page}`);

/** The page of a path of the route table. */
export function routeOf(p: string): SpecRoute {
  const route = ROUTES.find((r) => r.path === p);
  if (!route) throw new Error(`${p} is not in the route table`);
  return route;
}

/** The document title of a page: "<page> | <site>". */
export const documentTitle = (lang: Lang, page: string): string =>
  t(lang, "document.title", { page: pageName(lang, page), site: siteName(lang) });

/** The footer's credit line for the current year. */
export const footerCredit = (lang: Lang): string =>
  t(lang, "footer.credit", { year: new Date().getFullYear(), site: siteName(lang) });

/** `path` with `?lang=<lang>` appended. */
export const withLang = (p: string, lang: Lang): string => `${p}?lang=${lang}`;

/** Escapes a string for use inside a regular expression. */
export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A URL predicate for `toHaveURL`: exactly `path` with `lang` as its language parameter. */
export function urlOf(p: string, lang: Lang): (url: URL) => boolean {
  return (url: URL) => url.pathname === p && url.searchParams.get("lang") === lang;
}

// ---------------------------------------------------------------------------------------------
// Locators

/**
 * The main navigation, named in `lang`. Hidden elements are included (a closed mobile menu may
 * hide it), so visibility must be asserted where it matters.
 */
export const mainNav = (page: Page, lang: Lang = "en"): Locator =>
  page.getByRole("navigation", { name: t(lang, "nav.label"), exact: true, includeHidden: true });

/** The button of a dropdown menu, within the main navigation, hidden or not. */
export const menuButton = (page: Page, menu: MenuId, lang: Lang = "en"): Locator =>
  mainNav(page, lang).getByRole("button", {
    name: t(lang, `nav.${menu}`),
    exact: true,
    includeHidden: true,
  });

/** The list a menu button controls (through its aria-controls). */
export async function menuList(button: Locator): Promise<Locator> {
  const id = await button.getAttribute("aria-controls");
  expect(id, "a menu button names its list with aria-controls").toBeTruthy();
  return button.page().locator(`[id="${id}"]`);
}

/** The language switch of the header. */
export const languageSwitch = (page: Page, lang: Lang = "en"): Locator =>
  page.getByRole("group", { name: t(lang, "lang.label"), exact: true });

/** The h1 of the page. */
export const heading = (page: Page): Locator => page.getByRole("heading", { level: 1 });

/** The computed `overflow` of the body (scroll lock). */
export const bodyOverflow = (page: Page): Promise<string> => page.evaluate(() => getComputedStyle(document.body).overflow);

/** The absolute hrefs of the links in `scope`, hidden ones included. */
export const hrefs = (scope: Locator): Promise<string[]> =>
  scope.locator("a[href]").evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));

/** The absolute href of one link. */
export const hrefOf = (link: Locator): Promise<string> => link.evaluate((a) => (a as HTMLAnchorElement).href);

/** The corporation's name in `script` inside the header (shown in both scripts always). */
export const corporationName = (page: Page, script: Lang): Locator =>
  page
    .getByRole("banner")
    .locator(`[lang="${script}"]`)
    .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(siteName(script))}\\s*$`) });

/** The toggle of the mobile menu. */
export const menuToggle = (page: Page, lang: Lang = "en"): Locator =>
  page.getByRole("button", { name: t(lang, "nav.toggle"), exact: true });

/** Fails unless exactly the dropdown `open` (or none) is expanded and shown. */
export async function expectOnlyOpen(page: Page, open: MenuId | null): Promise<void> {
  for (const menu of MENU_IDS) {
    const button = menuButton(page, menu);
    const list = await menuList(button);
    if (menu === open) {
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(list).toBeVisible();
    } else {
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(list).toBeHidden();
    }
  }
}

/** Fails unless `response` is an HTML page with the site's security headers. */
export function expectSecurityHeaders(response: Response | null): void {
  expect(response, "the navigation got a response").not.toBeNull();
  const headers = response!.headers();
  expect(headers["content-type"]).toMatch(/^text\/html/);
  expect(headers["content-security-policy"]).toContain("'wasm-unsafe-eval'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
}

/** A layout shift the page made, as Lighthouse counts them: its score, and whether the visitor
 * had just pressed or tapped (such a shift is not counted against the page). */
export interface LayoutShift {
  value: number;
  afterInput: boolean;
}

/** Notes every layout shift `page` makes from the start of each document it loads (call it
 * before `goto`); `layoutShifts` reads them. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; afterInput: boolean }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        shifts.push({ value: entry.value, afterInput: entry.hadRecentInput });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shifts `page` has made since its document started (`watchLayoutShifts`). */
export const layoutShifts = (page: Page): Promise<LayoutShift[]> =>
  page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);
