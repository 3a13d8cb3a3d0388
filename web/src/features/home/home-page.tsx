import type { PageProps } from "../../app/page-props";
import { ImportantLinks } from "../../components/important-links/important-links";
import { GalleryCards } from "./gallery-cards";
import { homeContent, notices } from "./home-data";
import { NoticesTicker } from "./notices-ticker";
import { ResultCards } from "./result-cards";
import { SanitationHelpline } from "./sanitation-helpline";
import "./home-page.css";

/** The home page below its heading: links, cleanliness results, helpline and updates, then the
 * Gallery & Events cards. */
export function HomePage(_props: PageProps) {
  return (
    <div className="home">
      <div className="home__columns">
        <div className="home__links">
          <ImportantLinks />
        </div>
        <ResultCards results={homeContent.results} />
        <div className="home__side">
          <SanitationHelpline phone={homeContent.helpline} />
          <NoticesTicker notices={notices} />
        </div>
      </div>
      <GalleryCards cards={homeContent.gallery} />
    </div>
  );
}
