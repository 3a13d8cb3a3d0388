import type { PageProps } from "../../app/page-props";
import { useContent } from "../../lib/content/store";
import { NoticeTablePage } from "./notice-table";

/** /archive/tenders: the tenders past their closing day, each marked closed, newest first. */
export function TenderArchivePage(_props: PageProps) {
  const rows = useContent("tenders", { status: "archived" }).items.map((tender) => ({ ...tender, desc: tender.description }));
  return <NoticeTablePage kind="tender" rows={rows} archive />;
}
