// How a department page finds its record among the `departments` content.
import type { Department } from "../../generated/content";
import { useContent, type Item } from "../../lib/content/store";
import type { Lang } from "../../lib/wasm";

/** The department shown on the page `page` of the route table, if there is one: only its own
 * record is read (and carried by the rendered page), not all seventeen. */
export function useDepartment(page: string): Item<"departments"> | undefined {
  return useContent("departments", { id: page }).items[0];
}

/** The department of `page` among `departments`. */
export function findDepartment(departments: readonly Department[], page: string): Department | undefined {
  return departments.find((department) => department.id === page);
}

/** The language that is not `lang`: the department's name is shown in it under the heading. */
export function otherLang(lang: Lang): Lang {
  return lang === "en" ? "hi" : "en";
}
