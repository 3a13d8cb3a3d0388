//! Each kind's rules and facts.

use super::checker::{Checker, Length, join};
use super::{Content, Facts};
use crate::dates::day_start_in_india;
use crate::model::Bilingual;
use crate::model::alerts::Alert;
use crate::model::departments::{Department, RESPONSIBILITIES_MAX, STAFF_MAX};
use crate::model::directory::{
    AGENCY_ZONES, Designation, Directory, OFFICER_WARDS_MAX, Party, Person, WARDS_MAX, Wards,
    ZONES_MAX,
};
use crate::model::events::Event;
use crate::model::hoarding::{HoardingCircular, is_circular_year};
use crate::model::home::{Home, RESULT_CARDS_MAX};
use crate::model::info::{
    CARD_PHONES_MAX, CITY_FACTS_MAX, CITY_PARAGRAPHS_MAX, CITY_TABS_MAX, CityInfo, Contact,
    DEPARTMENT_CARDS_MAX, DIRECTIONS_MAX, EMERGENCY_MAX, FAQ_ITEMS_MAX, Faq, InfoPage,
    LIST_ITEMS_MAX, PolicySection, PrivacyPolicy, RTI_CONTACTS_MAX, RTI_DOWNLOADS_MAX,
    RTI_FEES_MAX, RTI_OVERVIEW_MAX, RTI_STEPS_MAX, RTI_TIME_LIMITS_MAX, Rti, SCREEN_READERS_MAX,
    SECTION_ITEMS_MAX, SECTION_LINKS_MAX, SECTION_LISTS_MAX, SECTION_PARAGRAPHS_MAX, SECTIONS_MAX,
    ScreenReaderAccess, UserGuidelines, ZONE_OFFICES_MAX,
};
use crate::model::kinds::Kind;
use crate::model::links::{IMPORTANT_LINKS_MAX, ImportantLinks};
use crate::model::notices::Notice;
use crate::model::press::{MAX_PRESS_IMAGES, PressGallery};
use crate::model::profiles::{CAREER_MAX, POSTINGS_MAX, Profiles};
use crate::model::site::{EMAILS_MAX, HELPLINES_MAX, SOCIAL_LINKS_MAX, SiteInfo};
use crate::model::tenders::{CORRIGENDA_MAX, Recruitment, Tender};
use crate::model::values::{Day, Moment};
use crate::routes::ROUTES;
use crate::validate::IMAGES_MAX;

/// The moment the day after `day` (`YYYY-MM-DD`) begins in India, in seconds since 1970.
fn end_of_day_in_india(day: &str) -> Option<i64> {
    Some(day_start_in_india(day)? + 86_400)
}

/// Sorts newest first by `day`, then by `id`: an order text whose ascending order is that.
fn newest_first(day: &str, id: &str) -> String {
    let inverted: String = day
        .bytes()
        .map(|b| {
            if b.is_ascii_digit() {
                char::from(b'9' - (b - b'0'))
            } else {
                char::from(b)
            }
        })
        .collect();
    format!("{inverted} {id}")
}

/// Checks an item's optional schedule: `publishAt` a moment, `validUntil` a day not before
/// `first_day` (the day the item is dated or opens). Returns when it appears, if it waits.
fn schedule(
    c: &mut Checker,
    publish_at: Option<&Moment>,
    valid_until: Option<&Day>,
    first_day: &Day,
) -> Option<i64> {
    let from = publish_at.and_then(|moment| {
        c.value("publishAt", moment);
        moment.seconds()
    });
    if let Some(until) = valid_until {
        c.value("validUntil", until);
        c.day_order("validUntil", first_day, until);
    }
    from
}

/// When an item with this schedule appears on the site.
fn published_from(publish_at: Option<&Moment>) -> Option<i64> {
    publish_at.and_then(Moment::seconds)
}

/// When an item leaves the site: after its last day, `valid_until` or else `last_day`.
fn shown_until(valid_until: Option<&Day>, last_day: Option<&Day>) -> Option<i64> {
    valid_until
        .or(last_day)
        .and_then(|day| end_of_day_in_india(day))
}

