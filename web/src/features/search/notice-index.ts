// The "Notices" group: the titles, in both languages, of the notices, the tender notices and the
// recruitment notices, current and archived.
import type { Notice, Recruitment, Tender } from "../../generated/content";
import { SearchIndex } from "../../lib/search-index";

/** A notice that search can find; `archive`, the page of its archive when it is in one. */
export type NoticeEntry = Pick<Notice, "id" | "title" | "date" | "pdf"> & { archive?: string };

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
  const notice = (archive?: string) => (item: Notice): NoticeEntry => ({ id: `notice-${item.id}`, title: item.title, date: item.date, pdf: item.pdf, archive });
  const tender = (archive?: string) => (item: Tender): NoticeEntry => ({ id: `tender-${item.id}`, title: item.work, date: item.startDate, pdf: item.pdf, archive });
  const post = (archive?: string) => (item: Recruitment): NoticeEntry => ({ id: `recruitment-${item.id}`, title: item.post, date: item.startDate, pdf: item.pdf, archive });
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
