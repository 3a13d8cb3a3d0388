// What the server rendered a page with for one request (server/src/routes/request_page.rs): a
// plain form it refused with what was typed in it, the figures it counted. The page carries it
// like the content lists it read, under a key of its own, so the app hydrates the page showing
// the same; once shown, the app forgets it, and the page rendered afresh starts without it.
import type { ContentStore } from "./store";

/** What the rendered page carries in `store` under `key`, if it carries it (noted as read while
 * Node renders the page, so that the page carries it). */
export function carried<T>(store: ContentStore, key: string): T | undefined {
  const value = store.now(key) as unknown as T | undefined;
  if (value) store.noteRead(key);
  return value;
}
