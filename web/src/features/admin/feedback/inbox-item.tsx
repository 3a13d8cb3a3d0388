// One message of the inbox: its tracking number and facts (received, category, ward, status,
// the day its answer is due, said "overdue" in words when it is past, who deals with it, and to
// whom it was escalated), the reasons its citizen gave for reopening it, and, opened, what the
// citizen wrote, how to reach them, its steps, the public reply and the answer form. After a
// save, a message says so and takes focus.
import { useEffect, useRef, useState } from "react";
import { PhoneLink } from "../../../components/phone-link";
import { formatDay, indiaDay } from "../../../lib/dates";
import { useLanguage } from "../../../lib/language";
import { shownInIndia } from "../../../lib/moments";
import { AnswerForm } from "./answer-form";
import { receivedAt, statusOf, type InboxMessage } from "./feedback-api";
import { textLang } from "./text-lang";

interface InboxItemProps {
  record: InboxMessage;
  onSaved: (record: InboxMessage) => void;
}

/** The day a message's answer is due, and whether it is past (at the server's now) or the
 * message was answered. */
function DueDay({ record }: { record: InboxMessage }) {
  const { t, lang } = useLanguage();
  const due = record.answerDue;
  return (
    <>
      <time dateTime={due}>{formatDay(indiaDay(due), lang)}</time>
      {record.due === "overdue" && (
        <>
          {" "}
          <strong className="inbox-due inbox-due--overdue">{t("inbox.due.overdue")}</strong>
        </>
      )}
      {!record.waiting && ` (${t("inbox.due.answered")})`}
    </>
  );
}

export function InboxItem({ record, onSaved }: InboxItemProps) {
  const { t, lang } = useLanguage();
  // The message of the last save, and how many saves there were (each one takes focus).
  const [saved, setSaved] = useState({ text: "", count: 0 });
  const said = useRef<HTMLParagraphElement>(null);
  const base = `inbox-${record.trackingId}`;
  const status = statusOf(record);
  const when = (moment: string) => <time dateTime={moment}>{shownInIndia(moment, lang)}</time>;

  const afterSave = (next: InboxMessage) => {
    onSaved(next);
    const text = t("inbox.saved", { id: next.trackingId, status: t(`inbox.status.${statusOf(next)}`) });
    setSaved((old) => ({ text, count: old.count + 1 }));
  };

  // Once the message is rendered (an empty one is hidden and cannot take focus).
  useEffect(() => {
    if (saved.count > 0) said.current?.focus();
  }, [saved.count]);

  return (
    <li className="inbox-item">
      <h3 id={`${base}-title`} className="inbox-item__title">
        <span className="visually-hidden">{t("inbox.trackingId")} </span>
        <span lang="en" translate="no">
          {record.trackingId}
        </span>
      </h3>
      <dl className="inbox-item__facts">
        <div>
          <dt>{t("inbox.fact.received")}</dt>
          <dd>{when(receivedAt(record))}</dd>
        </div>
        <div>
          <dt>{t("inbox.fact.category")}</dt>
          <dd>{t(`inbox.category.${record.category}`)}</dd>
        </div>
        <div>
          <dt>{t("inbox.fact.ward")}</dt>
          <dd>{record.ward === null ? t("inbox.noWard") : record.ward}</dd>
        </div>
        <div>
          <dt>{t("inbox.fact.status")}</dt>
          <dd>
            <span className={`inbox-status inbox-status--${status}`}>{t(`inbox.status.${status}`)}</span>
          </dd>
        </div>
        <div>
          <dt>{t("inbox.fact.answerBy")}</dt>
          <dd>
            <DueDay record={record} />
          </dd>
        </div>
        <div>
          <dt>{t("inbox.fact.assignee")}</dt>
          <dd>
            {record.assignee ? (
              <span lang="en" translate="no">
                {record.assignee}
              </span>
            ) : (
              t("inbox.nobody")
            )}
          </dd>
        </div>
        {record.escalated && (
          <div>
            <dt>{t("inbox.fact.escalated")}</dt>
            <dd>{t("inbox.escalated", { username: record.escalated.to, when: shownInIndia(record.escalated.at, lang) })}</dd>
          </div>
        )}
      </dl>
      {record.reopenings && record.reopenings.length > 0 && (
        <div className="inbox-item__reopenings">
          <h4 id={`${base}-reopenings`}>{t("inbox.reopenings")}</h4>
          <ul aria-labelledby={`${base}-reopenings`}>
            {record.reopenings.map((reopening, index) => (
              <li key={index}>
                {when(reopening.at)}:{" "}
                <span className="inbox-item__reason" lang={textLang(reopening.reason)}>
                  {reopening.reason}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <details className="inbox-item__details">
        <summary>{t("inbox.open")}</summary>
        <div className="inbox-item__body">
          <h4>{t("inbox.message")}</h4>
          <p className="inbox-item__message" lang={textLang(record.message)}>
            {record.message}
          </p>
          {record.photo && (
            <p className="inbox-item__photo">
              <a href={record.photo} target="_blank" rel="noopener noreferrer">
                <img src={record.photo} alt={t("inbox.photo")} loading="lazy" />
              </a>
            </p>
          )}
          <h4>{t("inbox.sender")}</h4>
          <dl className="inbox-item__sender">
            <div>
              <dt>{t("inbox.name")}</dt>
              <dd lang={record.name ? textLang(record.name) : undefined}>{record.name ?? t("inbox.notGiven")}</dd>
            </div>
            <div>
              <dt>{t("inbox.phone")}</dt>
              <dd>{record.phone ? <PhoneLink number={record.phone} /> : t("inbox.notGiven")}</dd>
            </div>
            <div>
              <dt>{t("inbox.email")}</dt>
              <dd>
                {record.email ? (
                  <a href={`mailto:${record.email}`} lang="en" translate="no">
                    {record.email}
                  </a>
                ) : (
                  t("inbox.notGiven")
                )}
              </dd>
            </div>
            <div>
              <dt>{t("inbox.page")}</dt>
              <dd>
                {record.page ? (
                  <a href={record.page} lang="en" translate="no">
                    {record.page}
                  </a>
                ) : (
                  t("inbox.notGiven")
                )}
              </dd>
            </div>
          </dl>
          <h4>{t("inbox.steps")}</h4>
          <ol className="inbox-item__steps">
            {record.steps.map((step, index) => (
              <li key={index}>
                {t(`inbox.status.${step.status}`)}: {when(step.at)}
              </li>
            ))}
          </ol>
          <h4>{t("inbox.reply")}</h4>
          {record.reply ? (
            <>
              <p className="inbox-item__reply" lang={textLang(record.reply.text)}>
                {record.reply.text}
              </p>
              <p className="inbox-item__replied">
                {t("inbox.repliedAt")} {when(record.reply.at)}
              </p>
            </>
          ) : (
            <p>{t("inbox.noReply")}</p>
          )}
          <AnswerForm
            key={`${record.steps.length}-${record.reply?.at ?? ""}-${record.assignee ?? ""}`}
            record={record}
            onSaved={afterSave}
          />
        </div>
      </details>
      <p ref={said} role="status" tabIndex={-1} className={`admin-message${saved.text ? " admin-message--success" : ""}`}>
        {saved.text}
      </p>
    </li>
  );
}
