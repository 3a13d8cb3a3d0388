//! Content checks of the telephone directories (`content/directory/`): the people of
//! `people.json`, split into the six lists the pages show, and what they refer to.

use std::collections::{BTreeMap, BTreeSet};

use wasm_core::model::Bilingual;
use wasm_core::model::directory::{
    Designation, Directory as Listed, Party, Person as Record, PersonName, Wards,
};

use crate::common::{
    assert_bilingual, assert_image, assert_phone, content_dir, content_file, is_devanagari, load,
};

/// A row of the officers' or the employees' list.
struct StaffRow {
    serial: u32,
    name: PersonName,
    designation: String,
    mobile: String,
}

/// A zone's table of officers.
struct ZoneTable {
    zone: u8,
    officers: Vec<ZoneOfficer>,
}

/// A row of a zone's table.
struct ZoneOfficer {
    serial: u32,
    name: PersonName,
    designation: String,
    mobile: String,
    wards: Vec<u8>,
}

/// The officer of a ward.
struct WardOfficer {
    ward: u8,
    name: PersonName,
    designation: String,
    mobile: String,
}

/// The corporator of a ward.
struct Corporator {
    ward: u8,
    name: PersonName,
    party: String,
    mobile: String,
    photo: String,
}

/// A supervisor of the outsourcing agency.
struct OutsourceEmployee {
    zone: u8,
    name: PersonName,
    designation: String,
    mobile: String,
}

/// Every directory, read from `people.json` and split into the six lists the pages show.
struct Directory {
    wards: Wards,
    designations: BTreeMap<String, Bilingual>,
    parties: BTreeMap<String, Party>,
    officers: Vec<StaffRow>,
    employees: Vec<StaffRow>,
    zones: Vec<ZoneTable>,
    ward_officers: Vec<WardOfficer>,
    corporators: Vec<Corporator>,
    outsource: Vec<OutsourceEmployee>,
}

/// One person of any directory: where the row is, the name, the post or party id, the mobile.
struct Person<'a> {
    row: String,
    name: &'a PersonName,
    post: &'a str,
    mobile: &'a str,
}

/// The field a directory needs, which the content rules make sure it has.
fn needed<T: Clone>(value: Option<&T>) -> T {
    value.cloned().expect("the directory's rules require it")
}

impl Directory {
    fn load() -> Self {
        let people: Vec<Record> = load("directory/people.json");
        let listed = |directory: Listed| people.iter().filter(move |p| p.directory == directory);
        let staff = |directory| {
            listed(directory)
                .map(|p| StaffRow {
                    serial: needed(p.serial.as_ref()),
                    name: p.name.clone(),
                    designation: needed(p.designation.as_ref()),
                    mobile: p.mobile.to_string(),
                })
                .collect()
        };
        let mut zones: Vec<ZoneTable> = Vec::new();
        for p in listed(Listed::ZoneOfficer) {
            let zone = needed(p.zone.as_ref());
            let officer = ZoneOfficer {
                serial: needed(p.serial.as_ref()),
                name: p.name.clone(),
                designation: needed(p.designation.as_ref()),
                mobile: p.mobile.to_string(),
                wards: p.wards.clone(),
            };
            match zones.iter_mut().find(|t| t.zone == zone) {
                Some(table) => table.officers.push(officer),
                None => zones.push(ZoneTable {
                    zone,
                    officers: vec![officer],
                }),
            }
        }
        let designations: Vec<Designation> = load("directory/designations.json");
        let parties: Vec<Party> = load("directory/parties.json");
        Directory {
            wards: load("directory/wards.json"),
            designations: designations.into_iter().map(|d| (d.id, d.name)).collect(),
            parties: parties.into_iter().map(|p| (p.id.clone(), p)).collect(),
            officers: staff(Listed::SmcOfficer),
            employees: staff(Listed::SmcEmployee),
            zones,
            ward_officers: listed(Listed::WardOfficer)
                .map(|p| WardOfficer {
                    ward: needed(p.ward.as_ref()),
                    name: p.name.clone(),
                    designation: needed(p.designation.as_ref()),
                    mobile: p.mobile.to_string(),
                })
                .collect(),
            corporators: listed(Listed::Corporator)
                .map(|p| Corporator {
                    ward: needed(p.ward.as_ref()),
                    name: p.name.clone(),
                    party: needed(p.party.as_ref()),
                    mobile: p.mobile.to_string(),
                    photo: needed(p.photo.as_ref()).into(),
                })
                .collect(),
            outsource: listed(Listed::OutsourceEmployee)
                .map(|p| OutsourceEmployee {
                    zone: needed(p.zone.as_ref()),
                    name: p.name.clone(),
                    designation: needed(p.designation.as_ref()),
                    mobile: p.mobile.to_string(),
                })
                .collect(),
        }
    }

