// The home page's data (content/home.json, content/notices.json), typed as wasm-core's
// `model::home` describes it; downloaded with the catalogs' shell in the page language
// (lib/catalogs/content.ts).
import type { Bilingual } from "../../config/site";
import { contentOf } from "../../lib/catalogs/content";

/** A notice of the SMC Updates list. */
export interface Notice {
  id: string;
  title: Bilingual;
  /** `YYYY-MM-DD`. */
  date: string;
  /** Site path of the PDF. */
  pdf: string;
  /** Shown with the NEW badge. */
  new: boolean;
}

/** A cleanliness mission result and its certificate. */
export interface ResultCard {
  id: string;
  title: Bilingual;
  value: Bilingual;
  detail: Bilingual;
  certificate: string;
}

/** A card of the Gallery & Events section. */
export interface GalleryCard {
  id: string;
  title: Bilingual;
  alt: Bilingual;
  image: string;
  link: string;
}

interface HomeContent {
  results: ResultCard[];
  helpline: string;
  gallery: GalleryCard[];
}

export const homeContent = contentOf("home", {} as HomeContent);
export const notices = contentOf("notices", [] as Notice[]);