/// A list of `min` to `max` texts in both languages.
fn each_bilingual(
    checker: &mut Checker,
    path: &str,
    texts: &[Bilingual],
    (min, max): (usize, usize),
    length: Length,
) {
    checker.count(path, texts.len(), min, max);
    for (index, text) in texts.iter().enumerate() {
        checker.bilingual(&join(path, &index.to_string()), text, length);
    }
}

fn at(path: &str, index: usize, field: &str) -> String {
    join(&join(path, &index.to_string()), field)
}

impl Content for Notice {
    fn check(&self, c: &mut Checker) {
        c.bilingual("title", &self.title, Length::Short);
        c.value("date", &self.date);
        c.value("pdf", &self.pdf);
        schedule(
            c,
            self.publish_at.as_ref(),
            self.valid_until.as_ref(),
            &self.date,
        );
    }

    fn facts(&self) -> Facts {
        Facts {
            label: self.title.en.clone(),
            from: published_from(self.publish_at.as_ref()),
            until: shown_until(self.valid_until.as_ref(), None),
            archives: Kind::Notices.has_archive(),
            order: newest_first(&self.date, &self.id),
            day: Some(self.date.to_string()),
            ..Facts::default()
        }
    }
}

impl Content for Tender {
    fn check(&self, c: &mut Checker) {
        c.text("no", &self.no, Length::Short);
        c.bilingual("work", &self.work, Length::Short);
        c.bilingual("description", &self.description, Length::Long);
        c.value("pdf", &self.pdf);
        if let Some(link) = &self.link {
            c.value("link", link);
        }
        c.value("startDate", &self.start_date);
        c.value("endDate", &self.end_date);
        c.day_order("endDate", &self.start_date, &self.end_date);
        c.count("corrigenda", self.corrigenda.len(), 0, CORRIGENDA_MAX);
        for (index, corrigendum) in self.corrigenda.iter().enumerate() {
            c.value(&at("corrigenda", index, "date"), &corrigendum.date);
            c.bilingual(
                &at("corrigenda", index, "note"),
                &corrigendum.note,
                Length::Long,
            );
            if let Some(pdf) = &corrigendum.pdf {
                c.value(&at("corrigenda", index, "pdf"), pdf);
            }
        }
        schedule(
            c,
            self.publish_at.as_ref(),
            self.valid_until.as_ref(),
            &self.start_date,
        );
    }

    fn facts(&self) -> Facts {
        Facts {
            label: format!("{} {}", self.no, self.work.en),
            unique: vec![("no", self.no.clone())],
            from: published_from(self.publish_at.as_ref()),
            until: shown_until(self.valid_until.as_ref(), Some(&self.end_date)),
            archives: Kind::Tenders.has_archive(),
            order: newest_first(&self.start_date, &self.id),
            over_from: None,
            day: Some(self.start_date.to_string()),
        }
    }
}

impl Content for Recruitment {
    fn check(&self, c: &mut Checker) {
        c.text("no", &self.no, Length::Short);
        c.bilingual("post", &self.post, Length::Short);
        c.bilingual("description", &self.description, Length::Long);
        c.value("pdf", &self.pdf);
        c.value("startDate", &self.start_date);
        c.value("endDate", &self.end_date);
        c.day_order("endDate", &self.start_date, &self.end_date);
        schedule(
            c,
            self.publish_at.as_ref(),
            self.valid_until.as_ref(),
            &self.start_date,
        );
    }

    fn facts(&self) -> Facts {
        Facts {
            label: format!("{} {}", self.no, self.post.en),
            unique: vec![("no", self.no.clone())],
            from: published_from(self.publish_at.as_ref()),
            until: shown_until(self.valid_until.as_ref(), Some(&self.end_date)),
            archives: Kind::Recruitment.has_archive(),
            order: newest_first(&self.start_date, &self.id),
            over_from: None,
            day: Some(self.start_date.to_string()),
        }
    }
}

