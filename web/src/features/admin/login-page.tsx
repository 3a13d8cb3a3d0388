// /login and /admin/login: username and password, checked here with the server's own rules,
// then POST /api/scm-auth/login; on success 'Login successful! Redirecting...' and, 1.5 s
// later, the guarded page the visitor asked for (or the dashboard).
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import type { PageProps } from "../../lib/page-props";
import { loginProblems, type FieldProblems } from "../../lib/forms";
import { useLanguage } from "../../lib/language";
import { ErrorSummary } from "../../components/forms/error-summary";
import { formRefusal } from "./login-failure";
import { FormField } from "../../components/forms/form-field";
import { safeNext, withLang } from "./next-page";
import { problemMessages } from "./problem-messages";
import { cameFromSignOut } from "./session";
import { useLogin } from "./use-login";
import "./admin.css";

/** Spec §9: the pause between 'Login successful! Redirecting...' and the next page. */
export const LOGIN_REDIRECT_MS = 1500;

const FIELDS = [
  { field: "username", id: "login-username" },
  { field: "password", id: "login-password" },
] as const;

function SecurityNotice() {
  const { t } = useLanguage();
  return (
    <aside className="admin-notice" aria-labelledby="login-security-title">
      <h2 id="login-security-title" className="admin-notice__title">
        {t("login.securityTitle")}
      </h2>
      <p>{t("login.securityNotice")}</p>
    </aside>
  );
}

export function LoginPage(_props: PageProps) {
  const { t, lang } = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get("next"));
  // A sign-in the plain form sent (before the app ran, or without it) and the server refused.
  const refused = formRefusal(t, params.get("failed"), params.get("wait"));
  const { state, submit, reset } = useLogin();
  const [problems, setProblems] = useState<FieldProblems>({});
  const form = useRef<HTMLFormElement>(null);
  const history = useLocation().state as unknown;
  // Said once the page is on screen, so the status region announces it.
  const [signedOut, setSignedOut] = useState(false);
  useEffect(() => setSignedOut(cameFromSignOut(history)), [history]);

  useEffect(() => {
    if (state.status !== "success") return;
    const timer = window.setTimeout(() => void navigate(withLang(next, lang), { replace: true }), LOGIN_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [state.status, navigate, next, lang]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSignedOut(false);
    const data = new FormData(event.currentTarget);
    const typed = (name: string) => {
      const value = data.get(name);
      return typeof value === "string" ? value : "";
    };
    const username = typed("username");
    const password = typed("password");
    const found = loginProblems(username, password);
    setProblems(found);
    reset();
    const first = FIELDS.find(({ field }) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLInputElement>(`#${first.id}`)?.focus();
      return;
    }
    void submit(username, password);
  };

  const messagesOf = (field: string) => problemMessages(t, field, problems[field]);
  const busy = state.status === "busy";
  return (
    <div className="admin-login">
      <p>{t("login.staffOnly")}</p>
      <SecurityNotice />
      {/* Until the app hydrates the page (or without JavaScript) the form is posted as it is,
          never with the password in the address: the server signs in and sends the browser on,
          or back here saying why not. */}
      <form ref={form} className="admin-form" method="post" noValidate onSubmit={onSubmit}>
        <ErrorSummary
          entries={FIELDS.flatMap(({ field, id }) => messagesOf(field).map((message) => ({ fieldId: id, message })))}
        />
        <FormField
          id="login-username"
          name="username"
          label={t("login.username")}
          errors={messagesOf("username")}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <FormField
          id="login-password"
          name="password"
          type="password"
          label={t("login.password")}
          errors={messagesOf("password")}
          autoComplete="current-password"
          required
        />
        <button type="submit" className="button button--filled" disabled={busy || state.status === "success"}>
          {busy ? t("login.submitting") : t("login.submit")}
        </button>
        <div role="status" className="admin-message admin-message--success">
          {state.status === "success" ? t("login.success") : signedOut && t("login.signedOut")}
        </div>
        <div role="alert" className="admin-message admin-message--error">
          {state.status === "error" && <span lang={state.message.lang}>{state.message.text}</span>}
          {state.status === "idle" && refused?.text}
        </div>
      </form>
    </div>
  );
}

/** The page by its page id (the route table's), as app/pages.ts loads it. */
export const pages = { login: LoginPage };
