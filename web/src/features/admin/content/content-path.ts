// The address of the content area: /admin/content, `?kind=` one kind's list, `&item=` one item
// (`new` for a new one).

export { CONTENT_PATH } from "../next-page";

/** The query of a kind's list, or of one of its items. */
export function contentSearch(kind?: string, item?: string): string {
  const params = new URLSearchParams();
  if (kind) params.set("kind", kind);
  if (item) params.set("item", item);
  const query = params.toString();
  return query ? `?${query}` : "";
}
