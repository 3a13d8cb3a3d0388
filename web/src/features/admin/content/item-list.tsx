// A kind's items as staff see them (drafts too): a search over every text of an item, a filter
// for each field with a fixed set of values (a person's directory, zone, designation), and a
// link to edit each one or to add a new one.
import { useEffect, useId, useMemo, useState } from "react";
import { useLocation } from "react-router";
import { Link } from "../../../components/link";
import { ApiError } from "../../../lib/api";
import { shownStatus } from "../../../lib/events";
import { searchWithLang, useLanguage } from "../../../lib/language";
import { useSession } from "../session";
import { listItems, type StoredItem } from "./content-api";
import { CONTENT_PATH, contentSearch } from "./content-path";
import type { Choices } from "./editor-context";
import { LoadFailed } from "../load-failed";
import { optionsOf } from "./options";
import type { FieldSpec, KindSpec } from "./schema";
import { detailsOf, textsOf, titleOf } from "./summary";
import { textOf } from "./values";

type ListState = { status: "loading" } | { status: "failed"; error: unknown } | { status: "ready"; items: StoredItem[] };

const FILTER_INPUTS = new Set(["choice", "designation", "party", "zone"]);

/** The fields a list can be filtered by: those with a fixed set of values. */
const filterFields = (spec: KindSpec) =>
  spec.fields.filter((field) => field.shape.type === "value" && FILTER_INPUTS.has(field.shape.input));

const fold = (text: string) => text.normalize("NFC").toLocaleLowerCase();

export function ItemList({ spec, choices }: { spec: KindSpec; choices: Choices }) {
  const { t, lang } = useLanguage();
  const { expired } = useSession();
  const location = useLocation();
  const deleted = (location.state as { deleted?: string } | null)?.deleted;
  const [state, setState] = useState<ListState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState("");
  const [filters, setFilters] = useState<Record<string, string>>({});
  const searchId = useId();

  useEffect(() => {
    const abort = new AbortController();
    setState({ status: "loading" });
    listItems(spec.kind, abort.signal).then(
      (items) => setState({ status: "ready", items }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) expired();
        else setState({ status: "failed", error });
      },
    );
    return () => abort.abort();
  }, [spec.kind, attempt, expired]);

  const fields = filterFields(spec);
  const shown = useMemo(() => {
    if (state.status !== "ready") return [];
    const words = fold(query).split(/\s+/).filter(Boolean);
    return state.items.filter((item) => {
      if (fields.some((field) => filters[field.name] && textOf(item[field.name]) !== filters[field.name])) return false;
      const texts = fold(textsOf(item).join(" "));
      return words.every((word) => texts.includes(word));
    });
  }, [state, query, filters, fields]);

  const filterOptions = (field: FieldSpec) =>
    field.shape.type === "value" ? optionsOf(field.shape.input, field.shape.choices, choices, lang, t) : [];

  const itemLink = (id: string) => `${CONTENT_PATH}${searchWithLang(contentSearch(spec.kind, id), lang)}`;

  return (
    <section className="content-list-page" aria-labelledby="content-kind-title">
      {deleted && (
        <p role="status" className="admin-message admin-message--success">
          {t("content.deleted", { title: deleted })}
        </p>
      )}
      {!spec.fixed && (
        <p>
          <Link className="button button--filled" to={itemLink("new")}>
            {t("content.addNew")}
          </Link>
        </p>
      )}
      <div className="content-filters" role="search">
        <div className="form-field">
          <label htmlFor={searchId} className="form-field__label">
            {t("content.search")}
          </label>
          <input
            id={searchId}
            type="search"
            className="form-field__input"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        {fields.map((field) => {
          const id = `${searchId}-${field.name}`;
          const options = filterOptions(field);
          if (options.length === 0) return null;
          return (
            <div className="form-field" key={field.name}>
              <label htmlFor={id} className="form-field__label">
                {t(`content.field.${field.name}`)}
              </label>
              <select
                id={id}
                className="form-field__input"
                value={filters[field.name] ?? ""}
                onChange={(event) => setFilters({ ...filters, [field.name]: event.target.value })}
              >
                <option value="">{t("content.all")}</option>
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
      {state.status === "loading" && <p role="status">{t("common.loading")}</p>}
      {state.status === "failed" && (
        <LoadFailed message="content.listFailed" error={state.error} onRetry={() => setAttempt(attempt + 1)} />
      )}
      {state.status === "ready" && (
        <>
          <p role="status" className="content-list-page__count">
            {t("content.count", { shown: shown.length, total: state.items.length })}
          </p>
          <ul className="content-items">
            {shown.map((item) => (
              <li key={item.id} className="content-items__item">
                <Link to={itemLink(item.id)} className="content-items__title">
                  {titleOf(spec, item, lang, t)}
                </Link>
                <dl className="content-items__details">
                  {detailsOf(spec, item, lang, t, choices).map(({ label, text }) => (
                    <div key={label}>
                      <dt>{label}</dt>
                      <dd>{text}</dd>
                    </div>
                  ))}
                  <div>
                    <dt>{t("content.status")}</dt>
                    <dd>{t(`content.statusName.${shownStatus(item)}`)}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
