// An admin's accounts at a glance on the dashboard: how many may sign in, by role, how many are
// disabled, and the way to the accounts page.
import { useEffect, useState } from "react";
import { Link } from "../../../components/link";
import { useLanguage } from "../../../lib/language";
import { listAccounts, ROLES, type Account } from "../accounts/accounts-api";
import { ACCOUNTS_PATH } from "../next-page";

export function AccountsSummary() {
  const { t, localize } = useLanguage();
  const [accounts, setAccounts] = useState<Account[]>();
  useEffect(() => {
    let live = true;
    listAccounts().then(
      (list) => live && setAccounts(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!accounts) return null;
  const active = accounts.filter((account) => !account.disabled);
  return (
    <section className="dashboard-accounts" aria-labelledby="dashboard-accounts-title">
      <h2 id="dashboard-accounts-title">{t("dashboard.accounts.title")}</h2>
      <ul>
        {ROLES.map((role) => (
          <li key={role}>
            {t(`dashboard.accounts.${role}`, { count: active.filter((account) => account.role === role).length })}
          </li>
        ))}
        {accounts.length > active.length && (
          <li>{t("dashboard.accounts.disabled", { count: accounts.length - active.length })}</li>
        )}
      </ul>
      <p>
        <Link to={localize(ACCOUNTS_PATH)}>{t("dashboard.accounts.manage")}</Link>
      </p>
    </section>
  );
}
