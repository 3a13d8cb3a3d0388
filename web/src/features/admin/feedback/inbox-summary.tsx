// How many of the messages shown stand at each status, wait for an answer due today, and wait
// past it; and the median time to a first answer.
import { useLanguage } from "../../../lib/language";
import type { Inbox } from "./feedback-api";
import { FEEDBACK_STATUSES } from "../../../generated/content";
import { medianText } from "./inbox-filters";

export function InboxSummary({ counts, median }: { counts: Inbox["counts"]; median: number | null }) {
  const { t } = useLanguage();
  return (
    <dl className="inbox-summary">
      {FEEDBACK_STATUSES.map((status) => (
        <div key={status} className="inbox-summary__count">
          <dt>{t(`inbox.status.${status}`)}</dt>
          <dd>{counts[status]}</dd>
        </div>
      ))}
      <div className="inbox-summary__count">
        <dt>{t("inbox.dueToday")}</dt>
        <dd>{counts.dueToday}</dd>
      </div>
      <div className="inbox-summary__count inbox-summary__count--overdue">
        <dt>{t("inbox.overdue")}</dt>
        <dd>{counts.overdue}</dd>
      </div>
      <div className="inbox-summary__median">
        <dt>{t("inbox.median")}</dt>
        <dd>{medianText(median, t)}</dd>
      </div>
    </dl>
  );
}
