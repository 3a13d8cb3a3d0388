//! The rules of the directories (`crate::model::directory`): a person, a designation, a party, the
//! zones and their wards.

use super::at;
use crate::content::Length;
use crate::content::{Checker, Content, Facts, join};
use crate::model::directory::{
    AGENCY_ZONES, Designation, Directory, OFFICER_WARDS_MAX, Party, Person, WARDS_MAX, Wards,
    ZONES_MAX,
};

/// Which of a person's optional fields a directory needs (`true`) or forbids (`false`):
/// serial, designation, ward, wards, zone, party, photo.
fn directory_fields(directory: Directory) -> [bool; 7] {
    match directory {
        Directory::SmcOfficer | Directory::SmcEmployee => {
            [true, true, false, false, false, false, false]
        }
        Directory::ZoneOfficer => [true, true, false, true, true, false, false],
        Directory::WardOfficer => [false, true, true, false, false, false, false],
        Directory::Corporator => [false, false, true, false, false, true, true],
        Directory::OutsourceEmployee => [false, true, false, false, true, false, false],
    }
}

/// The names of a person's fields that only some directories have, in [`directory_fields`]'s
/// order.
const DIRECTORY_FIELD_NAMES: [&str; 7] = [
    "serial",
    "designation",
    "ward",
    "wards",
    "zone",
    "party",
    "photo",
];

/// The fields of a person that `directory` needs; a person of that directory has none of the
/// other fields of `DIRECTORY_FIELD_NAMES` (the editor shows only these).
pub fn person_fields(directory: Directory) -> Vec<&'static str> {
    directory_fields(directory)
        .into_iter()
        .zip(DIRECTORY_FIELD_NAMES)
        .filter_map(|(needed, name)| needed.then_some(name))
        .collect()
}

impl Content for Person {
    fn check(&self, c: &mut Checker) {
        c.person_name("name", &self.name);
        c.value("mobile", &self.mobile);
        let present = [
            self.serial.is_some(),
            self.designation.is_some(),
            self.ward.is_some(),
            !self.wards.is_empty(),
            self.zone.is_some(),
            self.party.is_some(),
            self.photo.is_some(),
        ];
        let names = DIRECTORY_FIELD_NAMES;
        for ((needed, present), name) in directory_fields(self.directory)
            .into_iter()
            .zip(present)
            .zip(names)
        {
            if needed && !present {
                c.fail(name, "required");
            } else if !needed && present {
                c.fail(name, "not_allowed");
            }
        }
        let refs = c.refs();
        if self.serial == Some(0) {
            c.fail("serial", "invalid");
        }
        if let Some(designation) = &self.designation
            && !refs.designations.contains(designation)
        {
            c.fail("designation", "unknown");
        }
        if let Some(party) = &self.party
            && !refs.parties.contains(party)
        {
            c.fail("party", "unknown");
        }
        if let Some(photo) = &self.photo {
            c.value("photo", photo);
        }
        let wards = refs.wards.as_ref();
        if let Some(ward) = self.ward
            && wards.is_some_and(|w| w.ward(ward).is_none())
        {
            c.fail("ward", "unknown");
        }
        match (self.directory, self.zone) {
            (Directory::OutsourceEmployee, Some(zone)) if zone == 0 || zone > AGENCY_ZONES => {
                c.fail("zone", "unknown");
            }
            (Directory::ZoneOfficer, Some(zone))
                if wards.is_some_and(|w| w.zone(zone).is_none()) =>
            {
                c.fail("zone", "unknown");
            }
            _ => {}
        }
        c.count("wards", self.wards.len(), 0, OFFICER_WARDS_MAX);
        for (index, &number) in self.wards.iter().enumerate() {
            let ward = wards.and_then(|w| w.ward(number));
            let path = join("wards", &index.to_string());
            match ward {
                None if wards.is_some() => c.fail(&path, "unknown"),
                Some(ward) if Some(ward.zone) != self.zone => c.fail(&path, "other_zone"),
                _ => {}
            }
        }
    }

    fn facts(&self) -> Facts {
        let directory = Directory::ALL
            .iter()
            .position(|d| *d == self.directory)
            .unwrap_or_default();
        let number = |n: Option<u32>| n.map_or_else(|| "-".repeat(5), |n| format!("{n:05}"));
        Facts {
            label: self.name.en.clone().unwrap_or_else(|| self.name.hi.clone()),
            unique: vec![(
                "mobile",
                self.mobile.chars().filter(char::is_ascii_digit).collect(),
            )],
            order: format!(
                "{directory} {} {} {} {}",
                number(self.zone.map(u32::from)),
                number(self.serial),
                number(self.ward.map(u32::from)),
                self.id
            ),
            ..Facts::default()
        }
    }
}

impl Content for Designation {
    fn check(&self, c: &mut Checker) {
        c.bilingual("name", &self.name, Length::Short);
    }

    fn facts(&self) -> Facts {
        Facts {
            label: self.name.en.clone(),
            order: self.id.clone(),
            ..Facts::default()
        }
    }
}

impl Content for Party {
    fn check(&self, c: &mut Checker) {
        c.bilingual("name", &self.name, Length::Short);
        c.bilingual("short", &self.short, Length::Short);
    }

    fn facts(&self) -> Facts {
        Facts {
            label: self.name.en.clone(),
            order: self.id.clone(),
            ..Facts::default()
        }
    }
}

impl Content for Wards {
    fn check(&self, c: &mut Checker) {
        c.count("zones", self.zones.len(), 1, ZONES_MAX);
        c.count("wards", self.wards.len(), 1, WARDS_MAX);
        for (index, zone) in self.zones.iter().enumerate() {
            c.bilingual(&at("zones", index, "name"), &zone.name, Length::Short);
            if self.zones[..index].iter().any(|z| z.number == zone.number) {
                c.fail(&at("zones", index, "number"), "duplicate");
            }
        }
        for (index, ward) in self.wards.iter().enumerate() {
            c.bilingual(&at("wards", index, "name"), &ward.name, Length::Short);
            if self.wards[..index].iter().any(|w| w.number == ward.number) {
                c.fail(&at("wards", index, "number"), "duplicate");
            }
            if self.zone(ward.zone).is_none() {
                c.fail(&at("wards", index, "zone"), "unknown");
            }
        }
    }

    fn facts(&self) -> Facts {
        Facts::default()
    }
}
