//! The schema of the information pages: RTI, privacy policy, user guidelines, FAQ, city info,
//! contact. One file per page under `content/info/`.

use serde::{Deserialize, Serialize};

use super::Bilingual;
use super::documents::DocumentLanguage;
use super::values::{Email, HttpsLink, Link, Pdf, Phone};

/// Most paragraphs of the RTI page's overview: the text at its start.
pub const RTI_OVERVIEW_MAX: usize = 10;
/// Most steps of an RTI application, online or on paper: each a numbered list of the RTI page.
pub const RTI_STEPS_MAX: usize = 12;
/// Most time limits of the RTI page: the rows of its table of time limits.
pub const RTI_TIME_LIMITS_MAX: usize = 8;
/// Most fees of the RTI page: the rows of its fee table.
pub const RTI_FEES_MAX: usize = 20;
/// Most downloads of the RTI page: its cards of forms and documents, each with its PDF.
pub const RTI_DOWNLOADS_MAX: usize = 12;
/// Most officers' contacts of the RTI page: its contact cards.
pub const RTI_CONTACTS_MAX: usize = 8;
/// Most sections of a page about the website (the privacy policy, the user guidelines, the
/// accessibility statement, help, screen reader access, the website policies): each a heading
/// with its text on that page.
pub const SECTIONS_MAX: usize = 15;
/// Most paragraphs of one section of such a page.
pub const SECTION_PARAGRAPHS_MAX: usize = 8;
/// Most entries of the bulleted list of one section.
pub const SECTION_ITEMS_MAX: usize = 12;
/// Most titled lists of one section (the dos and the don'ts), each a heading and its bullets.
pub const SECTION_LISTS_MAX: usize = 3;
/// Most entries of one titled list.
pub const LIST_ITEMS_MAX: usize = 8;
/// Most links at the end of one section.
pub const SECTION_LINKS_MAX: usize = 5;
/// Most screen readers: the rows of the table of `/screen-reader-access`.
pub const SCREEN_READERS_MAX: usize = 12;
/// Most questions of the FAQ: each a question that opens to its answer on `/faq`.
pub const FAQ_ITEMS_MAX: usize = 30;
/// Most tabs of the city information page: its row of tabs.
pub const CITY_TABS_MAX: usize = 8;
/// Most paragraphs of one tab of the city information page.
pub const CITY_PARAGRAPHS_MAX: usize = 6;
/// Most key facts of one tab of the city information page: its list of label and value.
pub const CITY_FACTS_MAX: usize = 8;
/// Most zone offices of the contact page: each a card with its address and phone.
pub const ZONE_OFFICES_MAX: usize = 12;
/// Most emergency numbers of the contact page: its list of services to call.
pub const EMERGENCY_MAX: usize = 10;
/// Most ways to reach the city on the contact page (road, rail, air): each a heading and text.
pub const DIRECTIONS_MAX: usize = 6;
/// Most department phone cards of the contact page.
pub const DEPARTMENT_CARDS_MAX: usize = 20;
/// Most numbers on one department phone card of the contact page (Sanitation's zones).
pub const CARD_PHONES_MAX: usize = 10;

/// `content/info/rti.json`: the Right to Information page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Rti {
    /// Paragraphs that explain the act and who answers requests; at most [`RTI_OVERVIEW_MAX`].
    #[cfg_attr(feature = "schema", schemars(extend("x-input" = "multiline")))]
    #[cfg_attr(feature = "schema", schemars(length(max = RTI_OVERVIEW_MAX)))]
    pub overview: Vec<Bilingual>,
    /// Steps of an online application, in order; at most [`RTI_STEPS_MAX`].
    #[cfg_attr(feature = "schema", schemars(extend("x-input" = "multiline")))]
    #[cfg_attr(feature = "schema", schemars(length(max = RTI_STEPS_MAX)))]
    pub online_steps: Vec<Bilingual>,
    /// Steps of an application on paper, in order; at most [`RTI_STEPS_MAX`].
    #[cfg_attr(feature = "schema", schemars(extend("x-input" = "multiline")))]
    #[cfg_attr(feature = "schema", schemars(length(max = RTI_STEPS_MAX)))]
    pub offline_steps: Vec<Bilingual>,
    /// How long the corporation may take to answer; at most [`RTI_TIME_LIMITS_MAX`].
    #[cfg_attr(feature = "schema", schemars(length(max = RTI_TIME_LIMITS_MAX)))]
    pub time_limits: Vec<RtiTimeLimit>,
    /// The fee structure, one row per item; at most [`RTI_FEES_MAX`].
    #[cfg_attr(feature = "schema", schemars(length(max = RTI_FEES_MAX)))]
    pub fees: Vec<RtiFee>,
    /// The four download cards: forms and documents; at most [`RTI_DOWNLOADS_MAX`].
    #[cfg_attr(feature = "schema", schemars(length(max = RTI_DOWNLOADS_MAX)))]
    pub downloads: Vec<RtiDownload>,
    /// The officers who handle requests and appeals; at most [`RTI_CONTACTS_MAX`].
    #[cfg_attr(feature = "schema", schemars(length(max = RTI_CONTACTS_MAX)))]
    pub contacts: Vec<RtiContact>,
    /// Where applications are handed in.
    pub office: RtiOffice,
}

