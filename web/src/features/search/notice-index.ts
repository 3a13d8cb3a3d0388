// The "Notices" group: the notices' titles in both languages.
import type { Notice } from "../../generated/content";
import { SearchIndex } from "../../lib/search-index";

/** A notice that search can find; `archived` when it is in the notices' archive. */
export type NoticeEntry = Pick<Notice, "id" | "title" | "date" | "pdf"> & { archived?: boolean };

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
