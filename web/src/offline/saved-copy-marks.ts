// How the service worker says that what it sends is the phone's copy and not the server's
// answer, for the app (components/layout/saved-copy-line.tsx, features/offline/saved-copy.tsx).
// A module of its own: the app's first download holds it, and needs nothing else of the
// offline work.

/** Set on `<html>` of a page the service worker sends from its copy: the time the copy was
 * fetched (an HTTP date). */
export const SAVED_AT = "data-saved-at";

/** The header on a content list the service worker sends from its copy (the time the copy was
 * fetched): not an answer of the server. */
export const SAVED_AT_HEADER = "x-saved-at";
