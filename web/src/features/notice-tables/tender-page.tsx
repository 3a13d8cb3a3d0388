import type { PageProps } from "../../lib/page-props";
import { useListPage } from "../../lib/content/list-page";
import { NoticeTablePage } from "./notice-table";

/** /tender: Important Links and the Tender Notices table, a page at a time. */
export function TenderPage(_props: PageProps) {
  const { items, page } = useListPage("tenders");
  return <NoticeTablePage kind="tender" rows={items.map((tender) => ({ ...tender, desc: tender.description }))} page={page} />;
}
