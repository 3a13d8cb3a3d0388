//! The largest item of each kind that the rules accept, for the tests that hold the pages
//! showing it to their budgets: every list at its maximum, every text (and every address and
//! id) at its longest, as far as the kind's [`Kind::max_bytes`] allows. When the whole would be
//! too large, every text is cut to one common length, the longest that fits, so the item ends
//! just under its kind's limit. English is Latin words, Hindi Devanagari ones, drawn from a fixed
//! sequence: the same item every time, that compresses as text does rather than as one letter
//! repeated.

use serde::Serialize;
use serde_json::Value;

use super::checker::{LONG_TEXT_MAX, SHORT_TEXT_MAX};
use super::{References, stored_json};
use crate::model::Bilingual;
use crate::model::alerts::{Alert, Severity};
use crate::model::departments::{
    Department, DepartmentHead, RESPONSIBILITIES_MAX, STAFF_MAX, StaffMember,
};
use crate::model::directory::{
    Designation, Directory, OFFICER_WARDS_MAX, Party, Person, PersonName, WARDS_MAX, Ward, Wards,
    ZONES_MAX, Zone,
};
use crate::model::documents::DocumentLanguage;
use crate::model::events::{Category, Event};
use crate::model::hoarding::HoardingCircular;
use crate::model::home::{Home, RESULT_CARDS_MAX, ResultCard};
use crate::model::info::{
    CARD_PHONES_MAX, CITY_FACTS_MAX, CITY_PARAGRAPHS_MAX, CITY_TABS_MAX, CityFact, CityInfo,
    CityTab, Contact, DEPARTMENT_CARDS_MAX, DIRECTIONS_MAX, DepartmentPhones, Directions,
    EMERGENCY_MAX, EmergencyContact, FAQ_ITEMS_MAX, Faq, FaqHelp, FaqItem, HeadOffice, InfoPage,
    LIST_ITEMS_MAX, LabelledPhone, LocationMap, OfficeHours, PolicySection, Pricing, PrivacyPolicy,
    RTI_CONTACTS_MAX, RTI_DOWNLOADS_MAX, RTI_FEES_MAX, RTI_OVERVIEW_MAX, RTI_STEPS_MAX,
    RTI_TIME_LIMITS_MAX, Rti, RtiContact, RtiDownload, RtiFee, RtiOffice, RtiTimeLimit,
    SCREEN_READERS_MAX, SECTION_ITEMS_MAX, SECTION_LINKS_MAX, SECTION_LISTS_MAX,
    SECTION_PARAGRAPHS_MAX, SECTIONS_MAX, ScreenReader, ScreenReaderAccess, SectionLink,
    TitledList, UserGuidelines, ZONE_OFFICES_MAX, ZoneOffice,
};
use crate::model::kinds::Kind;
use crate::model::links::{IMPORTANT_LINKS_MAX, ImportantLink, ImportantLinks};
use crate::model::notices::Notice;
use crate::model::press::{MAX_PRESS_IMAGES, PressGallery, PressImage};
use crate::model::profiles::{
    CAREER_MAX, CareerStep, Chairman, Commissioner, Mayor, POSTINGS_MAX, Profiles,
};
use crate::model::site::{
    EMAILS_MAX, Email, HELPLINES_MAX, Helpline, SOCIAL_LINKS_MAX, SiteInfo, SocialLink,
};
use crate::model::tenders::{CORRIGENDA_MAX, Corrigendum, Recruitment, Tender};
use crate::model::values::ADDRESS_MAX;
use crate::validate::IMAGES_MAX;

/// The files of the site the largest items name (a save refuses a file the site does not
/// have).
#[derive(Debug, Clone, Copy)]
pub struct Files<'a> {
    /// A PDF of the site (`/files/…`).
    pub pdf: &'a str,
    /// An image of the site (`/images/…`).
    pub image: &'a str,
}

/// The longest an id may be (`checker::is_slug`).
const ID_MAX: usize = 100;
/// The day every day of the largest items is: far ahead, so a tender or an advertisement is
/// open and nothing has moved to an archive.
const DAY: &str = "2099-12-31";
/// When a largest item appears on the site (long past) and when an alert ends.
const SINCE: &str = "2000-01-01T00:00:00Z";
const UNTIL: &str = "2099-12-31T00:00:00Z";
/// A phone number as printed, with the country code (the longest of the usual forms).
const PHONE: &str = "+91 70000-00999";

