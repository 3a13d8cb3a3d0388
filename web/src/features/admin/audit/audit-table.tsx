// The entries of the audit log as a table, newest first: when (India time), who, from which
// address, what was done, to what, the detail, and whether it went on the site unreviewed.
import { DataTable } from "../../../components/data-table";
import { useLanguage } from "../../../lib/language";
import { shownInIndia } from "../../../lib/moments";
import type { AuditEntry } from "./audit-api";
import { actionText, detailText, kindText } from "./describe";

/** Whether a text is plain ASCII (a username), which is marked as English and not translated. */
const isAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);

export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  const { t, lang } = useLanguage();
  const columns = ["when", "who", "address", "action", "item", "detail", "review"].map((column) => ({
    heading: t(`audit.column.${column}`),
  }));
  return (
    <DataTable
      id="audit-entries"
      caption={t("audit.caption")}
      columns={columns}
      rows={entries.map((entry) => ({
        key: String(entry.id),
        cells: [
          <time dateTime={entry.at}>{shownInIndia(entry.at, lang)}</time>,
          entry.who ? (
            <span translate="no" lang={isAscii(entry.who) ? "en" : undefined}>
              {entry.who}
            </span>
          ) : (
            t("audit.bySite")
          ),
          <span translate="no">{entry.address}</span>,
          actionText(entry.action, t),
          <>
            {entry.kind && kindText(entry.kind, t)}
            {entry.kind && entry.item && ": "}
            {entry.item && <span translate="no">{entry.item}</span>}
            {entry.version !== undefined && ` (${t("audit.version", { version: entry.version })})`}
          </>,
          detailText(entry.action, entry.detail, t),
          entry.unreviewed && <span className="audit-table__unreviewed">{t("audit.unreviewed")}</span>,
        ],
      }))}
    />
  );
}
