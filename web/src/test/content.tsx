// The content the tests' pages read: each test starts with a store of its own holding the seed
// (setup.ts), which `renderAt` provides around the page (render.tsx). A test puts other lists
// in it (`testContent().provide(…)`), or starts a store of its own (`newTestContent`).
import type { ReactNode } from "react";
import { seedContent } from "../lib/content/seed";
import { ContentContext, ContentStore, type Fetcher, type PageContent } from "../lib/content/store";

let current: ContentStore | undefined;

/** A new store holding `lists` (the seed's, unless said), which fetches the lists it lacks with
 * `fetcher` (none: such a list fails); the pages rendered from now on read it. */
export function newTestContent(lists: PageContent = seedContent(), fetcher: Fetcher = null): ContentStore {
  current = new ContentStore(fetcher);
  current.provide(lists);
  return current;
}

/** The store the pages rendered now read. */
export function testContent(): ContentStore {
  if (!current) throw new Error("no test content: setup.ts makes it before each test");
  return current;
}

/** `children` reading `store` (the test's store, unless said). */
export function WithContent({ store, children }: { store?: ContentStore; children: ReactNode }) {
  return <ContentContext value={store ?? testContent()}>{children}</ContentContext>;
}
