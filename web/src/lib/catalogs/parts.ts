// Which part of the interface catalogs (content/i18n) each message is downloaded in. A visitor
// downloads the shell in the page's language with the app, and a page's parts with the page, so
// nobody downloads every message of the site in both languages to read one page.
//
// A message belongs to the part whose prefix is the longest one its key starts with
// (`search.header.label` is in the shell, `search.prompt` in search). The build refuses a
// catalog key that belongs to no part (web/build/catalogs.ts).

export const CATALOG_PARTS = {
  // Every page: header, menus and page names, footer, loading and 404 texts, the home page.
  shell: [
    "page",
    "header",
    "nav",
    "lang",
    "footer",
    "common",
    "links",
    "document",
    "notFound",
    "home",
    "search.header",
    "search.submit",
    "admin.backToSite",
    "alerts",
  ],
  search: ["search"],
  directory: ["directory"],
  // And the names of the pages only signed-in staff see: only those pages show them, as their
  // heading, once this part is loaded (app/route-page.tsx).
  admin: [
    "admin",
    "login",
    "upload",
    "validation",
    "page.admin-accounts",
    "page.admin-audit",
    "page.admin-content",
    "page.admin-dashboard",
    "page.admin-feedback",
    "page.admin-password",
    "page.admin-preview",
    "page.admin-review",
    "page.admin-subscribers",
    "page.admin-upload",
  ],
  // The words every form shares (the admin area's and the citizens' feedback form).
  forms: ["form"],
  dashboard: ["dashboard"],
  "content-editor": ["content", "edit", "history", "preview", "review", "waiting"],
  accounts: ["accounts"],
  audit: ["audit"],
  // The staff's inbox of citizens' feedback.
  inbox: ["inbox"],
  // What is due for review (its page), and an item's owner, review day and checks in the
  // content editor.
  "due-review": ["dueReview"],
  // The feeds page, and the Atom feeds' titles and lines, which the server writes too
  // (server/src/syndication/, server/src/catalogs.rs).
  feeds: ["feeds"],
  sitemap: ["sitemap"],
  // The citizens' feedback form and the page that says where a message stands.
  feedback: ["feedback"],
  // Subscribing by e-mail: the form, the confirmation and the page that ends a subscription
  // (the topics' names are also the server's, in the letters it writes).
  subscribe: ["subscribe"],
  // The admins' page of the subscribers.
  subscribers: ["subscribers"],
  // "Was this page useful?" at the end of every public page, fetched with its code once the
  // visitor acts on the page.
  "page-feedback": ["pageFeedback"],
  // The pages kept for use offline, and the line on a page sent from the phone's copy.
  offline: ["offline"],
  events: ["events"],
  rti: ["rti"],
  // The tables of tenders and recruitment, the archives (with their year and page links), and a
  // document's page, with the size and format the tables say beside each document's link.
  "notice-tables": ["tender", "recruitment", "noticesArchive", "documentPage", "files", "pager"],
  contact: ["contact"],
  "city-info": ["cityInfo"],
  departments: ["departments"],
  profiles: ["profiles"],
  press: ["press"],
  faq: ["faq"],
  hoarding: ["hoarding"],
  policies: ["privacy", "guidelines", "infoPage", "screenReaders"],
} as const satisfies Record<string, readonly string[]>;

export type CatalogPart = keyof typeof CATALOG_PARTS;

/** The parts read later, if at all: the admin area's, the prompt's at the end of a public page
 * (fetched only once the visitor acts on the page), and those of the pages a visitor seldom
 * lands on (the site map, the feeds, the feedback form and its status page, the subscription
 * pages, reached from the footer or a letter; the forms' words, which only those forms and the
 * admin area read; the words of the pages sent from a phone's copy without a network, whose
 * loaders are kept with it: one small request more when landed on). The first download does not
 * name each of them (a loader per part and language, each with the hashed name of its file): it names
 * one small module of their loaders, fetched with the first of them (web/build/catalogs.ts). */
export const LATER_PARTS: readonly CatalogPart[] = [
  "admin",
  "dashboard",
  "content-editor",
  "accounts",
  "audit",
  "inbox",
  "due-review",
  "page-feedback",
  "sitemap",
  "feeds",
  "feedback",
  "subscribe",
  "subscribers",
  "forms",
  "offline",
];

/** Prefixes of messages the browser never needs: the build writes them into index.html
 * (`meta`), or the server writes them into the pages it sends (`maintenance`: the notice every
 * public page becomes while the maintenance switch is on, server/src/maintenance.rs;
 * `staging`: the banner of a staging copy, server/src/staging.rs), or into the mail it sends
 * (`mail`, server/src/mail/letters.rs). */
export const BUILD_ONLY_PREFIXES: readonly string[] = ["meta", "maintenance", "staging", "mail"];

const partByPrefix = new Map<string, CatalogPart>(
  Object.entries(CATALOG_PARTS).flatMap(([part, prefixes]) =>
    prefixes.map((prefix): [string, CatalogPart] => [prefix, part as CatalogPart]),
  ),
);

/** The part `key` is downloaded in, or undefined when no prefix of it names one. */
export function partOf(key: string): CatalogPart | undefined {
  for (let end = key.length; end > 0; end = key.lastIndexOf(".", end - 1)) {
    const part = partByPrefix.get(key.slice(0, end));
    if (part) return part;
  }
  return undefined;
}
