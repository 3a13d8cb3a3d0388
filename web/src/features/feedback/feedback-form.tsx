// The feedback form: what it is about, the ward, the message, how to reach the sender, and a
// photo (all optional but the first and the message). Checked in the browser with wasm-core's
// rule before it is sent; the server checks it again, and what it refuses is said field by field
// in the page language. Nothing typed is lost when sending fails.
//
// Without JavaScript, or before the app has hydrated the page, it is posted as a plain form
// (multipart, with the photo) to POST /feedback in the page's language: the server answers with
// the page of the tracking number, or renders this page again with what was typed and its problems
// (./sent-form.ts), the summary focused. The photo comes last, so that a photo refused as it
// arrives leaves every other field read; a browser cannot put it back, so the page asks for it
// again.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { ErrorSummary } from "../../components/forms/error-summary";
import { Field, FormField } from "../../components/forms/form-field";
import { useContentStore, useDocument } from "../../lib/content/store";
import { ApiError } from "../../lib/api";
import { FEEDBACK_CATEGORIES, LIMITS, feedbackProblems, imageProblems, type FeedbackDraft } from "../../lib/forms";
import { useLanguage } from "../../lib/language";
import { sendFeedback } from "./feedback-api";
import { FEEDBACK_PATH } from "./paths";
import { FIELDS, fieldId, problemMessages } from "./problems";
import { forgetSentForm, sentForm, sentProblems, type Failure } from "./sent-form";

type Problems = Partial<Record<string, string[]>>;

/** The form's page, which its plain form is posted to. */
export { FEEDBACK_PATH };

const EMPTY: FeedbackDraft = { category: "", message: "", ward: "", page: "", name: "", phone: "", email: "" };

