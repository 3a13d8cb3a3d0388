// /subscribe: a citizen asks for new notices, tenders, recruitment, events or emergency alerts by
// e-mail, in the page's language, at once or daily; the letter with the link to confirm follows.
// `?sent=1` says the plain form (without JavaScript) was taken: the server answers it with this
// address, so the page says it and a reload sends nothing again; a refused one comes back with
// the page rendered again (./subscribe-form.tsx). The page also says what is kept of a
// subscriber, and why.
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Link } from "../../components/link";
import type { PageProps } from "../../lib/page-props";
import { useLanguage } from "../../lib/language";
import { SUBSCRIBE_PATH, SubscribeForm } from "./subscribe-form";
import "../../components/forms/forms.css";
import "./subscriptions.css";

export function SubscribePage(_props: PageProps) {
  const { t, localize } = useLanguage();
  const [params] = useSearchParams();
  // Sent with the app (true), or the plain form's answer in the address.
  const [sentHere, setSentHere] = useState<boolean | null>(null);
  const sent = sentHere ?? params.get("sent") === "1";
  const [round, setRound] = useState(0);
  const told = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sentHere) told.current?.focus();
  }, [sentHere]);

  return (
    <div className="subscribe">
      {sent ? (
        <section className="subscribe-outcome subscribe-outcome--done" aria-labelledby="subscribe-sent-title">
          <h2
            id="subscribe-sent-title"
            ref={told}
            tabIndex={-1}
            // Without JavaScript the page of the plain form's answer takes the focus to it as it opens.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={sentHere === null}
          >
            {t("subscribe.sent.title")}
          </h2>
          <p>{t("subscribe.sent.text")}</p>
          <p>
            {/* A link, so that it leads to an empty form without JavaScript too. */}
            <Link
              to={localize(SUBSCRIBE_PATH)}
              onClick={() => {
                setSentHere(false);
                setRound(round + 1);
              }}
            >
              {t("subscribe.sent.another")}
            </Link>
          </p>
        </section>
      ) : (
        <>
          <p>{t("subscribe.intro")}</p>
          <SubscribeForm key={round} onSent={() => setSentHere(true)} />
        </>
      )}
      <section className="subscribe__kept" aria-labelledby="subscribe-kept-title">
        <h2 id="subscribe-kept-title">{t("subscribe.privacy.title")}</h2>
        <p>{t("subscribe.privacy.kept")}</p>
        <p>{t("subscribe.privacy.notTracked")}</p>
        <p>{t("subscribe.privacy.stop")}</p>
      </section>
    </div>
  );
}
