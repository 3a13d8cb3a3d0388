//! `content/profiles.json`: the profiles of the commissioner, the mayor and the chairman.

use serde::{Deserialize, Serialize};

use super::Bilingual;
use super::values::{Email, Phone, Photo};

/// Most earlier postings of the commissioner: the list on `/commissioner`.
pub const POSTINGS_MAX: usize = 15;
/// Most steps of the mayor's or the chairman's political career: the timeline on `/mayor` and
/// `/chairman`.
pub const CAREER_MAX: usize = 20;

/// The three profile pages.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Profiles {
    /// /commissioner.
    pub commissioner: Commissioner,
    /// /mayor.
    pub mayor: Mayor,
    /// /chairman.
    pub chairman: Chairman,
}

/// The commissioner: photo, name, designation, service, jurisdiction, education, previous
/// postings and an achievement.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Commissioner {
    /// Full name.
    pub name: Bilingual,
    /// Site path of the photo under `content/public/`.
    pub photo: Photo,
    /// Designation.
    pub designation: Bilingual,
    /// The service the officer belongs to.
    pub service: Bilingual,
    /// The area the office covers.
    pub jurisdiction: Bilingual,
    /// Education.
    pub education: Bilingual,
    /// Earlier postings, most distant first; at most [`POSTINGS_MAX`].
    #[cfg_attr(feature = "schema", schemars(length(max = POSTINGS_MAX)))]
    pub previous_postings: Vec<Bilingual>,
    /// A notable achievement.
    #[cfg_attr(feature = "schema", schemars(extend("x-input" = "multiline")))]
    pub achievement: Bilingual,
}

/// The mayor: photo, mobile, e-mail, education and the political career timeline.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Mayor {
    /// Full name.
    pub name: Bilingual,
    /// Site path of the photo under `content/public/`.
    pub photo: Photo,
    /// Mobile number, as printed (a `tel:` link on the page).
    pub mobile: Phone,
    /// E-mail address (a `mailto:` link on the page).
    pub email: Email,
    /// Education.
    pub education: Bilingual,
    /// The political career, oldest first; at most [`CAREER_MAX`].
    #[cfg_attr(feature = "schema", schemars(length(max = CAREER_MAX)))]
    pub career: Vec<CareerStep>,
}

/// One step of the mayor's political career.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct CareerStep {
    /// The year it happened.
    pub year: u16,
    /// What happened.
    #[cfg_attr(feature = "schema", schemars(extend("x-input" = "multiline")))]
    pub text: Bilingual,
}

/// The chairman of the council: photo, mobile, e-mail, education and the political career.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Chairman {
    /// Full name.
    pub name: Bilingual,
    /// Site path of the photo under `content/public/`.
    pub photo: Photo,
    /// Mobile number, as printed (a `tel:` link on the page).
    pub mobile: Phone,
    /// E-mail address (a `mailto:` link on the page).
    pub email: Email,
    /// Education.
    pub education: Bilingual,
    /// The political career, oldest first; at most [`CAREER_MAX`].
    #[cfg_attr(feature = "schema", schemars(extend("x-input" = "multiline")))]
    #[cfg_attr(feature = "schema", schemars(length(max = CAREER_MAX)))]
    pub career: Vec<Bilingual>,
}
