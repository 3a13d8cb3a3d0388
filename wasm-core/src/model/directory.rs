//! `content/directory/`: the telephone directories (officers, employees, zone and ward
//! officers, corporators, outsourced staff) and the three tables they refer to by number or
//! id (wards and zones, designations, parties).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::Bilingual;
use crate::lang::Lang;

/// A person's name: in Devanagari always, in Latin letters too unless the corporation's list
/// gives it only in Devanagari (the page then shows the Devanagari name in both languages).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PersonName {
    /// The name in Devanagari.
    pub hi: String,
    /// The name in Latin letters, if known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
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

/// `wards.json`: the zones of the corporation and its wards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Wards {
    /// The three zones, by number.
    pub zones: Vec<Zone>,
    /// The 45 wards, by number.
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
#[serde(deny_unknown_fields)]
pub struct Zone {
    /// Its number, from 1.
    pub number: u8,
    /// Its name (`Zone 1`).
    pub name: Bilingual,
}

/// A ward of the corporation: the area one corporator represents.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ward {
    /// Its number, 1 to 45.
    pub number: u8,
    /// Its name, after the locality it covers.
    pub name: Bilingual,
    /// The number of the zone it belongs to.
    pub zone: u8,
}

/// `designations.json`: every post a directory row can name, by id (`assistant-engineer`).
pub type Designations = BTreeMap<String, Bilingual>;

/// `parties.json`: the political parties of the corporators, by id (`bjp`, `independent`).
pub type Parties = BTreeMap<String, Party>;

/// A political party.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Party {
    /// Its full name.
    pub name: Bilingual,
    /// The short name tables show (`BJP`, `भाजपा`).
    pub short: Bilingual,
}

/// A row of `smc-officers.json` (79 rows) or `smc-employees.json` (136 rows).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StaffRow {
    /// The row number, from 1.
    pub serial: u32,
    /// Who.
    pub name: PersonName,
    /// The id of the post in `designations.json`.
    pub designation: String,
    /// Mobile number, as printed (a `tel:` link on the page).
    pub mobile: String,
}

/// `zone-officers.json`: one table per zone.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ZoneTable {
    /// The zone's number in `wards.json`.
    pub zone: u8,
    /// Its officers, in table order.
    pub officers: Vec<ZoneOfficer>,
}

/// An officer of a zone and the wards of the zone in their charge.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ZoneOfficer {
    /// The row number within the zone's table, from 1.
    pub serial: u32,
    /// Who.
    pub name: PersonName,
    /// The id of the post in `designations.json`.
    pub designation: String,
    /// Mobile number, as printed.
    pub mobile: String,
    /// The numbers of the wards in their charge, all of the zone.
    pub wards: Vec<u8>,
}

/// A row of `ward-officers.json`: the officer in charge of one ward.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WardOfficer {
    /// The ward's number in `wards.json`.
    pub ward: u8,
    /// Who.
    pub name: PersonName,
    /// The id of the post in `designations.json`.
    pub designation: String,
    /// Mobile number, as printed.
    pub mobile: String,
}

/// A row of `corporators.json`: the elected member of one ward.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Corporator {
    /// The ward's number in `wards.json`.
    pub ward: u8,
    /// Who.
    pub name: PersonName,
    /// The id of the party in `parties.json` (the specification's "designation" column).
    pub party: String,
    /// Mobile number, as printed.
    pub mobile: String,
    /// Site path of the photo under `content/public/`.
    pub photo: String,
}

/// A row of `outsource-employees.json`: the outsourcing agency's supervisor of one of its
/// nine sanitation zones (numbered apart from the corporation's three zones).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OutsourceEmployee {
    /// The agency's zone, 1 to 9.
    pub zone: u8,
    /// Who.
    pub name: PersonName,
    /// The id of the post in `designations.json`.
    pub designation: String,
    /// Mobile number, as printed.
    pub mobile: String,
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
