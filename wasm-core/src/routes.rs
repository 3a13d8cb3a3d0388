//! The route table of the site: every path the site has, the layout it uses and
//! where it sits in the header navigation.
//!
//! The browser builds its router and menus from this table, and the server uses it to answer
//! a known path with 200 and any other with 404. Menu labels and page headings come from the
//! i18n catalogs under [`Route::title_key`] and [`Menu::title_key`].

use crate::prefixed;

/// Which frame a page is rendered in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layout {
    /// The public header, navigation and footer.
    Public,
    /// The bare admin frame, without the public header and footer.
    Bare,
}

impl Layout {
    /// The layout's name as the browser knows it: `public` or `bare`.
    pub fn name(self) -> &'static str {
        match self {
            Layout::Public => "public",
            Layout::Bare => "bare",
        }
    }
}

/// A dropdown menu of the header navigation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Menu {
    /// The corporation: its officials, RTI and policies.
    Corporation,
    /// One page per department.
    Departments,
    /// The telephone directories.
    Directory,
}

impl Menu {
    /// The short name used in ids and catalog keys.
    pub fn id(self) -> &'static str {
        match self {
            Menu::Corporation => "corporation",
            Menu::Departments => "departments",
            Menu::Directory => "directory",
        }
    }

    /// The catalog key of the menu's label, such as `nav.departments`.
    pub fn title_key(self) -> String {
        prefixed("nav.", self.id())
    }
}

/// Where a route shows up in the header navigation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Nav {
    /// Not linked from the navigation.
    Hidden,
    /// A link of its own in the navigation bar.
    Bar,
    /// An entry of a dropdown menu.
    In(Menu),
}

/// One path of the site.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Route {
    /// The exact path, case-sensitive, without a trailing slash (except `/`).
    pub path: &'static str,
    /// The page shown there; two paths may show the same page.
    pub page: &'static str,
    /// The frame the page is rendered in.
    pub layout: Layout,
    /// Where the route shows up in the navigation.
    pub nav: Nav,
}

impl Route {
    /// The catalog key of the page's name, used as menu label and page heading: `page.<page>`.
    pub fn title_key(&self) -> String {
        prefixed("page.", self.page)
    }
}

const fn public(path: &'static str, page: &'static str, nav: Nav) -> Route {
    Route {
        path,
        page,
        layout: Layout::Public,
        nav,
    }
}

const fn bare(path: &'static str, page: &'static str, nav: Nav) -> Route {
    Route {
        path,
        page,
        layout: Layout::Bare,
        nav,
    }
}

const CORPORATION: Nav = Nav::In(Menu::Corporation);
const DEPARTMENTS: Nav = Nav::In(Menu::Departments);
const DIRECTORY: Nav = Nav::In(Menu::Directory);

