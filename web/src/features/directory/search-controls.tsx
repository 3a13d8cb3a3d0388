import { useRef } from "react";
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

/** The search box and the filters of a directory; results follow every keystroke, so the form
 * has nothing to submit. Its fields carry the names of the address's parameters, so that Enter
 * pressed before the app has taken over a page drawn at build time still opens the search. */
export function SearchControls({ id, labelKey, filters, search }: SearchControlsProps) {
  const { t, lang } = useLanguage();
  const input = useRef<HTMLInputElement>(null);
  return (
    <form
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
      {search.active && (
        <button
          type="button"
          className="button directory-search__clear"
          onClick={() => {
            search.clear();
            input.current?.focus();
          }}
        >
          {t("directory.clear")}
        </button>
      )}
    </form>
  );
}