    /// Everyone, corporators included (their `post` is their party).
    fn people(&self) -> Vec<Person<'_>> {
        let mut all = Vec::new();
        for (file, rows) in [
            ("smc-officers", &self.officers),
            ("smc-employees", &self.employees),
        ] {
            all.extend(rows.iter().map(|r| Person {
                row: format!("{file} {}", r.serial),
                name: &r.name,
                post: &r.designation,
                mobile: &r.mobile,
            }));
        }
        for table in &self.zones {
            all.extend(table.officers.iter().map(|r| Person {
                row: format!("zone-officers zone {} row {}", table.zone, r.serial),
                name: &r.name,
                post: &r.designation,
                mobile: &r.mobile,
            }));
        }
        all.extend(self.ward_officers.iter().map(|r| Person {
            row: format!("ward-officers ward {}", r.ward),
            name: &r.name,
            post: &r.designation,
            mobile: &r.mobile,
        }));
        all.extend(self.corporators.iter().map(|r| Person {
            row: format!("corporators ward {}", r.ward),
            name: &r.name,
            post: &r.party,
            mobile: &r.mobile,
        }));
        all.extend(self.outsource.iter().map(|r| Person {
            row: format!("outsource-employees zone {}", r.zone),
            name: &r.name,
            post: &r.designation,
            mobile: &r.mobile,
        }));
        all
    }

    /// Everyone but the corporators: the rows whose `post` is a designation id.
    fn staff(&self) -> Vec<Person<'_>> {
        self.people()
            .into_iter()
            .filter(|p| !p.row.starts_with("corporators"))
            .collect()
    }
}

/// The numbers `1..=n`, to compare serials and ward lists with.
fn one_to(n: usize) -> Vec<u32> {
    (1..=u32::try_from(n).expect("a small count")).collect()
}

#[test]
fn forty_five_wards_in_three_zones() {
    let Wards { zones, wards } = Directory::load().wards;
    let numbers: Vec<u8> = zones.iter().map(|z| z.number).collect();
    assert_eq!(numbers, [1, 2, 3], "three zones, in order");
    for zone in &zones {
        assert_bilingual(&format!("zone {}", zone.number), &zone.name);
        assert_eq!(zone.name.en, format!("Zone {}", zone.number));
    }
    let numbers: Vec<u32> = wards.iter().map(|w| u32::from(w.number)).collect();
    assert_eq!(numbers, one_to(45), "wards 1 to 45, in order");
    let (mut en, mut hi) = (BTreeSet::new(), BTreeSet::new());
    for ward in &wards {
        let what = format!("ward {}", ward.number);
        assert_bilingual(&what, &ward.name);
        assert!(en.insert(&ward.name.en), "{what}: name repeats another");
        assert!(
            hi.insert(&ward.name.hi),
            "{what}: Hindi name repeats another"
        );
        assert!(
            (1..=3).contains(&ward.zone),
            "{what}: no zone {}",
            ward.zone
        );
    }
    for zone in 1..=3 {
        assert!(
            wards.iter().any(|w| w.zone == zone),
            "zone {zone} has no ward"
        );
    }
}

#[test]
fn designations_and_parties_are_bilingual_and_used() {
    let dir = Directory::load();
    for (id, designation) in &dir.designations {
        assert_bilingual(id, designation);
    }
    let ids: BTreeSet<&str> = dir.parties.keys().map(String::as_str).collect();
    assert_eq!(
        ids,
        BTreeSet::from(["aap", "bjp", "bsp", "inc", "independent"])
    );
    for (id, party) in &dir.parties {
        assert_bilingual(id, &party.name);
        assert_bilingual(id, &party.short);
    }
    // Every row names a known post; every post and party has a row (no empty filter option).
    let staff = dir.staff();
    for p in &staff {
        assert!(
            dir.designations.contains_key(p.post),
            "{}: unknown designation '{}'",
            p.row,
            p.post
        );
    }
    for id in dir.designations.keys() {
        assert!(staff.iter().any(|p| p.post == id), "no row is a(n) {id}");
    }
    for c in &dir.corporators {
        assert!(dir.parties.contains_key(&c.party), "ward {}: party", c.ward);
    }
    for id in dir.parties.keys() {
        assert!(
            dir.corporators.iter().any(|c| &c.party == id),
            "no {id} corporator"
        );
    }
}

#[test]
fn officers_and_employees_are_numbered_lists_of_the_specified_length() {
    let dir = Directory::load();
    for (file, rows, count) in [
        ("smc-officers", &dir.officers, 79),
        ("smc-employees", &dir.employees, 136),
    ] {
        assert_eq!(rows.len(), count, "{file}: the list has {count} rows");
        let serials: Vec<u32> = rows.iter().map(|r| r.serial).collect();
        assert_eq!(serials, one_to(count), "{file}: serials 1 to {count}");
    }
}

