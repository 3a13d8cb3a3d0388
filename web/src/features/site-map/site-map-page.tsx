import type { PageProps } from "../../lib/page-props";
import { useLanguage } from "../../lib/language";
import { navigation, routeTable, type RouteInfo } from "../../lib/wasm";
import "./site-map.css";

/** Pages that do something only with what their address names: a document's page shows the
 * document it names (reached from the lists of documents), and a subscription letter's links
 * open the pages that confirm or end that subscription. */
const NAMED_BY_ADDRESS = new Set(["document", "subscribe-confirm", "subscribe-unsubscribe"]);

/** The public pages outside the header's navigation, each once (a page with two spellings of
 * its address, such as the corporators', is listed under the first), but those a link names. */
function otherPages(): RouteInfo[] {
  const inNavigation = new Set(
    navigation.flatMap((item) => (item.kind === "link" ? [item.route.page] : item.items.map((route) => route.page))),
  );
  const seen = new Set<string>();
  return routeTable.filter((route) => {
    if (route.layout !== "public" || NAMED_BY_ADDRESS.has(route.page) || inNavigation.has(route.page) || seen.has(route.page)) {
      return false;
    }
    seen.add(route.page);
    return true;
  });
}

/** /sitemap: every page of the site for people, as the header's navigation orders them (its
 * menus as groups), then the pages reached from other pages (archives, search, feeds). */
export function SiteMapPage(_props: PageProps) {
  const { t, localize } = useLanguage();
  const link = (route: RouteInfo) => (
    <li key={route.path}>
      <a href={localize(route.path)}>{t(route.titleKey)}</a>
    </li>
  );
  const links = navigation.flatMap((item) => (item.kind === "link" ? [item.route] : []));
  const menus = navigation.flatMap((item) => (item.kind === "menu" ? [item] : []));
  return (
    <div className="site-map">
      <p>{t("sitemap.intro")}</p>
      <section aria-labelledby="site-map-main">
        <h2 id="site-map-main">{t("sitemap.main")}</h2>
        <ul className="site-map__list">{links.map(link)}</ul>
      </section>
      {menus.map((menu) => (
        <section key={menu.id} aria-labelledby={`site-map-${menu.id}`}>
          <h2 id={`site-map-${menu.id}`}>{t(menu.titleKey)}</h2>
          <ul className="site-map__list">{menu.items.map(link)}</ul>
        </section>
      ))}
      <section aria-labelledby="site-map-other">
        <h2 id="site-map-other">{t("sitemap.other")}</h2>
        <ul className="site-map__list">{otherPages().map(link)}</ul>
      </section>
    </div>
  );
}
