// The public notes of an item's published changes: "Updated on 24 November 2026: the closing
// date moved to 20 December", newest first, in the page language. Small under a row of a
// table; on a page of its own (`page`), a boxed list at the start of its content.
import type { ChangeNote } from "../generated/content";
import { formatDay, indiaDay } from "../lib/dates";
import { useLanguage } from "../lib/language";
import "./change-notes.css";

export function ChangeNotes({ changes, page = false }: { changes?: readonly ChangeNote[]; page?: boolean }) {
  const { t, lang } = useLanguage();
  if (!changes || changes.length === 0) return null;
  return (
    <ul className={page ? "change-notes change-notes--page" : "change-notes"}>
      {[...changes].reverse().map((change) => {
        const day = indiaDay(change.at);
        return (
          <li key={change.at}>
            <time dateTime={day}>{t("common.updatedOn", { date: formatDay(day, lang) })}</time>: {change.note[lang]}
          </li>
        );
      })}
    </ul>
  );
}