/// Every route, in navigation order (the header's order: Home, the three menus, then the links).
pub const ROUTES: &[Route] = &[
    public("/", "home", Nav::Bar),
    public("/commissioner", "commissioner", CORPORATION),
    public("/mayor", "mayor", CORPORATION),
    public("/chairman", "chairman", CORPORATION),
    public("/corporators-card", "corporators-card", CORPORATION),
    public("/rti", "rti", CORPORATION),
    public("/privacy-policy", "privacy-policy", CORPORATION),
    public("/user-guidelines", "user-guidelines", CORPORATION),
    public("/accounting", "accounting", DEPARTMENTS),
    public("/revenue-project", "revenue-project", DEPARTMENTS),
    public("/establishment", "establishment", DEPARTMENTS),
    public("/engineering", "engineering", DEPARTMENTS),
    public("/e-tendering", "e-tendering", DEPARTMENTS),
    public("/stationary", "stationary", DEPARTMENTS),
    public("/pmay-urban", "pmay-urban", DEPARTMENTS),
    public("/day-nulm", "day-nulm", DEPARTMENTS),
    public("/vehicle-fire", "vehicle-fire", DEPARTMENTS),
    public("/legal", "legal", DEPARTMENTS),
    public("/public-relation", "public-relation", DEPARTMENTS),
    public("/power", "power", DEPARTMENTS),
    public("/health-environment", "health-environment", DEPARTMENTS),
    public(
        "/general-administration",
        "general-administration",
        DEPARTMENTS,
    ),
    public("/city-transport", "city-transport", DEPARTMENTS),
    public("/swachh-bharat", "swachh-bharat", DEPARTMENTS),
    public("/duda", "duda", DEPARTMENTS),
    public("/smc-officer", "smc-officer", DIRECTORY),
    public("/smc-employee", "smc-employee", DIRECTORY),
    public("/zone-officer", "zone-officer", DIRECTORY),
    public("/ward-officer", "ward-officer", DIRECTORY),
    public("/Corporators", "corporators", DIRECTORY),
    public("/outsource-employee", "outsource-employee", DIRECTORY),
    public("/hoarding", "hoarding", Nav::Bar),
    public("/city-info", "city-info", Nav::Bar),
    public("/tender", "tender", Nav::Bar),
    public("/recruitment", "recruitment", Nav::Bar),
    public("/faq", "faq", Nav::Bar),
    public("/events-gallery", "events-gallery", Nav::Bar),
    public("/press", "press", Nav::Bar),
    public("/contact", "contact", Nav::Bar),
    bare("/login", "login", Nav::Bar),
    // The route table as the site's owners gave it spells it in lower case, its menu with a
    // capital C.
    public("/corporators", "corporators", Nav::Hidden),
    // The site-wide search: reached from the search box in the header, not from a menu.
    public("/search", "search", Nav::Hidden),
    // The public archives (GIGW's archival policy): notices past their last day, tenders past
    // their closing day, recruitment past its last date; linked from the pages that list them.
    public("/archive/notices", "notices-archive", Nav::Hidden),
    public("/archive/tenders", "tender-archive", Nav::Hidden),
    public("/archive/recruitment", "recruitment-archive", Nav::Hidden),
    // Every page for people (GIGW's sitemap), and the feeds of the kinds that change; linked
    // from the footer.
    public("/sitemap", "sitemap", Nav::Hidden),
    public("/feeds", "feeds", Nav::Hidden),
    // GIGW's pages about the website itself, linked from the footer.
    public(
        "/accessibility-statement",
        "accessibility-statement",
        Nav::Hidden,
    ),
    public("/help", "help", Nav::Hidden),
    public("/screen-reader-access", "screen-reader-access", Nav::Hidden),
    public("/website-policies", "website-policies", Nav::Hidden),
    // The pages a phone keeps for use without a network, and what is said in place of any
    // other page while there is none.
    public("/offline", "offline", Nav::Hidden),
    // Citizens' feedback and grievances, linked from the footer: the form, where a message
    // stands (`?id=` its tracking number), and how fast the corporation answers (the public
    // figures of the last twelve months, linked from the form's page and the status page).
    public("/feedback", "feedback", Nav::Hidden),
    public("/feedback/status", "feedback-status", Nav::Hidden),
    public("/feedback/figures", "feedback-figures", Nav::Hidden),
    // Subscriptions by e-mail, linked from the footer and the feeds page: the form, and the pages
    // the letters link to, which confirm a subscription and end one (`?id=…&t=…`) only when their
    // button is pressed.
    public("/subscribe", "subscribe", Nav::Hidden),
    public("/subscribe/confirm", "subscribe-confirm", Nav::Hidden),
    public(
        "/subscribe/unsubscribe",
        "subscribe-unsubscribe",
        Nav::Hidden,
    ),
    // One document (a notice, a tender, a recruitment advertisement, an RTI download) with its
    // date, size, format, pages, language and download link: `?kind=…&id=…`; linked from the
    // lists that show them.
    public("/document", "document", Nav::Hidden),
    bare("/admin/login", "login", Nav::Hidden),
    bare("/admin/dashboard", "admin-dashboard", Nav::Hidden),
    bare("/admin/upload", "admin-upload", Nav::Hidden),
    // Every kind of content: `?kind=` picks one, `&item=` one of its items (`new` to add one).
    bare("/admin/content", "admin-content", Nav::Hidden),
    bare("/admin/accounts", "admin-accounts", Nav::Hidden),
    bare("/admin/password", "admin-password", Nav::Hidden),
    // The audit log (admins): `?who=`, `kind=`, `action=`, `from=`, `to=` filter it.
    bare("/admin/audit", "admin-audit", Nav::Hidden),
    // Citizens' feedback (any signed-in account): `?status=`, `category=`, `ward=` filter it.
    bare("/admin/feedback", "admin-feedback", Nav::Hidden),
    // What is due for review (any signed-in account): `?owner=`, `kind=` filter it; the owners'
    // reminder letters link here.
    bare("/admin/review", "admin-review", Nav::Hidden),
    // How many subscribe by e-mail, and one subscriber looked up and removed at their request
    // (admins).
    bare("/admin/subscribers", "admin-subscribers", Nav::Hidden),
    // An item's newest version as its public page shows it, for staff: `?kind=…&item=…`.
    bare("/admin/preview", "admin-preview", Nav::Hidden),
];

