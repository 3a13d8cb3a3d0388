// The department pages' data (content/departments.json), typed, and how a page finds its record.
import data from "@content/departments.json";
import type { Lang } from "../../lib/wasm";

/** A text in both languages. */
export type Bilingual = Record<Lang, string>;

/** Head of a department (spec section 3: name, post, phone, photo path). */
export interface DepartmentHead {
  name: Bilingual;
  post: Bilingual;
  phone: string;
  photo: string;
}

/** An assistant staff card (spec section 3: name, position, mobile, image path). */
export interface StaffMember {
  name: Bilingual;
  position: Bilingual;
  mobile: string;
  image: string;
}

/** One department page, keyed by the page id of its route. */
export interface Department {
  id: string;
  name: Bilingual;
  head: DepartmentHead;
  about: Bilingual;
  responsibilities: Bilingual[];
  staff: StaffMember[];
}

export const departments: readonly Department[] = data;

/** The department shown on the page `page` of the route table, if there is one. */
export function findDepartment(page: string): Department | undefined {
  return departments.find((department) => department.id === page);
}

/** The language that is not `lang`: the department's name is shown in it under the heading. */
export function otherLang(lang: Lang): Lang {
  return lang === "en" ? "hi" : "en";
}
