// The messages of the inbox, newest first, as a list named by its heading.
import { useLanguage } from "../../../lib/language";
import type { InboxMessage } from "./feedback-api";
import { InboxItem } from "./inbox-item";

interface InboxListProps {
  items: readonly InboxMessage[];
  /** The id of the heading that names the list. */
  labelledBy: string;
  onSaved: (record: InboxMessage) => void;
}

export function InboxList({ items, labelledBy, onSaved }: InboxListProps) {
  const { t } = useLanguage();
  return (
    <>
      <p className="inbox__shown">{t("inbox.shown", { count: items.length })}</p>
      <ol className="inbox-list" aria-labelledby={labelledBy}>
        {items.map((record) => (
          <InboxItem key={record.trackingId} record={record} onSaved={onSaved} />
        ))}
      </ol>
    </>
  );
}
