import { useLanguage } from "../../lib/language";

/** How many rows are shown, said politely to screen readers as it changes; with no match at all
 * it is the message that stands in place of the table. */
export function MatchStatus({ shown, total, active }: { shown: number; total: number; active: boolean }) {
  const { t } = useLanguage();
  const text = !active
    ? t("directory.countAll", { total })
    : shown === 0
      ? t("directory.noMatch")
      : t("directory.count", { shown, total });
  return (
    <p role="status" className={`directory__status${active && shown === 0 ? " directory__status--empty" : ""}`}>
      {text}
    </p>
  );
}