/// One time limit: the kind of request and the time allowed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct RtiTimeLimit {
    /// Stable key (`standard`, `life-liberty`).
    pub id: String,
    /// The kind of request.
    pub case: Bilingual,
    /// The time allowed, as shown.
    pub limit: Bilingual,
}

/// One row of the fee table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct RtiFee {
    /// Stable key (`application`, `first-appeal`, …).
    pub id: String,
    /// What is charged for.
    pub item: Bilingual,
    /// The fee, as shown.
    pub fee: Bilingual,
}

/// A download card: a PDF of this site.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct RtiDownload {
    /// Stable key (`application-form`, `first-appeal-form`, `manual`, `fee-schedule`).
    pub id: String,
    /// The card's heading.
    pub title: Bilingual,
    /// One line on what the document is.
    pub description: Bilingual,
    /// Site path of the PDF (`/files/rti/…`).
    pub file: Pdf,
    /// The language the document is written in.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub language: Option<DocumentLanguage>,
}

/// A contact card of an officer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct RtiContact {
    /// Stable key (`pio`, `appellate`).
    pub id: String,
    /// The officer's role.
    pub role: Bilingual,
    /// The officer's name.
    pub name: Bilingual,
    /// Phone number as printed.
    pub phone: Phone,
    /// E-mail address.
    pub email: Email,
}

/// The RTI office.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct RtiOffice {
    /// Postal address.
    #[cfg_attr(feature = "schema", schemars(extend("x-input" = "multiline")))]
    pub address: Bilingual,
    /// Phone number as printed.
    pub phone: Phone,
    /// E-mail address.
    pub email: Email,
}

/// `content/info/privacy-policy.json`: the privacy policy.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct PrivacyPolicy {
    /// When the policy last changed (January 2025).
    pub last_updated: Bilingual,
    /// The paragraph before the sections.
    #[cfg_attr(feature = "schema", schemars(extend("x-input" = "multiline")))]
    pub intro: Bilingual,
    /// The numbered sections; 1 to [`SECTIONS_MAX`].
    #[cfg_attr(feature = "schema", schemars(length(min = 1, max = SECTIONS_MAX)))]
    pub sections: Vec<PolicySection>,
}

/// A section of the privacy policy, the user guidelines or another page about the website.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct PolicySection {
    /// Anchor id of the section on its page.
    pub id: String,
    /// The section's heading.
    pub title: Bilingual,
    /// Paragraphs, in order; at most [`SECTION_PARAGRAPHS_MAX`].
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(extend("x-input" = "multiline")))]
    #[cfg_attr(feature = "schema", schemars(length(max = SECTION_PARAGRAPHS_MAX)))]
    pub paragraphs: Vec<Bilingual>,
    /// A bulleted list after the paragraphs; at most [`SECTION_ITEMS_MAX`] entries.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(extend("x-input" = "multiline")))]
    #[cfg_attr(feature = "schema", schemars(length(max = SECTION_ITEMS_MAX)))]
    pub items: Vec<Bilingual>,
    /// Titled lists (the dos and the don'ts); at most [`SECTION_LISTS_MAX`].
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(length(max = SECTION_LISTS_MAX)))]
    pub lists: Vec<TitledList>,
    /// Links at the end: a page of the site (`/privacy-policy`) or an anchor (`#terms`); at
    /// most [`SECTION_LINKS_MAX`].
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(length(max = SECTION_LINKS_MAX)))]
    pub links: Vec<SectionLink>,
}

/// A list with its own heading.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct TitledList {
    /// The list's heading.
    pub title: Bilingual,
    /// Its entries; at most [`LIST_ITEMS_MAX`].
    #[cfg_attr(feature = "schema", schemars(extend("x-input" = "multiline")))]
    #[cfg_attr(feature = "schema", schemars(length(max = LIST_ITEMS_MAX)))]
    pub items: Vec<Bilingual>,
}

