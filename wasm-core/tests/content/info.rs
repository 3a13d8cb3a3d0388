//! Content checks of the information pages: RTI, privacy policy, user guidelines, the GIGW pages
//! (accessibility statement, help, screen reader access, website policies), FAQ, city info,
//! contact (`content/info/`), against the facts the pages must state.

use std::collections::HashSet;

use wasm_core::model::Bilingual;
use wasm_core::model::info::{
    CityInfo, Contact, Faq, InfoPage, PolicySection, Pricing, PrivacyPolicy, Rti,
    ScreenReaderAccess, UserGuidelines,
};

use crate::common::{assert_bilingual, assert_email, assert_pdf, assert_phone, load};

fn assert_unique_ids<'a>(what: &str, ids: impl IntoIterator<Item = &'a str>) {
    let mut seen = HashSet::new();
    for id in ids {
        assert!(seen.insert(id), "{what}: id '{id}' is used twice");
    }
}

fn assert_section(what: &str, section: &PolicySection) {
    let what = format!("{what} {}", section.id);
    assert_bilingual(&what, &section.title);
    assert!(
        !(section.paragraphs.is_empty() && section.items.is_empty() && section.lists.is_empty()),
        "{what}: the section is empty"
    );
    section
        .paragraphs
        .iter()
        .chain(&section.items)
        .for_each(|text| assert_bilingual(&what, text));
    for list in &section.lists {
        assert_bilingual(&what, &list.title);
        assert!(!list.items.is_empty(), "{what}: an empty list");
        list.items
            .iter()
            .for_each(|item| assert_bilingual(&what, item));
    }
    for link in &section.links {
        assert_bilingual(&what, &link.label);
    }
}

