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
    "forms",
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
/** The privacy policy, the user guidelines, or one of GIGW's pages about the website (they
 * share a chunk, and their texts a catalog part). */
const policyPage = (
  name:
    | "PrivacyPolicyPage"
    | "UserGuidelinesPage"
    | "AccessibilityStatementPage"
    | "HelpPage"
    | "ScreenReaderAccessPage"
    | "WebsitePoliciesPage",
) => later(() => import("../features/policies/pages"), name, ["policies"]);
/** A page of tenders, recruitment or an archive (they share a chunk: the table is most of it). */
const noticeTable = (
  name: "TenderPage" | "RecruitmentPage" | "NoticesArchivePage" | "TenderArchivePage" | "RecruitmentArchivePage",
) => later(() => import("../features/notice-tables/pages"), name, ["notice-tables"]);
/** The feedback form or the page that says where a message stands (they share a chunk). */
const feedbackPage = (name: "FeedbackPage" | "FeedbackStatusPage") =>
  later(() => import("../features/feedback/pages"), name, ["feedback", "forms"]);
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
  "privacy-policy": policyPage("PrivacyPolicyPage"),
  "user-guidelines": policyPage("UserGuidelinesPage"),
  "accessibility-statement": policyPage("AccessibilityStatementPage"),
  help: policyPage("HelpPage"),
  "screen-reader-access": policyPage("ScreenReaderAccessPage"),
  "website-policies": policyPage("WebsitePoliciesPage"),
  faq: later(() => import("../features/faq/faq-page"), "FaqPage", ["faq"]),
  "city-info": later(() => import("../features/city-info/city-info-page"), "CityInfoPage", ["city-info"]),
  contact: later(() => import("../features/contact/contact-page"), "ContactPage", ["contact"]),
  press: later(() => import("../features/press/press-page"), "PressPage", ["press"]),
  "events-gallery": later(() => import("../features/events/events-gallery-page"), "EventsGalleryPage", ["events"]),
  hoarding: later(() => import("../features/hoarding/hoarding-page"), "HoardingPage", ["hoarding"]),
  tender: noticeTable("TenderPage"),
  recruitment: noticeTable("RecruitmentPage"),
  "notices-archive": noticeTable("NoticesArchivePage"),
  "tender-archive": noticeTable("TenderArchivePage"),
  "recruitment-archive": noticeTable("RecruitmentArchivePage"),
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
  feedback: feedbackPage("FeedbackPage"),
  "feedback-status": feedbackPage("FeedbackStatusPage"),
  login: later(() => import("../features/admin/login-page"), "LoginPage", ["admin", "forms"]),
  ...Object.fromEntries(
    Object.entries(adminParts).map(([id, parts]) => [id, adminPage(id as AdminPageId, parts)]),
  ),
};