#[test]
fn each_zone_table_covers_the_wards_of_its_zone() {
    let dir = Directory::load();
    let zones: Vec<u8> = dir.zones.iter().map(|t| t.zone).collect();
    assert_eq!(zones, [1, 2, 3], "one table per zone, in order");
    let mut covered = BTreeMap::new();
    for table in &dir.zones {
        let zone = table.zone;
        assert!(table.officers.len() >= 2, "zone {zone}: several officers");
        let serials: Vec<u32> = table.officers.iter().map(|o| o.serial).collect();
        assert_eq!(
            serials,
            one_to(serials.len()),
            "zone {zone}: serials from 1"
        );
        for officer in &table.officers {
            let what = format!("zone {zone} row {}", officer.serial);
            assert!(!officer.wards.is_empty(), "{what}: no ward");
            let unique: BTreeSet<u8> = officer.wards.iter().copied().collect();
            assert_eq!(unique.len(), officer.wards.len(), "{what}: a ward twice");
            for &ward in &officer.wards {
                let home = dir.wards.ward(ward).map(|w| w.zone);
                assert_eq!(
                    home,
                    Some(zone),
                    "{what}: ward {ward} is not of zone {zone}"
                );
                covered.insert(ward, zone);
            }
        }
    }
    for ward in &dir.wards.wards {
        assert_eq!(
            covered.get(&ward.number),
            Some(&ward.zone),
            "ward {} is in no officer's charge in its zone's table",
            ward.number
        );
    }
}

#[test]
fn one_ward_officer_and_one_corporator_per_ward() {
    let dir = Directory::load();
    let wards: Vec<u32> = dir
        .ward_officers
        .iter()
        .map(|r| u32::from(r.ward))
        .collect();
    assert_eq!(wards, one_to(45), "ward-officers: wards 1 to 45, once each");
    let wards: Vec<u32> = dir.corporators.iter().map(|r| u32::from(r.ward)).collect();
    assert_eq!(wards, one_to(45), "corporators: wards 1 to 45, once each");
    let mut photos = BTreeSet::new();
    for c in &dir.corporators {
        let what = format!("corporator of ward {}", c.ward);
        assert_image(&what, &c.photo);
        assert!(photos.insert(&c.photo), "{what}: photo repeats another's");
    }
}

#[test]
fn one_outsourced_supervisor_per_agency_zone() {
    let zones: Vec<u32> = Directory::load()
        .outsource
        .iter()
        .map(|r| u32::from(r.zone))
        .collect();
    assert_eq!(zones, one_to(9), "outsource-employees: zones 1 to 9");
}

#[test]
fn every_name_is_in_devanagari_and_its_english_in_latin_letters() {
    let dir = Directory::load();
    let mut names = BTreeSet::new();
    for p in dir.people() {
        let hi = p.name.hi.as_str();
        assert!(
            is_devanagari(hi) && !hi.chars().any(|c| c.is_ascii_alphabetic()),
            "{}: '{hi}' is not written in Devanagari",
            p.row
        );
        assert_eq!(hi.trim(), hi, "{}: spaces around '{hi}'", p.row);
        if let Some(en) = &p.name.en {
            let latin = en
                .chars()
                .all(|c| c.is_ascii_alphabetic() || " .'-".contains(c));
            assert!(
                latin && !en.trim().is_empty(),
                "{}: '{en}' is not in Latin letters",
                p.row
            );
            assert_eq!(en.trim(), en, "{}: spaces around '{en}'", p.row);
        }
        assert!(
            names.insert(hi),
            "{}: '{hi}' is another person's name",
            p.row
        );
    }
}

#[test]
fn some_names_are_given_only_in_devanagari() {
    let dir = Directory::load();
    let only: Vec<Person> = dir
        .people()
        .into_iter()
        .filter(|p| p.name.is_devanagari_only())
        .collect();
    assert!(only.len() >= 6, "only {} Devanagari-only names", only.len());
    for surname in ["शर्मा", "श्रीवास्तव", "सिंह"] {
        assert!(
            only.iter().any(|p| p.name.hi.ends_with(surname)),
            "no Devanagari-only {surname}"
        );
    }
    for file in ["smc-officers", "corporators"] {
        assert!(
            only.iter().any(|p| p.row.starts_with(file)),
            "no Devanagari-only name in {file}"
        );
    }
}