impl Content for Alert {
    fn check(&self, c: &mut Checker) {
        c.bilingual("message", &self.message, Length::Short);
        if let Some(link) = &self.link {
            c.value("link", link);
        }
        // Left empty, they are filled when the alert is saved (`alerts::fill_defaults`).
        let mut moment = |path, moment: &Moment| {
            if moment.is_empty() {
                return None;
            }
            c.value(path, moment);
            moment.seconds()
        };
        let from = moment("from", &self.from);
        let until = moment("until", &self.until);
        if let (Some(from), Some(until)) = (from, until)
            && until <= from
        {
            c.fail("until", "before_start");
        }
    }

    fn facts(&self) -> Facts {
        Facts {
            label: self.message.en.clone(),
            from: self.from.seconds(),
            until: self.until.seconds(),
            order: newest_first(self.from.get(..10).unwrap_or(""), &self.id),
            ..Facts::default()
        }
    }
}

impl Content for Event {
    fn check(&self, c: &mut Checker) {
        c.bilingual("title", &self.title, Length::Short);
        c.bilingual("description", &self.description, Length::Long);
        c.value("date", &self.date);
        if let Some(location) = &self.location {
            c.bilingual("location", location, Length::Short);
        }
        c.count("images", self.images.len(), 0, IMAGES_MAX);
        for (index, image) in self.images.iter().enumerate() {
            c.value(&join("images", &index.to_string()), image);
        }
        schedule(
            c,
            self.publish_at.as_ref(),
            self.valid_until.as_ref(),
            &self.date,
        );
    }

    fn facts(&self) -> Facts {
        Facts {
            label: self.title.en.clone(),
            unique: crate::validate::title_keys(&self.title)
                .into_iter()
                .map(|key| ("title", key))
                .collect(),
            from: published_from(self.publish_at.as_ref()),
            until: shown_until(self.valid_until.as_ref(), None),
            archives: Kind::Events.has_archive(),
            order: newest_first(&self.date, &self.id),
            over_from: end_of_day_in_india(&self.date),
            day: Some(self.date.to_string()),
        }
    }
}

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

impl Content for Department {
    fn check(&self, c: &mut Checker) {
        c.bilingual("name", &self.name, Length::Short);
        c.bilingual("head.name", &self.head.name, Length::Short);
        c.bilingual("head.post", &self.head.post, Length::Short);
        c.value("head.phone", &self.head.phone);
        c.value("head.photo", &self.head.photo);
        c.bilingual("about", &self.about, Length::Long);
        each_bilingual(
            c,
            "responsibilities",
            &self.responsibilities,
            (1, RESPONSIBILITIES_MAX),
            Length::Long,
        );
        c.count("staff", self.staff.len(), 0, STAFF_MAX);
        for (index, member) in self.staff.iter().enumerate() {
            c.bilingual(&at("staff", index, "name"), &member.name, Length::Short);
            c.bilingual(
                &at("staff", index, "position"),
                &member.position,
                Length::Short,
            );
            c.value(&at("staff", index, "mobile"), &member.mobile);
            c.value(&at("staff", index, "image"), &member.image);
        }
    }

    fn facts(&self) -> Facts {
        let position = ROUTES.iter().position(|route| route.page == self.id);
        Facts {
            label: self.name.en.clone(),
            order: format!("{:05}", position.unwrap_or(usize::MAX % 100_000)),
            ..Facts::default()
        }
    }
}

