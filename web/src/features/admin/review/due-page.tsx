// /admin/review (anyone who may edit, app/pages.ts): the items due for review today or before,
// the longest due first, with the filters of its address (owner, kind). Each row links to the
// item's editor and has "Checked, still correct", which records a check without a new version:
// the row then leaves the list and a message says so. The owners' reminder letters link here.
import { useEffect, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Link } from "../../../components/link";
import type { PageProps } from "../../../lib/page-props";
import { ApiError } from "../../../lib/api";
import { formatDay, indiaDay } from "../../../lib/dates";
import { searchWithLang, useLanguage } from "../../../lib/language";
import { DataTable } from "../../../components/data-table";
import { CONTENT_PATH, contentSearch } from "../content/content-path";
import { LoadFailed } from "../load-failed";
import { refusal, type Refusal } from "../refusal";
import { RefusalMessage } from "../refusal-message";
import { useSession } from "../session";
import { DueFilterForm } from "./due-filter-form";
import { filtersOf, isFiltered, queryOf } from "./due-filters";
import { markChecked, readDue, readOwners, type DueItem, type DueList } from "./review-api";
import { problemTexts } from "./review-problems";
import "./review.css";

type ListState = { status: "loading" } | { status: "failed"; error: unknown } | { status: "ready"; list: DueList };

/** What the last "Checked, still correct" did: said in the message under the filters. */
type Outcome =
  | { status: "idle" }
  | { status: "done"; label: string; next: string | null }
  | { status: "failed"; label: string; refusal: Refusal };

/** The key of an item's row. */
const rowKey = (item: DueItem) => `${item.kind}/${item.id}`;

export function DuePage(_props: PageProps) {
  const { t, lang } = useLanguage();
  const { expired } = useSession();
  const { search } = useLocation();
  const query = queryOf(filtersOf(search));
  const filters = useMemo(() => filtersOf(query), [query]);
  const [state, setState] = useState<ListState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [owners, setOwners] = useState<string[]>([]);
  // The row whose check is on its way.
  const [checking, setChecking] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome>({ status: "idle" });
  const messageRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    readDue(filters, controller.signal).then(
      (list) => setState({ status: "ready", list }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) expired();
        else setState({ status: "failed", error });
      },
    );
    return () => controller.abort();
  }, [filters, attempt, expired]);

  // The owners the filter offers; without them the filter offers the one in the address.
  useEffect(() => {
    const controller = new AbortController();
    readOwners(controller.signal).then(setOwners, () => undefined);
    return () => controller.abort();
  }, []);

  // The message of a check takes the focus: the button pressed has left with its row.
  useEffect(() => {
    if (outcome.status !== "idle") messageRef.current?.focus();
  }, [outcome]);

  // A kind that is one document (the wards, the contact page) comes without a label: its name.
  const labelOf = (item: DueItem) => item.label || t(`content.kind.${item.kind}`);

  const check = async (item: DueItem) => {
    if (checking) return;
    const label = labelOf(item);
    setChecking(rowKey(item));
    setOutcome({ status: "idle" });
    try {
      const after = await markChecked(item.kind, item.id);
      setState((old) =>
        old.status === "ready"
          ? { status: "ready", list: { ...old.list, items: old.list.items.filter((other) => rowKey(other) !== rowKey(item)) } }
          : old,
      );
      setOutcome({ status: "done", label, next: after.due });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) expired();
      else setOutcome({ status: "failed", label, refusal: refusal(error, "dueReview.checkFailed") });
    } finally {
      setChecking(undefined);
    }
  };

  const day = (value: string) => <time dateTime={value}>{formatDay(value, lang)}</time>;
  const editorOf = (item: DueItem) => `${CONTENT_PATH}${searchWithLang(contentSearch(item.kind, item.id), lang)}`;

  return (
    <div className="due-review">
      <p>{t("dueReview.intro")}</p>
      <section aria-labelledby="due-filters-title">
        <h2 id="due-filters-title">{t("dueReview.filtersTitle")}</h2>
        <DueFilterForm key={query} filters={filters} owners={owners} />
      </section>
      <section aria-labelledby="due-list-title" className="due-review__list">
        <h2 id="due-list-title">{t("dueReview.listTitle")}</h2>
        <div ref={messageRef} tabIndex={-1} className="due-review__message">
          <div role="status">
            {outcome.status === "done" && (
              <p className="admin-message admin-message--success">
                {outcome.next
                  ? t("dueReview.checkedNext", { item: outcome.label, day: formatDay(outcome.next, lang) })
                  : t("dueReview.checkedDone", { item: outcome.label })}
              </p>
            )}
          </div>
          {outcome.status === "failed" && (
            <div role="alert" className="admin-message admin-message--error">
              <RefusalMessage
                refusal={{
                  ...outcome.refusal,
                  lines: outcome.refusal.lines.map((line, index) =>
                    index === 0 ? { ...line, values: { item: outcome.label } } : line,
                  ),
                }}
                describe={(fields) => problemTexts(t, fields)}
              />
            </div>
          )}
        </div>
        {state.status === "loading" && <p role="status">{t("common.loading")}</p>}
        {state.status === "failed" && (
          <LoadFailed message="dueReview.loadFailed" error={state.error} onRetry={() => setAttempt(attempt + 1)} />
        )}
        {state.status === "ready" && state.list.items.length === 0 && (
          <p className="due-review__empty">{t(isFiltered(filters) ? "dueReview.emptyFiltered" : "dueReview.empty")}</p>
        )}
        {state.status === "ready" && state.list.items.length > 0 && (
          <DataTable
            id="due-items"
            className="due-table"
            caption={t("dueReview.caption", { day: formatDay(state.list.today, lang) })}
            columns={["item", "kind", "owner", "due", "lastCheck", "action"].map((column) => ({
              heading: t(`dueReview.column.${column}`),
              rowHeader: column === "item",
            }))}
            rows={state.list.items.map((item) => ({
              key: rowKey(item),
              cells: [
                <Link to={editorOf(item)}>{labelOf(item)}</Link>,
                t(`content.kind.${item.kind}`),
                <span lang="en" translate="no">
                  {item.owner}
                </span>,
                day(item.due),
                item.lastCheck
                  ? t("dueReview.lastCheck", { day: formatDay(indiaDay(item.lastCheck.at), lang), name: item.lastCheck.by })
                  : t("dueReview.never"),
                <button
                  type="button"
                  className="button"
                  aria-disabled={checking !== undefined || undefined}
                  // Its name says which row it checks: the visible words, then the item's label.
                  aria-label={`${checking === rowKey(item) ? t("dueReview.checking") : t("dueReview.checked")}: ${labelOf(item)}`}
                  onClick={() => void check(item)}
                >
                  {checking === rowKey(item) ? t("dueReview.checking") : t("dueReview.checked")}
                </button>,
              ],
            }))}
          />
        )}
      </section>
    </div>
  );
}
