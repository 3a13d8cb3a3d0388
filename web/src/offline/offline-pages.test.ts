import { describe, expect, it } from "vitest";
import { navigation, routeTable } from "../lib/wasm";
import { OFFLINE_ALIASES, OFFLINE_NOTICE, OFFLINE_PAGES } from "./offline-pages";

describe("the pages kept for use offline", () => {
  const publicPaths = routeTable.filter((route) => route.layout === "public").map((route) => route.path);

  it("are the home page, every page of the directory menu, the corporators' cards and the contact page", () => {
    const directories = navigation.flatMap((item) =>
      item.kind === "menu" && item.id === "directory" ? item.items.map((route) => route.path) : [],
    );
    expect(directories.length).toBeGreaterThan(0);
    expect([...OFFLINE_PAGES].sort()).toEqual(["/", ...directories, "/corporators-card", "/contact"].sort());
  });

  it("are public routes, as are their other addresses and the offline notice", () => {
    for (const path of [...OFFLINE_PAGES, ...OFFLINE_ALIASES, OFFLINE_NOTICE]) expect(publicPaths, path).toContain(path);
  });

  it("name each page once, under the address the menus link", () => {
    expect(new Set(OFFLINE_PAGES).size).toBe(OFFLINE_PAGES.length);
    for (const alias of OFFLINE_ALIASES) expect(OFFLINE_PAGES).not.toContain(alias);
  });
});
