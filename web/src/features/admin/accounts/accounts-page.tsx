// /admin/accounts (admins only, app/pages.ts): every account, with its role and state and what may be changed
// of it, and a form to add one.
import { useEffect, useState } from "react";
import type { PageProps } from "../../../lib/page-props";
import { ApiError } from "../../../lib/api";
import { useLanguage } from "../../../lib/language";
import { LoadFailed } from "../load-failed";
import { useSession } from "../session";
import { AccountRow } from "./account-row";
import { listAccounts, type Account } from "./accounts-api";
import { AddAccount } from "./add-account";
import "./accounts.css";

type ListState = { status: "loading" } | { status: "failed"; error: unknown } | { status: "ready"; accounts: Account[] };

export function AccountsPage(_props: PageProps) {
  const { t } = useLanguage();
  const { expired } = useSession();
  const [state, setState] = useState<ListState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: "loading" });
    listAccounts().then(
      (accounts) => live && setState({ status: "ready", accounts }),
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && error.status === 401) expired();
        else setState({ status: "failed", error });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt, expired]);

  const replace = (changed: Account) =>
    setState((old) =>
      old.status === "ready"
        ? { status: "ready", accounts: old.accounts.map((a) => (a.username === changed.username ? changed : a)) }
        : old,
    );
  const add = (added: Account) =>
    setState((old) => (old.status === "ready" ? { status: "ready", accounts: [...old.accounts, added] } : old));

  return (
    <div className="accounts">
      <section aria-labelledby="accounts-list-title">
        <h2 id="accounts-list-title">{t("accounts.listTitle")}</h2>
        <p className="accounts__roles">{t("accounts.rolesExplained")}</p>
        {state.status === "loading" && <p role="status">{t("common.loading")}</p>}
        {state.status === "failed" && (
          <LoadFailed message="accounts.listFailed" error={state.error} onRetry={() => setAttempt(attempt + 1)} />
        )}
        {state.status === "ready" && (
          <ul className="accounts__list">
            {state.accounts.map((account) => (
              <AccountRow key={account.username} account={account} onChanged={replace} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="accounts-add-title">
        <h2 id="accounts-add-title">{t("accounts.addTitle")}</h2>
        <AddAccount onAdded={add} />
      </section>
    </div>
  );
}
