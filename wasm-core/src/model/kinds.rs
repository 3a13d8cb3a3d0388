//! The kinds of content the site is made of: their names in the API and the store, the file
//! of `content/` each starts from, and whether a kind is a list of items or one document.

use serde::{Deserialize, Serialize};

use super::alerts::LIVE_ALERTS_MAX;

const KIB: usize = 1024;

/// Most bytes of a row of a directory, a post, a party, an alert's banner, a notice (a line
/// of the home page's SMC Updates, and a page of its own that says little more) or the hoarding
/// circular (a PDF with its year).
pub const ROW_MAX_BYTES: usize = 2 * KIB;
/// Most bytes of what every page or the home page shows beside the rest (the site's name and
/// contacts, the result cards, the important links, the press photos).
pub const PANEL_MAX_BYTES: usize = 8 * KIB;
/// Most bytes of a tender or a recruitment advertisement (a row of its table and a page of its
/// own), or of the zones and wards (the directories' filters and ward names).
pub const LISTING_MAX_BYTES: usize = 16 * KIB;
/// Most bytes of an item that is a page of its own: a department, an event, the profiles, the
/// FAQ, the city information, the contact page. An event's largest, by the rules of the events'
/// form, is under it.
pub const PAGE_MAX_BYTES: usize = 32 * KIB;
/// Most bytes of a long page of text: the RTI page and the pages about the website.
pub const LONG_PAGE_MAX_BYTES: usize = 64 * KIB;

/// Whether a kind holds many items or a single document.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// Items added, changed and removed one by one (notices, people, …); the file of
    /// `content/` is a JSON array of them, each with its `id`.
    Collection,
    /// One document, changed as a whole (the FAQ, the contact page, …); its file of
    /// `content/` is that document, and its id is the kind's name.
    Document,
}

/// A kind of content.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// The SMC Updates notices.
    Notices,
    /// Tender notices and their corrigenda.
    Tenders,
    /// Recruitment advertisements.
    Recruitment,
    /// Banners on every page while live.
    Alerts,
    /// The events gallery.
    Events,
    /// The people of the six telephone directories.
    People,
    /// The posts the directories name.
    Designations,
    /// The corporators' parties.
    Parties,
    /// The zones and their wards.
    Wards,
    /// The department pages (one per page of the Departments menu).
    Departments,
    /// The corporation's name and the header's contacts.
    Site,
    /// The home page's result cards and helpline.
    Home,
    /// The Important Links panel.
    ImportantLinks,
    /// The press page's photos.
    Press,
    /// The commissioner's, the mayor's and the chairman's pages.
    Profiles,
    /// The RTI page.
    Rti,
    /// The privacy policy.
    PrivacyPolicy,
    /// The user guidelines.
    UserGuidelines,
    /// The accessibility statement (GIGW): the standard aimed at, the testing, the known
    /// limitations and how to report a barrier.
    AccessibilityStatement,
    /// The help page: menus, search, directories, PDF readers, the language switch.
    Help,
    /// The screen reader access page (GIGW): the screen readers the site works with.
    ScreenReaderAccess,
    /// The website policies (GIGW): copyright, hyperlinking, archival, review, contingency,
    /// terms and conditions.
    WebsitePolicies,
    /// The FAQ page.
    Faq,
    /// The city information page.
    CityInfo,
    /// The contact page.
    Contact,
    /// The hoarding circular the Hoarding page shows.
    Hoarding,
}

impl Kind {
    /// Every kind, in the order the admin area lists them.
    pub const ALL: [Kind; 26] = [
        Kind::Notices,
        Kind::Tenders,
        Kind::Recruitment,
        Kind::Alerts,
        Kind::Events,
        Kind::People,
        Kind::Designations,
        Kind::Parties,
        Kind::Wards,
        Kind::Departments,
        Kind::Site,
        Kind::Home,
        Kind::ImportantLinks,
        Kind::Press,
        Kind::Profiles,
        Kind::Rti,
        Kind::PrivacyPolicy,
        Kind::UserGuidelines,
        Kind::AccessibilityStatement,
        Kind::Help,
        Kind::ScreenReaderAccess,
        Kind::WebsitePolicies,
        Kind::Faq,
        Kind::CityInfo,
        Kind::Contact,
        Kind::Hoarding,
    ];

