// The rows of the Tender and Recruitment tables (content/notice-tables.json), typed.
import data from "@content/notice-tables.json";
import type { Bilingual } from "../../config/site";

export interface NoticeRow {
  no: string;
  work: Bilingual;
  desc: Bilingual;
  pdf: string;
  /** The notice on an external portal (tender rows only). */
  link?: string | null;
  startDate: string;
  endDate: string;
}

export const noticeTables = data as { tender: NoticeRow[]; recruitment: NoticeRow[] };

