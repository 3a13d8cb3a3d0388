// Which component draws each page of the route table, and which parts of the catalogs
// (lib/catalogs/parts.ts) it needs besides the shell. The home page is in the first download;
// every other page is fetched, with its parts in the page language, when first visited.
import { lazy, type ComponentType } from "react";
import { HomePage } from "../features/home/home-page";
import type { CatalogPart } from "../lib/catalogs/parts";
import type { AdminPageId } from "./admin-pages";
import { navigation, type MenuId } from "../lib/wasm";
import type { PageProps } from "./page-props";

type Component = ComponentType<PageProps>;

export interface Page {
  Component: Component;
  /** Catalog parts the page's texts are in, besides the shell. */
  parts: readonly CatalogPart[];
  /** Starts fetching the component's chunk (a page of the first download has none). */
  preload?: () => void;
  /** Drawn only for a signed-in admin, so never drawn to HTML at build time. */
  signedIn?: true;
}

/** A page component loaded on first use from its own chunk. */
function later<K extends string>(
  load: () => Promise<Record<K, Component>>,
  name: K,
  parts: readonly CatalogPart[],
): Page {
  let loading: Promise<Record<K, Component>> | undefined;
  const fetchChunk = () => (loading ??= load().catch((error: unknown) => {
    loading = undefined; // fetched again at the next attempt
    throw error;
  }));
  return {
    Component: lazy(async (): Promise<{ default: Component }> => ({ default: (await fetchChunk())[name] })),
    parts,
    preload: () => void fetchChunk().catch(() => undefined),
  };
}

/** A page of the admin area, behind its guard (its code is app/admin-pages.ts's), with the
 * catalog parts it needs besides the admin area's. */
function adminPage(id: AdminPageId, parts: readonly CatalogPart[]): Page {
  const page = later(async () => ({ Guarded: await (await import("./admin-pages")).loadAdminPage(id) }), "Guarded", [
    "admin",
    ...parts,
  ]);
  return { ...page, signedIn: true };
}

/** The admin area's pages (their code is app/admin-pages.ts's), each with the catalog parts it
 * needs besides the admin area's; written as a table, so that the first download names each
 * page once. */
const adminParts: Record<AdminPageId, readonly CatalogPart[]> = {
  "admin-dashboard": ["dashboard", "events"],
  "admin-upload": [],
  "admin-accounts": ["accounts"],
  "admin-password": ["accounts"],
  "admin-audit": ["audit", "accounts", "content-editor"],
  "admin-feedback": ["inbox"],
  "admin-preview": ["content-editor"],
  "admin-content": ["content-editor", "dashboard"],
};

const profile = later(() => import("../features/profiles/profile-page"), "ProfilePage", ["profiles"]);
const department = later(() => import("../features/departments/department-page"), "DepartmentPage", ["departments"]);
/** One of the pages about the website itself (they share a chunk). */
const infoPage = (name: "AccessibilityStatementPage" | "HelpPage" | "ScreenReaderAccessPage" | "WebsitePoliciesPage") =>
  later(() => import("../features/policies/info-pages"), name, ["policies"]);
const directory = later(() => import("../features/directory/directory-page"), "DirectoryPage", ["directory"]);

/** The page ids of the entries of a navigation menu. */
const menuPages = (menu: MenuId) =>
  navigation.flatMap((item) => (item.kind === "menu" && item.id === menu ? item.items.map((route) => route.page) : []));

/** Page id (wasm-core's route table) → page; a page without one shows its heading. */
export const pages: Partial<Record<string, Page>> = {
  home: { Component: HomePage, parts: [] },
  commissioner: profile,
  mayor: profile,
  chairman: profile,
  ...Object.fromEntries(menuPages("departments").map((page) => [page, department])),
  rti: later(() => import("../features/rti/rti-page"), "RtiPage", ["rti"]),
  "privacy-policy": later(() => import("../features/policies/privacy-policy-page"), "PrivacyPolicyPage", ["policies"]),
  "user-guidelines": later(
    () => import("../features/policies/user-guidelines-page"),
    "UserGuidelinesPage",
    ["policies"],
  ),
  "accessibility-statement": infoPage("AccessibilityStatementPage"),
  help: infoPage("HelpPage"),
  "screen-reader-access": infoPage("ScreenReaderAccessPage"),
  "website-policies": infoPage("WebsitePoliciesPage"),
  faq: later(() => import("../features/faq/faq-page"), "FaqPage", ["faq"]),
  "city-info": later(() => import("../features/city-info/city-info-page"), "CityInfoPage", ["city-info"]),
  contact: later(() => import("../features/contact/contact-page"), "ContactPage", ["contact"]),
  press: later(() => import("../features/press/press-page"), "PressPage", ["press"]),
  "events-gallery": later(() => import("../features/events/events-gallery-page"), "EventsGalleryPage", ["events"]),
  hoarding: later(() => import("../features/hoarding/hoarding-page"), "HoardingPage", ["hoarding"]),
  tender: later(() => import("../features/notice-tables/tender-page"), "TenderPage", ["notice-tables"]),
  recruitment: later(() => import("../features/notice-tables/recruitment-page"), "RecruitmentPage", ["notice-tables"]),
  "notices-archive": later(() => import("../features/notice-tables/notices-archive-page"), "NoticesArchivePage", ["notice-tables"]),
  "tender-archive": later(() => import("../features/notice-tables/tender-archive-page"), "TenderArchivePage", ["notice-tables"]),
  "recruitment-archive": later(
    () => import("../features/notice-tables/recruitment-archive-page"),
    "RecruitmentArchivePage",
    ["notice-tables"],
  ),
  ...Object.fromEntries(menuPages("directory").map((page) => [page, directory])),
  "corporators-card": later(
    () => import("../features/directory/corporator-cards-page"),
    "CorporatorCardsPage",
    ["directory"],
  ),
  search: later(() => import("../features/search/search-page"), "SearchPage", ["search", "directory"]),
  sitemap: later(() => import("../features/site-map/site-map-page"), "SiteMapPage", ["sitemap"]),
  feeds: later(() => import("../features/feeds/feeds-page"), "FeedsPage", ["feeds"]),
  offline: later(() => import("../features/offline/offline-page"), "OfflinePage", ["offline"]),
  login: later(() => import("../features/admin/login-page"), "LoginPage", ["admin"]),
  ...Object.fromEntries(
    Object.entries(adminParts).map(([id, parts]) => [id, adminPage(id as AdminPageId, parts)]),
  ),
};