    /// Its name in the API's paths and in the store (`important-links`).
    pub fn name(self) -> &'static str {
        match self {
            Kind::Notices => "notices",
            Kind::Tenders => "tenders",
            Kind::Recruitment => "recruitment",
            Kind::Alerts => "alerts",
            Kind::Events => "events",
            Kind::People => "people",
            Kind::Designations => "designations",
            Kind::Parties => "parties",
            Kind::Wards => "wards",
            Kind::Departments => "departments",
            Kind::Site => "site",
            Kind::Home => "home",
            Kind::ImportantLinks => "important-links",
            Kind::Press => "press",
            Kind::Profiles => "profiles",
            Kind::Rti => "rti",
            Kind::PrivacyPolicy => "privacy-policy",
            Kind::UserGuidelines => "user-guidelines",
            Kind::AccessibilityStatement => "accessibility-statement",
            Kind::Help => "help",
            Kind::ScreenReaderAccess => "screen-reader-access",
            Kind::WebsitePolicies => "website-policies",
            Kind::Faq => "faq",
            Kind::CityInfo => "city-info",
            Kind::Contact => "contact",
            Kind::Hoarding => "hoarding",
        }
    }

    /// The kind named `name`.
    pub fn from_name(name: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|kind| kind.name() == name)
    }

    /// Its file under `content/`, which a new data directory starts from and `server export`
    /// writes.
    pub fn file(self) -> &'static str {
        match self {
            Kind::Notices => "notices.json",
            Kind::Tenders => "tenders.json",
            Kind::Recruitment => "recruitment.json",
            Kind::Alerts => "alerts.json",
            Kind::Events => "events.json",
            Kind::People => "directory/people.json",
            Kind::Designations => "directory/designations.json",
            Kind::Parties => "directory/parties.json",
            Kind::Wards => "directory/wards.json",
            Kind::Departments => "departments.json",
            Kind::Site => "site.json",
            Kind::Home => "home.json",
            Kind::ImportantLinks => "important-links.json",
            Kind::Press => "press.json",
            Kind::Profiles => "profiles.json",
            Kind::Rti => "info/rti.json",
            Kind::PrivacyPolicy => "info/privacy-policy.json",
            Kind::UserGuidelines => "info/user-guidelines.json",
            Kind::AccessibilityStatement => "info/accessibility-statement.json",
            Kind::Help => "info/help.json",
            Kind::ScreenReaderAccess => "info/screen-reader-access.json",
            Kind::WebsitePolicies => "info/website-policies.json",
            Kind::Faq => "info/faq.json",
            Kind::CityInfo => "info/city-info.json",
            Kind::Contact => "info/contact.json",
            Kind::Hoarding => "hoarding.json",
        }
    }

    /// Whether it is a list of items or one document.
    pub fn shape(self) -> Shape {
        match self {
            Kind::Notices
            | Kind::Tenders
            | Kind::Recruitment
            | Kind::Alerts
            | Kind::Events
            | Kind::People
            | Kind::Designations
            | Kind::Parties
            | Kind::Departments => Shape::Collection,
            _ => Shape::Document,
        }
    }

    /// Whether its items are a fixed set that can be changed but not added to or removed:
    /// the departments, one per page of the Departments menu, and every document.
    pub fn is_fixed(self) -> bool {
        self == Kind::Departments || self.shape() == Shape::Document
    }

    /// Whether its items move to a public archive after their time (GIGW's archival policy):
    /// the notices, the tenders and the recruitment advertisements.
    pub fn has_archive(self) -> bool {
        matches!(self, Kind::Notices | Kind::Tenders | Kind::Recruitment)
    }

    /// Whether its public lists can be asked for one page at a time, and limited to a year
    /// (`model::list_page`): the kinds that grow with the years, whose current and archived
    /// items a visitor pages through.
    pub fn is_paged(self) -> bool {
        self.has_archive()
    }

    /// Most bytes one item of the kind takes as it is stored (its JSON, texts in UTF-8): sized
    /// for the page that shows it. A save past it is refused with `too_large`.
    pub const fn max_bytes(self) -> usize {
        match self {
            Kind::Notices
            | Kind::Alerts
            | Kind::People
            | Kind::Designations
            | Kind::Parties
            | Kind::Hoarding => ROW_MAX_BYTES,
            Kind::Site | Kind::Home | Kind::ImportantLinks | Kind::Press => PANEL_MAX_BYTES,
            Kind::Tenders | Kind::Recruitment | Kind::Wards => LISTING_MAX_BYTES,
            Kind::Events
            | Kind::Departments
            | Kind::Profiles
            | Kind::Faq
            | Kind::CityInfo
            | Kind::Contact => PAGE_MAX_BYTES,
            Kind::Rti
            | Kind::PrivacyPolicy
            | Kind::UserGuidelines
            | Kind::AccessibilityStatement
            | Kind::Help
            | Kind::ScreenReaderAccess
            | Kind::WebsitePolicies => LONG_PAGE_MAX_BYTES,
        }
    }

    /// The largest [`Kind::max_bytes`] of any kind.
    pub const LARGEST_MAX_BYTES: usize = {
        let mut largest = 0;
        let mut index = 0;
        while index < Kind::ALL.len() {
            let bytes = Kind::ALL[index].max_bytes();
            if bytes > largest {
                largest = bytes;
            }
            index += 1;
        }
        largest
    };

    /// How many of its items may be live at once, for a kind whose every live item every page
    /// shows: the alerts ([`LIVE_ALERTS_MAX`]).
    pub fn live_max(self) -> Option<usize> {
        (self == Kind::Alerts).then_some(LIVE_ALERTS_MAX)
    }

    /// Whether a save may carry a public change note ("Updated on 24 November 2026: …"), which
    /// its public page shows: the notices and the pages a visitor reads as a whole (a tender's
    /// corrigendum, a new RTI fee, a department's new head). A directory's row, a banner, an
    /// event or a link has no page of its own to say it on.
    pub fn has_change_notes(self) -> bool {
        matches!(
            self,
            Kind::Notices
                | Kind::Tenders
                | Kind::Recruitment
                | Kind::Departments
                | Kind::Profiles
                | Kind::Rti
                | Kind::PrivacyPolicy
                | Kind::UserGuidelines
                | Kind::AccessibilityStatement
                | Kind::Help
                | Kind::ScreenReaderAccess
                | Kind::WebsitePolicies
                | Kind::Faq
                | Kind::CityInfo
                | Kind::Contact
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_files_are_unique_and_names_read_back() {
        for kind in Kind::ALL {
            assert_eq!(Kind::from_name(kind.name()), Some(kind));
            let same_file = Kind::ALL.iter().filter(|k| k.file() == kind.file()).count();
            assert_eq!(same_file, 1, "{}", kind.file());
        }
        assert_eq!(Kind::from_name("Notices"), None);
    }

    #[test]
    fn the_serialised_name_is_the_api_name() {
        for kind in Kind::ALL {
            assert_eq!(
                serde_json::to_value(kind).unwrap(),
                serde_json::Value::from(kind.name())
            );
        }
    }
}
