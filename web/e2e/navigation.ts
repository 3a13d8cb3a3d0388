// The header navigation as the site's owners gave it: the three menus with their entries and the
// plain links after them, in order. The end-to-end tests drive the menus by it, and the unit
// test of wasm-core's bindings checks the navigation the app gets against it, so the order is
// written once for both.

/** The dropdown menus of the header navigation and their entries, in order, as the site's owners gave them. */
export const MENUS = {
  corporation: ["/commissioner", "/mayor", "/chairman", "/corporators-card", "/rti", "/privacy-policy", "/user-guidelines"],
  departments: [
    "/accounting",
    "/revenue-project",
    "/establishment",
    "/engineering",
    "/e-tendering",
    "/stationary",
    "/pmay-urban",
    "/day-nulm",
    "/vehicle-fire",
    "/legal",
    "/public-relation",
    "/power",
    "/health-environment",
    "/general-administration",
    "/city-transport",
    "/swachh-bharat",
    "/duda",
  ],
  directory: ["/smc-officer", "/smc-employee", "/zone-officer", "/ward-officer", "/Corporators", "/outsource-employee"],
} as const;

export type MenuId = keyof typeof MENUS;
export const MENU_IDS: readonly MenuId[] = ["corporation", "departments", "directory"];

/** The plain links of the navigation bar after the menus, in order, as the site's owners gave them. */
export const BAR_LINKS: readonly string[] = [
  "/hoarding",
  "/city-info",
  "/tender",
  "/recruitment",
  "/faq",
  "/events-gallery",
  "/press",
  "/contact",
  "/login",
];
