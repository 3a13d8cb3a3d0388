// The pages of tenders, recruitment and the three archives, and a document's page, fetched
// together: each is little more than the table they share (notice-table.tsx). Each by its page
// id (the route table's), so that the first download names each page once.
import { DocumentPage } from "./document-page";
import { NoticesArchivePage } from "./notices-archive-page";
import { RecruitmentArchivePage } from "./recruitment-archive-page";
import { RecruitmentPage } from "./recruitment-page";
import { TenderArchivePage } from "./tender-archive-page";
import { TenderPage } from "./tender-page";

export const pages = {
  tender: TenderPage,
  recruitment: RecruitmentPage,
  "notices-archive": NoticesArchivePage,
  "tender-archive": TenderArchivePage,
  "recruitment-archive": RecruitmentArchivePage,
  document: DocumentPage,
};