/// The largest item of `kind` that the rules accept with `refs` (a person's designation, zone
/// and wards are taken from them), naming `files`. An item of its kind as a save sends it (a
/// collection item's `id` made up; the server gives it its own).
///
/// ```
/// use wasm_core::content::{References, check, largest::{Files, largest}};
/// use wasm_core::model::kinds::Kind;
///
/// let files = Files { pdf: "/files/notices/a.pdf", image: "/images/a.svg" };
/// let site = largest(Kind::Site, &References::default(), files);
/// assert_eq!(site["social"].as_array().map(Vec::len), Some(6));
/// assert!(site.to_string().len() <= Kind::Site.max_bytes());
/// assert!(check(Kind::Site, site, &References::default()).is_ok());
/// ```
pub fn largest(kind: Kind, refs: &References, files: Files<'_>) -> Value {
    serde_json::from_str(&largest_json(kind, refs, files)).expect("an item reads back")
}

/// [`largest`] as the JSON text it is stored as.
pub fn largest_json(kind: Kind, refs: &References, files: Files<'_>) -> String {
    build(kind, refs, files, longest_fitting(kind, refs, files))
}

/// The longest common length of texts at which the largest item of `kind` fits its kind's size
/// (the item's size grows with it); 1 when even that does not fit. Searched upwards by doubling,
/// so no item much larger than the answer is made.
fn longest_fitting(kind: Kind, refs: &References, files: Files<'_>) -> usize {
    let fits = |cap: usize| build(kind, refs, files, cap).len() <= kind.max_bytes();
    let mut low = 1;
    let mut high = loop {
        let next = (low * 2).min(LONG_TEXT_MAX);
        if !fits(next) {
            break next - 1;
        }
        if next == LONG_TEXT_MAX {
            return next;
        }
        low = next;
    };
    while low < high {
        let middle = (low + high).div_ceil(2);
        if fits(middle) {
            low = middle;
        } else {
            high = middle - 1;
        }
    }
    low
}

/// The item of `kind` with every text at most `cap` characters, as stored.
fn build(kind: Kind, refs: &References, files: Files<'_>, cap: usize) -> String {
    let f = &mut Fill {
        cap,
        state: 0x9E37_79B9_7F4A_7C15 ^ kind as u64,
        files,
    };
    match kind {
        Kind::Notices => sized(&notice(f)),
        Kind::Tenders => sized(&tender(f)),
        Kind::Recruitment => sized(&recruitment(f)),
        Kind::Alerts => sized(&alert(f)),
        Kind::Events => sized(&event(f)),
        Kind::People => sized(&person(f, refs)),
        Kind::Designations => sized(&Designation {
            id: f.id(0),
            name: f.short(),
        }),
        Kind::Parties => sized(&Party {
            id: f.id(0),
            name: f.short(),
            short: f.short(),
        }),
        Kind::Wards => sized(&wards(f)),
        Kind::Departments => sized(&department(f)),
        Kind::Site => sized(&site(f)),
        Kind::Home => sized(&Home {
            results: (0..RESULT_CARDS_MAX)
                .map(|n| ResultCard {
                    id: f.id(n),
                    title: f.short(),
                    value: f.short(),
                    detail: f.short(),
                    certificate: f.files.pdf.into(),
                })
                .collect(),
            helpline: PHONE.into(),
        }),
        Kind::ImportantLinks => sized(&ImportantLinks {
            links: (0..IMPORTANT_LINKS_MAX)
                .map(|_| ImportantLink {
                    name: f.short(),
                    url: f.https(),
                })
                .collect(),
        }),
        Kind::Press => sized(&PressGallery {
            placeholder: f.files.image.into(),
            images: (0..MAX_PRESS_IMAGES)
                .map(|_| PressImage {
                    src: f.files.image.into(),
                    width: 10_000,
                    height: 10_000,
                    alt: f.short(),
                })
                .collect(),
        }),
        Kind::Profiles => sized(&profiles(f)),
        Kind::Rti => sized(&rti(f)),
        Kind::PrivacyPolicy => sized(&PrivacyPolicy {
            last_updated: f.short(),
            intro: f.long(),
            sections: sections(f),
        }),
        Kind::UserGuidelines => sized(&UserGuidelines {
            sections: sections(f),
        }),
        Kind::AccessibilityStatement | Kind::Help | Kind::WebsitePolicies => sized(&InfoPage {
            intro: f.long(),
            sections: sections(f),
        }),
        Kind::ScreenReaderAccess => sized(&ScreenReaderAccess {
            intro: f.long(),
            readers: (0..SCREEN_READERS_MAX)
                .map(|n| ScreenReader {
                    id: f.id(n),
                    name: f.line(),
                    website: f.https(),
                    pricing: Pricing::Commercial,
                    platform: f.short(),
                })
                .collect(),
            sections: sections(f),
        }),
        Kind::Faq => sized(&Faq {
            items: (0..FAQ_ITEMS_MAX)
                .map(|n| FaqItem {
                    id: f.id(n),
                    question: f.short(),
                    answer: f.long(),
                })
                .collect(),
            help: FaqHelp {
                text: f.long(),
                phone: PHONE.into(),
                email: f.email(),
            },
        }),
        Kind::CityInfo => sized(&city_info(f)),
        Kind::Contact => sized(&contact(f)),
        Kind::Hoarding => sized(&hoarding(f)),
    }
}