impl Content for SiteInfo {
    fn check(&self, c: &mut Checker) {
        c.bilingual("name", &self.name, Length::Short);
        c.count("helplines", self.helplines.len(), 1, HELPLINES_MAX);
        for (index, line) in self.helplines.iter().enumerate() {
            c.bilingual(&at("helplines", index, "label"), &line.label, Length::Short);
            c.value(&at("helplines", index, "phone"), &line.phone);
        }
        c.bilingual("helpDeskHours", &self.help_desk_hours, Length::Short);
        c.count("emails", self.emails.len(), 1, EMAILS_MAX);
        for (index, email) in self.emails.iter().enumerate() {
            c.bilingual(&at("emails", index, "label"), &email.label, Length::Short);
            c.value(&at("emails", index, "address"), &email.address);
        }
        c.count("social", self.social.len(), 0, SOCIAL_LINKS_MAX);
        for (index, social) in self.social.iter().enumerate() {
            if !["facebook", "x", "instagram", "youtube"].contains(&social.id.as_str()) {
                c.fail(&at("social", index, "id"), "invalid");
            }
            c.bilingual(&at("social", index, "name"), &social.name, Length::Short);
            c.value(&at("social", index, "url"), &social.url);
        }
    }

    fn facts(&self) -> Facts {
        Facts::default()
    }
}

impl Content for HoardingCircular {
    fn check(&self, c: &mut Checker) {
        c.value("pdf", &self.pdf);
        if self.year.is_empty() {
            c.fail("year", "required");
        } else if !is_circular_year(&self.year) {
            c.fail("year", "invalid_year");
        }
        if let Some(issued) = &self.issued {
            c.value("issued", issued);
        }
    }

    fn facts(&self) -> Facts {
        Facts::default()
    }
}

impl Content for Home {
    fn check(&self, c: &mut Checker) {
        c.count("results", self.results.len(), 1, RESULT_CARDS_MAX);
        c.distinct("results", self.results.iter().map(|r| r.id.as_str()));
        for (index, card) in self.results.iter().enumerate() {
            c.bilingual(&at("results", index, "title"), &card.title, Length::Short);
            c.bilingual(&at("results", index, "value"), &card.value, Length::Short);
            c.bilingual(&at("results", index, "detail"), &card.detail, Length::Short);
            c.value(&at("results", index, "certificate"), &card.certificate);
        }
        c.value("helpline", &self.helpline);
    }

    fn facts(&self) -> Facts {
        Facts::default()
    }
}

impl Content for ImportantLinks {
    fn check(&self, c: &mut Checker) {
        c.count("links", self.links.len(), 1, IMPORTANT_LINKS_MAX);
        for (index, link) in self.links.iter().enumerate() {
            c.bilingual(&at("links", index, "name"), &link.name, Length::Short);
            c.value(&at("links", index, "url"), &link.url);
        }
    }

    fn facts(&self) -> Facts {
        Facts::default()
    }
}

impl Content for PressGallery {
    fn check(&self, c: &mut Checker) {
        c.value("placeholder", &self.placeholder);
        c.count("images", self.images.len(), 1, MAX_PRESS_IMAGES);
        for (index, image) in self.images.iter().enumerate() {
            c.value(&at("images", index, "src"), &image.src);
            c.bilingual(&at("images", index, "alt"), &image.alt, Length::Short);
            for (field, value) in [("width", image.width), ("height", image.height)] {
                if !(1..=10_000).contains(&value) {
                    c.fail(&at("images", index, field), "invalid");
                }
            }
        }
    }

    fn facts(&self) -> Facts {
        Facts::default()
    }
}

impl Content for Profiles {
    fn check(&self, c: &mut Checker) {
        let p = &self.commissioner;
        for (field, text) in [
            ("name", &p.name),
            ("designation", &p.designation),
            ("service", &p.service),
            ("jurisdiction", &p.jurisdiction),
            ("education", &p.education),
        ] {
            c.bilingual(&join("commissioner", field), text, Length::Short);
        }
        c.bilingual("commissioner.achievement", &p.achievement, Length::Long);
        c.value("commissioner.photo", &p.photo);
        each_bilingual(
            c,
            "commissioner.previousPostings",
            &p.previous_postings,
            (0, POSTINGS_MAX),
            Length::Short,
        );
        let m = &self.mayor;
        c.bilingual("mayor.name", &m.name, Length::Short);
        c.value("mayor.photo", &m.photo);
        c.value("mayor.mobile", &m.mobile);
        c.value("mayor.email", &m.email);
        c.bilingual("mayor.education", &m.education, Length::Short);
        c.count("mayor.career", m.career.len(), 0, CAREER_MAX);
        for (index, step) in m.career.iter().enumerate() {
            c.bilingual(&at("mayor.career", index, "text"), &step.text, Length::Long);
            if !(1900..=2100).contains(&step.year) {
                c.fail(&at("mayor.career", index, "year"), "invalid");
            }
        }
        let h = &self.chairman;
        c.bilingual("chairman.name", &h.name, Length::Short);
        c.value("chairman.photo", &h.photo);
        c.value("chairman.mobile", &h.mobile);
        c.value("chairman.email", &h.email);
        c.bilingual("chairman.education", &h.education, Length::Short);
        each_bilingual(
            c,
            "chairman.career",
            &h.career,
            (0, CAREER_MAX),
            Length::Long,
        );
    }

