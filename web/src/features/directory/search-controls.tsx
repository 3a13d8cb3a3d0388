import { useEffect, useEffectEvent, useRef } from "react";
import { useLocation } from "react-router";
import { LANG_PARAM, useLanguage } from "../../lib/language";
import type { FilterKind } from "./filters";
import type { DirectorySearch } from "./use-directory-search";

interface SearchControlsProps {
  /** Prefix of the element ids, unique on the page. */
  id: string;
  /** Catalog key of the search box's label, which says what can be searched. */
  labelKey: string;
  filters: readonly FilterKind[];
  search: DirectorySearch;
}

/** The search box and the filters of a directory. With the app, results follow every
 * keystroke and choice. Without it, the form is a plain GET form: its fields carry the names of
 * the address's parameters, Search sends them, and the server renders the page with the search
 * applied; Clear is a link to the page without one. What a visitor typed or chose before the
 * app took the page over is applied when it does. */
export function SearchControls({ id, labelKey, filters, search }: SearchControlsProps) {
  const { t, lang, localize } = useLanguage();
  const { pathname } = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const restoreTyped = useEffectEvent(() => {
    const chosen: Partial<Record<FilterKind, string>> = {};
    for (const kind of filters) {
      const select = form.current?.elements.namedItem(kind);
      if (select instanceof HTMLSelectElement) chosen[kind] = select.value;
    }
    search.restore(input.current?.value ?? "", chosen);
  });
  // Once, when the app hydrates the page: later changes go through the handlers.
  useEffect(() => restoreTyped(), []);
  return (
    <form
      ref={form}
      className="directory-search"
      role="search"
      aria-label={t(labelKey)}
      onSubmit={(event) => event.preventDefault()}
    >
      <input type="hidden" name={LANG_PARAM} value={lang} />
      <div className="directory-search__field directory-search__field--query">
        <label htmlFor={`${id}-q`}>{t(labelKey)}</label>
        <input
          ref={input}
          id={`${id}-q`}
          type="search"
          name="q"
          value={search.query}
          onChange={(event) => search.setQuery(event.target.value)}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
        />
        <p id={`${id}-hint`} className="directory-search__hint">
          {t("directory.searchHint")}
        </p>
      </div>
      {filters.map((kind) => (
        <div key={kind} className="directory-search__field">
          <label htmlFor={`${id}-${kind}`}>{t(`directory.filter.${kind}`)}</label>
          <select
            id={`${id}-${kind}`}
            name={kind}
            value={search.selected[kind]}
            onChange={(event) => search.setFilter(kind, event.target.value)}
          >
            <option value="">{t("directory.filter.all")}</option>
            {search.options[kind].map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <button type="submit" className="button directory-search__submit">
        {t("directory.submit")}
      </button>
      {search.active && (
        <a
          href={localize(pathname)}
          className="button directory-search__clear"
          onClick={(event) => {
            event.preventDefault();
            search.clear();
            input.current?.focus();
          }}
        >
          {t("directory.clear")}
        </a>
      )}
    </form>
  );
}