/// A link inside a section.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct SectionLink {
    /// A site path (`/privacy-policy`) or an anchor on the same page (`#terms`).
    pub href: Link,
    /// The link text.
    pub label: Bilingual,
}

/// `content/info/user-guidelines.json`: the user guidelines.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct UserGuidelines {
    /// The sections, in order; 1 to [`SECTIONS_MAX`].
    #[cfg_attr(feature = "schema", schemars(length(min = 1, max = SECTIONS_MAX)))]
    pub sections: Vec<PolicySection>,
}

/// `content/info/accessibility-statement.json`, `content/info/help.json` and
/// `content/info/website-policies.json`: a page about the website itself (GIGW's accessibility
/// statement, the help page and the website policies), an introduction and its sections. A
/// paragraph names the corporation's contacts as `{enquiryEmail}`, `{helpline}` and
/// `{helpDeskHours}`, which the page shows from the site's facts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct InfoPage {
    /// The paragraph before the sections.
    #[cfg_attr(feature = "schema", schemars(extend("x-input" = "multiline")))]
    pub intro: Bilingual,
    /// The sections, in order; 1 to [`SECTIONS_MAX`].
    #[cfg_attr(feature = "schema", schemars(length(min = 1, max = SECTIONS_MAX)))]
    pub sections: Vec<PolicySection>,
}

/// `content/info/screen-reader-access.json`: GIGW's screen reader access page, the table of
/// screen readers the site works with, then sections on using them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct ScreenReaderAccess {
    /// The paragraph before the table.
    #[cfg_attr(feature = "schema", schemars(extend("x-input" = "multiline")))]
    pub intro: Bilingual,
    /// The rows of the table, in order; 1 to [`SCREEN_READERS_MAX`].
    #[cfg_attr(feature = "schema", schemars(length(min = 1, max = SCREEN_READERS_MAX)))]
    pub readers: Vec<ScreenReader>,
    /// The sections after the table; 1 to [`SECTIONS_MAX`].
    #[cfg_attr(feature = "schema", schemars(length(min = 1, max = SECTIONS_MAX)))]
    pub sections: Vec<PolicySection>,
}

/// A screen reader: a row of the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct ScreenReader {
    /// Stable key (`nvda`), used in element ids.
    pub id: String,
    /// Its name, the same in both languages (`NVDA (NonVisual Desktop Access)`).
    pub name: String,
    /// Its website, an `https://` address.
    pub website: HttpsLink,
    /// Whether it is free or sold.
    pub pricing: Pricing,
    /// The systems it runs on (`Android (built in)`).
    pub platform: Bilingual,
}

/// Whether a screen reader costs money.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum Pricing {
    /// Free of charge: NVDA, or a screen reader built into the system.
    Free,
    /// Sold (JAWS).
    Commercial,
}

/// `content/info/faq.json`: the questions and the help section.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Faq {
    /// The questions (id, question, answer); 1 to [`FAQ_ITEMS_MAX`].
    #[cfg_attr(feature = "schema", schemars(length(min = 1, max = FAQ_ITEMS_MAX)))]
    pub items: Vec<FaqItem>,
    /// The contact section that Get Help scrolls to.
    pub help: FaqHelp,
}

/// One question and its answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct FaqItem {
    /// Stable key, used in element ids.
    pub id: String,
    /// The question.
    pub question: Bilingual,
    /// The answer.
    #[cfg_attr(feature = "schema", schemars(extend("x-input" = "multiline")))]
    pub answer: Bilingual,
}

/// Where to get help when no answer fits.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct FaqHelp {
    /// A sentence on how to reach the corporation.
    #[cfg_attr(feature = "schema", schemars(extend("x-input" = "multiline")))]
    pub text: Bilingual,
    /// Phone number as printed.
    pub phone: Phone,
    /// E-mail address.
    pub email: Email,
}

/// `content/info/city-info.json`: the tabs of the city information page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct CityInfo {
    /// The tabs, in order; the first is shown by default; 1 to [`CITY_TABS_MAX`].
    #[cfg_attr(feature = "schema", schemars(length(min = 1, max = CITY_TABS_MAX)))]
    pub tabs: Vec<CityTab>,
}