/// The English texts of `rows` by id.
fn english<'a, T>(
    rows: &'a [T],
    id: impl Fn(&'a T) -> &'a str,
    text: impl Fn(&'a T) -> &'a Bilingual,
) -> Vec<(&'a str, &'a str)> {
    rows.iter()
        .map(|row| (id(row), text(row).en.as_str()))
        .collect()
}

#[test]
fn rti_has_its_given_fees_time_limits_downloads_and_contacts() {
    let rti: Rti = load("info/rti.json");
    for text in rti
        .overview
        .iter()
        .chain(&rti.online_steps)
        .chain(&rti.offline_steps)
    {
        assert_bilingual("rti text", text);
    }
    assert!(
        !rti.overview.is_empty() && !rti.online_steps.is_empty() && !rti.offline_steps.is_empty()
    );

    assert_eq!(
        english(&rti.time_limits, |t| &t.id, |t| &t.limit),
        [
            ("standard", "Within 30 days"),
            ("life-liberty", "Within 48 hours")
        ],
        "30 days, 48 hours for life and liberty"
    );
    for limit in &rti.time_limits {
        assert_bilingual(&limit.id, &limit.case);
        assert_bilingual(&limit.id, &limit.limit);
    }
    assert!(rti.time_limits[0].limit.hi.contains("30"));
    assert!(rti.time_limits[1].limit.hi.contains("48"));

    assert_eq!(
        english(&rti.fees, |f| &f.id, |f| &f.fee),
        [
            ("application", "Rs 10"),
            ("first-appeal", "Rs 10"),
            ("second-appeal", "Rs 10"),
            ("bpl", "No fee"),
            ("photocopy", "Rs 2 per page"),
            ("certified-copy", "Rs 5 per page"),
            ("disc", "Rs 50 per disc"),
            (
                "inspection",
                "Free for the first hour, then Rs 5 per extra hour"
            ),
        ],
        "the RTI fees"
    );
    for (fee, amount) in rti
        .fees
        .iter()
        .zip(["10", "10", "10", "", "2", "5", "50", "5"])
    {
        assert_bilingual(&fee.id, &fee.item);
        assert_bilingual(&fee.id, &fee.fee);
        assert!(
            fee.fee.hi.contains(amount),
            "{}: Hindi fee {}",
            fee.id,
            fee.fee.hi
        );
    }

    let ids: Vec<&str> = rti.downloads.iter().map(|d| d.id.as_str()).collect();
    assert_eq!(
        ids,
        [
            "application-form",
            "first-appeal-form",
            "manual",
            "fee-schedule"
        ],
        "four download cards"
    );
    for download in &rti.downloads {
        assert_bilingual(&download.id, &download.title);
        assert_bilingual(&download.id, &download.description);
        assert_pdf(&download.id, &download.file);
    }

    let roles: Vec<&str> = rti.contacts.iter().map(|c| c.id.as_str()).collect();
    assert_eq!(
        roles,
        ["pio", "appellate"],
        "information officer, first appellate authority"
    );
    for contact in &rti.contacts {
        assert_bilingual(&contact.id, &contact.role);
        assert_bilingual(&contact.id, &contact.name);
        assert_phone(&contact.id, &contact.phone);
        assert_email(&contact.id, &contact.email);
    }
    assert_bilingual("rti office", &rti.office.address);
    assert_phone("rti office", &rti.office.phone);
    assert_email("rti office", &rti.office.email);
}

#[test]
fn privacy_policy_has_nine_sections_and_was_last_updated_in_january_2025() {
    let policy: PrivacyPolicy = load("info/privacy-policy.json");
    assert_eq!(policy.sections.len(), 9, "9 numbered sections");
    assert_eq!(
        policy.last_updated.en, "January 2025",
        "the policy was last changed in January 2025"
    );
    assert_eq!(policy.last_updated.hi, "जनवरी 2025");
    assert_bilingual("privacy intro", &policy.intro);
    assert_unique_ids("privacy", policy.sections.iter().map(|s| s.id.as_str()));
    for section in &policy.sections {
        assert!(!section.paragraphs.is_empty(), "{}", section.id);
        assert_section("privacy", section);
    }
}

#[test]
fn user_guidelines_have_every_section_and_their_links_resolve() {
    let guidelines: UserGuidelines = load("info/user-guidelines.json");
    let ids: Vec<&str> = guidelines.sections.iter().map(|s| s.id.as_str()).collect();
    for wanted in [
        "purpose",
        "features",
        "accessibility",
        "help-desk",
        "dos-and-donts",
        "disclaimers",
        "terms",
        "safe-browsing",
    ] {
        assert!(
            ids.contains(&wanted),
            "user guidelines lack the section {wanted}"
        );
    }
    assert_unique_ids("guidelines", ids.iter().copied());
    for section in &guidelines.sections {
        assert_section("guidelines", section);
    }

    // The help desk's hours are written once, in site.json, and named here: the page shows
    // them in their place.
    let help_desk = &guidelines.sections[ids.iter().position(|&id| id == "help-desk").unwrap()];
    for text in [&help_desk.paragraphs[0].en, &help_desk.paragraphs[0].hi] {
        assert!(text.contains("{helpDeskHours}"), "help desk hours: {text}");
    }
    let site: wasm_core::model::site::SiteInfo = load("site.json");
    assert_eq!(
        site.help_desk_hours.en, "Monday to Friday, 9:00 AM to 6:00 PM",
        "help desk hours"
    );

    let dos = &guidelines.sections[ids.iter().position(|&id| id == "dos-and-donts").unwrap()];
    assert_eq!(dos.lists.len(), 2, "a list of dos and a list of don'ts");

    let links: Vec<&str> = guidelines
        .sections
        .iter()
        .flat_map(|s| s.links.iter().map(|l| l.href.as_str()))
        .collect();
    assert!(
        links.contains(&"/privacy-policy"),
        "the disclaimers link the privacy policy"
    );
    assert!(links.contains(&"#terms"), "the disclaimers link the terms");
    for href in links {
        match href.strip_prefix('#') {
            Some(anchor) => assert!(ids.contains(&anchor), "{href} names no section"),
            None => assert!(
                wasm_core::routes::ROUTES.iter().any(|r| r.path == href),
                "{href} is not a route"
            ),
        }
    }
}

/// The ids of `sections`, after checking each section and that every link leads to a route of
/// the site, a section of the page or an `https://` address.
fn checked_sections<'a>(what: &str, sections: &'a [PolicySection]) -> Vec<&'a str> {
    let ids: Vec<&str> = sections.iter().map(|s| s.id.as_str()).collect();
    assert_unique_ids(what, ids.iter().copied());
    for section in sections {
        assert_section(what, section);
        for link in &section.links {
            let href = link.href.as_str();
            match href.strip_prefix('#') {
                Some(anchor) => assert!(ids.contains(&anchor), "{what}: {href} names no section"),
                None if href.starts_with("https://") => {}
                None => assert!(
                    wasm_core::routes::ROUTES.iter().any(|r| r.path == href),
                    "{what}: {href} is not a route"
                ),
            }
        }
    }
    ids
}

