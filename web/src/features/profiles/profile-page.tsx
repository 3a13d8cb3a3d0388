import { ChangeNotes } from "../../components/change-notes";
import type { PageProps } from "../../lib/page-props";
import { useLanguage } from "../../lib/language";
import { CareerSection, EmailLink, Field, MobileLink, ProfileCard } from "./profile-layout";
import { useDocument } from "../../lib/content/store";
import { isProfile } from "./profiles";
import "./profile-page.css";

function CommissionerProfile() {
  const { t, lang } = useLanguage();
  const c = useDocument("profiles").commissioner;
  return (
    <ProfileCard name={c.name[lang]} photo={c.photo}>
      <Field label={t("profiles.designation")}>{c.designation[lang]}</Field>
      <Field label={t("profiles.service")}>{c.service[lang]}</Field>
      <Field label={t("profiles.jurisdiction")}>{c.jurisdiction[lang]}</Field>
      <Field label={t("profiles.education")}>{c.education[lang]}</Field>
      <Field label={t("profiles.previousPostings")}>
        <ul className="profile__postings">
          {c.previousPostings.map((posting) => (
            <li key={posting.en}>{posting[lang]}</li>
          ))}
        </ul>
      </Field>
      <Field label={t("profiles.achievement")}>{c.achievement[lang]}</Field>
    </ProfileCard>
  );
}

function MayorProfile() {
  const { t, lang } = useLanguage();
  const m = useDocument("profiles").mayor;
  return (
    <>
      <ProfileCard name={m.name[lang]} photo={m.photo}>
        <Field label={t("profiles.mobile")}>
          <MobileLink number={m.mobile} />
        </Field>
        <Field label={t("profiles.email")}>
          <EmailLink address={m.email} />
        </Field>
        <Field label={t("profiles.education")}>{m.education[lang]}</Field>
      </ProfileCard>
      <CareerSection>
        <ol className="profile__timeline">
          {m.career.map((step) => (
            <li key={step.year}>
              <time className="profile__year" dateTime={String(step.year)}>
                {step.year}
              </time>{" "}
              <span>{step.text[lang]}</span>
            </li>
          ))}
        </ol>
      </CareerSection>
    </>
  );
}

function ChairmanProfile() {
  const { t, lang } = useLanguage();
  const c = useDocument("profiles").chairman;
  return (
    <>
      <ProfileCard name={c.name[lang]} photo={c.photo}>
        <Field label={t("profiles.mobile")}>
          <MobileLink number={c.mobile} />
        </Field>
        <Field label={t("profiles.email")}>
          <EmailLink address={c.email} />
        </Field>
        <Field label={t("profiles.education")}>{c.education[lang]}</Field>
      </ProfileCard>
      <CareerSection>
        <ul className="profile__career-list">
          {c.career.map((step) => (
            <li key={step.en}>{step[lang]}</li>
          ))}
        </ul>
      </CareerSection>
    </>
  );
}

const PROFILES = {
  commissioner: CommissionerProfile,
  mayor: MayorProfile,
  chairman: ChairmanProfile,
};

/** /commissioner, /mayor and /chairman, from content/profiles.json. */
export function ProfilePage({ route }: PageProps) {
  const { changes } = useDocument("profiles");
  if (!isProfile(route.page)) return null;
  const Profile = PROFILES[route.page];
  return (
    <div className="profile">
      <ChangeNotes changes={changes} page />
      <Profile />
    </div>
  );
}
