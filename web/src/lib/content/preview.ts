// The admin area's preview of a draft (/admin/preview): every list of the draft's kind shows it
// in place of its published version, as its public page would once it is published. Only the
// preview page imports this; a visitor's page never downloads it.
import type { ContentStore, Item, Kind, List } from "./store";

/** The parameters of a list's key that pick a part of it, not a field of its items: a page
 * (`page`, `year`) or its first few (`first`). */
const LIST_PARAMS = ["page", "year", "first"];

/** Shows `item` of `kind` in every list of its kind read from `store` (`null`: none), until
 * called again. */
export function showPreview(store: ContentStore, kind: string, item: Item<Kind> | null) {
  store.showThrough(item && ((key, list) => withPreview(kind, item, key, list)));
}

/** `list` of `key` with `item` of `kind` in it: in place of its published version, or first
 * when it has none; not in a list whose fields it lacks, nor in an archive. A page of a list
 * shows it as the list does. */
function withPreview(kind: string, item: Item<Kind>, key: string, list: List): List {
  const [listed, query] = key.split("?", 2);
  if (listed !== kind) return list;
  const fields = item as unknown as Record<string, unknown>;
  const belongs = [...new URLSearchParams(query)].every(
    ([field, value]) => LIST_PARAMS.includes(field) || (field !== "status" && String(fields[field]) === value),
  );
  const others = list.items.filter((other) => other.id !== item.id);
  if (!belongs) return { ...list, items: others };
  const at = list.items.findIndex((other) => other.id === item.id);
  const items = [...others];
  items.splice(at < 0 ? 0 : at, 0, item);
  return { ...list, items };
}