fn sized<T: Serialize>(item: &T) -> String {
    stored_json(item)
}

/// Makes the texts of one item: each at most its own maximum and at most `cap` characters.
struct Fill<'a> {
    cap: usize,
    /// The state of the generator of words (xorshift).
    state: u64,
    files: Files<'a>,
}

/// Latin letters, common ones more often.
const LATIN: &[u8] = b"eeeeaaaiiioooonnnrrrssstttlllccdduumpghbyfvkwz";
/// Devanagari consonants and the vowel signs that follow them.
const CONSONANTS: &[char] = &[
    'क', 'ख', 'ग', 'घ', 'च', 'छ', 'ज', 'झ', 'ट', 'ठ', 'ड', 'ढ', 'ण', 'त', 'थ', 'द', 'ध', 'न', 'प',
    'फ', 'ब', 'भ', 'म', 'य', 'र', 'ल', 'व', 'श', 'ष', 'स', 'ह',
];
const SIGNS: &[char] = &['ा', 'ि', 'ी', 'ु', 'ू', 'े', 'ै', 'ो', 'ौ', 'ं'];

impl<'a> Fill<'a> {
    fn next(&mut self, below: usize) -> usize {
        self.state ^= self.state << 13;
        self.state ^= self.state >> 7;
        self.state ^= self.state << 17;
        usize::try_from(self.state % below as u64).unwrap_or(0)
    }

    /// `max` characters or `cap`, whichever is fewer, of words in Devanagari or Latin letters;
    /// never beginning or ending with a space, which a save would trim.
    fn words(&mut self, max: usize, devanagari: bool) -> String {
        let length = max.min(self.cap).max(1);
        let mut text: Vec<char> = Vec::with_capacity(length + 8);
        while text.len() < length {
            if !text.is_empty() {
                text.push(' ');
            }
            for _ in 0..2 + self.next(5) {
                if devanagari {
                    text.push(CONSONANTS[self.next(CONSONANTS.len())]);
                    if self.next(3) > 0 {
                        text.push(SIGNS[self.next(SIGNS.len())]);
                    }
                } else {
                    text.push(char::from(LATIN[self.next(LATIN.len())]));
                }
            }
        }
        text.truncate(length);
        if text.last() == Some(&' ') {
            text.pop();
            text.push(if devanagari { 'क' } else { 'a' });
        }
        text.into_iter().collect()
    }

    fn text(&mut self, max: usize) -> Bilingual {
        Bilingual {
            en: self.words(max, false),
            hi: self.words(max, true),
        }
    }

    /// A title, a name, a label.
    fn short(&mut self) -> Bilingual {
        self.text(SHORT_TEXT_MAX)
    }

    /// A description, a paragraph, an answer.
    fn long(&mut self) -> Bilingual {
        self.text(LONG_TEXT_MAX)
    }

    /// A short text in Latin letters alone (a notice number, a screen reader's name).
    fn line(&mut self) -> String {
        self.words(SHORT_TEXT_MAX, false)
    }

    /// `prefix`, then letters up to the longest address (or `cap`), then `suffix`.
    fn address(&mut self, prefix: &str, suffix: &str) -> String {
        let letters = ADDRESS_MAX
            .min(self.cap)
            .saturating_sub(prefix.len() + suffix.len())
            .max(1);
        let mut address = String::from(prefix);
        for _ in 0..letters {
            address.push(char::from(LATIN[self.next(LATIN.len())]));
        }
        address.push_str(suffix);
        address
    }

