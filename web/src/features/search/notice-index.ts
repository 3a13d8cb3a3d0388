// The "Notices" group: the titles of content/notices.json in both languages.
import noticeData from "@content/notices.json";
import { SearchIndex } from "../../lib/search-index";
import type { Lang } from "../../lib/wasm";

/** A notice that search can find (the fields of wasm-core's `model::home::Notice` it shows). */
export interface NoticeEntry {
  id: string;
  title: Record<Lang, string>;
  /** `YYYY-MM-DD`. */
  date: string;
  /** Site path of the PDF. */
  pdf: string;
}

export const noticeEntries: readonly NoticeEntry[] = noticeData;

let index: SearchIndex | undefined;

/** The notices whose title matches `query`, best first. */
export function searchNotices(query: string): NoticeEntry[] {
  index ??= new SearchIndex(noticeEntries.map((notice) => ({ text: [notice.title.en, notice.title.hi] })));
  return index.search(query).map((position) => noticeEntries[position]);
}
