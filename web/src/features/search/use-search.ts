// The site search's answer (GET /api/search), a page of each group at a time: the server
// searches the documents where they are, so a phone downloads 25 results, never the notices of
// five years to search them itself. The answer is kept by the content store under its key, so
// a search page rendered by the server carries it and the app hydrates it without asking again.
import type { SearchAnswer, SearchGroup } from "../../generated/content";
import { SEARCH_KEY_PREFIX, useContentStore, useKeyWhenHere } from "../../lib/content/store";
import type { Lang } from "../../lib/wasm";

/** What a search page asks for: its words, the language of its snippets, one group or all,
 * and the page of each. */
export interface SearchAsked {
  query: string;
  lang: Lang;
  group?: SearchGroup;
  page: number;
}

/** The groups, in the order the page shows them. */
export const SEARCH_GROUPS: readonly SearchGroup[] = ["people", "pages", "documents"];

/** The group a page's address names, if it names one. */
export function groupOf(name: string | null): SearchGroup | undefined {
  return SEARCH_GROUPS.find((group) => group === name);
}

/** The store's key of a search (its parameters sorted, as the server reads them). */
export function searchKey({ query, lang, group, page }: SearchAsked): string {
  const params = new URLSearchParams();
  if (group) params.set("group", group);
  params.set("lang", lang);
  if (page > 1) params.set("page", String(page));
  params.set("q", query);
  return `${SEARCH_KEY_PREFIX}${params}`;
}

/** The answer to `asked` once it is here (`undefined` until then, and with no words), or
 * `"failed"` when it could not be fetched. */
export function useSearchAnswer(asked: SearchAsked): SearchAnswer | "failed" | undefined {
  const key = searchKey(asked);
  const store = useContentStore();
  const answer = useKeyWhenHere(key, !!asked.query) as SearchAnswer | undefined;
  if (answer) return answer;
  return asked.query && store.hasFailed(key) ? "failed" : undefined;
}
