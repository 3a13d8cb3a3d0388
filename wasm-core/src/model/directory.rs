//! The telephone directories: `people` (officers, employees, zone and ward officers,
//! corporators, outsourced staff, each listed in one directory) and what they refer to by
//! number or id: `wards` (the zones and their wards), `designations` and `parties`.

use serde::{Deserialize, Serialize};

use super::Bilingual;
use super::values::{Phone, Photo};
use crate::lang::Lang;

/// Most zones: each is a table of `/zone-officer` and an option of the directories' zone
/// filter.
pub const ZONES_MAX: usize = 12;
/// Most wards: each is a row of `/ward-officer` and of `/corporators`, and an option of the
/// directories' ward filter.
pub const WARDS_MAX: usize = 100;
/// Most wards in one zone officer's charge: their numbers fill one cell of their row on
/// `/zone-officer`.
pub const OFFICER_WARDS_MAX: usize = 40;

/// A person's name: in Devanagari always, in Latin letters too unless the corporation's list
/// gives it only in Devanagari (the page then shows the Devanagari name in both languages).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct PersonName {
    /// The name in Devanagari.
    pub hi: String,
    /// The name in Latin letters, if known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub en: Option<String>,
}

impl PersonName {
    /// The name to show in `lang`: the Devanagari one when there is no English spelling.
    pub fn get(&self, lang: Lang) -> &str {
        match (lang, &self.en) {
            (Lang::En, Some(en)) => en,
            _ => &self.hi,
        }
    }

    /// Whether the name is given only in Devanagari.
    pub fn is_devanagari_only(&self) -> bool {
        self.en.is_none()
    }
}

/// `wards`: the zones of the corporation and its wards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Wards {
    /// The three zones, by number; 1 to [`ZONES_MAX`].
    #[cfg_attr(feature = "schema", schemars(length(min = 1, max = ZONES_MAX)))]
    pub zones: Vec<Zone>,
    /// The 45 wards, by number; 1 to [`WARDS_MAX`].
    #[cfg_attr(feature = "schema", schemars(length(min = 1, max = WARDS_MAX)))]
    pub wards: Vec<Ward>,
}

impl Wards {
    /// The ward with this number.
    pub fn ward(&self, number: u8) -> Option<&Ward> {
        self.wards.iter().find(|w| w.number == number)
    }

    /// The zone with this number.
    pub fn zone(&self, number: u8) -> Option<&Zone> {
        self.zones.iter().find(|z| z.number == number)
    }
}

/// A zone: a group of wards with its own zone office and officers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Zone {
    /// Its number, from 1.
    pub number: u8,
    /// Its name (`Zone 1`).
    pub name: Bilingual,
}

/// A ward of the corporation: the area one corporator represents.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Ward {
    /// Its number, 1 to 45.
    pub number: u8,
    /// Its name, after the locality it covers.
    pub name: Bilingual,
    /// The number of the zone it belongs to.
    #[cfg_attr(feature = "schema", schemars(extend("x-input" = "zone")))]
    pub zone: u8,
}

/// The six telephone directories a person can be listed in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(rename_all = "kebab-case")]
pub enum Directory {
    /// The corporation's officers (`/smc-officer`), by serial.
    SmcOfficer,
    /// The corporation's employees (`/smc-employee`), by serial.
    SmcEmployee,
    /// The officers of each zone and the wards in their charge (`/zone-officer`).
    ZoneOfficer,
    /// The officer in charge of each ward (`/ward-officer`).
    WardOfficer,
    /// The elected member of each ward (`/corporators`).
    Corporator,
    /// The outsourcing agency's sanitation supervisors (`/outsource-employee`).
    OutsourceEmployee,
}

impl Directory {
    /// Every directory, in the order of the Directory menu.
    pub const ALL: [Directory; 6] = [
        Directory::SmcOfficer,
        Directory::SmcEmployee,
        Directory::ZoneOfficer,
        Directory::WardOfficer,
        Directory::Corporator,
        Directory::OutsourceEmployee,
    ];

    /// Its id, as in the `directory` field and the page's path (`smc-officer`).
    pub fn id(self) -> &'static str {
        match self {
            Directory::SmcOfficer => "smc-officer",
            Directory::SmcEmployee => "smc-employee",
            Directory::ZoneOfficer => "zone-officer",
            Directory::WardOfficer => "ward-officer",
            Directory::Corporator => "corporator",
            Directory::OutsourceEmployee => "outsource-employee",
        }
    }

    /// The directory with this id.
    pub fn from_id(id: &str) -> Option<Directory> {
        Directory::ALL.into_iter().find(|d| d.id() == id)
    }

    /// The page that lists it (`/corporators` for the corporators).
    pub fn path(self) -> &'static str {
        match self {
            Directory::SmcOfficer => "/smc-officer",
            Directory::SmcEmployee => "/smc-employee",
            Directory::ZoneOfficer => "/zone-officer",
            Directory::WardOfficer => "/ward-officer",
            Directory::Corporator => "/corporators",
            Directory::OutsourceEmployee => "/outsource-employee",
        }
    }
}

