// The page language: read from the URL (?lang=), else the saved choice, else the browser;
// kept in the URL so every address is shareable, saved for the next visit, and mirrored in
// <html lang>. The choice is saved in a cookie (wasm-core `lang::COOKIE`) because the server
// reads it too: an address without ?lang= then comes rendered in the visitor's language. Text comes
// from the catalogs in content/i18n through wasm-core, fetched in parts (lib/catalogs): the
// provider waits for the shell part of the page language.
import { createContext, useContext, useEffect, useMemo, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import type en from "@content/i18n/en.json";
import { translate, useCatalogs } from "./catalogs/load";
import { languageCookie, resolveLanguage, type Args, type Lang } from "./wasm";

export type MessageKey = keyof typeof en;

export const LANG_PARAM = "lang";

interface LanguageContextValue {
  lang: Lang;
  /** The message for `key` in the page language. Route keys from wasm-core are strings. */
  t: (key: MessageKey | (string & {}), args?: Args) => string;
  /** `path` with the page language in its query, for links that keep the language. */
  localize: (path: string) => string;
}

const SHELL = ["shell"] as const;

const LanguageContext = createContext<LanguageContextValue | null>(null);

/** `search` (a `?a=b` string) with its lang parameter set to `lang`, other parameters kept. */
export function searchWithLang(search: string, lang: Lang): string {
  const params = new URLSearchParams(search);
  params.set(LANG_PARAM, lang);
  return `?${params}`;
}

/** The language the page at `search` (a `?a=b` string) is shown in. */
export function pageLanguage(search: string): Lang {
  return resolveLanguage(new URLSearchParams(search).get(LANG_PARAM), cookies(), browserLanguages());
}

/** The browser's languages; none where there is no browser (pages rendered at build time). */
function browserLanguages(): readonly string[] {
  return typeof navigator === "undefined" ? [] : (navigator.languages ?? []);
}

/** The page's cookies, where the visitor's choice is saved; none where there is no browser
 * (pages rendered at build time). */
function cookies(): string {
  return typeof document === "undefined" ? "" : document.cookie;
}

/** Saves `lang` as the visitor's choice for the next visit. Where cookies are blocked the
 * choice lives in the URL only. */
export function storeLang(lang: Lang) {
  document.cookie = languageCookie(lang, window.location.protocol === "https:");
}

export function LanguageProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const urlLang = new URLSearchParams(location.search).get(LANG_PARAM);
  const lang = pageLanguage(location.search);
  useCatalogs(lang, SHELL);

  useEffect(() => {
    document.documentElement.lang = lang;
    storeLang(lang);
  }, [lang]);

  useEffect(() => {
    if (urlLang !== lang) {
      void navigate(
        { pathname: location.pathname, search: searchWithLang(location.search, lang), hash: location.hash },
        { replace: true, state: location.state as unknown },
      );
    }
  }, [urlLang, lang, location, navigate]);

  const value = useMemo<LanguageContextValue>(
    () => ({
      lang,
      t: (key, args) => translate(lang, key, args),
      localize: (path) => `${path}${searchWithLang("", lang)}`,
    }),
    [lang],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error("useLanguage must be used inside <LanguageProvider>");
  return value;
}
