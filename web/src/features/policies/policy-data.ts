// The privacy policy and user guidelines (content/info/), typed.
import privacyData from "@content/info/privacy-policy.json";
import guidelinesData from "@content/info/user-guidelines.json";
import type { Bilingual } from "../../config/site";

/** A section of either page (wasm-core `model::info::PolicySection`). */
export interface PolicySectionData {
  id: string;
  title: Bilingual;
  paragraphs?: Bilingual[];
  items?: Bilingual[];
  lists?: { title: Bilingual; items: Bilingual[] }[];
  /** A site path (`/privacy-policy`) or an anchor on the same page (`#terms`). */
  links?: { href: string; label: Bilingual }[];
}

export const privacyPolicy: { lastUpdated: Bilingual; intro: Bilingual; sections: PolicySectionData[] } =
  privacyData;

export const userGuidelines: { sections: PolicySectionData[] } = guidelinesData;
