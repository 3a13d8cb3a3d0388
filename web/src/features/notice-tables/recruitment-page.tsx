import type { PageProps } from "../../app/page-props";
import { useContent } from "../../lib/content/store";
import { NoticeTablePage } from "./notice-table";

/** /recruitment: Important Links and the Recruitment Notices table (no Link column). */
export function RecruitmentPage(_props: PageProps) {
  const rows = useContent("recruitment").items.map((advertisement) => ({
    ...advertisement,
    work: advertisement.post,
    desc: advertisement.description,
  }));
  return <NoticeTablePage kind="recruitment" rows={rows} />;
}
