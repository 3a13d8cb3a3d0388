// Every kind of content, lists first (notices, tenders, …) then the pages that are one document
// each (the FAQ, the contact page, …), each with what it is and where it shows.
import { Link } from "../../../components/link";
import { searchWithLang, useLanguage } from "../../../lib/language";
import { CONTENT_PATH, contentSearch } from "./content-path";
import { KINDS } from "./schema";
import { WaitingList } from "./waiting-list";

export function KindIndex() {
  const { t, lang } = useLanguage();
  const groups = [
    { title: "content.lists", kinds: KINDS.filter((spec) => spec.shape === "collection") },
    { title: "content.documents", kinds: KINDS.filter((spec) => spec.shape === "document") },
  ];
  return (
    <>
      <WaitingList />
      {groups.map((group) => (
        <section key={group.title} className="content-kinds" aria-labelledby={`${group.title}-title`}>
          <h2 id={`${group.title}-title`}>{t(group.title)}</h2>
          <ul className="content-kinds__list">
            {group.kinds.map((spec) => (
              <li key={spec.kind}>
                <Link to={`${CONTENT_PATH}${searchWithLang(contentSearch(spec.kind), lang)}`}>
                  {t(`content.kind.${spec.kind}`)}
                </Link>
                <p>{t(`content.kindHint.${spec.kind}`)}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
