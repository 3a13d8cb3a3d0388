import { ChangeNotes } from "../../components/change-notes";
import type { PageProps } from "../../lib/page-props";
import { useDocument } from "../../lib/content/store";
import { CityTabs } from "./city-tabs";
import "./city-info-page.css";

/** City information in five tabs, Overview first. */
export function CityInfoPage(_props: PageProps) {
  const cityInfo = useDocument("city-info");
  return (
    <>
      <ChangeNotes changes={cityInfo.changes} page />
      <CityTabs tabs={cityInfo.tabs} />
    </>
  );
}
