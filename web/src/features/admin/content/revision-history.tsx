// Every saved version of an item, newest first: who saved it, when and as what, the steps taken
// with it since (sent for review, approved, returned, published, archived: by whom and when),
// and which one visitors see now. Any earlier one can be compared with the newest (the fields that changed, both languages side by side) and
// restored, which saves it again as a new version (a draft, for an editor, until approved).
import { useEffect, useState } from "react";
import { ApiError } from "../../../lib/api";
import { useLanguage } from "../../../lib/language";
import { useSession } from "../session";
import { listRevisions, restoreRevision, type Revision, type RevisionList, type Saved, type StoredItem } from "./content-api";
import { shownInIndia } from "../../../lib/moments";
import { pathLabel, problemMessages } from "./problem-text";
import { refusal, type Refusal } from "../refusal";
import { RefusalMessage } from "../refusal-message";
import { changedFields, type Shown } from "./revisions";

interface RevisionHistoryProps {
  kind: string;
  stored: StoredItem;
  onRestored: (saved: Saved) => void;
}

function ShownValue({ value }: { value: Shown }) {
  if ("text" in value) return <>{value.text}</>;
  return (
    <>
      <span lang="en" className="content-history__text">
        {value.en}
      </span>
      <span lang="hi" className="content-history__text">
        {value.hi}
      </span>
    </>
  );
}

export function RevisionHistory({ kind, stored, onRestored }: RevisionHistoryProps) {
  const { t, lang } = useLanguage();
  const { expired } = useSession();
  const [list, setList] = useState<RevisionList | undefined>();
  // Why the versions could not be loaded, or the last restore did not happen.
  const [failed, setFailed] = useState<Refusal | undefined>();
  const [comparing, setComparing] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    listRevisions(kind, stored.id).then(
      (answer) => live && setList(answer),
      (error: unknown) => live && setFailed(refusal(error, "history.failed")),
    );
    return () => {
      live = false;
    };
  }, [kind, stored.id, stored.version]);

  const restore = async (revision: number) => {
    if (busy) return;
    setBusy(true);
    setFailed(undefined);
    try {
      onRestored(await restoreRevision(kind, stored.id, revision, stored.version));
      setComparing(undefined);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) expired();
      else setFailed(refusal(error, "history.restoreFailed"));
    } finally {
      setBusy(false);
    }
  };

  const revisions = list?.revisions;
  const newest = revisions?.at(-1);
  const when = (moment: string) => shownInIndia(moment, lang);
  const compared = revisions?.find((revision) => revision.version === comparing);
  const changes = compared && newest ? changedFields(compared.data, newest.data) : [];

  return (
    <details className="content-history">
      <summary>{t("history.title")}</summary>
      {failed && (
        <div role="alert" className="admin-message admin-message--error">
          <RefusalMessage
            refusal={failed}
            describe={(fields) =>
              Object.entries(fields).flatMap(([path, codes]) =>
                problemMessages(t, codes, undefined, path).map((message) => `${pathLabel(t, path)}: ${message}`),
              )
            }
          />
        </div>
      )}
      {list && revisions && (
        <ol className="content-history__list" reversed>
          {[...revisions].reverse().map((revision) => (
            <li key={revision.version}>
              <p>
                <strong>{t("history.version", { version: revision.version })}</strong>
                {" · "}
                {savedLine(revision, t, when)}
                {revision.restoredFrom !== undefined && ` · ${t("history.restoredFrom", { version: revision.restoredFrom })}`}
              </p>
              {revision.steps.length > 0 && (
                <ul className="content-history__steps">
                  {revision.steps.map((step) => (
                    <li key={`${step.action}-${step.at}`}>
                      {t(`history.step.${step.action}`, { name: step.by, time: when(step.at) })}
                      {step.comment && (
                        <>
                          {": "}
                          <q>{step.comment}</q>
                        </>
                      )}
                    </li>
                  ))}
                </ul>
              )}
              <ShownLine list={list} revision={revision} newest={revision === newest} when={when} />
              {revision.version !== newest?.version && (
                <button
                  type="button"
                  className="button"
                  aria-expanded={comparing === revision.version}
                  onClick={() => setComparing(comparing === revision.version ? undefined : revision.version)}
                >
                  {t("history.compare", { version: revision.version })}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      {compared && newest && (
        <section className="content-history__compare" aria-labelledby="history-compare-title">
          <h3 id="history-compare-title">{t("history.compareTitle", { old: compared.version, new: newest.version })}</h3>
          {changes.length === 0 ? (
            <p>{t("history.same")}</p>
          ) : (
            <table className="content-history__table">
              <thead>
                <tr>
                  <th scope="col">{t("history.field")}</th>
                  <th scope="col">{t("history.version", { version: compared.version })}</th>
                  <th scope="col">{t("history.version", { version: newest.version })}</th>
                </tr>
              </thead>
              <tbody>
                {changes.map((change) => (
                  <tr key={change.path}>
                    <th scope="row">{pathLabel(t, change.path)}</th>
                    <td>
                      <ShownValue value={change.before} />
                    </td>
                    <td>
                      <ShownValue value={change.after} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => void restore(compared.version)}>
            {t("history.restore", { version: compared.version })}
          </button>
        </section>
      )}
    </details>
  );
}

type Translate = (key: string, args?: Record<string, string | number>) => string;

/** Who saved `revision`, when, and as what (a draft, or published at once). */
function savedLine(revision: Revision, t: Translate, when: (moment: string) => string): string {
  if (!revision.by) return t("history.fromStart");
  const values = { name: revision.by, time: when(revision.at) };
  return t(revision.status === "published" ? "history.saved.published" : "history.saved.draft", values);
}

/** Whether visitors see `revision`: on the site now (since when), in the archive, waiting for
 * its moment, or, for the newest, not on the site; nothing for an older one they do not see. */
function ShownLine({
  list,
  revision,
  newest,
  when,
}: {
  list: RevisionList;
  revision: Revision;
  newest: boolean;
  when: (moment: string) => string;
}) {
  const { t } = useLanguage();
  const { onSite, appearsAt } = list;
  let line: string | undefined;
  if (onSite?.version === revision.version) {
    const key = onSite.archived ? "history.shown.archive" : "history.shown.now";
    line = onSite.since ? t(`${key}Since`, { time: when(onSite.since) }) : t(key);
  } else if (newest && appearsAt) line = t("history.shown.scheduled", { time: when(appearsAt) });
  else if (newest) line = t("history.shown.not");
  return line ? <p className="content-history__shown">{line}</p> : null;
}
