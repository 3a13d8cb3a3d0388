// The corporation's own details (content/site.json), typed. Unlike the other content of the
// first download it comes in both languages: the header shows the corporation's name in both.
import data from "@content/site.json";

export interface Bilingual {
  en: string;
  hi: string;
}

export type SocialId = "facebook" | "x" | "instagram" | "youtube";

export interface SiteInfo {
  name: Bilingual;
  helplines: { label: Bilingual; phone: string }[];
  emails: { label: Bilingual; address: string }[];
  social: { id: SocialId; name: Bilingual; url: string }[];
}

export const site = data as SiteInfo;