    fn https<T: From<String>>(&mut self) -> T {
        self.address("https://smc.example.in/", "").into()
    }

    fn email<T: From<String>>(&mut self) -> T {
        self.address("", "@smc.example.in").into()
    }

    /// An id, the `n`th of its list: letters after the number, up to the longest id.
    fn id(&mut self, n: usize) -> String {
        let mut id = format!("x{n}-");
        let letters = ID_MAX.min(self.cap).saturating_sub(id.len()).max(1);
        for _ in 0..letters {
            id.push(char::from(LATIN[self.next(LATIN.len())]));
        }
        id
    }

    fn pdf<T: From<&'a str>>(&self) -> T {
        self.files.pdf.into()
    }

    fn image<T: From<&'a str>>(&self) -> T {
        self.files.image.into()
    }
}

/// Its year is a year, whose longest form is a financial year's.
fn hoarding(f: &mut Fill<'_>) -> HoardingCircular {
    HoardingCircular {
        pdf: f.pdf(),
        year: "2099-00".to_owned(),
        issued: Some(DAY.into()),
    }
}

fn notice(f: &mut Fill<'_>) -> Notice {
    Notice {
        id: f.id(0),
        title: f.short(),
        date: DAY.into(),
        pdf: f.pdf(),
        language: Some(DocumentLanguage::Both),
        new: true,
        publish_at: Some(SINCE.into()),
        valid_until: Some(DAY.into()),
    }
}

fn tender(f: &mut Fill<'_>) -> Tender {
    Tender {
        id: f.id(0),
        no: f.line(),
        work: f.short(),
        description: f.long(),
        pdf: f.pdf(),
        language: Some(DocumentLanguage::Both),
        link: Some(f.https()),
        start_date: DAY.into(),
        end_date: DAY.into(),
        corrigenda: (0..CORRIGENDA_MAX)
            .map(|_| Corrigendum {
                date: DAY.into(),
                note: f.long(),
                pdf: Some(f.pdf()),
            })
            .collect(),
        publish_at: Some(SINCE.into()),
        valid_until: Some(DAY.into()),
    }
}

fn recruitment(f: &mut Fill<'_>) -> Recruitment {
    Recruitment {
        id: f.id(0),
        no: f.line(),
        post: f.short(),
        description: f.long(),
        pdf: f.pdf(),
        language: Some(DocumentLanguage::Both),
        start_date: DAY.into(),
        end_date: DAY.into(),
        publish_at: Some(SINCE.into()),
        valid_until: Some(DAY.into()),
    }
}

fn alert(f: &mut Fill<'_>) -> Alert {
    Alert {
        id: f.id(0),
        message: f.short(),
        severity: Severity::Emergency,
        link: Some(f.https()),
        from: SINCE.into(),
        until: UNTIL.into(),
    }
}

fn event(f: &mut Fill<'_>) -> Event {
    Event {
        id: f.id(0),
        title: f.short(),
        description: f.long(),
        date: DAY.into(),
        location: Some(f.short()),
        category: Category::Cultural,
        images: (0..IMAGES_MAX).map(|_| f.image()).collect(),
        publish_at: Some(SINCE.into()),
        valid_until: Some(DAY.into()),
    }
}

/// A zone officer, the directory with the most fields: of the zone of `refs` with the most
/// wards, in charge of as many of them as one may be.
fn person(f: &mut Fill<'_>, refs: &References) -> Person {
    let (zone, wards) = refs.wards.as_ref().map_or_else(
        || {
            (
                1,
                (1..=OFFICER_WARDS_MAX)
                    .filter_map(|n| u8::try_from(n).ok())
                    .collect(),
            )
        },
        |known| {
            let of = |zone: u8| -> Vec<u8> {
                known
                    .wards
                    .iter()
                    .filter(|ward| ward.zone == zone)
                    .map(|ward| ward.number)
                    .collect()
            };
            let zone = known
                .zones
                .iter()
                .map(|zone| zone.number)
                .max_by_key(|&zone| of(zone).len())
                .unwrap_or(1);
            (zone, of(zone).into_iter().take(OFFICER_WARDS_MAX).collect())
        },
    );
    Person {
        id: f.id(0),
        directory: Directory::ZoneOfficer,
        name: PersonName {
            hi: f.words(SHORT_TEXT_MAX, true),
            en: Some(f.words(SHORT_TEXT_MAX, false)),
        },
        mobile: PHONE.into(),
        serial: Some(u32::MAX),
        designation: refs.designations.first().cloned(),
        ward: None,
        wards,
        zone: Some(zone),
        party: None,
        photo: None,
    }
}

