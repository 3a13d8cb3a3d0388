// The pages of tenders, recruitment and the three archives, fetched together: each is little
// more than the table they share (notice-table.tsx), and one chunk name instead of five is
// what every visitor's first download carries for them.
export { NoticesArchivePage } from "./notices-archive-page";
export { RecruitmentArchivePage } from "./recruitment-archive-page";
export { RecruitmentPage } from "./recruitment-page";
export { TenderArchivePage } from "./tender-archive-page";
export { TenderPage } from "./tender-page";
