// The RTI page's data (content/info/rti.json), typed.
import data from "@content/info/rti.json";
import type { Bilingual } from "../../config/site";

export interface RtiRow {
  id: string;
  item: Bilingual;
  fee: Bilingual;
}

export interface RtiData {
  overview: Bilingual[];
  onlineSteps: Bilingual[];
  offlineSteps: Bilingual[];
  timeLimits: { id: string; case: Bilingual; limit: Bilingual }[];
  fees: RtiRow[];
  downloads: { id: string; title: Bilingual; description: Bilingual; file: string }[];
  contacts: { id: string; role: Bilingual; name: Bilingual; phone: string; email: string }[];
  office: { address: Bilingual; phone: string; email: string };
}

export const rti: RtiData = data;
