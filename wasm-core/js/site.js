// What every page needs (the `site` wasm module): the interface texts, the route table and
// the navigation, the choice of language, phone links and dates.
import * as core from "#site";
import { listOf, records, recordOf } from "./format.js";

/** @typedef {import("./site.js").RouteInfo} RouteInfo */
/** @typedef {import("./site.js").NavItem} NavItem */
/** @typedef {import("./site.js").Translator} DeclaredTranslator */

/** @type {typeof import("./site.js").LANGS} */
export const LANGS = ["en", "hi"];

// The records the wasm module sends are text: each route's fields, as `routes::ROUTES` has them.

/** Every route of the site, in navigation order.
 * @type {typeof import("./site.js").routeTable} */
export const routeTable = /** @type {RouteInfo[]} */ (/** @type {unknown} */ (records(core.routeTable())));

/** The header navigation, in order: links of their own, and menus with their links.
 * @type {typeof import("./site.js").navigation} */
export const navigation = (() => {
  const byPath = new Map(routeTable.map((route) => [route.path, route]));
  /** @type {NavItem[]} */
  const items = [];
  /** @type {Extract<NavItem, { kind: "menu" }> | undefined} */
  let menu;
  for (const { path, menu: id, menuTitleKey } of records(core.navigation())) {
    const route = /** @type {RouteInfo} */ (byPath.get(path));
    if (!id) {
      menu = undefined;
      items.push({ kind: "link", route });
    } else if (menu?.id === id) {
      menu.items.push(route);
    } else {
      menu = { kind: "menu", id: /** @type {import("./site.js").MenuId} */ (id), titleKey: menuTitleKey, items: [route] };
      items.push(menu);
    }
  }
  return items;
})();

/** The interface texts of both languages, filled a part at a time, with English fallback.
 * @implements {DeclaredTranslator} */
export class Translator {
  #catalogs = new core.I18n();
  /** Messages without arguments already read, by language and key: a page reads hundreds as
   * it is rendered, and each read crosses into wasm and back. */
  #read = new Map();

  /** Adds `messages` (key: message) to the texts of `lang`.
   * @param {import("./site.js").Lang} lang
   * @param {import("./site.js").Messages} messages */
  add(lang, messages) {
    if (!this.#catalogs.load(lang, recordOf(messages))) throw new Error(`wasm-core refused the messages for "${lang}"`);
    // A key read before its part arrived was read in English, or as the key itself.
    this.#read.clear();
  }

  /** The message for `key` in `lang` with its `{placeholders}` filled from `args`; English
   * when `lang` lacks it, the key when both do.
   * @param {import("./site.js").Lang} lang
   * @param {string} key
   * @param {import("./site.js").Args} [args] */
  t(lang, key, args) {
    if (args) return this.#catalogs.t(lang, key, recordOf(args));
    const id = `${lang}\u{1f}${key}`;
    let message = this.#read.get(id);
    if (message === undefined) {
      message = this.#catalogs.t(lang, key, "");
      this.#read.set(id, message);
    }
    return message;
  }
}

/** The page language from the URL's `lang` parameter, the visitor's saved choice in
 * `cookies` (`document.cookie`) and the browser's preferred languages, in that order of
 * precedence.
 * @type {typeof import("./site.js").resolveLanguage} */
export const resolveLanguage = (urlParam, cookies, preferred) =>
  /** @type {import("./site.js").Lang} */ (core.resolveLanguage(urlParam ?? undefined, cookies, listOf(preferred)));

/** The `document.cookie` assignment that saves `lang` as the visitor's choice.
 * @type {typeof import("./site.js").languageCookie} */
export function languageCookie(lang, secure) {
  const cookie = core.languageCookie(lang, secure);
  if (cookie === undefined) throw new Error(`not a language of the site: ${lang}`);
  return cookie;
}

/** The `tel:` link of a phone number as printed, or undefined.
 * @type {typeof import("./site.js").telUri} */
export const telUri = (number) => core.telUri(number);

/** A `YYYY-MM-DD` day in the long Indian format of `lang`, or the text as it is.
 * @type {typeof import("./site.js").formatDay} */
export const formatDay = (day, lang) => core.formatDay(day, lang);

/** The events gallery card's preview of a description: its first 100 characters and "...".
 * @type {typeof import("./site.js").eventPreview} */
export const eventPreview = (text) => core.eventPreview(text);
