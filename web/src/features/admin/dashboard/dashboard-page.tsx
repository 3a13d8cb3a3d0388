import type { PageProps } from "../../../app/page-props";
import { useLanguage } from "../../../lib/language";
import { Dashboard } from "./dashboard";
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
      <div role="alert" className="dashboard-message dashboard-message--error">
        <p>{t("dashboard.loadFailed")}</p>
        <button type="button" className="button" onClick={reload}>
          {t("admin.retry")}
        </button>
      </div>
    );
  }
  return <Dashboard events={state.events} reload={reload} />;
}