/// As many zones and wards as there may be; a zone officer may have all the wards one may
/// have, so the first zone has that many.
fn wards(f: &mut Fill<'_>) -> Wards {
    let zone_of = |n: usize| {
        let zone = if n < OFFICER_WARDS_MAX {
            0
        } else {
            n % ZONES_MAX
        };
        u8::try_from(zone + 1).unwrap_or(1)
    };
    Wards {
        zones: (0..ZONES_MAX)
            .map(|n| Zone {
                number: u8::try_from(n + 1).unwrap_or(u8::MAX),
                name: f.short(),
            })
            .collect(),
        wards: (0..WARDS_MAX)
            .map(|n| Ward {
                number: u8::try_from(n + 1).unwrap_or(u8::MAX),
                name: f.short(),
                zone: zone_of(n),
            })
            .collect(),
    }
}

fn department(f: &mut Fill<'_>) -> Department {
    Department {
        id: f.id(0),
        name: f.short(),
        head: DepartmentHead {
            name: f.short(),
            post: f.short(),
            phone: PHONE.into(),
            photo: f.image(),
        },
        about: f.long(),
        responsibilities: (0..RESPONSIBILITIES_MAX).map(|_| f.long()).collect(),
        staff: (0..STAFF_MAX)
            .map(|_| StaffMember {
                name: f.short(),
                position: f.short(),
                mobile: PHONE.into(),
                image: f.image(),
            })
            .collect(),
    }
}

fn site(f: &mut Fill<'_>) -> SiteInfo {
    const NETWORKS: [&str; 4] = ["facebook", "x", "instagram", "youtube"];
    SiteInfo {
        name: f.short(),
        helplines: (0..HELPLINES_MAX)
            .map(|_| Helpline {
                label: f.short(),
                phone: PHONE.into(),
            })
            .collect(),
        help_desk_hours: f.short(),
        emails: (0..EMAILS_MAX)
            .map(|_| Email {
                label: f.short(),
                address: f.email(),
            })
            .collect(),
        social: (0..SOCIAL_LINKS_MAX)
            .map(|n| SocialLink {
                id: NETWORKS[n % NETWORKS.len()].to_owned(),
                name: f.short(),
                url: f.https(),
            })
            .collect(),
    }
}

fn profiles(f: &mut Fill<'_>) -> Profiles {
    Profiles {
        commissioner: Commissioner {
            name: f.short(),
            photo: f.image(),
            designation: f.short(),
            service: f.short(),
            jurisdiction: f.short(),
            education: f.short(),
            previous_postings: (0..POSTINGS_MAX).map(|_| f.short()).collect(),
            achievement: f.long(),
        },
        mayor: Mayor {
            name: f.short(),
            photo: f.image(),
            mobile: PHONE.into(),
            email: f.email(),
            education: f.short(),
            career: (0..CAREER_MAX)
                .map(|n| CareerStep {
                    year: 2000 + u16::try_from(n).unwrap_or(0),
                    text: f.long(),
                })
                .collect(),
        },
        chairman: Chairman {
            name: f.short(),
            photo: f.image(),
            mobile: PHONE.into(),
            email: f.email(),
            education: f.short(),
            career: (0..CAREER_MAX).map(|_| f.long()).collect(),
        },
    }
}

