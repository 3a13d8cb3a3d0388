// /admin/subscribers (admins only, app/pages.ts): how many citizens subscribe by e-mail, and, at
// a subscriber's request, what is kept of them, looked up by their address, and its removal
// after a confirmation step. Nothing else of the subscribers is shown to staff.
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { FormField } from "../../../components/forms/form-field";
import { TOPICS } from "../../../generated/content";
import { ApiError } from "../../../lib/api";
import { useLanguage } from "../../../lib/language";
import { shownInIndia } from "../../../lib/moments";
import type { PageProps } from "../../../lib/page-props";
import { ConfirmDialog } from "../confirm-dialog";
import { LoadFailed } from "../load-failed";
import { refusal } from "../refusal";
import { RefusalMessage } from "../refusal-message";
import { useSession } from "../session";
import {
  findSubscriber,
  removeSubscriber,
  subscriberCounts,
  type KeptSubscriber,
  type SubscriberCounts,
} from "./subscribers-api";
import "../dashboard/dashboard.css";
import "./subscribers.css";

type CountsState = { status: "loading" } | { status: "failed"; error: unknown } | { status: "ready"; counts: SubscriberCounts };

/** A table of counts with its caption, one row per name. */
function CountTable({ caption, rows }: { caption: string; rows: [string, number][] }) {
  return (
    <table className="subscribers__table">
      <caption>{caption}</caption>
      <tbody>
        {rows.map(([name, count]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>{count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Counts({ counts }: { counts: SubscriberCounts }) {
  const { t } = useLanguage();
  return (
    <>
      <dl className="subscribers__totals">
        <dt>{t("subscribers.confirmed")}</dt>
        <dd>{counts.confirmed}</dd>
        <dt>{t("subscribers.waiting")}</dt>
        <dd>{counts.waiting}</dd>
      </dl>
      <div className="subscribers__tables">
        <CountTable
          caption={t("subscribers.byTopic")}
          rows={TOPICS.map((topic) => [t(`subscribe.topic.${topic}`), counts.byTopic[topic] ?? 0])}
        />
        <CountTable
          caption={t("subscribers.byFrequency")}
          rows={(["immediate", "daily"] as const).map((each) => [
            t(`subscribers.frequency.${each}`),
            counts.byFrequency[each] ?? 0,
          ])}
        />
        <CountTable
          caption={t("subscribers.byLang")}
          rows={(["en", "hi"] as const).map((each) => [t(`lang.${each}`), counts.byLang[each] ?? 0])}
        />
      </div>
    </>
  );
}

/** What is kept of one subscriber. */
function Kept({ subscriber }: { subscriber: KeptSubscriber }) {
  const { t, lang } = useLanguage();
  return (
    <dl className="subscribers__kept">
      <dt>{t("subscribers.field.email")}</dt>
      <dd>{subscriber.email}</dd>
      <dt>{t("subscribers.field.lang")}</dt>
      <dd>{subscriber.lang === "hi" || subscriber.lang === "en" ? t(`lang.${subscriber.lang}`) : subscriber.lang}</dd>
      <dt>{t("subscribers.field.topics")}</dt>
      <dd>{subscriber.topics.map((topic) => t(`subscribe.topic.${topic}`)).join(", ")}</dd>
      <dt>{t("subscribers.field.frequency")}</dt>
      <dd>{t(`subscribers.frequency.${subscriber.frequency}`)}</dd>
      <dt>{t("subscribers.field.askedAt")}</dt>
      <dd>{shownInIndia(subscriber.askedAt, lang)}</dd>
      <dt>{t("subscribers.field.confirmedAt")}</dt>
      <dd>{subscriber.confirmedAt ? shownInIndia(subscriber.confirmedAt, lang) : t("subscribers.notConfirmed")}</dd>
    </dl>
  );
}

/** What the look-up form last said: nothing, a subscriber found, or a message. */
type Found =
  | { status: "none" }
  | { status: "found"; subscriber: KeptSubscriber }
  | { status: "missing"; email: string }
  | { status: "removed"; email: string }
  | { status: "failed"; error: unknown; message: string };

/** The form that looks up one subscriber, shows what is kept of them and removes it. */
function Lookup({ onRemoved }: { onRemoved: () => void }) {
  const { t } = useLanguage();
  const { expired } = useSession();
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState(false);
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<Found>({ status: "none" });
  const [asking, setAsking] = useState(false);
  // What the form says takes the focus: the subscriber found, or the message.
  const heading = useRef<HTMLHeadingElement>(null);
  const said = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (found.status !== "none") (heading.current ?? said.current)?.focus();
  }, [found]);

  const failed = (error: unknown, message: string) => {
    if (error instanceof ApiError && error.status === 401) expired();
    else setFound({ status: "failed", error, message });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (email.trim() === "") {
      setProblem(true);
      document.getElementById("subscribers-email")?.focus();
      return;
    }
    setProblem(false);
    setBusy(true);
    try {
      setFound({ status: "found", subscriber: await findSubscriber(email) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setFound({ status: "missing", email: email.trim() });
      else failed(error, "subscribers.findFailed");
    } finally {
      setBusy(false);
    }
  };

  const remove = async (subscriber: KeptSubscriber) => {
    setBusy(true);
    try {
      await removeSubscriber(subscriber.email);
      setAsking(false);
      setFound({ status: "removed", email: subscriber.email });
      setEmail("");
      onRemoved();
    } catch (error) {
      setAsking(false);
      failed(error, "subscribers.removeFailed");
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <form className="subscribers__lookup" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormField
          id="subscribers-email"
          type="email"
          label={t("subscribers.email")}
          errors={problem ? [t("subscribers.required")] : []}
          errorPrefix
          autoComplete="off"
          spellCheck={false}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="button button--filled" aria-disabled={busy || undefined}>
          {busy && !asking ? t("subscribers.finding") : t("subscribers.find")}
        </button>
      </form>
      {found.status === "found" && (
        <section className="subscribers__found" aria-labelledby="subscribers-kept-title">
          <h3 id="subscribers-kept-title" ref={heading} tabIndex={-1}>
            {t("subscribers.kept", { email: found.subscriber.email })}
          </h3>
          <Kept subscriber={found.subscriber} />
          <button type="button" className="button dashboard-dialog__delete" onClick={() => setAsking(true)}>
            {t("subscribers.remove")}
          </button>
          {asking && (
            <ConfirmDialog
              question={t("subscribers.confirmRemove")}
              labels={{ confirm: t("subscribers.remove"), busy: t("subscribers.removing"), cancel: t("subscribers.cancel") }}
              destroys
              busy={busy}
              onConfirm={() => void remove(found.subscriber)}
              onCancel={() => setAsking(false)}
            >
              {t("subscribers.confirmRemoveText", { email: found.subscriber.email })}
            </ConfirmDialog>
          )}
        </section>
      )}
      {(found.status === "missing" || found.status === "removed") && (
        <div ref={said} tabIndex={-1} role="status" className="admin-message admin-message--success">
          <p>{t(found.status === "missing" ? "subscribers.notFound" : "subscribers.removed", { email: found.email })}</p>
        </div>
      )}
      {found.status === "failed" && (
        <div ref={said} tabIndex={-1} role="alert" className="admin-message admin-message--error">
          <RefusalMessage refusal={refusal(found.error, found.message)} />
        </div>
      )}
    </>
  );
}

export function SubscribersPage(_props: PageProps) {
  const { t } = useLanguage();
  const { expired } = useSession();
  const [state, setState] = useState<CountsState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    const aborted = new AbortController();
    subscriberCounts(aborted.signal).then(
      (counts) => setState({ status: "ready", counts }),
      (error: unknown) => {
        if (aborted.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) expired();
        else setState({ status: "failed", error });
      },
    );
    return () => aborted.abort();
  }, [attempt, expired]);

  return (
    <div className="subscribers">
      <p>{t("subscribers.intro")}</p>
      <section aria-labelledby="subscribers-counts-title">
        <h2 id="subscribers-counts-title">{t("subscribers.counts")}</h2>
        {state.status === "loading" && <p role="status">{t("common.loading")}</p>}
        {state.status === "failed" && <LoadFailed message="subscribers.loadFailed" error={state.error} onRetry={reload} />}
        {state.status === "ready" && <Counts counts={state.counts} />}
      </section>
      <section aria-labelledby="subscribers-lookup-title">
        <h2 id="subscribers-lookup-title">{t("subscribers.lookup")}</h2>
        <Lookup onRemoved={reload} />
      </section>
    </div>
  );
}
