import type { PageProps } from "../../app/page-props";
import { useDocument } from "../../lib/content/store";
import { CityTabs } from "./city-tabs";
import "./city-info-page.css";

/** City information in five tabs, Overview first. */
export function CityInfoPage(_props: PageProps) {
  return <CityTabs tabs={useDocument("city-info").tabs} />;
}
