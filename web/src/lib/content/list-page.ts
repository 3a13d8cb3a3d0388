// One page of a list that grows with the years (the tenders, the archives): the page and year
// its address names (`?page=2&year=2025`), read from the server a page at a time
// (`GET /api/content/notices?page=2&status=archived&year=2025`), so that a phone downloads 25
// notices, not five years of them.
import { useSearchParams } from "react-router";
import type { ListPage } from "../../generated/content";
import { useContent, type Item, type Kind } from "./store";

/** What a list's address asks for: a page from 1, perhaps of one year. */
export interface PageAsked {
  page: number;
  year?: string;
}

/** The page and year `params` name; a page that is not a whole number from 1 is the first,
 * a year that is not four digits is none (the server refuses either). */
export function pageAsked(params: URLSearchParams): PageAsked {
  const page = params.get("page") ?? "";
  const year = params.get("year") ?? "";
  return {
    page: /^[1-9][0-9]{0,5}$/.test(page) ? Number(page) : 1,
    ...(/^[0-9]{4}$/.test(year) && { year }),
  };
}

/** The page of `kind`'s list with `filter` that the page's address asks for: its items, where
 * it stands, and whether it is past the list's last page. */
export function useListPage<K extends Kind>(
  kind: K,
  filter: Record<string, string> = {},
): { items: Item<K>[]; page: ListPage; beyond: boolean } {
  const [params] = useSearchParams();
  const asked = pageAsked(params);
  const list = useContent(kind, { ...filter, page: String(asked.page), ...(asked.year && { year: asked.year }) });
  const page = list.page ?? { number: 1, pages: 1, total: list.items.length, years: [] };
  return { items: list.items, page, beyond: page.number > page.pages };
}
