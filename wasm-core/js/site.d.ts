/** A language of the site. */
export type Lang = "en" | "hi";
export declare const LANGS: readonly Lang[];

/** The frame a page is rendered in: the public header and footer, or the admin area's plain one. */
export type Layout = "public" | "bare";

/** A route of the site (wasm-core `routes::ROUTES`). */
export interface RouteInfo {
  /** `/rti`, `/zone-officer`, … */
  path: string;
  /** The page's id. */
  page: string;
  layout: Layout;
  /** The catalog key of the page's name, used as menu label and heading. */
  titleKey: string;
}

/** The header navigation's menus. */
export type MenuId = "corporation" | "departments" | "directory";

/** An item of the header navigation (wasm-core `routes::navigation`). */
export type NavItem = { kind: "link"; route: RouteInfo } | { kind: "menu"; id: MenuId; titleKey: string; items: RouteInfo[] };

/** Every route of the site, in navigation order. */
export declare const routeTable: readonly RouteInfo[];
/** The header navigation, in order. */
export declare const navigation: readonly NavItem[];

/** Messages by key. */
export type Messages = Record<string, string>;
/** Values of a message's `{placeholders}`, by name. */
export type Args = Record<string, string | number>;

/** The interface texts of both languages, filled a part at a time, with English fallback
 * (wasm-core `i18n::Translator`). */
export declare class Translator {
  /** Adds `messages` to the texts of `lang`; throws for a language the site does not have. */
  add(lang: Lang, messages: Messages): void;
  /** The message for `key` in `lang` with its `{placeholders}` filled from `args`; English
   * when `lang` lacks it, the key when both do. */
  t(lang: Lang, key: string, args?: Args): string;
}

/** The page language from the URL's `lang` parameter, the visitor's saved choice in
 * `cookies` (`document.cookie`, empty where there is none) and the browser's preferred
 * languages, in that order of precedence. */
export declare function resolveLanguage(urlParam: string | null, cookies: string, preferred: readonly string[]): Lang;
/** The `document.cookie` assignment that saves `lang` as the visitor's choice. */
export declare function languageCookie(lang: Lang, secure: boolean): string;
/** The `tel:` link of a phone number as printed (`"07805-123456"`), or undefined. */
export declare function telUri(number: string): string | undefined;
/** A `YYYY-MM-DD` day in the long Indian format of `lang` ("21 November 2026", "21 नवंबर
 * 2026"), or the text as it is when it is not a real day. */
export declare function formatDay(day: string, lang: Lang): string;
/** The events gallery card's preview of a description: its first 100 characters and "...". */
export declare function eventPreview(text: string): string;
