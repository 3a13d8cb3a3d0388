// The pages a subscription's letters link to (`?id=…&t=…`): /subscribe/confirm, whose button
// confirms the subscription, and /subscribe/unsubscribe, whose button ends it. Opening the link
// does nothing by itself (mail scanners open links): only the button does. Its form is a plain
// form too, posted with `id` and `t` to the page in its language: without JavaScript the server
// answers 303 to the page with `?done=…`, which the page then says (or with the link again and
// `problem=failed` when the site could not do it). With the app the button calls the API and the
// page says the same. The server renders the page of such an address for each request and keeps
// it nowhere: it holds the link's secret.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { Link } from "../../components/link";
import { ApiError } from "../../lib/api";
import { useLanguage } from "../../lib/language";
import { doneOf, linkRefusal, type Done } from "./outcomes";
import { SUBSCRIBE_PATH } from "./subscribe-form";
import { confirmSubscription, endSubscription, type Confirmed } from "./subscriptions-api";
import "./subscriptions.css";

/** Which button the page has. */
export type LinkAction = "confirm" | "unsubscribe";

export const CONFIRM_PATH = "/subscribe/confirm";
export const UNSUBSCRIBE_PATH = "/subscribe/unsubscribe";

/** What the page says once the button was pressed; with the app, what was confirmed. */
function Outcome({ done, confirmed, fromAddress }: { done: Done; confirmed: Confirmed | null; fromAddress: boolean }) {
  const { t, localize } = useLanguage();
  const told = useRef<HTMLHeadingElement & HTMLParagraphElement>(null);
  useEffect(() => {
    if (!fromAddress) told.current?.focus();
  }, [fromAddress]);
  // What takes the focus: the heading of what happened, or the reason the link did not work.
  const focus = {
    ref: told,
    tabIndex: -1,
    // Without JavaScript the page of the plain form's answer takes the focus to it as it opens.
    autoFocus: fromAddress,
  };
  if (done === "link_invalid" || done === "link_expired") {
    return (
      <div className="subscribe-outcome subscribe-outcome--refused">
        <p role="alert" {...focus}>
          {t(done === "link_invalid" ? "subscribe.link.invalid" : "subscribe.link.expired")}
        </p>
        <p>
          <Link to={localize(SUBSCRIBE_PATH)}>{t("subscribe.link.again")}</Link>
        </p>
      </div>
    );
  }
  const action = done === "confirmed" ? "confirm" : "unsubscribe";
  return (
    <section className="subscribe-outcome subscribe-outcome--done" aria-labelledby="subscribe-done-title">
      <h2 id="subscribe-done-title" {...focus}>
        {t(`subscribe.${action}.done`)}
      </h2>
      {confirmed && (
        <p>
          {t("subscribe.confirm.what", { topics: confirmed.topics.map((topic) => t(`subscribe.topic.${topic}`)).join(", ") })}{" "}
          {t(`subscribe.frequencyName.${confirmed.frequency}`)}
        </p>
      )}
      <p>{t(`subscribe.${action}.doneText`)}</p>
    </section>
  );
}

/** The page of `action`'s link. */
export function LinkPage({ action }: { action: LinkAction }) {
  const { t, localize } = useLanguage();
  const [params] = useSearchParams();
  const id = params.get("id") ?? "";
  const secret = params.get("t") ?? "";
  const [doneHere, setDoneHere] = useState<Done | null>(null);
  const [confirmed, setConfirmed] = useState<Confirmed | null>(null);
  const [busy, setBusy] = useState(false);
  // The plain form's button could not be done (`problem=failed`): pressed again, it may be.
  const [failure, setFailure] = useState<"network" | "server" | null>(params.get("problem") === "failed" ? "server" : null);
  const done = doneHere ?? doneOf(params.get("done"));

  if (done) return <Outcome done={done} confirmed={confirmed} fromAddress={doneHere === null} />;
  if (id === "" || secret === "") {
    return (
      <div className="subscribe-outcome subscribe-outcome--refused">
        <p>{t("subscribe.link.missing")}</p>
        <p>
          <Link to={localize(SUBSCRIBE_PATH)}>{t("page.subscribe")}</Link>
        </p>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      if (action === "confirm") {
        setConfirmed(await confirmSubscription(id, secret));
        setDoneHere("confirmed");
      } else {
        await endSubscription(id, secret);
        setDoneHere("unsubscribed");
      }
    } catch (error) {
      const refused = linkRefusal(error);
      if (refused) setDoneHere(refused);
      else setFailure(error instanceof ApiError && error.status === 0 ? "network" : "server");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="subscribe-link"
      method="post"
      action={localize(action === "confirm" ? CONFIRM_PATH : UNSUBSCRIBE_PATH)}
      onSubmit={(event) => void onSubmit(event)}
    >
      <p>{t(`subscribe.${action}.intro`)}</p>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="t" value={secret} />
      <button type="submit" className="button button--filled" aria-disabled={busy || undefined}>
        {busy ? t(`subscribe.${action}.busy`) : t(`subscribe.${action}.submit`)}
      </button>
      {failure && (
        <p role="alert" className="form-failure">
          {t(`subscribe.error.${failure}`)}
        </p>
      )}
    </form>
  );
}