fn rti(f: &mut Fill<'_>) -> Rti {
    Rti {
        overview: (0..RTI_OVERVIEW_MAX).map(|_| f.long()).collect(),
        online_steps: (0..RTI_STEPS_MAX).map(|_| f.long()).collect(),
        offline_steps: (0..RTI_STEPS_MAX).map(|_| f.long()).collect(),
        time_limits: (0..RTI_TIME_LIMITS_MAX)
            .map(|n| RtiTimeLimit {
                id: f.id(n),
                case: f.short(),
                limit: f.short(),
            })
            .collect(),
        fees: (0..RTI_FEES_MAX)
            .map(|n| RtiFee {
                id: f.id(n),
                item: f.short(),
                fee: f.short(),
            })
            .collect(),
        downloads: (0..RTI_DOWNLOADS_MAX)
            .map(|n| RtiDownload {
                id: f.id(n),
                title: f.short(),
                description: f.long(),
                file: f.pdf(),
                language: Some(DocumentLanguage::Both),
            })
            .collect(),
        contacts: (0..RTI_CONTACTS_MAX)
            .map(|n| RtiContact {
                id: f.id(n),
                role: f.short(),
                name: f.short(),
                phone: PHONE.into(),
                email: f.email(),
            })
            .collect(),
        office: RtiOffice {
            address: f.long(),
            phone: PHONE.into(),
            email: f.email(),
        },
    }
}

fn sections(f: &mut Fill<'_>) -> Vec<PolicySection> {
    (0..SECTIONS_MAX)
        .map(|n| PolicySection {
            id: f.id(n),
            title: f.short(),
            paragraphs: (0..SECTION_PARAGRAPHS_MAX).map(|_| f.long()).collect(),
            items: (0..SECTION_ITEMS_MAX).map(|_| f.long()).collect(),
            lists: (0..SECTION_LISTS_MAX)
                .map(|_| TitledList {
                    title: f.short(),
                    items: (0..LIST_ITEMS_MAX).map(|_| f.long()).collect(),
                })
                .collect(),
            links: (0..SECTION_LINKS_MAX)
                .map(|_| SectionLink {
                    href: f.https(),
                    label: f.short(),
                })
                .collect(),
        })
        .collect()
}

fn city_info(f: &mut Fill<'_>) -> CityInfo {
    CityInfo {
        tabs: (0..CITY_TABS_MAX)
            .map(|n| CityTab {
                id: f.id(n),
                title: f.short(),
                paragraphs: (0..CITY_PARAGRAPHS_MAX).map(|_| f.long()).collect(),
                facts: (0..CITY_FACTS_MAX)
                    .map(|n| CityFact {
                        id: f.id(n),
                        label: f.short(),
                        value: f.short(),
                    })
                    .collect(),
            })
            .collect(),
    }
}

