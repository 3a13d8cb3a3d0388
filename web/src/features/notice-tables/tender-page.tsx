import type { PageProps } from "../../app/page-props";
import { noticeTables } from "./notice-data";
import { NoticeTablePage } from "./notice-table";

/** /tender: Important Links and the Tender Notices table. */
export function TenderPage(_props: PageProps) {
  return <NoticeTablePage kind="tender" rows={noticeTables.tender} />;
}
