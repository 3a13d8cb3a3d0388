// /admin/feedback (any signed-in account, app/pages.ts): the citizens' messages, newest first, a
// page at a time (`?page=`), with the filters of its address (status, category, ward, due today
// or overdue), the counts by
// status and by due day and the median time to a first answer; each message opens to what the
// citizen wrote, who sent it and the answer form. Below them, for admins, each category's time
// to answer and escalation account; then what visitors answered to "Was this page useful?",
// page by page.
import { useCallback, useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router";
import { PageLinks } from "../../../components/list-pager/list-pager";
import { pageAsked } from "../../../lib/content/list-page";
import type { PageProps } from "../../../lib/page-props";
import { ApiError } from "../../../lib/api";
import { useLanguage } from "../../../lib/language";
import { LoadFailed } from "../load-failed";
import { useSession } from "../session";
import { CategorySettingsSection } from "./category-settings";
import { readInbox, type InboxMessage, type Inbox } from "./feedback-api";
import { InboxFilterForm } from "./inbox-filter-form";
import { filtersOf, isFiltered, queryOf } from "./inbox-filters";
import { InboxList } from "./inbox-list";
import { InboxSummary } from "./inbox-summary";
import { PageAnswers } from "./page-answers";
import "./feedback.css";

type InboxState = { status: "loading" } | { status: "failed"; error: unknown } | { status: "ready"; inbox: Inbox };

export function FeedbackPage(_props: PageProps) {
  const { t } = useLanguage();
  const { user, expired } = useSession();
  const { search } = useLocation();
  const query = queryOf(filtersOf(search));
  const filters = useMemo(() => filtersOf(query), [query]);
  const { page } = pageAsked(new URLSearchParams(search));
  const [state, setState] = useState<InboxState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    readInbox(filters, page, controller.signal).then(
      (inbox) => setState({ status: "ready", inbox }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) expired();
        else setState({ status: "failed", error });
      },
    );
    return () => controller.abort();
  }, [filters, page, attempt, expired]);

  // A saved answer shows at once in its place; the counts and the median are read again (the
  // message stays in the list even if it no longer passes the filters, until the next visit).
  const onSaved = useCallback(
    (saved: InboxMessage) => {
      const replace = (items: InboxMessage[]) => items.map((item) => (item.trackingId === saved.trackingId ? saved : item));
      setState((old) =>
        old.status === "ready" ? { status: "ready", inbox: { ...old.inbox, items: replace(old.inbox.items) } } : old,
      );
      readInbox(filters, page).then(
        ({ counts, medianFirstAnswerSeconds }) =>
          setState((old) =>
            old.status === "ready" ? { status: "ready", inbox: { ...old.inbox, counts, medianFirstAnswerSeconds } } : old,
          ),
        () => undefined,
      );
    },
    [filters, page],
  );

  return (
    <div className="inbox">
      <p>{t("inbox.intro")}</p>
      <section aria-labelledby="inbox-filters-title">
        <h2 id="inbox-filters-title">{t("inbox.filtersTitle")}</h2>
        <InboxFilterForm key={query} filters={filters} />
      </section>
      {state.status === "ready" && (
        <section aria-labelledby="inbox-summary-title">
          <h2 id="inbox-summary-title">{t("inbox.summaryTitle")}</h2>
          <InboxSummary counts={state.inbox.counts} median={state.inbox.medianFirstAnswerSeconds} />
        </section>
      )}
      <section aria-labelledby="inbox-messages-title" className="inbox__messages">
        <h2 id="inbox-messages-title">{t("inbox.messagesTitle")}</h2>
        {state.status === "loading" && <p role="status">{t("common.loading")}</p>}
        {state.status === "failed" && (
          <LoadFailed message="inbox.loadFailed" error={state.error} onRetry={() => setAttempt(attempt + 1)} />
        )}
        {state.status === "ready" && state.inbox.page.total === 0 && (
          <p className="inbox__empty">{t(isFiltered(filters) ? "inbox.emptyFiltered" : "inbox.empty")}</p>
        )}
        {state.status === "ready" && state.inbox.items.length > 0 && (
          <InboxList items={state.inbox.items} labelledBy="inbox-messages-title" onSaved={onSaved} />
        )}
        {state.status === "ready" && state.inbox.page.total > 0 && <PageLinks page={state.inbox.page} />}
      </section>
      {user.may.includes("manageAccounts") && <CategorySettingsSection />}
      <PageAnswers />
    </div>
  );
}