/// Every text of the page's sections, in both languages.
fn section_texts(sections: &[PolicySection]) -> Vec<&str> {
    sections
        .iter()
        .flat_map(|s| {
            s.paragraphs
                .iter()
                .chain(&s.items)
                .chain(s.lists.iter().flat_map(|l| &l.items))
        })
        .flat_map(|text| [text.en.as_str(), text.hi.as_str()])
        .collect()
}

/// The corporation's e-mail address and phone numbers are written once, in site.json and
/// info/contact.json; a page about the website names them (`{enquiryEmail}`, `{helpline}`).
fn assert_names_the_contacts_rather_than_writing_them(what: &str, texts: &[&str]) {
    let site: wasm_core::model::site::SiteInfo = load("site.json");
    let contact: Contact = load("info/contact.json");
    let written: Vec<&str> = site
        .emails
        .iter()
        .map(|e| e.address.as_str())
        .chain(site.helplines.iter().map(|h| h.phone.as_str()))
        .chain([
            contact.head_office.email.as_str(),
            contact.head_office.phone.as_str(),
        ])
        .collect();
    for text in texts {
        assert!(
            !text.contains('@'),
            "{what}: an address written out: {text}"
        );
        for fact in &written {
            assert!(!text.contains(fact), "{what}: {fact} written out: {text}");
        }
    }
}

#[test]
fn the_accessibility_statement_states_its_target_testing_limitations_and_how_to_report() {
    let page: InfoPage = load("info/accessibility-statement.json");
    assert_bilingual("accessibility intro", &page.intro);
    let ids = checked_sections("accessibility", &page.sections);
    assert_eq!(ids, ["standard", "testing", "known-issues", "report"]);
    let texts = section_texts(&page.sections);
    assert!(
        texts
            .iter()
            .any(|t| t.contains("WCAG) 2.1") && t.contains("GIGW) 3.0"))
    );
    let known = section_texts(&page.sections[2..3]).join(" ");
    assert!(
        known.contains("PDF") && known.contains("OpenStreetMap"),
        "{known}"
    );
    let report = &page.sections[3].paragraphs[0];
    for text in [&report.en, &report.hi] {
        assert!(
            text.contains("{enquiryEmail}") && text.contains("{helpline}"),
            "{text}"
        );
    }
    assert_names_the_contacts_rather_than_writing_them("accessibility", &texts);
}

#[test]
fn the_help_page_covers_the_menus_search_pdf_readers_language_and_slow_networks() {
    let page: InfoPage = load("info/help.json");
    assert_bilingual("help intro", &page.intro);
    let ids = checked_sections("help", &page.sections);
    for wanted in [
        "menus",
        "search",
        "directories",
        "pdf",
        "language",
        "slow-networks",
    ] {
        assert!(
            ids.contains(&wanted),
            "the help page lacks the section {wanted}"
        );
    }
    let pdf = &page.sections[ids.iter().position(|&id| id == "pdf").unwrap()];
    assert!(
        pdf.links.iter().all(|l| l.href.starts_with("https://")) && !pdf.links.is_empty(),
        "where to get a free PDF reader"
    );
    let texts = section_texts(&page.sections);
    assert!(texts.iter().any(|t| t.contains("हिंदी / English")));
    assert_names_the_contacts_rather_than_writing_them("help", &texts);
}

