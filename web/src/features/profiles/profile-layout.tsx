import type { ReactNode } from "react";
import { useLanguage } from "../../lib/language";
import { telUri } from "../../lib/wasm";

/** One row of a profile's description list. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="profile__field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A mobile number as a tap-to-call link (plain text if it cannot be dialled). */
export function MobileLink({ number }: { number: string }) {
  const href = telUri(number);
  return href ? <a href={href}>{number}</a> : <>{number}</>;
}

/** An e-mail address as a mailto: link. */
export function EmailLink({ address }: { address: string }) {
  return <a href={`mailto:${address}`}>{address}</a>;
}

interface ProfileCardProps {
  name: string;
  photo: string;
  /** The fields, as <Field> rows. */
  children: ReactNode;
}

/** Photo, name and the description list of a profile's fields. */
export function ProfileCard({ name, photo, children }: ProfileCardProps) {
  const { t } = useLanguage();
  return (
    <section className="profile__card" aria-labelledby="profile-name">
      <img className="profile__photo" src={photo} alt={t("profiles.photoAlt", { name })} width={240} height={280} />
      <div className="profile__body">
        <h2 id="profile-name" className="profile__name">
          {name}
        </h2>
        <dl className="profile__fields">{children}</dl>
      </div>
    </section>
  );
}

/** The political career, under its own heading. */
export function CareerSection({ children }: { children: ReactNode }) {
  const { t } = useLanguage();
  return (
    <section className="profile__career" aria-labelledby="profile-career">
      <h2 id="profile-career">{t("profiles.career")}</h2>
      {children}
    </section>
  );
}
