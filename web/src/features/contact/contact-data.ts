// The contact page's data (content/info/contact.json), typed.
import data from "@content/info/contact.json";
import type { Bilingual } from "../../config/site";

export interface ContactData {
  headOffice: { name: Bilingual; address: Bilingual; phone: string; email: string };
  zones: { id: string; name: Bilingual; address: Bilingual; phone: string }[];
  hours: { open: Bilingual; closed: Bilingual };
  /** A national short code (101) or a phone number. */
  emergency: { id: string; name: Bilingual; phone: string }[];
  map: { title: Bilingual; embedUrl: string; linkUrl: string };
  howToReach: { id: string; title: Bilingual; text: Bilingual }[];
  departments: { id: string; name: Bilingual; phones: { label?: Bilingual; phone: string }[] }[];
}

export const contact: ContactData = data;