/// Most agency sanitation zones of the outsourced supervisors (numbered apart from the
/// corporation's zones).
pub const AGENCY_ZONES: u8 = 9;

/// A person of one of the telephone directories. Which fields a directory needs:
///
/// | directory | needs | may not have |
/// |---|---|---|
/// | `smc-officer`, `smc-employee` | `serial`, `designation` | `ward`, `wards`, `zone`, `party`, `photo` |
/// | `zone-officer` | `zone` (a zone of `wards`), `serial` (within the zone), `designation`, `wards` (of that zone) | `ward`, `party`, `photo` |
/// | `ward-officer` | `ward`, `designation` | `serial`, `wards`, `zone`, `party`, `photo` |
/// | `corporator` | `ward`, `party`, `photo` | `serial`, `wards`, `zone`, `designation` |
/// | `outsource-employee` | `zone` (the agency's, 1 to [`AGENCY_ZONES`]), `designation` | `serial`, `ward`, `wards`, `party`, `photo` |
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Person {
    /// A stable identifier, unique among the people.
    #[serde(default)]
    pub id: String,
    /// The directory that lists them.
    pub directory: Directory,
    /// Who.
    pub name: PersonName,
    /// Mobile number, as printed (a `tel:` link on the page).
    pub mobile: Phone,
    /// The row number in their directory (in their zone's table for a zone officer), from 1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub serial: Option<u32>,
    /// The id of their post among the designations.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    #[cfg_attr(feature = "schema", schemars(extend("x-input" = "designation")))]
    pub designation: Option<String>,
    /// The number of their ward.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    #[cfg_attr(feature = "schema", schemars(extend("x-input" = "ward")))]
    pub ward: Option<u8>,
    /// The numbers of the wards in their charge, all of their zone; at most
    /// [`OFFICER_WARDS_MAX`].
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "schema", ts(as = "Option<Vec<u8>>", optional))]
    #[cfg_attr(feature = "schema", schemars(extend("x-input" = "ward")))]
    #[cfg_attr(feature = "schema", schemars(length(max = OFFICER_WARDS_MAX)))]
    pub wards: Vec<u8>,
    /// The number of their zone.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    #[cfg_attr(feature = "schema", schemars(extend("x-input" = "zone")))]
    pub zone: Option<u8>,
    /// The id of their party among the parties (what the corporators' table shows in its
    /// "designation" column).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    #[cfg_attr(feature = "schema", schemars(extend("x-input" = "party")))]
    pub party: Option<String>,
    /// Their photo, an image of the site (`/images/corporators/…` or `/uploads/…`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub photo: Option<Photo>,
}

/// A post a directory row can name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Designation {
    /// Its id, which people refer to (`assistant-engineer`).
    pub id: String,
    /// Its name.
    pub name: Bilingual,
}

/// A political party of the corporators.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Party {
    /// Its id, which corporators refer to (`bjp`, `independent`).
    pub id: String,
    /// Its full name.
    pub name: Bilingual,
    /// The short name tables show (`BJP`, `भाजपा`).
    pub short: Bilingual,
}

#[cfg(test)]
mod tests {
    use super::PersonName;
    use crate::lang::Lang;

    #[test]
    fn a_devanagari_only_name_shows_in_devanagari_in_both_languages() {
        let name: PersonName = serde_json::from_str(r#"{"hi": "सलीम ख़ान"}"#).unwrap();
        assert!(name.is_devanagari_only());
        assert_eq!(name.get(Lang::En), "सलीम ख़ान");
        assert_eq!(name.get(Lang::Hi), "सलीम ख़ान");
        assert_eq!(
            serde_json::to_string(&name).unwrap(),
            r#"{"hi":"सलीम ख़ान"}"#
        );
    }

    #[test]
    fn a_name_in_both_scripts_follows_the_language() {
        let name: PersonName =
            serde_json::from_str(r#"{"en": "Ramesh Sharma", "hi": "रमेश शर्मा"}"#).unwrap();
        assert!(!name.is_devanagari_only());
        assert_eq!(name.get(Lang::En), "Ramesh Sharma");
        assert_eq!(name.get(Lang::Hi), "रमेश शर्मा");
    }

    #[test]
    fn a_name_needs_its_devanagari_and_nothing_else() {
        assert!(serde_json::from_str::<PersonName>(r#"{"en": "Ramesh Sharma"}"#).is_err());
        assert!(serde_json::from_str::<PersonName>(r#"{"hi": "रमेश", "title": "Shri"}"#).is_err());
    }
}
