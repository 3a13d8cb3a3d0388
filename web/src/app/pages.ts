// Which component draws each page of the route table. The home page is in the first
// download; every other page is fetched when first visited.
import { lazy, type ComponentType } from "react";
import { HomePage } from "../features/home/home-page";
import { navigation, type MenuId } from "../lib/wasm";
import type { PageProps } from "./page-props";

type Page = ComponentType<PageProps>;

/** A page component loaded on first use from its own chunk. */
function later<K extends string>(load: () => Promise<Record<K, Page>>, name: K): Page {
  return lazy(async (): Promise<{ default: Page }> => ({ default: (await load())[name] }));
}

const ProfilePage = later(() => import("../features/profiles/profile-page"), "ProfilePage");
const DepartmentPage = later(() => import("../features/departments/department-page"), "DepartmentPage");
const DirectoryPage = later(() => import("../features/directory/directory-page"), "DirectoryPage");

/** A guarded admin page (session check and admin bar), loaded with the guard in one go. */
function adminPage(load: () => Promise<Page>): Page {
  return later(async () => {
    const [{ guardedPage }, page] = await Promise.all([import("../features/admin/guarded-page"), load()]);
    return { Guarded: guardedPage(page) };
  }, "Guarded");
}

/** The page ids of the entries of a navigation menu. */
const menuPages = (menu: MenuId) =>
  navigation.flatMap((item) => (item.kind === "menu" && item.id === menu ? item.items.map((route) => route.page) : []));

/** Page id (wasm-core's route table) → component; a page without one shows its heading. */
export const pages: Partial<Record<string, Page>> = {
  home: HomePage,
  commissioner: ProfilePage,
  mayor: ProfilePage,
  chairman: ProfilePage,
  ...Object.fromEntries(menuPages("departments").map((page) => [page, DepartmentPage])),
  rti: later(() => import("../features/rti/rti-page"), "RtiPage"),
  "privacy-policy": later(() => import("../features/policies/privacy-policy-page"), "PrivacyPolicyPage"),
  "user-guidelines": later(() => import("../features/policies/user-guidelines-page"), "UserGuidelinesPage"),
  faq: later(() => import("../features/faq/faq-page"), "FaqPage"),
  "city-info": later(() => import("../features/city-info/city-info-page"), "CityInfoPage"),
  contact: later(() => import("../features/contact/contact-page"), "ContactPage"),
  press: later(() => import("../features/press/press-page"), "PressPage"),
  "events-gallery": later(() => import("../features/events/events-gallery-page"), "EventsGalleryPage"),
  hoarding: later(() => import("../features/hoarding/hoarding-page"), "HoardingPage"),
  tender: later(() => import("../features/notice-tables/tender-page"), "TenderPage"),
  recruitment: later(() => import("../features/notice-tables/recruitment-page"), "RecruitmentPage"),
  ...Object.fromEntries(menuPages("directory").map((page) => [page, DirectoryPage])),
  "corporators-card": later(() => import("../features/directory/corporator-cards-page"), "CorporatorCardsPage"),
  search: later(() => import("../features/search/search-page"), "SearchPage"),
  login: later(() => import("../features/admin/login-page"), "LoginPage"),
  "admin-dashboard": adminPage(async () => (await import("../features/admin/dashboard/dashboard-page")).DashboardPage),
  "admin-upload": adminPage(async () => (await import("../features/admin/upload-page")).UploadPage),
};
