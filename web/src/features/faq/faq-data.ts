// The FAQ page's data (content/info/faq.json), typed.
import data from "@content/info/faq.json";
import type { Bilingual } from "../../config/site";

export interface FaqItem {
  id: string;
  question: Bilingual;
  answer: Bilingual;
}

export const faq: { items: FaqItem[]; help: { text: Bilingual; phone: string; email: string } } = data;
