// The answer to one message: a new status, the public reply the citizen reads with the
// tracking number, and who deals with it (the person signed in, or nobody). The reply is
// checked by wasm-core's rule before it is sent; what the server refuses is listed at the top.
import { useState, type FormEvent } from "react";
import { ApiError } from "../../../lib/api";
import { LIMITS, replyProblems } from "../../../lib/forms";
import { useLanguage } from "../../../lib/language";
import { ErrorSummary } from "../../../components/forms/error-summary";
import { Field } from "../../../components/forms/form-field";
import { useSession } from "../session";
import { answerMessage, statusOf, type AnswerChange, type InboxMessage } from "./feedback-api";
import { refusal } from "../refusal";
import { RefusalMessage } from "../refusal-message";

type AnswerField = "status" | "reply" | "assignee";
type Problems = Partial<Record<AnswerField, string[]>>;

/** The codes each field's messages are written for; any other is said as `other`. */
const KNOWN: Record<AnswerField, readonly string[]> = {
  status: ["invalid", "nothing"],
  reply: ["required", "too_long", "control_characters"],
  assignee: ["invalid"],
};

const isField = (name: string): name is AnswerField => name in KNOWN;

interface AnswerFormProps {
  record: InboxMessage;
  /** Called with the message as the server saved it. */
  onSaved: (record: InboxMessage) => void;
}

export function AnswerForm({ record, onSaved }: AnswerFormProps) {
  const { t } = useLanguage();
  const { user, expired } = useSession();
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  // Why the last answer was not saved.
  const [failed, setFailed] = useState<{ error: unknown } | undefined>();
  const base = `answer-${record.trackingId}`;
  const ids: Record<AnswerField, string> = {
    status: `${base}-status`,
    reply: `${base}-reply`,
    assignee: `${base}-assignee`,
  };

  const messagesOf = (codes: Record<string, string[]>): Problems => {
    const found: Problems = {};
    for (const [field, list] of Object.entries(codes)) {
      const name = isField(field) ? field : "status";
      for (const code of list) {
        const known = KNOWN[name].includes(code) ? code : "other";
        (found[name] ??= []).push(t(`inbox.problem.${name}.${known}`, { max: LIMITS.replyMax }));
      }
    }
    return found;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value : "";
    };
    const change: AnswerChange = {};
    const status = text("status");
    if (status === "forwarded" || status === "resolved") change.status = status;
    const reply = text("reply");
    if (reply.trim() !== "") change.reply = reply.normalize("NFC");
    const assignee = text("assignee");
    if (assignee === "me") change.assignee = user.username;
    else if (assignee === "nobody") change.assignee = "";

    const found: Record<string, string[]> = {};
    if (change.reply !== undefined) {
      const codes = replyProblems(change.reply);
      if (codes.length > 0) found.reply = codes;
    }
    if (Object.keys(change).length === 0) found.status = ["nothing"];
    setFailed(undefined);
    if (Object.keys(found).length > 0) {
      setProblems(messagesOf(found));
      focusFirst(Object.keys(found));
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      const saved = await answerMessage(record.trackingId, change);
      setBusy(false);
      onSaved(saved);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.status === 401) return expired();
      if (error instanceof ApiError && error.status === 422) {
        setProblems(messagesOf(error.fields));
        focusFirst(Object.keys(error.fields));
      } else {
        setFailed({ error });
      }
    }
  };

  /** Moves focus to the first field with a problem, once the messages are rendered. */
  const focusFirst = (fields: string[]) => {
    const first = (["status", "reply", "assignee"] as const).find((field) => fields.includes(field)) ?? "status";
    requestAnimationFrame(() => document.getElementById(ids[first])?.focus());
  };

  const summary = (["status", "reply", "assignee"] as const).flatMap((field) =>
    (problems[field] ?? []).map((message) => ({ fieldId: ids[field], message })),
  );
  const current = statusOf(record);

  return (
    <form className="inbox-answer" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${base}-title`}>
      <h4 id={`${base}-title`} className="inbox-answer__title">
        {t("inbox.answer.title")}
      </h4>
      <ErrorSummary entries={summary} level={4} />
      <Field id={ids.status} label={t("inbox.answer.status")} errors={problems.status} errorPrefix>
        {(control) => (
          <select {...control} name="status" defaultValue="">
            <option value="">{t("inbox.answer.keepStatus", { status: t(`inbox.status.${current}`) })}</option>
            <option value="forwarded">{t("inbox.status.forwarded")}</option>
            <option value="resolved">{t("inbox.status.resolved")}</option>
          </select>
        )}
      </Field>
      <Field
        id={ids.reply}
        label={t("inbox.answer.reply")}
        hint={t(record.reply ? "inbox.answer.replyHintReplace" : "inbox.answer.replyHint", { max: LIMITS.replyMax })}
        errors={problems.reply}
        errorPrefix
      >
        {(control) => <textarea {...control} name="reply" rows={4} />}
      </Field>
      <Field id={ids.assignee} label={t("inbox.answer.assignee")} errors={problems.assignee} errorPrefix>
        {(control) => (
          <select {...control} name="assignee" defaultValue="">
            <option value="">
              {record.assignee ? t("inbox.answer.keepAssignee", { username: record.assignee }) : t("inbox.answer.keepNobody")}
            </option>
            <option value="me">{t("inbox.answer.toMe", { username: user.username })}</option>
            <option value="nobody">{t("inbox.answer.toNobody")}</option>
          </select>
        )}
      </Field>
      <button type="submit" className="button button--filled" aria-disabled={busy || undefined}>
        {t(busy ? "inbox.answer.saving" : "inbox.answer.submit")}
      </button>
      {failed && (
        <div role="alert" className="admin-message admin-message--error">
          <RefusalMessage refusal={refusal(failed.error, "inbox.answer.failed")} />
        </div>
      )}
    </form>
  );
}
