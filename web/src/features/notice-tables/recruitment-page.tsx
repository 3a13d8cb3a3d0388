import type { PageProps } from "../../app/page-props";
import { noticeTables } from "./notice-data";
import { NoticeTablePage } from "./notice-table";

/** /recruitment: Important Links and the Recruitment Notices table (no Link column). */
export function RecruitmentPage(_props: PageProps) {
  return <NoticeTablePage kind="recruitment" rows={noticeTables.recruitment} />;
}