fn contact(f: &mut Fill<'_>) -> Contact {
    Contact {
        head_office: HeadOffice {
            name: f.short(),
            address: f.long(),
            phone: PHONE.into(),
            email: f.email(),
        },
        zones: (0..ZONE_OFFICES_MAX)
            .map(|n| ZoneOffice {
                id: f.id(n),
                name: f.short(),
                address: f.long(),
                phone: PHONE.into(),
            })
            .collect(),
        hours: OfficeHours {
            open: f.short(),
            closed: f.short(),
        },
        emergency: (0..EMERGENCY_MAX)
            .map(|n| EmergencyContact {
                id: f.id(n),
                name: f.short(),
                phone: PHONE.into(),
            })
            .collect(),
        map: LocationMap {
            title: f.short(),
            embed_url: f.https(),
            link_url: f.https(),
        },
        how_to_reach: (0..DIRECTIONS_MAX)
            .map(|n| Directions {
                id: f.id(n),
                title: f.short(),
                text: f.long(),
            })
            .collect(),
        departments: (0..DEPARTMENT_CARDS_MAX)
            .map(|n| DepartmentPhones {
                id: f.id(n),
                name: f.short(),
                phones: (0..CARD_PHONES_MAX)
                    .map(|_| LabelledPhone {
                        label: Some(f.short()),
                        phone: PHONE.into(),
                    })
                    .collect(),
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;
    use crate::content::{FieldProblems, check, join, problems};

    const FILES: Files<'static> = Files {
        pdf: "/files/notices/a.pdf",
        image: "/images/a.svg",
    };

    /// Every list at its maximum leaves each text of the largest item at least this many
    /// characters: a kind's size and its lists' maxima agree.
    const TEXT_FLOOR: usize = 10;

    /// The references of the largest items: the largest zones and wards, a post and a party.
    fn refs() -> References {
        let wards = largest(Kind::Wards, &References::default(), FILES);
        References {
            designations: vec!["sub-engineer".into()],
            parties: vec!["bjp".into()],
            wards: Some(serde_json::from_value(wards).unwrap()),
        }
    }

    /// The path of every list in `value` (`sections.3.lists.1.items`) with its length.
    fn lists(value: &Value, path: &str, found: &mut BTreeMap<String, usize>) {
        match value {
            Value::Array(entries) => {
                found.insert(path.to_owned(), entries.len());
                for (index, entry) in entries.iter().enumerate() {
                    lists(entry, &join(path, &index.to_string()), found);
                }
            }
            Value::Object(fields) => {
                for (name, field) in fields {
                    lists(field, &join(path, name), found);
                }
            }
            _ => {}
        }
    }

    /// The first English text of `value`.
    fn first_english(value: &mut Value) -> Option<&mut String> {
        match value {
            Value::Object(fields) => {
                if let Some(Value::String(_)) = fields.get("en") {
                    return match fields.get_mut("en") {
                        Some(Value::String(text)) => Some(text),
                        _ => None,
                    };
                }
                fields.values_mut().find_map(first_english)
            }
            Value::Array(entries) => entries.iter_mut().find_map(first_english),
            _ => None,
        }
    }

    fn pointer(path: &str) -> String {
        path.split('.')
            .fold(String::new(), |pointer, part| pointer + "/" + part)
    }

    #[test]
    fn the_largest_item_of_every_kind_passes_its_rules_within_its_size() {
        let refs = refs();
        for kind in Kind::ALL {
            let cap = longest_fitting(kind, &refs, FILES);
            let item = largest(kind, &refs, FILES);
            let size = item.to_string().len();
            assert!(size <= kind.max_bytes(), "{}: {size} bytes", kind.name());
            assert!(
                cap >= TEXT_FLOOR,
                "{}: with every list at its maximum, texts can have only {cap} characters",
                kind.name()
            );
            let (stored, _) = check(kind, item, &refs)
                .unwrap_or_else(|found| panic!("{}: {found:?}", kind.name()));
            assert_eq!(stored.to_string().len(), size, "{}", kind.name());
        }
    }

    #[test]
    fn one_entry_past_a_list_s_maximum_is_too_many_there() {
        let refs = refs();
        for kind in Kind::ALL {
            let item = largest(kind, &refs, FILES);
            let mut found = BTreeMap::new();
            lists(&item, "", &mut found);
            // One list of each field is enough (`sections.0.items` for every section's items).
            let mut fields = BTreeMap::new();
            for path in found.keys() {
                let field: Vec<&str> = path
                    .split('.')
                    .map(|part| {
                        if part.parse::<usize>().is_ok() {
                            "*"
                        } else {
                            part
                        }
                    })
                    .collect();
                fields.entry(field.join(".")).or_insert(path);
            }
            for path in fields.into_values() {
                let mut longer = item.clone();
                let list = longer
                    .pointer_mut(&pointer(path))
                    .and_then(Value::as_array_mut)
                    .unwrap();
                let entry = list.last().cloned().unwrap_or(Value::Null);
                list.push(entry);
                let found = problems(kind, longer, &refs);
                assert!(
                    found
                        .get(path)
                        .is_some_and(|codes| codes.contains(&"too_many")),
                    "{} {path}: {found:?}",
                    kind.name()
                );
            }
        }
    }

    #[test]
    fn one_byte_past_a_kind_s_size_is_too_large_for_the_whole_item() {
        let refs = refs();
        for kind in Kind::ALL {
            let cap = longest_fitting(kind, &refs, FILES);
            if cap < LONG_TEXT_MAX {
                // The size is what stops the texts: one character more in each, and only the
                // size is wrong.
                let longer = build(kind, &refs, FILES, cap + 1);
                assert!(longer.len() > kind.max_bytes());
                let longer: Value = serde_json::from_str(&longer).unwrap();
                let expected = FieldProblems::from([(String::new(), vec!["too_large"])]);
                assert_eq!(problems(kind, longer, &refs), expected, "{}", kind.name());
            }
            // Whatever else is wrong with it, an item past its size is too large.
            // A kind without a text in both languages (the hoarding circular) has its year
            // padded instead.
            let mut padded = largest(kind, &refs, FILES);
            let padding = "x".repeat(kind.max_bytes());
            if let Some(text) = first_english(&mut padded) {
                text.push_str(&padding);
            } else {
                match padded.get_mut("year") {
                    Some(Value::String(year)) => year.push_str(&padding),
                    _ => panic!("{} has no text to pad", kind.name()),
                }
            }
            let found = problems(kind, padded, &refs);
            assert_eq!(found[""], ["too_large"], "{}", kind.name());
        }
    }
}
