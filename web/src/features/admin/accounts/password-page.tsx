// /admin/password: the signed-in person changes their own password, giving the current one.
// Every session of the account ends with the change, so they sign in again with the new one.
import { useState, type FormEvent } from "react";
import { Link } from "../../../components/link";
import type { PageProps } from "../../../lib/page-props";
import { ApiError } from "../../../lib/api";
import { loginProblems } from "../../../lib/forms";
import { useLanguage } from "../../../lib/language";
import { ErrorSummary } from "../../../components/forms/error-summary";
import { FormField } from "../../../components/forms/form-field";
import { loginAddress } from "../next-page";
import { problemMessages } from "../problem-messages";
import { refusal } from "../refusal";
import { RefusalMessage } from "../refusal-message";
import { useSession } from "../session";
import { changeOwnPassword } from "./accounts-api";

const IDS = { current: "password-current", new: "password-new" } as const;

export function PasswordPage(_props: PageProps) {
  const { t, lang } = useLanguage();
  const { user, expired } = useSession();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [problems, setProblems] = useState<{ current?: string[]; new?: string[] }>({});
  const [outcome, setOutcome] = useState<"idle" | "busy" | "changed" | { failed: unknown }>("idle");

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (outcome === "busy") return;
    const found = {
      current: current === "" ? ["required"] : undefined,
      new: loginProblems(user.username, next).password,
    };
    setProblems(found);
    if (found.current || found.new) {
      document.getElementById(found.current ? IDS.current : IDS.new)?.focus();
      return;
    }
    setOutcome("busy");
    try {
      await changeOwnPassword(current, next);
      setOutcome("changed");
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return expired();
      if (error instanceof ApiError && error.status === 422) {
        setProblems({ current: error.fields.current, new: error.fields.new });
        setOutcome("idle");
        document.getElementById(error.fields.current ? IDS.current : IDS.new)?.focus();
      } else {
        setOutcome({ failed: error });
      }
    }
  };

  if (outcome === "changed") {
    return (
      <div role="status" className="admin-message admin-message--success">
        <p>{t("accounts.ownPasswordChanged")}</p>
        <p>
          <Link to={loginAddress(lang)}>{t("accounts.signInAgain")}</Link>
        </p>
      </div>
    );
  }
  const currentMessages = (problems.current ?? []).map((code) =>
    code === "wrong_password" ? t("accounts.wrongPassword") : t("accounts.currentRequired"),
  );
  const newMessages = problemMessages(t, "password", problems.new);
  const summary = [
    ...currentMessages.map((message) => ({ fieldId: IDS.current, message })),
    ...newMessages.map((message) => ({ fieldId: IDS.new, message })),
  ];
  return (
    <form className="admin-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <ErrorSummary entries={summary} />
      <p>{t("accounts.ownPasswordIntro")}</p>
      <FormField
        id={IDS.current}
        type="password"
        label={t("accounts.currentPassword")}
        errors={currentMessages}
        errorPrefix
        autoComplete="current-password"
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <FormField
        id={IDS.new}
        type="password"
        label={t("accounts.newPassword")}
        hint={t("accounts.firstPasswordHint")}
        errors={newMessages}
        errorPrefix
        autoComplete="new-password"
        value={next}
        onChange={(event) => setNext(event.target.value)}
      />
      <button type="submit" className="button button--filled" aria-disabled={outcome === "busy" || undefined}>
        {t("accounts.changeOwnPassword")}
      </button>
      {typeof outcome === "object" && (
        <div role="alert" className="admin-message admin-message--error">
          <RefusalMessage refusal={refusal(outcome.failed, "accounts.changeFailed")} />
        </div>
      )}
    </form>
  );
}
