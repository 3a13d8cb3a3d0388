// The Atom feeds the server writes (server/src/syndication/feeds.rs), one per kind and
// language, and the page that lists each kind: that page names its feed in its <head>
// (`<link rel="alternate">`, rendered with the page by src/render/pages.tsx and
// src/render/template.ts), which is how a feed reader finds it from the page.
import type { Lang } from "./wasm";

/** Each kind with a feed, and the page that lists it. */
export const FEEDS = [
  { kind: "notices", page: "/" },
  { kind: "tenders", page: "/tender" },
  { kind: "recruitment", page: "/recruitment" },
  { kind: "events", page: "/events-gallery" },
] as const;

export type FeedKind = (typeof FEEDS)[number]["kind"];

/** The address of `kind`'s feed in `lang`: `/feeds/hi/notices.atom`. */
export const feedPath = (kind: FeedKind, lang: Lang): string => `/feeds/${lang}/${kind}.atom`;

/** The kinds whose feed the page at `path` names. */
export const feedsOfPage = (path: string): FeedKind[] => FEEDS.filter((feed) => feed.page === path).map((feed) => feed.kind);
