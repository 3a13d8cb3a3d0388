// The messages of the inbox, newest first, as a list named by its heading.
import { useState } from "react";
import { useLanguage } from "../../../lib/language";
import type { FeedbackRecord } from "./feedback-api";
import { InboxItem } from "./inbox-item";

interface InboxListProps {
  items: readonly FeedbackRecord[];
  /** The id of the heading that names the list. */
  labelledBy: string;
  onSaved: (record: FeedbackRecord) => void;
}

export function InboxList({ items, labelledBy, onSaved }: InboxListProps) {
  const { t } = useLanguage();
  // The moment the list is first shown, which each message's "overdue" is said at.
  const [now] = useState(() => Date.now());
  return (
    <>
      <p className="inbox__shown">{t("inbox.shown", { count: items.length })}</p>
      <ol className="inbox-list" aria-labelledby={labelledBy}>
        {items.map((record) => (
          <InboxItem key={record.trackingId} record={record} now={now} onSaved={onSaved} />
        ))}
      </ol>
    </>
  );
}