#[test]
fn screen_reader_access_lists_the_usual_screen_readers_with_their_websites() {
    let page: ScreenReaderAccess = load("info/screen-reader-access.json");
    assert_bilingual("screen readers intro", &page.intro);
    let readers: Vec<(&str, Pricing)> = page
        .readers
        .iter()
        .map(|r| (r.id.as_str(), r.pricing))
        .collect();
    assert_eq!(
        readers,
        [
            ("nvda", Pricing::Free),
            ("jaws", Pricing::Commercial),
            ("orca", Pricing::Free),
            ("talkback", Pricing::Free),
            ("voiceover", Pricing::Free),
            ("narrator", Pricing::Free),
        ]
    );
    for reader in &page.readers {
        assert!(reader.website.starts_with("https://"), "{}", reader.id);
        assert_bilingual(&reader.id, &reader.platform);
    }
    let texts = section_texts(&page.sections);
    checked_sections("screen readers", &page.sections);
    assert_names_the_contacts_rather_than_writing_them("screen readers", &texts);
}

#[test]
fn website_policies_have_every_gigw_policy_and_link_the_archives() {
    let page: InfoPage = load("info/website-policies.json");
    assert_bilingual("policies intro", &page.intro);
    let ids = checked_sections("policies", &page.sections);
    assert_eq!(
        ids,
        [
            "copyright",
            "hyperlinking",
            "archival",
            "review",
            "contingency",
            "terms"
        ]
    );
    let archival: Vec<&str> = page.sections[2]
        .links
        .iter()
        .map(|l| l.href.as_str())
        .collect();
    assert_eq!(
        archival,
        [
            "/archive/notices",
            "/archive/tenders",
            "/archive/recruitment"
        ]
    );
    assert_names_the_contacts_rather_than_writing_them("policies", &section_texts(&page.sections));
}

#[test]
fn faq_has_six_questions_and_a_help_contact() {
    let faq: Faq = load("info/faq.json");
    assert_eq!(faq.items.len(), 6, "6 FAQ items");
    assert_unique_ids("faq", faq.items.iter().map(|i| i.id.as_str()));
    for item in &faq.items {
        assert_bilingual(&item.id, &item.question);
        assert_bilingual(&item.id, &item.answer);
    }
    assert_bilingual("faq help", &faq.help.text);
    assert_phone("faq help", &faq.help.phone);
    assert_email("faq help", &faq.help.email);
}

#[test]
fn city_info_has_five_tabs_with_the_city_s_given_facts() {
    let city: CityInfo = load("info/city-info.json");
    let ids: Vec<&str> = city.tabs.iter().map(|t| t.id.as_str()).collect();
    assert_eq!(
        ids,
        [
            "overview",
            "demographics",
            "infrastructure",
            "economy",
            "tourism"
        ],
        "five tabs, Overview first"
    );
    for tab in &city.tabs {
        assert_bilingual(&tab.id, &tab.title);
        assert!(
            !tab.paragraphs.is_empty() && !tab.facts.is_empty(),
            "{}",
            tab.id
        );
        tab.paragraphs
            .iter()
            .for_each(|p| assert_bilingual(&tab.id, p));
        assert_unique_ids(&tab.id, tab.facts.iter().map(|f| f.id.as_str()));
        for fact in &tab.facts {
            assert_bilingual(&fact.id, &fact.label);
            assert_bilingual(&fact.id, &fact.value);
        }
    }
    let fact = |tab: usize, id: &str| {
        city.tabs[tab]
            .facts
            .iter()
            .find(|f| f.id == id)
            .unwrap_or_else(|| panic!("{} has no fact {id}", city.tabs[tab].id))
            .value
            .clone()
    };
    for (tab, id, en, digits) in [
        (0, "coordinates", "24.2 N, 82.7 E", "24.2"),
        (0, "elevation", "297 m", "297"),
        (0, "area", "5,672 sq km", "5,672"),
        (1, "population", "12.5 lakh+", "12.5"),
        (1, "literacy", "65%", "65"),
        (1, "density", "220 per km²", "220"),
    ] {
        let value = fact(tab, id);
        assert_eq!(value.en, en, "{id}");
        assert!(value.hi.contains(digits), "{id}: Hindi {}", value.hi);
    }
}

