// Generated from the server's render protocol (server/src/render/protocol.rs): do not
// edit. `npm run generate` writes it anew after a change to the protocol.

import type { ItemMeta, ListPage } from "./content";

/** A content list as `GET /api/content/<key>` sends it. */
export type ContentList = { items: Array<ItemMeta & Record<string, unknown>>; page?: ListPage };

/**
 * What the worker says when it is ready: the paths of the pages it can render.
 */
export type Ready = { 
/**
 * Always true.
 */
ready: boolean, 
/**
 * The paths of the pages it renders (`/404` for the 404 page).
 */
pages: Array<string>, };

/**
 * A request: the pages to render, and whether to forget the lists given before.
 */
export type Request = { 
/**
 * Its number, which the answer repeats.
 */
id: number, 
/**
 * Forget every list given before (what visitors see has changed since).
 */
fresh: boolean, 
/**
 * The pages to render, in turn.
 */
pages: Array<PageOrder>, };

/**
 * A page to render: its path, its language and, for a page that renders its query (a
 * directory's search), the query's parameters (`q=singh&zone=2`, without `lang`), and for a
 * page rendered for one request (a form sent back with its problems), what the server made of
 * that request, by the key the page reads it under.
 */
export type PageOrder = { 
/**
 * Its path (`/`, `/404` for the 404 page).
 */
path: string, 
/**
 * `en` or `hi`.
 */
lang: string, 
/**
 * The query it renders, URL-encoded.
 */
query?: string, 
/**
 * Lists given with the page (a JSON object, by key), which the worker holds for this
 * rendering alone and the page carries like the content lists it read.
 */
lists?: Record<string, ContentList>, };

/**
 * The worker asks for a content list while it renders (`{"need": "notices?page=2"}`).
 */
export type Need = { 
/**
 * The list's key, as the app would fetch it (`GET /api/content/<key>`).
 */
need: string, };

/**
 * The server's reply to a [`Need`]: `{"list": <the body of GET /api/content/<key>>}`, or
 * `{"list": null}` when there is no such list. The server writes the body it holds as it is
 * ([`ListReply::line`]), without reading it again.
 */
export type ListReply = { 
/**
 * The list, or `null`.
 */
list: ContentList | null, };

/**
 * The worker's answer to a [`Request`]: the pages, or why it could not read the request.
 */
export type Answer = { 
/**
 * The request's number (`null` when the request could not be read).
 */
id: number | null, 
/**
 * Each page asked for, rendered or not, in the request's order.
 */
pages?: Array<PageAnswer>, 
/**
 * Why the request could not be read.
 */
error?: string, };

/**
 * One rendered page (`html`, `read` and `updated`), or why not (`error`).
 */
export type PageAnswer = { 
/**
 * Its path (`/`, `/404` for the 404 page).
 */
path: string, 
/**
 * `en` or `hi`.
 */
lang: string, 
/**
 * The whole HTML document.
 */
html?: string, 
/**
 * The content lists it read (so the server knows which saves touch it).
 */
read?: Array<string>, 
/**
 * The day (`YYYY-MM-DD`, in India) its content last changed (its "Last updated" line,
 * which the sitemap gives too).
 */
updated?: string, 
/**
 * Why it could not be rendered.
 */
error?: string, };
