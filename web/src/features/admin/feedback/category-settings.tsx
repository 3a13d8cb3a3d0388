// Each category's time to answer and the account its overdue messages are escalated to, for
// admins, below the inbox: a small form per category (the days, and a select of the active
// accounts or nobody), saved with PUT /api/feedback-settings/{category}; what the server refuses
// (422) is said under its field. A change applies to the messages received from then on.
import { useEffect, useState, type FormEvent } from "react";
import { Field, FormField } from "../../../components/forms/form-field";
import { ApiError } from "../../../lib/api";
import { LIMITS } from "../../../lib/forms";
import { useLanguage } from "../../../lib/language";
import { LoadFailed } from "../load-failed";
import { refusal } from "../refusal";
import { RefusalMessage } from "../refusal-message";
import { useSession } from "../session";
import { readAccounts, readSettings, saveSettings, type CategorySettings } from "./feedback-api";

type SettingField = "answerDays" | "escalateTo";
type Problems = Partial<Record<SettingField, string[]>>;

type Loaded =
  | { status: "loading" }
  | { status: "failed"; error: unknown }
  | { status: "ready"; categories: CategorySettings[]; accounts: string[] };

/** The messages of the server's (or the page's) problem codes, by field. */
function problemsOf(fields: Record<string, string[]>, t: (key: string, args?: Record<string, number>) => string): Problems {
  const found: Problems = {};
  for (const [field, codes] of Object.entries(fields)) {
    const name: SettingField = field === "escalateTo" ? "escalateTo" : "answerDays";
    if (codes.length > 0) found[name] = [t(`inbox.settings.problem.${name}.invalid`, { max: LIMITS.answerDaysMax })];
  }
  return found;
}

function CategoryForm({ settings, accounts }: { settings: CategorySettings; accounts: readonly string[] }) {
  const { t } = useLanguage();
  const { expired } = useSession();
  const [days, setDays] = useState(String(settings.answerDays));
  const [escalateTo, setEscalateTo] = useState(settings.escalateTo ?? "");
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState("");
  const [failed, setFailed] = useState<{ error: unknown } | undefined>();
  const category = t(`inbox.category.${settings.category}`);
  const base = `settings-${settings.category}`;
  const ids: Record<SettingField, string> = { answerDays: `${base}-days`, escalateTo: `${base}-escalate` };
  // An account named before and disabled since is still shown as the one named.
  const choices = settings.escalateTo && !accounts.includes(settings.escalateTo) ? [settings.escalateTo, ...accounts] : accounts;

  const refuse = (fields: Record<string, string[]>) => {
    const found = problemsOf(fields, t);
    setProblems(found);
    const first = found.answerDays ? ids.answerDays : ids.escalateTo;
    requestAnimationFrame(() => document.getElementById(first)?.focus());
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSaved("");
    setFailed(undefined);
    const answerDays = /^[0-9]{1,2}$/.test(days.trim()) ? Number(days.trim()) : NaN;
    if (!(answerDays >= 1 && answerDays <= LIMITS.answerDaysMax)) return refuse({ answerDays: ["invalid"] });
    setProblems({});
    setBusy(true);
    try {
      const now = await saveSettings(settings.category, answerDays, escalateTo || null);
      setBusy(false);
      setDays(String(now.answerDays));
      setSaved(t("inbox.settings.saved", { category, days: now.answerDays }));
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.status === 401) return expired();
      if (error instanceof ApiError && error.status === 422) return refuse(error.fields);
      setFailed({ error });
    }
  };

  return (
    <li>
      <form className="inbox-settings__form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <fieldset>
          <legend>{category}</legend>
          <FormField
            id={ids.answerDays}
            name="answerDays"
            label={t("inbox.settings.days")}
            hint={t("inbox.settings.daysHint", { max: LIMITS.answerDaysMax })}
            errors={problems.answerDays}
            errorPrefix
            inputMode="numeric"
            autoComplete="off"
            className="inbox-settings__days"
            value={days}
            onChange={(event) => setDays(event.target.value)}
          />
          <Field id={ids.escalateTo} label={t("inbox.settings.escalateTo")} errors={problems.escalateTo} errorPrefix>
            {(control) => (
              <select {...control} name="escalateTo" value={escalateTo} onChange={(event) => setEscalateTo(event.target.value)}>
                <option value="">{t("inbox.settings.nobody")}</option>
                {choices.map((username) => (
                  <option key={username} value={username} lang="en">
                    {username}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button type="submit" className="button button--filled" aria-disabled={busy || undefined}>
            {busy ? t("inbox.settings.saving") : t("inbox.settings.save", { category })}
          </button>
          <p role="status" className={`admin-message${saved ? " admin-message--success" : ""}`}>
            {saved}
          </p>
          {failed && (
            <div role="alert" className="admin-message admin-message--error">
              <RefusalMessage refusal={refusal(failed.error, "inbox.settings.failed")} />
            </div>
          )}
        </fieldset>
      </form>
    </li>
  );
}

export function CategorySettingsSection() {
  const { t } = useLanguage();
  const { expired } = useSession();
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([readSettings(controller.signal), readAccounts(controller.signal)]).then(
      ([categories, accounts]) => setLoaded({ status: "ready", categories, accounts }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) expired();
        else setLoaded({ status: "failed", error });
      },
    );
    return () => controller.abort();
  }, [attempt, expired]);

  return (
    <section aria-labelledby="inbox-settings-title" className="inbox-settings">
      <h2 id="inbox-settings-title">{t("inbox.settings.title")}</h2>
      <p>{t("inbox.settings.intro")}</p>
      {loaded.status === "loading" && <p role="status">{t("common.loading")}</p>}
      {loaded.status === "failed" && (
        <LoadFailed message="inbox.settings.loadFailed" error={loaded.error} onRetry={() => setAttempt(attempt + 1)} />
      )}
      {loaded.status === "ready" && (
        <ul className="inbox-settings__list">
          {loaded.categories.map((settings) => (
            <CategoryForm key={settings.category} settings={settings} accounts={loaded.accounts} />
          ))}
        </ul>
      )}
    </section>
  );
}