/// The route of an exact path, if the site has one. Query strings must be removed first.
pub fn match_path(path: &str) -> Option<&'static Route> {
    ROUTES.iter().find(|route| route.path == path)
}

/// The query parameter a prompted page renders after a plain form's answer to "Was this page
/// useful?": `thanks`, or why it was refused (`too_many`, `invalid`).
pub const PAGE_FEEDBACK_ANSWER: &str = "useful";

impl Route {
    /// The query parameters the page renders, besides `lang`: a telephone directory's (and the
    /// corporators' cards') search words and filters, the site search's words, the login
    /// page's next page and refused sign-in, which document a document's page shows, the page
    /// and year of a list that grows with the years (the tenders, the archives), the page a
    /// feedback message is about and the tracking number of one just sent, the number the
    /// feedback status page shows with the outcome of its plain form that reopens the message
    /// (`reopened=1`, or `problem=` why not), what became of a subscription form (`sent`) or the
    /// button of a subscription's link (`done`, or `problem`) and that link's id and secret, and on
    /// every prompted public page the answer to "Was this page useful?"
    /// ([`PAGE_FEEDBACK_ANSWER`]). The server renders a page with these applied; any other
    /// parameter (a shared link's `utm_source` or `fbclid`) changes nothing on it.
    pub fn rendered_params(&self) -> &'static [&'static str] {
        match (self.layout, self.nav, self.page) {
            (Layout::Bare, _, "login") => &["next", "failed", "wait"],
            (Layout::Bare, _, _) | (_, _, "offline") => &[],
            (_, Nav::In(Menu::Directory), _) | (_, _, "corporators-card") => {
                &["q", "zone", "designation", "party", PAGE_FEEDBACK_ANSWER]
            }
            (_, _, "search") => &["q", "group", "page", PAGE_FEEDBACK_ANSWER],
            // The page a message is about, and the tracking number of one just sent.
            (_, _, "feedback") => &["page", "sent", PAGE_FEEDBACK_ANSWER],
            // The number shown, and what became of its reopening by the plain form.
            (_, _, "feedback-status") => &["id", "reopened", "problem", PAGE_FEEDBACK_ANSWER],
            (_, _, "subscribe") => &["sent", PAGE_FEEDBACK_ANSWER],
            (_, _, "subscribe-confirm" | "subscribe-unsubscribe") => {
                &["id", "t", "done", "problem", PAGE_FEEDBACK_ANSWER]
            }
            (_, _, "document") => &["kind", "id", PAGE_FEEDBACK_ANSWER],
            (
                _,
                _,
                "tender"
                | "recruitment"
                | "notices-archive"
                | "tender-archive"
                | "recruitment-archive",
            ) => &["page", "year", PAGE_FEEDBACK_ANSWER],
            _ => &[PAGE_FEEDBACK_ANSWER],
        }
    }

    /// Whether the page's address carries a secret: a subscription letter's link (`t`). Such
    /// a page is rendered for each request and never kept, by the server or anyone else.
    pub fn address_is_secret(&self) -> bool {
        matches!(self.page, "subscribe-confirm" | "subscribe-unsubscribe")
    }
}

