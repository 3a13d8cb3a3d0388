// /admin/audit (admins only, app/pages.ts): the audit log, newest first, with the filters of
// its address, older entries a page at a time, and the same entries as a CSV file.
import { useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router";
import type { PageProps } from "../../../lib/page-props";
import { ApiError } from "../../../lib/api";
import { useLanguage } from "../../../lib/language";
import { listAccounts } from "../accounts/accounts-api";
import { ErrorSummary } from "../../../components/forms/error-summary";
import { LoadFailed } from "../load-failed";
import { useSession } from "../session";
import { readAudit, type AuditEntry } from "./audit-api";
import { FILTER_IDS, AuditFilterForm } from "./audit-filter-form";
import { FILTER_NAMES, csvAddress, filtersOf, isFiltered, queryOf, type FilterName } from "./audit-filters";
import { AuditTable } from "./audit-table";
import "./audit.css";

type LogState =
  | { status: "loading" }
  | { status: "failed"; error: unknown }
  /** The server refused the filters: its codes for each. */
  | { status: "refused"; fields: Record<string, string[]> }
  | { status: "ready"; entries: AuditEntry[]; next?: number; older: "idle" | "loading" | { failed: unknown } };

const isFilter = (name: string): name is FilterName => (FILTER_NAMES as readonly string[]).includes(name);

export function AuditPage(_props: PageProps) {
  const { t } = useLanguage();
  const { expired } = useSession();
  const { search } = useLocation();
  const query = queryOf(filtersOf(search));
  const filters = useMemo(() => filtersOf(query), [query]);
  const [state, setState] = useState<LogState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [people, setPeople] = useState<string[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    readAudit(filters, undefined, controller.signal).then(
      ({ entries, next }) => setState({ status: "ready", entries, next, older: "idle" }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) expired();
        else if (error instanceof ApiError && error.status === 422) setState({ status: "refused", fields: error.fields });
        else setState({ status: "failed", error });
      },
    );
    return () => controller.abort();
  }, [filters, attempt, expired]);

  // The accounts are offered as the person; without them the field is typed in full.
  useEffect(() => {
    let live = true;
    listAccounts().then(
      (accounts) => live && setPeople(accounts.map((account) => account.username)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const loadOlder = async () => {
    if (state.status !== "ready" || state.next === undefined || state.older === "loading") return;
    const before = state.next;
    setState({ ...state, older: "loading" });
    try {
      const page = await readAudit(filters, before);
      setState((old) =>
        old.status === "ready" && old.next === before
          ? { status: "ready", entries: [...old.entries, ...page.entries], next: page.next, older: "idle" }
          : old,
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return expired();
      setState((old) => (old.status === "ready" && old.next === before ? { ...old, older: { failed: error } } : old));
    }
  };

  const refused = state.status === "refused" ? state.fields : {};
  const problems: Partial<Record<FilterName, string[]>> = {};
  const summary = Object.entries(refused).flatMap(([field, codes]) =>
    codes.map((code) => {
      const message = t(`audit.problem.${["invalid", "invalid_date", "before_start"].includes(code) ? code : "other"}`);
      if (isFilter(field)) (problems[field] ??= []).push(message);
      return { fieldId: isFilter(field) ? FILTER_IDS[field] : FILTER_IDS.who, message };
    }),
  );

  return (
    <div className="audit">
      <p>{t("audit.intro")}</p>
      <section aria-labelledby="audit-filters-title">
        <h2 id="audit-filters-title">{t("audit.filtersTitle")}</h2>
        <ErrorSummary entries={summary} level={3} />
        <AuditFilterForm key={query} filters={filters} people={people} problems={problems} />
      </section>
      <section aria-labelledby="audit-entries-title" className="audit__entries">
        <h2 id="audit-entries-title">{t("audit.entriesTitle")}</h2>
        <p>
          <a className="button" href={csvAddress(filters)} download>
            {t("audit.downloadCsv")}
          </a>
        </p>
        {state.status === "loading" && <p role="status">{t("common.loading")}</p>}
        {state.status === "failed" && (
          <LoadFailed message="audit.loadFailed" error={state.error} onRetry={() => setAttempt(attempt + 1)} />
        )}
        {state.status === "ready" && state.entries.length === 0 && (
          <p className="audit__empty">{t(isFiltered(filters) ? "audit.emptyFiltered" : "audit.emptyLog")}</p>
        )}
        {state.status === "ready" && state.entries.length > 0 && (
          <>
            <AuditTable entries={state.entries} />
            <p role="status" className="audit__shown">
              {t("audit.shown", { count: state.entries.length })}
            </p>
            {typeof state.older === "object" && (
              <LoadFailed message="audit.olderFailed" error={state.older.failed} onRetry={() => void loadOlder()} />
            )}
            {state.next !== undefined && typeof state.older !== "object" && (
              <button
                type="button"
                className="button"
                aria-disabled={state.older === "loading" || undefined}
                onClick={() => void loadOlder()}
              >
                {t(state.older === "loading" ? "audit.loadingOlder" : "audit.loadOlder")}
              </button>
            )}
          </>
        )}
      </section>
    </div>
  );
}
