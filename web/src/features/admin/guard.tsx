// The guard of /admin/dashboard and /admin/upload: asks the server for the session, shows the
// page only to a signed-in user, and sends anyone else to the login page (and back after).
import { useEffect, useState, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useLanguage } from "../../lib/language";
import { fetchSessionUser, SessionProvider, type AdminUser } from "./session";
import { loginAddress, pageOf } from "./next-page";
import { refusal } from "./refusal";
import { RefusalMessage } from "./refusal-message";

type Check =
  { state: "checking" } | { state: "failed"; error: unknown } | { state: "signed-out" } | { state: "signed-in"; user: AdminUser };

/** Shows `children` with the session of the signed-in user; others go to /admin/login?next=. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { t, lang } = useLanguage();
  const { pathname, search } = useLocation();
  const [check, setCheck] = useState<Check>({ state: "checking" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setCheck({ state: "checking" });
    fetchSessionUser(controller.signal)
      .then((user) => {
        setCheck(user ? { state: "signed-in", user } : { state: "signed-out" });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setCheck({ state: "failed", error });
      });
    return () => controller.abort();
  }, [attempt, pathname]);

  if (check.state === "signed-out") return <Navigate to={loginAddress(lang, pageOf(pathname, search))} replace />;
  if (check.state === "signed-in") return <SessionProvider user={check.user}>{children}</SessionProvider>;
  if (check.state === "failed") {
    return (
      <div className="admin-guard">
        <div role="alert" className="admin-message admin-message--error">
          <RefusalMessage refusal={refusal(check.error, "admin.sessionCheckFailed")} />
        </div>
        <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
          {t("admin.retry")}
        </button>
      </div>
    );
  }
  return (
    <p role="status" className="admin-guard">
      {t("admin.checkingSession")}
    </p>
  );
}
