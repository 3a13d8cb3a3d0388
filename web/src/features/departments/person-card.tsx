import { useLanguage } from "../../lib/language";
import { PhoneLink } from "../../components/phone-link";

interface PersonCardProps {
  name: string;
  /** Label and value of the person's post or position. */
  role: { label: string; value: string };
  /** Label and printed number of the phone or mobile. */
  phone: { label: string; number: string };
  image: string;
  /** Sizes of the image as rendered, so that nothing shifts while it loads. */
  size: number;
  /** Staff cards are below the fold; the head's photo is not. */
  lazy?: boolean;
  className?: string;
}

/** A person with photo, name, post and a tap-to-call number: the head card and the staff cards. */
export function PersonCard({ name, role, phone, image, size, lazy, className }: PersonCardProps) {
  const { t } = useLanguage();
  return (
    <article className={`dept-card ${className ?? ""}`}>
      <img
        className="dept-card__photo"
        src={image}
        alt={t("departments.photoAlt", { name })}
        width={size}
        height={size}
        loading={lazy ? "lazy" : undefined}
        decoding="async"
      />
      <div className="dept-card__text">
        <h3 className="dept-card__name">{name}</h3>
        <dl className="dept-card__facts">
          <div>
            <dt>{role.label}</dt>
            <dd>{role.value}</dd>
          </div>
          <div>
            <dt>{phone.label}</dt>
            <dd>
              <PhoneLink number={phone.number} />
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
