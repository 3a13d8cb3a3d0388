// Which component renders each page of the route table, and which parts of the catalogs
// (lib/catalogs/parts.ts) it needs besides the shell. The home page is in the first download;
// every other page is fetched, with its parts in the page language, when first visited.
import { lazy, type ComponentType } from "react";
import { HomePage } from "../features/home/home-page";
import type { CatalogPart } from "../lib/catalogs/parts";
import type { AdminPageId } from "./admin-pages";
import { navigation, type MenuId } from "../lib/wasm";
import type { PageProps } from "../lib/page-props";
import type { Page, PageTable } from "../lib/page-table";

type Component = ComponentType<PageProps>;

/** A page component loaded on first use from its own chunk. */
function later<K extends string>(load: () => Promise<Record<K, Component>>, name: K, parts: readonly CatalogPart[]): Page {
  let loading: Promise<Record<K, Component>> | undefined;
  const fetchChunk = () =>
    (loading ??= load().catch((error: unknown) => {
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
  "admin-dashboard": ["dashboard", "events", "content-editor"],
  "admin-upload": [],
  "admin-accounts": ["accounts"],
  "admin-password": ["accounts"],
  "admin-audit": ["audit", "accounts", "content-editor"],
  "admin-feedback": ["inbox", "notice-tables"],
  "admin-review": ["due-review", "content-editor"],
  "admin-subscribers": ["subscribers", "subscribe"],
  "admin-preview": ["content-editor"],
  "admin-content": ["content-editor", "dashboard", "due-review"],
};

const profile = later(() => import("../features/profiles/profile-page"), "ProfilePage", ["profiles"]);
const department = later(() => import("../features/departments/department-page"), "DepartmentPage", ["departments"]);
/** The pages of a chunk, which names each one's component by its page id (`pages`), each with
 * the catalog parts it needs. Pages share a chunk where one is little more than another's
 * component: the policies and GIGW's pages; tenders, recruitment, the archives and a
 * document's page (the table is most of them); the feedback form, its status page, the
 * subscription form and its letters' pages; the FAQ
 * and the city's information; the site map and the feeds page. Page ids rather than component
 * names: the first download spells each page once. */
function sharing(
  load: () => Promise<{ pages: Record<string, Component> }>,
  parts: Record<string, readonly CatalogPart[]>,
): Record<string, Page> {
  return Object.fromEntries(Object.entries(parts).map(([id, its]) => [id, later(async () => (await load()).pages, id, its)]));
}
const tables = ["notice-tables"] as const;
const noticeTables = sharing(() => import("../features/notice-tables/pages"), {
  tender: tables,
  recruitment: tables,
  "notices-archive": tables,
  "tender-archive": tables,
  "recruitment-archive": tables,
  document: tables,
});
const policies = ["policies"] as const;
const feedback = ["feedback", "forms"] as const;
const subscribe = ["subscribe", "forms"] as const;
const directory = later(() => import("../features/directory/directory-page"), "DirectoryPage", ["directory"]);

/** The page ids of the entries of a navigation menu. */
const menuPages = (menu: MenuId) =>
  navigation.flatMap((item) => (item.kind === "menu" && item.id === menu ? item.items.map((route) => route.page) : []));

/** Page id (wasm-core's route table) → page; a page without one shows its heading. */
export const pages: PageTable = {
  home: { Component: HomePage, parts: [] },
  commissioner: profile,
  mayor: profile,
  chairman: profile,
  ...Object.fromEntries(menuPages("departments").map((page) => [page, department])),
  ...sharing(() => import("../features/rti/rti-page"), { rti: ["rti"] }),
  ...sharing(() => import("../features/policies/pages"), {
    "privacy-policy": policies,
    "user-guidelines": policies,
    "accessibility-statement": policies,
    help: policies,
    "screen-reader-access": policies,
    "website-policies": policies,
  }),
  ...sharing(() => import("./chunks/faq"), { faq: ["faq"], "city-info": ["city-info"] }),
  ...sharing(() => import("../features/contact/contact-page"), { contact: ["contact"] }),
  ...sharing(() => import("../features/press/press-page"), { press: ["press"] }),
  ...sharing(() => import("../features/events/events-gallery-page"), { "events-gallery": ["events"] }),
  ...sharing(() => import("../features/hoarding/hoarding-page"), { hoarding: ["hoarding"] }),
  ...noticeTables,
  document: { ...noticeTables.document, titled: true },
  ...Object.fromEntries(menuPages("directory").map((page) => [page, directory])),
  ...sharing(() => import("../features/directory/corporator-cards-page"), { "corporators-card": ["directory"] }),
  ...sharing(() => import("../features/search/search-page"), { search: ["search", "notice-tables"] }),
  ...sharing(() => import("./chunks/sitemap"), { sitemap: ["sitemap"], feeds: ["feeds"] }),
  ...sharing(() => import("../features/offline/offline-page"), { offline: ["offline"] }),
  ...sharing(() => import("../features/feedback/figures-page"), { "feedback-figures": ["feedback"] }),
  ...sharing(() => import("./chunks/feedback"), {
    feedback,
    "feedback-status": feedback,
    subscribe,
    "subscribe-confirm": subscribe,
    "subscribe-unsubscribe": subscribe,
  }),
  ...sharing(() => import("../features/admin/login-page"), { login: ["admin", "forms"] }),
  ...Object.fromEntries(Object.entries(adminParts).map(([id, parts]) => [id, adminPage(id as AdminPageId, parts)])),
};
