// The bar of the guarded admin pages: who is signed in, the admin pages (Content with the
// count of what waits for the person: to review, or returned to them), and Logout.
import { useState } from "react";
import { NavLink } from "../../components/link";
import { useLanguage } from "../../lib/language";
import {
  ACCOUNTS_PATH,
  AUDIT_PATH,
  CONTENT_PATH,
  DASHBOARD_PATH,
  FEEDBACK_PATH,
  PASSWORD_PATH,
  REVIEW_PATH,
  SUBSCRIBERS_PATH,
  UPLOAD_PATH,
} from "./next-page";
import { refusal } from "./refusal";
import { RefusalMessage } from "./refusal-message";
import { useSession } from "./session";
import { useWaiting, waitingCount } from "./waiting";

export function AdminBar() {
  const { t, localize } = useLanguage();
  const { user, logOut } = useSession();
  const [busy, setBusy] = useState(false);
  const { lists } = useWaiting();
  const waiting = lists ? waitingCount(lists) : 0;
  // Why the last logout did not happen.
  const [failed, setFailed] = useState<{ error: unknown } | undefined>();

  const onLogOut = async () => {
    setBusy(true);
    setFailed(undefined);
    try {
      await logOut();
    } catch (error) {
      setFailed({ error });
      setBusy(false);
    }
  };

  return (
    <div className="admin-bar">
      <p className="admin-bar__user">
        {t("admin.signedInAs")}{" "}
        <strong lang="en" translate="no">
          {user.username}
        </strong>
      </p>
      <nav aria-label={t("admin.navLabel")} className="admin-bar__nav">
        {/* Only the pages the account's role may use; the dashboard is everyone's start. */}
        <NavLink to={localize(DASHBOARD_PATH)} end className="admin-bar__link">
          {t("admin.dashboardLink")}
        </NavLink>
        {user.may.includes("publish") && (
          <NavLink to={localize(UPLOAD_PATH)} end className="admin-bar__link">
            {t("admin.uploadLink")}
          </NavLink>
        )}
        {user.may.includes("edit") && (
          <NavLink to={localize(CONTENT_PATH)} className="admin-bar__link">
            {t("admin.contentLink")}
            {waiting > 0 && " "}
            {waiting > 0 && (
              <span className="admin-bar__count">
                <span aria-hidden="true">{waiting}</span>
                <span className="visually-hidden">{t("admin.waitingCount", { count: waiting })}</span>
              </span>
            )}
          </NavLink>
        )}
        {user.may.includes("edit") && (
          <NavLink to={localize(REVIEW_PATH)} end className="admin-bar__link">
            {t("admin.reviewLink")}
          </NavLink>
        )}
        {user.may.includes("manageAccounts") && (
          <>
            <NavLink to={localize(ACCOUNTS_PATH)} end className="admin-bar__link">
              {t("admin.accountsLink")}
            </NavLink>
            <NavLink to={localize(AUDIT_PATH)} end className="admin-bar__link">
              {t("admin.auditLink")}
            </NavLink>
            <NavLink to={localize(SUBSCRIBERS_PATH)} end className="admin-bar__link">
              {t("admin.subscribersLink")}
            </NavLink>
          </>
        )}
        {/* Every account answers citizens' messages. */}
        <NavLink to={localize(FEEDBACK_PATH)} end className="admin-bar__link">
          {t("admin.feedbackLink")}
        </NavLink>
        <NavLink to={localize(PASSWORD_PATH)} end className="admin-bar__link">
          {t("admin.passwordLink")}
        </NavLink>
      </nav>
      <button type="button" className="button admin-bar__logout" onClick={() => void onLogOut()} disabled={busy}>
        {busy ? t("admin.loggingOut") : t("admin.logout")}
      </button>
      {failed && (
        <div role="alert" className="admin-message admin-message--error admin-bar__error">
          <RefusalMessage refusal={refusal(failed.error, "admin.logoutFailed")} />
        </div>
      )}
    </div>
  );
}
