import { ChangeNotes } from "../../components/change-notes";
import type { PageProps } from "../../lib/page-props";
import { useLanguage } from "../../lib/language";
import { useDocument } from "../../lib/content/store";
import { PolicySection } from "./policy-section";
import "./policies.css";

/** The privacy policy: when it last changed, then its numbered sections. */
export function PrivacyPolicyPage(_props: PageProps) {
  const { t, lang } = useLanguage();
  const privacyPolicy = useDocument("privacy-policy");
  return (
    <div className="policy">
      <ChangeNotes changes={privacyPolicy.changes} page />
      <p className="policy__updated">{t("privacy.lastUpdated", { date: privacyPolicy.lastUpdated[lang] })}</p>
      <p>{privacyPolicy.intro[lang]}</p>
      <ol className="policy__numbered">
        {privacyPolicy.sections.map((section) => (
          <li key={section.id}>
            <PolicySection section={section} />
          </li>
        ))}
      </ol>
    </div>
  );
}
