import { PhoneIcon } from "../../components/icons";
import { useLanguage } from "../../lib/language";
import { telUri } from "../../lib/wasm";
import "./sanitation-helpline.css";

/** The helpline for sanitation workers, a tap-to-call link. */
export function SanitationHelpline({ phone }: { phone: string }) {
  const { t } = useLanguage();
  return (
    <section className="helpline" aria-labelledby="home-helpline-title">
      <h2 id="home-helpline-title">{t("home.helpline.title")}</h2>
      <p className="helpline__text">{t("home.helpline.text")}</p>
      <a className="helpline__number" href={telUri(phone)}>
        <PhoneIcon />
        <span className="visually-hidden">{t("home.helpline.call")} </span>
        {phone}
      </a>
    </section>
  );
}
