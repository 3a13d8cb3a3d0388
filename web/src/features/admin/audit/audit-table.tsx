// The entries of the audit log as a table, newest first: when (India time), who, from which
// address, what was done, to what, the detail, and whether it went on the site unreviewed.
import { DataTable } from "../../../components/data-table";
import { useLanguage } from "../../../lib/language";
import { shownInIndia } from "../content/moments";
import type { AuditEntry } from "./audit-api";
import { actionText, detailText, kindText } from "./describe";

/** Whether a text is plain ASCII (a username), which is marked as English and not translated. */
const isAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);

export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  const { t, lang } = useLanguage();
  const headings = ["when", "who", "address", "action", "item", "detail", "review"].map((column) =>
    t(`audit.column.${column}`),
  );
  return (
    <DataTable id="audit-entries" caption={t("audit.caption")} headings={headings} className="audit-table">
      {entries.map((entry) => (
        <tr key={entry.id}>
          <td>
            <time dateTime={entry.at}>{shownInIndia(entry.at, lang)}</time>
          </td>
          <td translate="no" lang={isAscii(entry.who) ? "en" : undefined}>
            {entry.who}
          </td>
          <td translate="no">{entry.address}</td>
          <td>{actionText(entry.action, t)}</td>
          <td>
            {entry.kind && kindText(entry.kind, t)}
            {entry.kind && entry.item && ": "}
            {entry.item && <span translate="no">{entry.item}</span>}
            {entry.version !== undefined && ` (${t("audit.version", { version: entry.version })})`}
          </td>
          <td>{detailText(entry.action, entry.detail, t)}</td>
          <td>{entry.unreviewed && <span className="audit-table__unreviewed">{t("audit.unreviewed")}</span>}</td>
        </tr>
      ))}
    </DataTable>
  );
}
