// The profiles' data (content/profiles.json), typed.
import data from "@content/profiles.json";
import type { Lang } from "../../lib/wasm";

/** A text in both languages. */
export type Bilingual = Record<Lang, string>;

/** The commissioner (spec section 2, "Profiles"). */
export interface Commissioner {
  name: Bilingual;
  photo: string;
  designation: Bilingual;
  service: Bilingual;
  jurisdiction: Bilingual;
  education: Bilingual;
  previousPostings: Bilingual[];
  achievement: Bilingual;
}

/** One step of the mayor's political career. */
export interface CareerStep {
  year: number;
  text: Bilingual;
}

/** The mayor: contact, education and the political career timeline. */
export interface Mayor {
  name: Bilingual;
  photo: string;
  mobile: string;
  email: string;
  education: Bilingual;
  career: CareerStep[];
}

/** The chairman of the council: contact, education and the political career list. */
export interface Chairman {
  name: Bilingual;
  photo: string;
  mobile: string;
  email: string;
  education: Bilingual;
  career: Bilingual[];
}

export interface Profiles {
  commissioner: Commissioner;
  mayor: Mayor;
  chairman: Chairman;
}

export const profiles: Profiles = data;

export type ProfileId = keyof Profiles;

/** Whether a page id of the route table is one of the three profiles. */
export function isProfile(page: string): page is ProfileId {
  return Object.hasOwn(profiles, page);
}
