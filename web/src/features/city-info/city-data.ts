// The city information page's data (content/info/city-info.json), typed.
import data from "@content/info/city-info.json";
import type { Bilingual } from "../../config/site";

export interface CityTab {
  id: string;
  title: Bilingual;
  paragraphs: Bilingual[];
  facts: { id: string; label: Bilingual; value: Bilingual }[];
}

export const cityTabs: CityTab[] = data.tabs;
