// The "Notices" group: the titles, in both languages, of the notices, the tender notices and the
// recruitment notices, current and archived.
import type { Notice, Recruitment, Tender } from "../../generated/content";
import type { DocumentKind } from "../../lib/documents";
import { SearchIndex } from "../../lib/search-index";

/** A notice that search can find, by its kind and its id within it (`item`), which name its
 * page; `archive`, the page of its archive when it is in one. */
export type NoticeEntry = Pick<Notice, "id" | "title" | "date"> & { kind: DocumentKind; item: string; archive?: string };

/** The lists the group searches, current and archived. */
export interface NoticeLists {
  notices: readonly Notice[];
  archivedNotices: readonly Notice[];
  tenders: readonly Tender[];
  archivedTenders: readonly Tender[];
  recruitment: readonly Recruitment[];
  archivedRecruitment: readonly Recruitment[];
}

/** Every notice of `lists` as search shows it: a tender by its work, an advertisement by its
 * post, each dated by its first day. */
export function noticeEntries(lists: NoticeLists): NoticeEntry[] {
  const entry = (
    kind: DocumentKind,
    item: { id: string },
    title: Notice["title"],
    date: string,
    archive?: string,
  ): NoticeEntry => ({
    id: `${kind}-${item.id}`,
    kind,
    item: item.id,
    title,
    date,
    archive,
  });
  const notice = (archive?: string) => (item: Notice) => entry("notices", item, item.title, item.date, archive);
  const tender = (archive?: string) => (item: Tender) => entry("tenders", item, item.work, item.startDate, archive);
  const post = (archive?: string) => (item: Recruitment) => entry("recruitment", item, item.post, item.startDate, archive);
  return [
    ...lists.notices.map(notice()),
    ...lists.tenders.map(tender()),
    ...lists.recruitment.map(post()),
    ...lists.archivedNotices.map(notice("/archive/notices")),
    ...lists.archivedTenders.map(tender("/archive/tenders")),
    ...lists.archivedRecruitment.map(post("/archive/recruitment")),
  ];
}

const indexes = new WeakMap<readonly NoticeEntry[], SearchIndex>();

/** The notices among `notices` whose title matches `query`, best first. */
export function searchNotices(notices: readonly NoticeEntry[], query: string): NoticeEntry[] {
  let index = indexes.get(notices);
  if (!index) {
    index = new SearchIndex(notices.map((notice) => ({ text: [notice.title.en, notice.title.hi] })));
    indexes.set(notices, index);
  }
  return index.search(query).map((position) => notices[position]);
}
