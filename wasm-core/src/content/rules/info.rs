//! The rules of the pages that are one document each (`crate::model::info`): RTI, the policies, the
//! guidelines, the screen readers, the FAQ, the city, the contacts.

use super::{at, each_bilingual};
use crate::content::{Checker, Content, Facts, Length, join};
use crate::model::info::{
    CARD_PHONES_MAX, CITY_FACTS_MAX, CITY_PARAGRAPHS_MAX, CITY_TABS_MAX, CityInfo, Contact,
    DEPARTMENT_CARDS_MAX, DIRECTIONS_MAX, EMERGENCY_MAX, FAQ_ITEMS_MAX, Faq, InfoPage,
    LIST_ITEMS_MAX, PolicySection, PrivacyPolicy, RTI_CONTACTS_MAX, RTI_DOWNLOADS_MAX,
    RTI_FEES_MAX, RTI_OVERVIEW_MAX, RTI_STEPS_MAX, RTI_TIME_LIMITS_MAX, Rti, SCREEN_READERS_MAX,
    SECTION_ITEMS_MAX, SECTION_LINKS_MAX, SECTION_LISTS_MAX, SECTION_PARAGRAPHS_MAX, SECTIONS_MAX,
    ScreenReaderAccess, UserGuidelines, ZONE_OFFICES_MAX,
};

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