/// What a request path resolves to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Resolution {
    /// A page of the site.
    Page(&'static Route),
    /// A known page asked for with a trailing slash: send the visitor to this path.
    Redirect(&'static str),
    /// No such page.
    NotFound,
}

/// Resolves a request path (without query string), forgiving one trailing slash.
///
/// ```
/// use wasm_core::routes::{Resolution, resolve};
///
/// assert!(matches!(resolve("/rti"), Resolution::Page(route) if route.page == "rti"));
/// assert_eq!(resolve("/rti/"), Resolution::Redirect("/rti"));
/// assert_eq!(resolve("/no-such-page"), Resolution::NotFound);
/// ```
pub fn resolve(path: &str) -> Resolution {
    if let Some(route) = match_path(path) {
        return Resolution::Page(route);
    }
    match path
        .strip_suffix('/')
        .filter(|p| !p.is_empty())
        .and_then(match_path)
    {
        Some(route) => Resolution::Redirect(route.path),
        None => Resolution::NotFound,
    }
}

/// One item of the navigation bar.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NavItem {
    /// A plain link.
    Link(&'static Route),
    /// A dropdown menu with its entries, in order.
    Menu(Menu, Vec<&'static Route>),
}

/// The navigation bar in order: Home, the three menus, then the other links.
pub fn navigation() -> Vec<NavItem> {
    let mut items: Vec<NavItem> = Vec::new();
    for route in ROUTES {
        match route.nav {
            Nav::Hidden => {}
            Nav::Bar => items.push(NavItem::Link(route)),
            Nav::In(menu) => {
                let existing = items.iter_mut().find_map(|item| match item {
                    NavItem::Menu(m, entries) if *m == menu => Some(entries),
                    _ => None,
                });
                match existing {
                    Some(entries) => entries.push(route),
                    None => items.push(NavItem::Menu(menu, vec![route])),
                }
            }
        }
    }
    items
}

#[cfg(test)]
mod tests {
    #[test]
    fn directories_and_the_site_search_render_their_queries_and_public_pages_the_prompt_s_answer() {
        let params = |path| match_path(path).map(super::Route::rendered_params);
        assert_eq!(
            params("/smc-officer"),
            Some(&["q", "zone", "designation", "party", "useful"][..])
        );
        assert_eq!(
            params("/Corporators"),
            Some(&["q", "zone", "designation", "party", "useful"][..])
        );
        assert_eq!(
            params("/search"),
            Some(&["q", "group", "page", "useful"][..])
        );
        assert_eq!(params("/document"), Some(&["kind", "id", "useful"][..]));
        assert_eq!(
            params("/admin/login"),
            Some(&["next", "failed", "wait"][..])
        );
        assert_eq!(params("/"), Some(&["useful"][..]));
        assert_eq!(params("/feedback"), Some(&["page", "sent", "useful"][..]));
        assert_eq!(
            params("/feedback/status"),
            Some(&["id", "reopened", "problem", "useful"][..])
        );
        assert_eq!(params("/feedback/figures"), Some(&["useful"][..]));
        assert_eq!(params("/subscribe"), Some(&["sent", "useful"][..]));
        assert_eq!(
            params("/subscribe/confirm"),
            Some(&["id", "t", "done", "problem", "useful"][..])
        );
        assert_eq!(
            params("/subscribe/unsubscribe"),
            Some(&["id", "t", "done", "problem", "useful"][..])
        );
        assert_eq!(params("/offline"), Some(&[][..]));
        let secret = |path| match_path(path).is_some_and(super::Route::address_is_secret);
        assert!(secret("/subscribe/confirm") && secret("/subscribe/unsubscribe"));
        assert!(!secret("/subscribe") && !secret("/feedback/status"));
        assert_eq!(params("/admin/audit"), Some(&[][..]));
    }

    use std::collections::HashSet;

    use super::*;

    /// The public routes as the site's owners listed them, copied as written: each must stay.
    const GIVEN_PUBLIC: &str = "/ , /hoarding, /tender, /recruitment, /contact, /events-gallery, \
        /press, /faq, /commissioner, /mayor, /chairman, /rti, /privacy-policy, /user-guidelines, \
        /corporators-card, /accounting, /engineering, /city-transport, /revenue-project, \
        /public-relation, /health-environment, /legal, /establishment, /vehicle-fire, \
        /swachh-bharat, /stationary, /power, /duda, /e-tendering, /pmay-urban, /day-nulm, \
        /general-administration, /zone-officer, /smc-officer, /smc-employee, /ward-officer, \
        /outsource-employee, /corporators, /city-info";

    fn paths(pred: impl Fn(&Route) -> bool) -> Vec<&'static str> {
        ROUTES.iter().filter(|r| pred(r)).map(|r| r.path).collect()
    }

    #[test]
    fn has_every_public_route_the_owners_listed() {
        let given: Vec<&str> = GIVEN_PUBLIC.split(',').map(str::trim).collect();
        assert_eq!(given.len(), 39);
        for path in &given {
            let route = match_path(path).unwrap_or_else(|| panic!("{path} is missing"));
            assert_eq!(route.layout, Layout::Public, "{path}");
        }
        // The listed public routes, plus the menu's /Corporators spelling, /search, the three
        // archives, the site map, the feeds, and GIGW's accessibility statement, help, screen
        // reader access and website policies, the offline notice, the feedback form, its status
        // page and its public figures, the subscription form and the pages of its letters' links,
        // and the page of one document.
        assert_eq!(paths(|r| r.layout == Layout::Public).len(), 58);
    }

    #[test]
    fn admin_routes_use_the_bare_layout() {
        assert_eq!(
            paths(|r| r.layout == Layout::Bare),
            [
                "/login",
                "/admin/login",
                "/admin/dashboard",
                "/admin/upload",
                "/admin/content",
                "/admin/accounts",
                "/admin/password",
                "/admin/audit",
                "/admin/feedback",
                "/admin/review",
                "/admin/subscribers",
                "/admin/preview"
            ]
        );
        assert_eq!(
            match_path("/login").unwrap().page,
            match_path("/admin/login").unwrap().page
        );
    }

    #[test]
    fn paths_are_unique_and_well_formed() {
        let unique: HashSet<_> = ROUTES.iter().map(|r| r.path).collect();
        assert_eq!(unique.len(), ROUTES.len());
        for route in ROUTES {
            assert!(route.path.starts_with('/'), "{}", route.path);
            assert!(
                route.path == "/" || !route.path.ends_with('/'),
                "{}",
                route.path
            );
            assert!(!route.page.is_empty());
        }
    }

    #[test]
    fn matching_is_exact_and_case_sensitive() {
        assert_eq!(match_path("/mayor").unwrap().page, "mayor");
        assert_eq!(match_path("/Corporators").unwrap().page, "corporators");
        assert_eq!(match_path("/corporators").unwrap().page, "corporators");
        assert_eq!(match_path("/CORPORATORS"), None);
        assert_eq!(match_path("/Mayor"), None);
        assert_eq!(match_path("/mayor/x"), None);
        assert_eq!(match_path(""), None);
        assert_eq!(match_path("/admin"), None);
    }

    #[test]
    fn a_trailing_slash_redirects_to_the_page() {
        assert_eq!(resolve("/"), Resolution::Page(&ROUTES[0]));
        assert_eq!(resolve("/faq/"), Resolution::Redirect("/faq"));
        assert_eq!(
            resolve("/admin/upload/"),
            Resolution::Redirect("/admin/upload")
        );
        assert_eq!(resolve("/faq//"), Resolution::NotFound);
        assert_eq!(resolve("/nothing-here"), Resolution::NotFound);
        // Targets only ever come from the table, so no path can redirect off the site.
        assert_eq!(resolve("//"), Resolution::Redirect("/"));
        assert_eq!(resolve("//evil.example/"), Resolution::NotFound);
    }

    #[test]
    fn every_entry_of_the_navigation_is_a_route_of_the_table_named_once() {
        // Its order and entries, as the site's owners gave them, are checked against the
        // end-to-end tests' list (`web/e2e/navigation.ts`) through the bindings, by
        // `web/src/lib/wasm.test.ts`.
        let paths: Vec<&str> = navigation()
            .iter()
            .flat_map(|item| match item {
                NavItem::Link(route) => vec![route.path],
                NavItem::Menu(_, entries) => entries.iter().map(|route| route.path).collect(),
            })
            .collect();
        assert!(paths.len() > 30, "{paths:?}");
        for path in &paths {
            assert_eq!(match_path(path).map(|route| route.path), Some(*path));
        }
        let unique: std::collections::BTreeSet<_> = paths.iter().collect();
        assert_eq!(unique.len(), paths.len(), "an entry stands twice");
    }

    #[test]
    fn title_keys_name_the_page() {
        assert_eq!(
            match_path("/admin/login").unwrap().title_key(),
            "page.login"
        );
        assert_eq!(Menu::Directory.title_key(), "nav.directory");
    }
}