/// One tab: paragraphs and key facts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct CityTab {
    /// Stable key (`overview`, `demographics`, …), used in element ids.
    pub id: String,
    /// The tab's label.
    pub title: Bilingual,
    /// Paragraphs, in order; at most [`CITY_PARAGRAPHS_MAX`].
    #[cfg_attr(feature = "schema", schemars(extend("x-input" = "multiline")))]
    #[cfg_attr(feature = "schema", schemars(length(max = CITY_PARAGRAPHS_MAX)))]
    pub paragraphs: Vec<Bilingual>,
    /// Key facts shown as a list of label and value; at most [`CITY_FACTS_MAX`].
    #[cfg_attr(feature = "schema", schemars(length(max = CITY_FACTS_MAX)))]
    pub facts: Vec<CityFact>,
}

/// A fact of the city.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct CityFact {
    /// Stable key (`coordinates`, `population`, …).
    pub id: String,
    /// What is measured.
    pub label: Bilingual,
    /// The value, as shown.
    pub value: Bilingual,
}

/// `content/info/contact.json`: the contact page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Contact {
    /// The head office.
    pub head_office: HeadOffice,
    /// The four zone offices; at most [`ZONE_OFFICES_MAX`].
    #[cfg_attr(feature = "schema", schemars(length(max = ZONE_OFFICES_MAX)))]
    pub zones: Vec<ZoneOffice>,
    /// Office hours.
    pub hours: OfficeHours,
    /// Emergency numbers; at most [`EMERGENCY_MAX`].
    #[cfg_attr(feature = "schema", schemars(length(max = EMERGENCY_MAX)))]
    pub emergency: Vec<EmergencyContact>,
    /// The location map.
    pub map: LocationMap,
    /// Directions by road, rail and air; at most [`DIRECTIONS_MAX`].
    #[cfg_attr(feature = "schema", schemars(length(max = DIRECTIONS_MAX)))]
    pub how_to_reach: Vec<Directions>,
    /// The department phone cards; at most [`DEPARTMENT_CARDS_MAX`].
    #[cfg_attr(feature = "schema", schemars(length(max = DEPARTMENT_CARDS_MAX)))]
    pub departments: Vec<DepartmentPhones>,
}

/// The head office.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct HeadOffice {
    /// The office's name.
    pub name: Bilingual,
    /// Postal address.
    #[cfg_attr(feature = "schema", schemars(extend("x-input" = "multiline")))]
    pub address: Bilingual,
    /// Phone number as printed.
    pub phone: Phone,
    /// E-mail address.
    pub email: Email,
}

/// A zone office.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct ZoneOffice {
    /// Stable key.
    pub id: String,
    /// The zone's name.
    pub name: Bilingual,
    /// Postal address.
    #[cfg_attr(feature = "schema", schemars(extend("x-input" = "multiline")))]
    pub address: Bilingual,
    /// Phone number as printed.
    pub phone: Phone,
}

/// When the offices are open.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct OfficeHours {
    /// The opening days and hours.
    pub open: Bilingual,
    /// The days the offices are closed.
    pub closed: Bilingual,
}

/// An emergency service.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct EmergencyContact {
    /// Stable key (`fire`, `police`, `ambulance`, `water-supply`).
    pub id: String,
    /// The service.
    pub name: Bilingual,
    /// A national short code (`101`) or a phone number as printed.
    pub phone: Phone,
}

impl EmergencyContact {
    /// Whether the number is a national emergency short code (three digits, dialled as is).
    pub fn is_short_code(&self) -> bool {
        self.phone.len() == 3 && self.phone.bytes().all(|b| b.is_ascii_digit())
    }
}

/// The embedded map and its plain link.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct LocationMap {
    /// The frame's accessible title.
    pub title: Bilingual,
    /// The address of the embedded map (`https://www.openstreetmap.org/export/embed.html?…`).
    pub embed_url: HttpsLink,
    /// The address of the same place on the map's own site (the fallback link).
    pub link_url: HttpsLink,
}

/// How to reach the city one way.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Directions {
    /// Stable key (`road`, `rail`, `air`).
    pub id: String,
    /// The heading.
    pub title: Bilingual,
    /// The directions.
    #[cfg_attr(feature = "schema", schemars(extend("x-input" = "multiline")))]
    pub text: Bilingual,
}

/// A department phone card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct DepartmentPhones {
    /// Stable key.
    pub id: String,
    /// The department's name.
    pub name: Bilingual,
    /// Its numbers; a label tells several apart (Sanitation's zones); 1 to
    /// [`CARD_PHONES_MAX`].
    #[cfg_attr(feature = "schema", schemars(length(min = 1, max = CARD_PHONES_MAX)))]
    pub phones: Vec<LabelledPhone>,
}

/// A phone number with an optional label.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct LabelledPhone {
    /// What the number is for, when a card has several.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub label: Option<Bilingual>,
    /// Phone number as printed.
    pub phone: Phone,
}
