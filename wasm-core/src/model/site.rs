//! `content/site.json`: the corporation's name and contact details shown in every header.

use serde::{Deserialize, Serialize};

use super::Bilingual;
use super::values::{self, HttpsLink, Phone};

/// Most helplines: each is a number in the header's top bar on every page.
pub const HELPLINES_MAX: usize = 4;
/// Most e-mail addresses: each is a link in the header's top bar on every page.
pub const EMAILS_MAX: usize = 4;
/// Most social media accounts: each is an icon in the header's top bar on every page.
pub const SOCIAL_LINKS_MAX: usize = 6;

/// `content/site.json`: who the corporation is and how to reach it, shown in every header.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct SiteInfo {
    /// The corporation's name.
    pub name: Bilingual,
    /// The helplines shown in the header (two); 1 to [`HELPLINES_MAX`].
    #[cfg_attr(feature = "schema", schemars(length(min = 1, max = HELPLINES_MAX)))]
    pub helplines: Vec<Helpline>,
    /// When the help desk answers on the citizen helpline (`Monday to Friday, 9:00 AM to 6:00
    /// PM`): not the office hours, which are the contact page's. Written here alone; a text of
    /// another page names it as `{helpDeskHours}`.
    #[serde(rename = "helpDeskHours")]
    pub help_desk_hours: Bilingual,
    /// The official e-mail addresses shown in the header (two); 1 to [`EMAILS_MAX`].
    #[cfg_attr(feature = "schema", schemars(length(min = 1, max = EMAILS_MAX)))]
    pub emails: Vec<Email>,
    /// The corporation's social media accounts; at most [`SOCIAL_LINKS_MAX`].
    #[cfg_attr(feature = "schema", schemars(length(max = SOCIAL_LINKS_MAX)))]
    pub social: Vec<SocialLink>,
}

/// A helpline number.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Helpline {
    /// What the line is for.
    pub label: Bilingual,
    /// The number as printed.
    pub phone: Phone,
}

/// An official e-mail address.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Email {
    /// Whose address it is.
    pub label: Bilingual,
    /// The address.
    pub address: values::Email,
}

/// A social media account.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct SocialLink {
    /// The network's id, which picks its icon: `facebook`, `x`, `instagram` or `youtube`.
    pub id: String,
    /// The network's name.
    pub name: Bilingual,
    /// The account's address.
    pub url: HttpsLink,
}
