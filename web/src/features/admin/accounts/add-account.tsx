// A new account: a username and a first password by the login page's rules, and a role. The
// person is told the password by the admin, and changes it after signing in.
import { useState, type FormEvent } from "react";
import { ApiError } from "../../../lib/api";
import { loginProblems } from "../../../lib/forms";
import { useLanguage } from "../../../lib/language";
import { ErrorSummary } from "../../../components/forms/error-summary";
import { FormField } from "../../../components/forms/form-field";
import { problemMessages } from "../problem-messages";
import { refusal } from "../refusal";
import { RefusalMessage } from "../refusal-message";
import { useSession } from "../session";
import { addAccount, type Account } from "./accounts-api";
import { RoleSelect } from "./role-select";

const IDS = { username: "account-username", password: "account-password", role: "account-role" } as const;

export function AddAccount({ onAdded }: { onAdded: (account: Account) => void }) {
  const { t } = useLanguage();
  const { expired } = useSession();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [role, setRole] = useState<string>("editor");
  const [problems, setProblems] = useState<Record<string, string[]>>({});
  const [outcome, setOutcome] = useState<
    { status: "idle" | "busy" } | { status: "failed"; error: unknown } | { status: "added"; username: string }
  >({
    status: "idle",
  });

  const messages = (field: "username" | "password") =>
    field === "username" && problems.username?.includes("taken")
      ? [t("accounts.usernameTaken")]
      : problemMessages(t, field, problems[field]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (outcome.status === "busy") return;
    const found = loginProblems(username, password);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(found.username ? IDS.username : IDS.password)?.focus();
      return;
    }
    setOutcome({ status: "busy" });
    try {
      const account = await addAccount(username, password, role);
      onAdded(account);
      setUsername("");
      setPassword("");
      setOutcome({ status: "added", username: account.username });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return expired();
      if (error instanceof ApiError && error.code === "username_taken") {
        setProblems({ username: ["taken"] });
        setOutcome({ status: "idle" });
        document.getElementById(IDS.username)?.focus();
      } else if (error instanceof ApiError && error.status === 422) {
        setProblems(error.fields);
        setOutcome({ status: "idle" });
      } else {
        setOutcome({ status: "failed", error });
      }
    }
  };

  const summary = (["username", "password"] as const).flatMap((field) =>
    messages(field).map((message) => ({ fieldId: IDS[field], message })),
  );
  return (
    <form className="admin-form accounts-add" noValidate onSubmit={(event) => void onSubmit(event)}>
      <ErrorSummary entries={summary} level={3} />
      <FormField
        id={IDS.username}
        label={t("accounts.username")}
        hint={t("accounts.usernameHint")}
        errors={messages("username")}
        errorPrefix
        autoComplete="off"
        spellCheck={false}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <FormField
        id={IDS.password}
        type="password"
        label={t("accounts.firstPassword")}
        hint={t("accounts.firstPasswordHint")}
        errors={messages("password")}
        errorPrefix
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <RoleSelect id={IDS.role} label={t("accounts.roleLabel")} value={role} onChange={setRole} />
      <button type="submit" className="button button--filled" aria-disabled={outcome.status === "busy" || undefined}>
        {t("accounts.add")}
      </button>
      <div
        role={outcome.status === "failed" ? "alert" : "status"}
        className={`admin-message${outcome.status === "failed" ? " admin-message--error" : outcome.status === "added" ? " admin-message--success" : ""}`}
      >
        {outcome.status === "added" && t("accounts.added", { username: outcome.username })}
        {outcome.status === "failed" && <RefusalMessage refusal={refusal(outcome.error, "accounts.changeFailed")} />}
      </div>
    </form>
  );
}