#[test]
fn contact_has_the_offices_hours_emergency_numbers_map_and_department_phones() {
    let contact: Contact = load("info/contact.json");
    let office = &contact.head_office;
    assert_bilingual("head office", &office.name);
    assert_bilingual("head office", &office.address);
    assert_phone("head office", &office.phone);
    assert_email("head office", &office.email);

    let zones: Vec<&str> = contact.zones.iter().map(|z| z.name.en.as_str()).collect();
    assert_eq!(
        zones,
        ["Morwa", "Jayant", "Navjeevan Vihar", "Waidhan"],
        "the four zone offices"
    );
    for zone in &contact.zones {
        assert_bilingual(&zone.id, &zone.name);
        assert_bilingual(&zone.id, &zone.address);
        assert_phone(&zone.id, &zone.phone);
    }

    assert_bilingual("hours", &contact.hours.open);
    assert_bilingual("hours", &contact.hours.closed);
    assert_eq!(
        contact.hours.open.en,
        "Monday to Friday: 10:00 AM to 6:00 PM"
    );
    assert_eq!(
        contact.hours.closed.en,
        "Closed on Saturday, Sunday and public holidays"
    );

    let emergency: Vec<(&str, &str)> = contact
        .emergency
        .iter()
        .map(|e| (e.id.as_str(), e.phone.as_str()))
        .collect();
    assert_eq!(
        &emergency[..3],
        [("fire", "101"), ("police", "112"), ("ambulance", "108")]
    );
    assert_eq!(emergency[3].0, "water-supply");
    for service in &contact.emergency {
        assert_bilingual(&service.id, &service.name);
        if !service.is_short_code() {
            assert_phone(&service.id, &service.phone);
        }
    }

    assert_bilingual("map title", &contact.map.title);
    assert!(
        contact
            .map
            .embed_url
            .starts_with("https://www.openstreetmap.org/export/embed.html?")
    );
    assert!(
        contact
            .map
            .link_url
            .starts_with("https://www.openstreetmap.org/")
    );

    let ways: Vec<&str> = contact.how_to_reach.iter().map(|d| d.id.as_str()).collect();
    assert_eq!(ways, ["road", "rail", "air"]);
    for way in &contact.how_to_reach {
        assert_bilingual(&way.id, &way.title);
        assert_bilingual(&way.id, &way.text);
    }

    let departments: Vec<&str> = contact
        .departments
        .iter()
        .map(|d| d.name.en.as_str())
        .collect();
    assert_eq!(
        departments,
        [
            "Commissioner Office",
            "Water Supply",
            "Sanitation",
            "Public Works",
            "Revenue",
            "License & Permits"
        ],
        "the department phone cards"
    );
    for department in &contact.departments {
        assert_bilingual(&department.id, &department.name);
        assert!(!department.phones.is_empty(), "{}", department.id);
        for line in &department.phones {
            assert_phone(&department.id, &line.phone);
            if let Some(label) = &line.label {
                assert_bilingual(&department.id, label);
            }
        }
        let labelled = department.phones.iter().all(|l| l.label.is_some());
        assert!(
            department.phones.len() == 1 || labelled,
            "{}: label each number",
            department.id
        );
    }
    assert_eq!(
        contact.departments[2].phones.len(),
        5,
        "Sanitation has five zone numbers"
    );
}
