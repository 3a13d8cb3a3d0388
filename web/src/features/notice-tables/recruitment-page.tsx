import type { PageProps } from "../../lib/page-props";
import { useListPage } from "../../lib/content/list-page";
import { NoticeTablePage } from "./notice-table";

/** /recruitment: Important Links and the Recruitment Notices table (no Link column), a page at
 * a time. */
export function RecruitmentPage(_props: PageProps) {
  const { items, page } = useListPage("recruitment");
  const rows = items.map((advertisement) => ({ ...advertisement, work: advertisement.post, desc: advertisement.description }));
  return <NoticeTablePage kind="recruitment" rows={rows} page={page} />;
}
