import { useEffect } from "react";
import type { PageProps } from "../../../lib/page-props";
import { useLanguage } from "../../../lib/language";
import { Dashboard } from "./dashboard";
import { refusal } from "../refusal";
import { RefusalMessage } from "../refusal-message";
import { useMay, useSession } from "../session";
import { useEvents } from "../../../lib/use-events";
import { WaitingList } from "../content/waiting-list";
import { AccountsSummary } from "./accounts-summary";
import "./dashboard.css";

/** /admin/dashboard (inside the guard), where every account lands after signing in: what waits
 * for the person (an editor's drafts and returned items, a publisher's items to review), the
 * accounts for an admin, and for those who publish, the events and their form. */
export function DashboardPage(_props: PageProps) {
  const edits = useMay("edit");
  const publishes = useMay("publish");
  const managesAccounts = useMay("manageAccounts");
  return (
    <>
      {edits && <WaitingList />}
      {managesAccounts && <AccountsSummary />}
      {publishes && <EventsManager />}
    </>
  );
}

/** The events and the form, once the events are loaded. */
function EventsManager() {
  const { t } = useLanguage();
  const { expired } = useSession();
  const { state, reload } = useEvents();
  // The session ended: back to sign in, and here again after.
  const ended = state.status === "failed" && refusal(state.error, "dashboard.loadFailed").expired;
  useEffect(() => {
    if (ended) expired();
  }, [ended, expired]);
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
        <RefusalMessage refusal={refusal(state.error, "dashboard.loadFailed")} />
        <button type="button" className="button" onClick={reload}>
          {t("admin.retry")}
        </button>
      </div>
    );
  }
  return <Dashboard events={state.events} reload={reload} />;
}
