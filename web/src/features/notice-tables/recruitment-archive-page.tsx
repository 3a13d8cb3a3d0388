import type { PageProps } from "../../lib/page-props";
import { useListPage } from "../../lib/content/list-page";
import { NoticeTablePage } from "./notice-table";

/** /archive/recruitment: the advertisements past their last date, each marked closed, a page
 * at a time. */
export function RecruitmentArchivePage(_props: PageProps) {
  const { items, page } = useListPage("recruitment", { status: "archived" });
  const rows = items.map((advertisement) => ({ ...advertisement, work: advertisement.post, desc: advertisement.description }));
  return <NoticeTablePage kind="recruitment" rows={rows} page={page} archive />;
}