    fn facts(&self) -> Facts {
        Facts::default()
    }
}

impl Content for Rti {
    fn check(&self, c: &mut Checker) {
        each_bilingual(
            c,
            "overview",
            &self.overview,
            (0, RTI_OVERVIEW_MAX),
            Length::Long,
        );
        each_bilingual(
            c,
            "onlineSteps",
            &self.online_steps,
            (0, RTI_STEPS_MAX),
            Length::Long,
        );
        each_bilingual(
            c,
            "offlineSteps",
            &self.offline_steps,
            (0, RTI_STEPS_MAX),
            Length::Long,
        );
        c.count("timeLimits", self.time_limits.len(), 0, RTI_TIME_LIMITS_MAX);
        c.distinct("timeLimits", self.time_limits.iter().map(|t| t.id.as_str()));
        for (index, limit) in self.time_limits.iter().enumerate() {
            c.bilingual(&at("timeLimits", index, "case"), &limit.case, Length::Short);
            c.bilingual(
                &at("timeLimits", index, "limit"),
                &limit.limit,
                Length::Short,
            );
        }
        c.count("fees", self.fees.len(), 0, RTI_FEES_MAX);
        c.distinct("fees", self.fees.iter().map(|f| f.id.as_str()));
        for (index, fee) in self.fees.iter().enumerate() {
            c.bilingual(&at("fees", index, "item"), &fee.item, Length::Short);
            c.bilingual(&at("fees", index, "fee"), &fee.fee, Length::Short);
        }
        c.count("downloads", self.downloads.len(), 0, RTI_DOWNLOADS_MAX);
        c.distinct("downloads", self.downloads.iter().map(|d| d.id.as_str()));
        for (index, download) in self.downloads.iter().enumerate() {
            c.bilingual(
                &at("downloads", index, "title"),
                &download.title,
                Length::Short,
            );
            c.bilingual(
                &at("downloads", index, "description"),
                &download.description,
                Length::Long,
            );
            c.value(&at("downloads", index, "file"), &download.file);
        }
        c.count("contacts", self.contacts.len(), 0, RTI_CONTACTS_MAX);
        c.distinct("contacts", self.contacts.iter().map(|d| d.id.as_str()));
        for (index, contact) in self.contacts.iter().enumerate() {
            c.bilingual(&at("contacts", index, "role"), &contact.role, Length::Short);
            c.bilingual(&at("contacts", index, "name"), &contact.name, Length::Short);
            c.value(&at("contacts", index, "phone"), &contact.phone);
            c.value(&at("contacts", index, "email"), &contact.email);
        }
        c.bilingual("office.address", &self.office.address, Length::Long);
        c.value("office.phone", &self.office.phone);
        c.value("office.email", &self.office.email);
    }

    fn facts(&self) -> Facts {
        Facts::default()
    }
}

