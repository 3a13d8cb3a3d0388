// The site map and the feeds page, fetched together: both are small, list what the site offers,
// and are linked from every footer; one chunk costs the first download one file name, not two.
// Each by its page id (the route table's), so that the first download names each page once;
// the chunk is named after the first of them, which keeps its file name short.
import { FeedsPage } from "../../features/feeds/feeds-page";
import { SiteMapPage } from "../../features/site-map/site-map-page";

export const pages = { sitemap: SiteMapPage, feeds: FeedsPage };
