// The corporation's own details (content/site.json), typed.
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
