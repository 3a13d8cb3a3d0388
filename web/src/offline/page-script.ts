// What the page's script (src/boot.ts) shares with the service worker. A module of its own: the
// page's script must not import any module of the app with it (the bundler would make it
// import the app's chunk at once).

/** The service worker's address (vite-plugin-pwa builds src/service-worker/sw.ts there). */
export const SERVICE_WORKER = "/sw.js";

/** Set on `<html>` of the offline notice when the service worker sends it in place of another
 * page, whose address the browser shows: the notice says that page is not available, and the
 * page's script does not start the app on it (the app would render the page of the address, which
 * is not here). features/offline/offline.css names the attribute too. */
export const NOTICE_IN_PLACE = "data-offline-in-place";
