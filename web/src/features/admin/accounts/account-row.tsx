// One account of the list: its name, role and state, and what an admin may change of it: the
// role, disabled or enabled, a new password, the mail address its reminders of what is due for
// review go to. Each change answers in the row's own message; an address the server refuses is
// also said under its field.
import { useId, useState, type FormEvent } from "react";
import { ApiError } from "../../../lib/api";
import { loginProblems } from "../../../lib/forms";
import { useLanguage } from "../../../lib/language";
import { problemMessages } from "../problem-messages";
import { refusal, refusalText } from "../refusal";
import { useSession } from "../session";
import { FormField } from "../../../components/forms/form-field";
import { changeAccount, type Account, type AccountChange } from "./accounts-api";
import { RoleSelect } from "./role-select";

type Outcome =
  { status: "idle" } | { status: "busy" } | { status: "done"; message: string } | { status: "failed"; message: string };

export function AccountRow({ account, onChanged }: { account: Account; onChanged: (account: Account) => void }) {
  const { t } = useLanguage();
  const { expired } = useSession();
  const [role, setRole] = useState(account.role);
  const [password, setPassword] = useState("");
  const [email, setEmail] = useState(account.email ?? "");
  // Why the server refused the last address, under its field.
  const [emailProblem, setEmailProblem] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome>({ status: "idle" });
  const id = useId();

  const apply = async (change: AccountChange, done: string) => {
    setOutcome({ status: "busy" });
    setEmailProblem(undefined);
    try {
      const changed = await changeAccount(account.username, change);
      onChanged(changed);
      setPassword("");
      setEmail(changed.email ?? "");
      setOutcome({ status: "done", message: t(done, { username: account.username }) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return expired();
      const badEmail = error instanceof ApiError && error.status === 422 && error.fields.email !== undefined;
      if (badEmail) setEmailProblem(t("accounts.emailInvalid"));
      const message =
        error instanceof ApiError && error.code === "last_admin"
          ? t("accounts.lastAdmin")
          : badEmail
            ? t("accounts.emailInvalid")
            : error instanceof ApiError && error.status === 422
              ? problemMessages(t, "password", error.fields.password).join(" ")
              : refusalText(t, refusal(error, "accounts.changeFailed"));
      setOutcome({ status: "failed", message });
    }
  };

  const onEmail = (event: FormEvent) => {
    event.preventDefault();
    if (outcome.status === "busy") return;
    const address = email.trim();
    void apply({ email: address }, address ? "accounts.emailSet" : "accounts.emailRemoved");
  };

  const onPassword = (event: FormEvent) => {
    event.preventDefault();
    const codes = loginProblems(account.username, password).password;
    if (codes) {
      setOutcome({ status: "failed", message: problemMessages(t, "password", codes).join(" ") });
      return;
    }
    void apply({ password }, "accounts.passwordSet");
  };

  const busy = outcome.status === "busy";
  return (
    <li className="accounts-row">
      <h3 className="accounts-row__name" lang="en" translate="no">
        {account.username}
      </h3>
      <p className="accounts-row__state">
        {t(`accounts.role.${account.role}`)} · {t(account.disabled ? "accounts.disabled" : "accounts.active")}
      </p>
      <div className="accounts-row__actions">
        <RoleSelect
          id={`${id}-role`}
          label={t("accounts.roleOf", { username: account.username })}
          value={role}
          onChange={setRole}
        />
        <button
          type="button"
          className="button"
          aria-disabled={busy || role === account.role || undefined}
          onClick={() => !busy && role !== account.role && void apply({ role }, "accounts.roleChanged")}
        >
          {t("accounts.changeRole")}
        </button>
        <button
          type="button"
          className="button"
          aria-disabled={busy || undefined}
          onClick={() =>
            !busy && void apply({ disabled: !account.disabled }, account.disabled ? "accounts.enabled" : "accounts.disabledNow")
          }
        >
          {t(account.disabled ? "accounts.enable" : "accounts.disable", { username: account.username })}
        </button>
      </div>
      <form className="accounts-row__password" noValidate onSubmit={onPassword}>
        <div className="form-field">
          <label htmlFor={`${id}-password`} className="form-field__label">
            {t("accounts.newPasswordFor", { username: account.username })}
          </label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="new-password"
            className="form-field__input"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {t("accounts.setPassword")}
        </button>
      </form>
      <form className="accounts-row__email" noValidate onSubmit={onEmail}>
        <FormField
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          spellCheck={false}
          label={t("accounts.email", { username: account.username })}
          hint={t("accounts.emailHint")}
          errors={emailProblem ? [emailProblem] : []}
          errorPrefix
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {t("accounts.setEmail")}
        </button>
      </form>
      <p
        role={outcome.status === "failed" ? "alert" : "status"}
        className={`admin-message${outcome.status === "failed" ? " admin-message--error" : outcome.status === "done" ? " admin-message--success" : ""}`}
      >
        {outcome.status === "done" || outcome.status === "failed" ? outcome.message : ""}
      </p>
    </li>
  );
}
