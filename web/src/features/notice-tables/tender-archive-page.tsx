import type { PageProps } from "../../lib/page-props";
import { useListPage } from "../../lib/content/list-page";
import { NoticeTablePage } from "./notice-table";

/** /archive/tenders: the tenders past their closing day, each marked closed, newest first, a
 * page at a time. */
export function TenderArchivePage(_props: PageProps) {
  const { items, page } = useListPage("tenders", { status: "archived" });
  return (
    <NoticeTablePage kind="tender" rows={items.map((tender) => ({ ...tender, desc: tender.description }))} page={page} archive />
  );
}
