import type { PageProps } from "../../../app/page-props";
import { useLanguage } from "../../../lib/language";
import { Dashboard } from "./dashboard";
import { RetryAlert } from "../../../components/retry-alert";
import { useEvents } from "../../../lib/use-events";
import "./dashboard.css";

/** /admin/dashboard (inside the guard): the events and the form, once the events are loaded. */
export function DashboardPage(_props: PageProps) {
  const { t } = useLanguage();
  const { state, reload } = useEvents();
  if (state.status === "loading") {
    return (
      <p role="status" className="dashboard-message">
        {t("dashboard.loading")}
      </p>
    );
  }
  if (state.status === "failed") {
    return (
      <RetryAlert
        messageKey="dashboard.loadFailed"
        retryKey="admin.retry"
        className="dashboard-message dashboard-message--error"
        onRetry={reload}
      />
    );
  }
  return <Dashboard events={state.events} reload={reload} />;
}
