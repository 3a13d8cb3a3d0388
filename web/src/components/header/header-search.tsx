import { useId, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { LANG_PARAM, useLanguage } from "../../lib/language";
import "./header-search.css";

/** The path of the site-wide search for `query`, in the page language (`localize` of the
 * language context). */
export function searchPath(localize: (path: string) => string, query: string): string {
  const path = localize("/search");
  const trimmed = query.trim();
  return trimmed ? `${path}&q=${encodeURIComponent(trimmed)}` : path;
}

/** The search box of the header: leads to /search?q=… in the page language. Without
 * JavaScript the form still submits to the same address. An empty query stays on the page. */
export function HeaderSearch() {
  const { t, lang, localize } = useLanguage();
  const navigate = useNavigate();
  const inputId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const input = form.elements.namedItem("q") as HTMLInputElement;
    if (!input.value.trim()) {
      input.focus();
      return;
    }
    void navigate(searchPath(localize, input.value));
    form.reset();
  };

  return (
    <form role="search" className="header-search" action="/search" aria-label={t("search.header.label")} onSubmit={onSubmit}>
      <input type="hidden" name={LANG_PARAM} value={lang} />
      <label htmlFor={inputId} className="visually-hidden">
        {t("search.header.input")}
      </label>
      <input id={inputId} className="header-search__input" type="search" name="q" autoComplete="off" enterKeyHint="search" />
      <button type="submit" className="header-search__button">
        <svg className="icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <span className="header-search__button-text visually-hidden-narrow">{t("search.submit")}</span>
      </button>
    </form>
  );
}
