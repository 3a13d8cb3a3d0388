// The subscription form: the address, the topics (checkboxes), how often (two radios), and a field
// people never see. Without JavaScript, or before the app has hydrated the page, it is posted as a
// plain form to POST /subscribe in the page's language (fields `email`, `topics` once for each,
// `frequency`): the server answers 303 to this page with `sent=1` in its address, or renders the
// page again with what was sent and why it was refused (./outcomes.ts), which the form then
// holds and says. With the app, it is sent as JSON to the API and the page says the same. The
// letters are written in the page's language.
import { useEffect, useState, type FormEvent } from "react";
import { ErrorSummary } from "../../components/forms/error-summary";
import { FormField } from "../../components/forms/form-field";
import { TOPICS, type Frequency, type Topic } from "../../generated/content";
import { carried } from "../../lib/content/carried";
import { useContentStore } from "../../lib/content/store";
import { useLanguage } from "../../lib/language";
import { SENT_FORM_KEY, refusedWith, type Failure, type Problems, type SentSubscription } from "./outcomes";
import { subscribe } from "./subscriptions-api";

/** The form's page, which its plain form is posted to. */
export const SUBSCRIBE_PATH = "/subscribe";

const FREQUENCIES: readonly Frequency[] = ["immediate", "daily"];

/** The id of a field's control: the address's, or the first checkbox of the topics. */
export const fieldId = (field: "email" | "topics") => (field === "email" ? "subscribe-email" : `subscribe-topic-${TOPICS[0]}`);

/** The messages of the catalog for what is wrong with `field`. */
function messagesOf(t: (key: string) => string, field: keyof Problems, problems: Problems): string[] {
  return [...new Set((problems[field] ?? []).map((code) => t(`subscribe.problem.${field}.${code}`)))];
}

export function SubscribeForm({ onSent }: { onSent: () => void }) {
  const { t, lang, localize } = useLanguage();
  const store = useContentStore();
  // The refused plain form the server rendered this page again with, as it was given.
  const [rendered] = useState(() => carried<SentSubscription>(store, SENT_FORM_KEY) ?? null);
  useEffect(() => {
    if (rendered) store.forget([SENT_FORM_KEY]);
  }, [store, rendered]);
  const [email, setEmail] = useState(rendered?.draft.email ?? "");
  const [topics, setTopics] = useState<Topic[]>(rendered?.draft.topics ?? []);
  const [frequency, setFrequency] = useState<Frequency>(rendered?.draft.frequency ?? "immediate");
  const [problems, setProblems] = useState<Problems>(rendered?.problems ?? {});
  const [failure, setFailure] = useState<Failure | null>(rendered?.failure ?? null);
  const [busy, setBusy] = useState(false);
  const [honeypot, setHoneypot] = useState("");

  const showProblems = (found: Problems) => {
    setProblems(found);
    const first = (["email", "topics"] as const).find((field) => found[field]?.length);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const toggle = (topic: Topic, on: boolean) =>
    setTopics((current) => TOPICS.filter((each) => (each === topic ? on : current.includes(each))));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const found: Problems = {};
    if (email.trim() === "") found.email = ["required"];
    if (topics.length === 0) found.topics = ["required"];
    if (found.email || found.topics) return showProblems(found);
    setProblems({});
    // A program that fills every field is told it was sent, as the server tells the plain form.
    if (honeypot !== "") return onSent();
    setBusy(true);
    try {
      await subscribe(email, topics, frequency, lang);
      onSent();
    } catch (error) {
      const refusal = refusedWith(error);
      if (refusal.failure) setFailure(refusal.failure);
      else showProblems(refusal.problems);
    } finally {
      setBusy(false);
    }
  };

  const emailMessages = messagesOf(t, "email", problems);
  const topicMessages = messagesOf(t, "topics", problems);
  const summary = [
    ...emailMessages.map((message) => ({ fieldId: fieldId("email"), message })),
    ...topicMessages.map((message) => ({ fieldId: fieldId("topics"), message })),
  ];
  const topicsError = topicMessages.length > 0 ? "subscribe-topics-error" : undefined;
  // The plain form's answer, as the page was rendered with it: what it says takes the focus as
  // the page opens.
  const answered = rendered !== null && problems === rendered.problems && failure === rendered.failure;

  return (
    <form
      className="subscribe-form"
      method="post"
      action={localize(SUBSCRIBE_PATH)}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <ErrorSummary entries={summary} focusOnLoad={answered} />
      <FormField
        id={fieldId("email")}
        name="email"
        type="email"
        label={t("subscribe.email")}
        hint={t("subscribe.emailHint")}
        errors={emailMessages}
        errorPrefix
        autoComplete="email"
        spellCheck={false}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <fieldset
        className={`form-group subscribe-form__group${topicsError ? " form-field--error" : ""}`}
        aria-describedby={["subscribe-topics-hint", topicsError].filter(Boolean).join(" ")}
      >
        <legend>{t("subscribe.topics")}</legend>
        <p id="subscribe-topics-hint" className="form-field__hint">
          {t("subscribe.topicsHint")}
        </p>
        {topicsError && (
          <ul id={topicsError} className="form-field__errors">
            {topicMessages.map((message) => (
              <li key={message}>
                <span className="visually-hidden">{t("form.errorPrefix")}</span> {message}
              </li>
            ))}
          </ul>
        )}
        {TOPICS.map((topic) => (
          <div key={topic} className="subscribe-form__choice">
            <input
              id={`subscribe-topic-${topic}`}
              type="checkbox"
              name="topics"
              value={topic}
              checked={topics.includes(topic)}
              aria-invalid={topicsError ? true : undefined}
              onChange={(event) => toggle(topic, event.target.checked)}
            />
            <label htmlFor={`subscribe-topic-${topic}`}>{t(`subscribe.topic.${topic}`)}</label>
          </div>
        ))}
      </fieldset>
      <fieldset className="form-group subscribe-form__group">
        <legend>{t("subscribe.frequency")}</legend>
        {FREQUENCIES.map((each) => (
          <div key={each} className="subscribe-form__choice">
            <input
              id={`subscribe-frequency-${each}`}
              type="radio"
              name="frequency"
              value={each}
              checked={frequency === each}
              onChange={() => setFrequency(each)}
            />
            <label htmlFor={`subscribe-frequency-${each}`}>{t(`subscribe.frequencyName.${each}`)}</label>
          </div>
        ))}
      </fieldset>
      <p className="subscribe-form__language">{t("subscribe.language")}</p>
      {/* People never see this field, and screen readers and the keyboard skip it; a program that
          fills every field fills it, and nothing is sent. */}
      <div className="form-trap" aria-hidden="true">
        <label htmlFor="subscribe-website">{t("subscribe.trap")}</label>
        <input
          id="subscribe-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>
      <button type="submit" className="button button--filled" aria-disabled={busy || undefined}>
        {busy ? t("subscribe.sending") : t("subscribe.submit")}
      </button>
      {failure && (
        <p
          role="alert"
          className="form-failure"
          tabIndex={answered ? -1 : undefined}
          // The plain form's answer, nothing wrong with a field: the reason takes the focus as the
          // page opens, without any script.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={answered}
        >
          {t(`subscribe.error.${failure}`)}
        </p>
      )}
    </form>
  );
}
