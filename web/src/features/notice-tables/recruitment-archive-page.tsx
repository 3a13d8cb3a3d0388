import type { PageProps } from "../../app/page-props";
import { useContent } from "../../lib/content/store";
import { NoticeTablePage } from "./notice-table";

/** /archive/recruitment: the advertisements past their last date, each marked closed. */
export function RecruitmentArchivePage(_props: PageProps) {
  const rows = useContent("recruitment", { status: "archived" }).items.map((advertisement) => ({
    ...advertisement,
    work: advertisement.post,
    desc: advertisement.description,
  }));
  return <NoticeTablePage kind="recruitment" rows={rows} archive />;
}
