import type { PageProps } from "../../lib/page-props";
import { ImportantLinks } from "../../components/important-links/important-links";
import { useContent, useDocument } from "../../lib/content/store";
import { GALLERY_CARDS, GalleryCards } from "./gallery-cards";
import { NoticesTicker } from "./notices-ticker";
import { ResultCards } from "./result-cards";
import { SanitationHelpline } from "./sanitation-helpline";
import "./home-page.css";

/** The home page below its heading: links, cleanliness results, helpline and updates, then the
 * newest events. */
export function HomePage(_props: PageProps) {
  const home = useDocument("home");
  const notices = useContent("notices").items;
  // Only the events it shows: after a few years the gallery has hundreds.
  const events = useContent("events", { first: String(GALLERY_CARDS) }).items;
  return (
    <div className="home">
      <div className="home__columns">
        <div className="home__links">
          <ImportantLinks />
        </div>
        <ResultCards results={home.results} />
        <div className="home__side">
          <SanitationHelpline phone={home.helpline} />
          <NoticesTicker notices={notices} />
        </div>
      </div>
      <GalleryCards events={events} />
    </div>
  );
}
