import type { PageProps } from "../../app/page-props";
import { useContent } from "../../lib/content/store";
import { NoticeTablePage } from "./notice-table";

/** /tender: Important Links and the Tender Notices table. */
export function TenderPage(_props: PageProps) {
  const rows = useContent("tenders").items.map((tender) => ({ ...tender, desc: tender.description }));
  return <NoticeTablePage kind="tender" rows={rows} />;
}