fn check_sections(c: &mut Checker, sections: &[PolicySection]) {
    c.count("sections", sections.len(), 1, SECTIONS_MAX);
    c.distinct("sections", sections.iter().map(|s| s.id.as_str()));
    for (index, section) in sections.iter().enumerate() {
        let path = join("sections", &index.to_string());
        c.bilingual(&join(&path, "title"), &section.title, Length::Short);
        each_bilingual(
            c,
            &join(&path, "paragraphs"),
            &section.paragraphs,
            (0, SECTION_PARAGRAPHS_MAX),
            Length::Long,
        );
        each_bilingual(
            c,
            &join(&path, "items"),
            &section.items,
            (0, SECTION_ITEMS_MAX),
            Length::Long,
        );
        c.count(
            &join(&path, "lists"),
            section.lists.len(),
            0,
            SECTION_LISTS_MAX,
        );
        for (list_index, list) in section.lists.iter().enumerate() {
            let list_path = join(&join(&path, "lists"), &list_index.to_string());
            c.bilingual(&join(&list_path, "title"), &list.title, Length::Short);
            each_bilingual(
                c,
                &join(&list_path, "items"),
                &list.items,
                (0, LIST_ITEMS_MAX),
                Length::Long,
            );
        }
        c.count(
            &join(&path, "links"),
            section.links.len(),
            0,
            SECTION_LINKS_MAX,
        );
        for (link_index, link) in section.links.iter().enumerate() {
            let link_path = join(&join(&path, "links"), &link_index.to_string());
            c.bilingual(&join(&link_path, "label"), &link.label, Length::Short);
            if !(link.href.starts_with('#') && link.href.len() > 1) {
                c.value(&join(&link_path, "href"), &link.href);
            }
        }
    }
}

impl Content for PrivacyPolicy {
    fn check(&self, c: &mut Checker) {
        c.bilingual("lastUpdated", &self.last_updated, Length::Short);
        c.bilingual("intro", &self.intro, Length::Long);
        check_sections(c, &self.sections);
    }

    fn facts(&self) -> Facts {
        Facts::default()
    }
}

impl Content for UserGuidelines {
    fn check(&self, c: &mut Checker) {
        check_sections(c, &self.sections);
    }

    fn facts(&self) -> Facts {
        Facts::default()
    }
}

impl Content for InfoPage {
    fn check(&self, c: &mut Checker) {
        c.bilingual("intro", &self.intro, Length::Long);
        check_sections(c, &self.sections);
    }

    fn facts(&self) -> Facts {
        Facts::default()
    }
}

impl Content for ScreenReaderAccess {
    fn check(&self, c: &mut Checker) {
        c.bilingual("intro", &self.intro, Length::Long);
        c.count("readers", self.readers.len(), 1, SCREEN_READERS_MAX);
        c.distinct("readers", self.readers.iter().map(|r| r.id.as_str()));
        for (index, reader) in self.readers.iter().enumerate() {
            c.text(&at("readers", index, "name"), &reader.name, Length::Short);
            c.value(&at("readers", index, "website"), &reader.website);
            c.bilingual(
                &at("readers", index, "platform"),
                &reader.platform,
                Length::Short,
            );
        }
        check_sections(c, &self.sections);
    }

    fn facts(&self) -> Facts {
        Facts::default()
    }
}

impl Content for Faq {
    fn check(&self, c: &mut Checker) {
        c.count("items", self.items.len(), 1, FAQ_ITEMS_MAX);
        c.distinct("items", self.items.iter().map(|i| i.id.as_str()));
        for (index, item) in self.items.iter().enumerate() {
            c.bilingual(
                &at("items", index, "question"),
                &item.question,
                Length::Short,
            );
            c.bilingual(&at("items", index, "answer"), &item.answer, Length::Long);
        }
        c.bilingual("help.text", &self.help.text, Length::Long);
        c.value("help.phone", &self.help.phone);
        c.value("help.email", &self.help.email);
    }

    fn facts(&self) -> Facts {
        Facts::default()
    }
}