#[test]
fn surnames_come_in_their_usual_spelling_variants() {
    let dir = Directory::load();
    let people = dir.people();
    let words = |script: fn(&PersonName) -> Option<&str>| -> BTreeSet<&str> {
        people
            .iter()
            .filter_map(|p| script(p.name))
            .flat_map(str::split_whitespace)
            .collect()
    };
    let en = words(|n| n.en.as_deref());
    let hi = words(|n| Some(n.hi.as_str()));
    // What the search is tested on: one Devanagari spelling, several Latin ones, and back.
    for spelling in [
        "Sharma",
        "Shrivastava",
        "Srivastava",
        "Shrivastav",
        "Singh",
        "Sinha",
        "Tiwari",
        "Tiwary",
        "Agrawal",
        "Agarwal",
        "Aggarwal",
        "Chaurasia",
        "Chourasiya",
        "Pandey",
        "Khan",
        "Pooja",
        "Puja",
    ] {
        assert!(en.contains(spelling), "no English name spelt '{spelling}'");
    }
    for spelling in [
        "शर्मा",
        "श्रीवास्तव",
        "सिंह",
        "सिन्हा",
        "पाण्डेय",
        "पांडेय",
        "ख़ान",
        "खान",
        "चंद्र",
        "चन्द्र",
    ] {
        assert!(hi.contains(spelling), "no Hindi name spelt '{spelling}'");
    }
}

#[test]
fn every_mobile_is_dialable_and_belongs_to_one_person() {
    let dir = Directory::load();
    let mut seen = BTreeMap::new();
    for p in dir.people() {
        assert_phone(&p.row, p.mobile);
        if let Some(other) = seen.insert(p.mobile, p.row.clone()) {
            panic!("{} and {other} share {}", p.row, p.mobile);
        }
    }
    // No other content file (departments, contacts, …) gives these numbers to someone else.
    let mut files = vec![content_dir()];
    while let Some(path) = files.pop() {
        if path.is_dir() {
            if !path.ends_with("directory") && !path.ends_with("public") {
                files.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
            }
        } else if path.extension().is_some_and(|ext| ext == "json") {
            let name = path.strip_prefix(content_dir()).unwrap().to_str().unwrap();
            let text = content_file(name);
            for mobile in seen.keys() {
                assert!(!text.contains(mobile), "{name} also uses {mobile}");
            }
        }
    }
}

/// The search engine over the real lists: every name given only in Devanagari is found from
/// its usual Latin spelling, surname alone or in full, and a Hindi surname finds the English
/// spellings of it.
#[test]
fn latin_spellings_find_the_names_given_only_in_devanagari() {
    let directory = Directory::load();
    let people = directory.people();
    let mut index = wasm_core::search::Index::new();
    for person in &people {
        let names = [
            person.name.hi.as_str(),
            person.name.en.as_deref().unwrap_or(""),
        ];
        index.add(&names, &[person.mobile], &[]);
    }
    let find = |query: &str| -> Vec<&str> {
        index
            .search::<&str>(query, &[])
            .into_iter()
            .map(|i| people[i as usize].mobile)
            .collect()
    };
    let latin = [
        ("सुरेश कुमार शर्मा", "suresh kumar sharma", "sharma"),
        (
            "राजेन्द्र प्रसाद श्रीवास्तव",
            "rajendra prasad srivastava",
            "srivastav",
        ),
        ("सुनीता पाण्डेय", "sunita pandey", "pandey"),
        ("रामसजीवन सिंह", "ramsajivan singh", "singh"),
        ("उमाशंकर द्विवेदी", "umashankar dwivedi", "dwivedi"),
        ("सलीम ख़ान", "salim khan", "khan"),
        ("ममता श्रीवास्तव", "mamta shrivastava", "shrivastava"),
        ("रामनरेश सिंह", "ramnaresh singh", "singh"),
        ("भोला प्रसाद तिवारी", "bhola prasad tiwari", "tiwari"),
    ];
    let only_devanagari: Vec<&Person> = people
        .iter()
        .filter(|p| p.name.is_devanagari_only())
        .collect();
    assert_eq!(only_devanagari.len(), latin.len(), "a spelling per record");
    for person in only_devanagari {
        let (_, full, surname) = latin
            .iter()
            .find(|(hi, _, _)| *hi == person.name.hi)
            .unwrap_or_else(|| panic!("no Latin spelling listed for {}", person.name.hi));
        assert_eq!(find(full), [person.mobile], "{full}");
        assert!(find(surname).contains(&person.mobile), "{surname}");
    }
    // Hindi surname → every record with that surname in English.
    let srivastavas: Vec<&str> = people
        .iter()
        .filter(|p| p.name.hi.ends_with("श्रीवास्तव"))
        .map(|p| p.mobile)
        .collect();
    let mut found = find("श्रीवास्तव");
    found.sort_unstable();
    assert_eq!(found, srivastavas);
}
