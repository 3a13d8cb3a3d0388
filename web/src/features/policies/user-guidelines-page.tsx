import { ChangeNotes } from "../../components/change-notes";
import type { PageProps } from "../../lib/page-props";
import { useLanguage } from "../../lib/language";
import { useDocument } from "../../lib/content/store";
import { PolicySection } from "./policy-section";
import "./policies.css";

/** The user guidelines: a list of contents, then every section (each an anchor target). */
export function UserGuidelinesPage(_props: PageProps) {
  const { t, lang } = useLanguage();
  const userGuidelines = useDocument("user-guidelines");
  return (
    <div className="policy">
      <ChangeNotes changes={userGuidelines.changes} page />
      <nav className="policy__contents" aria-labelledby="guidelines-contents">
        <h2 id="guidelines-contents">{t("guidelines.contents")}</h2>
        <ul>
          {userGuidelines.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title[lang]}</a>
            </li>
          ))}
        </ul>
      </nav>
      {userGuidelines.sections.map((section) => (
        <PolicySection key={section.id} section={section} />
      ))}
    </div>
  );
}