export function FeedbackForm({ page, onSent }: { page: string; onSent: (trackingId: string) => void }) {
  const { t, lang, localize } = useLanguage();
  const wards = useDocument("wards").wards;
  const store = useContentStore();
  // The form the server refused, when it rendered this page for it.
  const [carried] = useState(() => sentForm(store));
  const [renderedProblems] = useState(() => (carried ? sentProblems(carried) : undefined));
  const [draft, setDraft] = useState<FeedbackDraft>(carried?.draft ?? { ...EMPTY, page });
  const [problems, setProblems] = useState<Problems>(renderedProblems ?? {});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(carried?.failure ?? null);
  const [photo, setPhoto] = useState<File | undefined>();
  const [sent, setSent] = useState<number | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  // When the form was shown: a person takes some seconds to fill it; a program does not.
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);
  useEffect(() => {
    if (carried) forgetSentForm(store);
  }, [store, carried]);

  const set = (field: keyof FeedbackDraft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  const showProblems = (found: Problems) => {
    setProblems(found);
    // The first field with something wrong; the message for what is wrong with the whole form.
    const first = FIELDS.find((field) => found[field]?.length) ?? "message";
    document.getElementById(fieldId(first))?.focus();
  };

  /** A photo chosen: checked at once with the upload rules, as the server will. */
  const choosePhoto = async (file: File | undefined) => {
    setPhoto(file);
    const codes = file ? await imageProblems(file) : [];
    setProblems((current) => ({ ...current, photo: codes }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const found: Problems = feedbackProblems(draft);
    const photoCodes = photo ? await imageProblems(photo) : [];
    if (photoCodes.length > 0) found.photo = photoCodes;
    if (Object.keys(found).length > 0) return showProblems(found);
    setProblems({});
    setBusy(true);
    try {
      const fillMs = performance.now() - shownAt.current;
      onSent(
        await sendFeedback(draft, lang, fillMs, honeypot.current?.value ?? "", photo, photo && ((fraction) => setSent(fraction))),
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) showProblems(error.fields);
      else if (error instanceof ApiError && error.code === "too_many_messages")
        setFailure({ kind: "tooMany", minutes: Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60)) });
      else if (error instanceof ApiError && error.status === 0) setFailure({ kind: "network" });
      else setFailure({ kind: "server" });
    } finally {
      setBusy(false);
      setSent(null);
    }
  };

  const messages = (field: string) => problemMessages(t, field, problems[field]);
  const summary = [...FIELDS, "page", "form"].flatMap((field) =>
    messages(field).map((message) => ({
      fieldId: field === "form" || field === "page" ? fieldId("message") : fieldId(field),
      message,
    })),
  );
  // A page rendered with the server's answer: what it says takes the focus as the page opens.
  const renderedAnswer = renderedProblems !== undefined && problems === renderedProblems;

  return (
    <form
      className="feedback-form"
      method="post"
      encType="multipart/form-data"
      action={localize(FEEDBACK_PATH)}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <ErrorSummary entries={summary} focusOnLoad={renderedAnswer} />
      <Field id={fieldId("category")} label={t("feedback.category")} errors={messages("category")} errorPrefix>
        {(control) => (
          <select {...control} name="category" value={draft.category} onChange={set("category")} required>
            <option value="">{t("feedback.chooseCategory")}</option>
            {FEEDBACK_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`feedback.categoryName.${category}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={fieldId("ward")} label={t("feedback.ward")} errors={messages("ward")} errorPrefix>
        {(control) => (
          <select {...control} name="ward" value={draft.ward} onChange={set("ward")}>
            <option value="">{t("feedback.noWard")}</option>
            {wards.map((ward) => (
              <option key={ward.number} value={String(ward.number)}>
                {t("feedback.wardOption", { number: ward.number, name: ward.name[lang] })}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id={fieldId("message")}
        label={t("feedback.message")}
        hint={t("feedback.messageHint", { min: LIMITS.messageMin, max: LIMITS.messageMax })}
        errors={messages("message")}
        errorPrefix
      >
        {(control) => (
          <textarea
            {...control}
            name="message"
            className={`${control.className} feedback-form__message`}
            rows={6}
            value={draft.message}
            onChange={set("message")}
            required
          />
        )}
      </Field>
      {draft.page && <p className="feedback-form__page">{t("feedback.aboutPage", { page: draft.page })}</p>}
      <fieldset className="form-group">
        <legend>{t("feedback.contactTitle")}</legend>
        <p className="form-field__hint">{t("feedback.contactHint")}</p>
        <FormField
          id={fieldId("name")}
          name="name"
          label={t("feedback.name")}
          errors={messages("name")}
          errorPrefix
          autoComplete="name"
          value={draft.name}
          onChange={set("name")}
        />
        <FormField
          id={fieldId("phone")}
          name="phone"
          type="tel"
          inputMode="tel"
          label={t("feedback.phone")}
          errors={messages("phone")}
          errorPrefix
          autoComplete="tel"
          value={draft.phone}
          onChange={set("phone")}
        />
        <FormField
          id={fieldId("email")}
          name="email"
          type="email"
          label={t("feedback.email")}
          errors={messages("email")}
          errorPrefix
          autoComplete="email"
          value={draft.email}
          onChange={set("email")}
        />
      </fieldset>
      {/* People never see this field, and screen readers skip it; a program that fills every
          field fills it, and the server refuses what it sends. */}
      <div className="form-trap" aria-hidden="true">
        <label htmlFor="feedback-homepage">{t("feedback.trap")}</label>
        <input ref={honeypot} id="feedback-homepage" name="homepage" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <input type="hidden" name="page" value={draft.page} />
      <Field
        id={fieldId("photo")}
        label={t("feedback.photo")}
        hint={t("feedback.photoHint")}
        errors={messages("photo")}
        errorPrefix
      >
        {(control) => (
          <input
            {...control}
            type="file"
            name="photo"
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => void choosePhoto(event.target.files?.[0])}
          />
        )}
      </Field>
      <button type="submit" className="button button--filled" aria-disabled={busy || undefined}>
        {busy ? t("feedback.sending") : t("feedback.submit")}
      </button>
      {sent !== null && (
        <p className="feedback-form__progress">
          <label htmlFor="feedback-progress">{t("feedback.sendingPhoto")}</label>{" "}
          <progress id="feedback-progress" max={1} value={sent} />
        </p>
      )}
      {failure && (
        <p
          role="alert"
          className="form-failure"
          tabIndex={renderedAnswer && summary.length === 0 ? -1 : undefined}
          // A page rendered with the server's refusal and nothing wrong with a field: the reason
          // takes the focus as the page opens, without any script.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={renderedAnswer && summary.length === 0}
        >
          {failure.kind === "tooMany"
            ? t("feedback.error.tooMany", { minutes: failure.minutes })
            : t(`feedback.error.${failure.kind}`)}
        </p>
      )}
    </form>
  );
}