impl Content for CityInfo {
    fn check(&self, c: &mut Checker) {
        c.count("tabs", self.tabs.len(), 1, CITY_TABS_MAX);
        c.distinct("tabs", self.tabs.iter().map(|t| t.id.as_str()));
        for (index, tab) in self.tabs.iter().enumerate() {
            let path = join("tabs", &index.to_string());
            c.bilingual(&join(&path, "title"), &tab.title, Length::Short);
            each_bilingual(
                c,
                &join(&path, "paragraphs"),
                &tab.paragraphs,
                (0, CITY_PARAGRAPHS_MAX),
                Length::Long,
            );
            c.count(&join(&path, "facts"), tab.facts.len(), 0, CITY_FACTS_MAX);
            c.distinct(
                &join(&path, "facts"),
                tab.facts.iter().map(|f| f.id.as_str()),
            );
            for (fact_index, fact) in tab.facts.iter().enumerate() {
                let fact_path = join(&join(&path, "facts"), &fact_index.to_string());
                c.bilingual(&join(&fact_path, "label"), &fact.label, Length::Short);
                c.bilingual(&join(&fact_path, "value"), &fact.value, Length::Short);
            }
        }
    }

    fn facts(&self) -> Facts {
        Facts::default()
    }
}

impl Content for Contact {
    fn check(&self, c: &mut Checker) {
        let office = &self.head_office;
        c.bilingual("headOffice.name", &office.name, Length::Short);
        c.bilingual("headOffice.address", &office.address, Length::Long);
        c.value("headOffice.phone", &office.phone);
        c.value("headOffice.email", &office.email);
        c.count("zones", self.zones.len(), 0, ZONE_OFFICES_MAX);
        c.distinct("zones", self.zones.iter().map(|z| z.id.as_str()));
        for (index, zone) in self.zones.iter().enumerate() {
            c.bilingual(&at("zones", index, "name"), &zone.name, Length::Short);
            c.bilingual(&at("zones", index, "address"), &zone.address, Length::Long);
            c.value(&at("zones", index, "phone"), &zone.phone);
        }
        c.bilingual("hours.open", &self.hours.open, Length::Short);
        c.bilingual("hours.closed", &self.hours.closed, Length::Short);
        c.count("emergency", self.emergency.len(), 0, EMERGENCY_MAX);
        c.distinct("emergency", self.emergency.iter().map(|e| e.id.as_str()));
        for (index, emergency) in self.emergency.iter().enumerate() {
            c.bilingual(
                &at("emergency", index, "name"),
                &emergency.name,
                Length::Short,
            );
            c.value(&at("emergency", index, "phone"), &emergency.phone);
        }
        c.bilingual("map.title", &self.map.title, Length::Short);
        c.value("map.embedUrl", &self.map.embed_url);
        c.value("map.linkUrl", &self.map.link_url);
        c.count("howToReach", self.how_to_reach.len(), 0, DIRECTIONS_MAX);
        c.distinct(
            "howToReach",
            self.how_to_reach.iter().map(|d| d.id.as_str()),
        );
        for (index, way) in self.how_to_reach.iter().enumerate() {
            c.bilingual(&at("howToReach", index, "title"), &way.title, Length::Short);
            c.bilingual(&at("howToReach", index, "text"), &way.text, Length::Long);
        }
        c.count(
            "departments",
            self.departments.len(),
            0,
            DEPARTMENT_CARDS_MAX,
        );
        c.distinct(
            "departments",
            self.departments.iter().map(|d| d.id.as_str()),
        );
        for (index, department) in self.departments.iter().enumerate() {
            let path = join("departments", &index.to_string());
            c.bilingual(&join(&path, "name"), &department.name, Length::Short);
            c.count(
                &join(&path, "phones"),
                department.phones.len(),
                1,
                CARD_PHONES_MAX,
            );
            for (phone_index, phone) in department.phones.iter().enumerate() {
                let phone_path = join(&join(&path, "phones"), &phone_index.to_string());
                if let Some(label) = &phone.label {
                    c.bilingual(&join(&phone_path, "label"), label, Length::Short);
                }
                c.value(&join(&phone_path, "phone"), &phone.phone);
            }
        }
    }

    fn facts(&self) -> Facts {
        Facts::default()
    }
}
