// What waits for the signed-in person: items in review that they may approve, their own
// versions returned with a comment, and their drafts not yet sent for review.
import { Link } from "../../../components/link";
import { searchWithLang, useLanguage } from "../../../lib/language";
import { CONTENT_PATH, contentSearch } from "./content-path";
import { shownInIndia } from "../../../lib/moments";
import { useWaiting } from "../waiting";

export function WaitingList() {
  const { t, lang } = useLanguage();
  const { lists } = useWaiting();
  if (!lists) return null;
  const groups = (["review", "returned", "drafts"] as const).filter((group) => lists[group].length > 0);
  return (
    <section className="content-waiting" aria-labelledby="waiting-title">
      <h2 id="waiting-title">{t("waiting.title")}</h2>
      {groups.length === 0 && <p>{t("waiting.none")}</p>}
      {groups.map((group) => (
        <section key={group} aria-labelledby={`waiting-${group}`}>
          <h3 id={`waiting-${group}`}>{t(`waiting.${group}`, { count: lists[group].length })}</h3>
          <ul className="content-waiting__list">
            {lists[group].map((entry) => (
              <li key={`${entry.kind}/${entry.id}`}>
                <Link to={`${CONTENT_PATH}${searchWithLang(contentSearch(entry.kind, entry.id), lang)}`}>{entry.label || entry.id}</Link>{" "}
                <span>
                  ({t(`content.kind.${entry.kind}`)} ·{" "}
                  {t("review.savedBy", { name: entry.updatedBy, time: shownInIndia(entry.updatedAt, lang) })})
                </span>
                {entry.returned && <blockquote className="content-review__comment">{entry.returned.comment}</blockquote>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
