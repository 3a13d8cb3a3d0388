import { Link } from "../../components/link";
import { LastUpdated } from "../../components/layout/last-updated";
import { PageTitle } from "../../components/page-title";
import { useLanguage } from "../../lib/language";

/** Any path outside the route table (the server answers it with HTTP 404). */
export function NotFoundPage() {
  const { t, localize } = useLanguage();
  return (
    <>
      <PageTitle titleKey="notFound.title" />
      <p className="lead">{t("notFound.message")}</p>
      <p>
        <Link to={localize("/")}>{t("notFound.home")}</Link>
      </p>
      <LastUpdated />
    </>
  );
}
