import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { routeTable } from "../lib/wasm";
import { routes, routesFor } from "./routes";

/** What react-router shows for `path` among `table`: each matched route, the page last. */
const shown = (table: typeof routes, path: string) => matchRoutes(table, path)?.map((match) => match.route) ?? [];

describe("the routes react-router matches for a path", () => {
  it("are the branch of the page's path alone, which shows what the whole table shows", () => {
    for (const { path } of routeTable) {
      const branch = routesFor(path);
      expect(branch, path).not.toBe(routes);
      expect(branch).toHaveLength(1);
      expect(branch[0].children).toHaveLength(1);
      expect(branch[0].children![0].children).toHaveLength(1);
      // The same root, layout and page objects: the layouts stay mounted from page to page.
      const [root, layout, page] = shown(branch, path);
      const [tableRoot, tableLayout, tablePage] = shown(routes, path);
      expect(root.element).toBe(tableRoot.element);
      expect(layout.element).toBe(tableLayout.element);
      expect(page).toBe(tablePage);
    }
  });

  it("are the whole table for any other path: the 404 page, or a path written otherwise", () => {
    for (const path of ["/no-such-page", "/RTI", "/rti/", "/%72ti"]) {
      expect(routesFor(path), path).toBe(routes);
    }
    expect(shown(routes, "/no-such-page").at(-1)?.path).toBe("*");
    expect(shown(routes, "/rti/").at(-1)?.path).toBe("/rti");
  });
});
