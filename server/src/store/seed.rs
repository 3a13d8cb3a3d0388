//! What a new store starts with: every kind of content from its file of `content/`, compiled
//! into the server so a fresh data directory needs no other files.

use serde_json::Value;
use wasm_core::model::events::Event;
use wasm_core::model::kinds::{Kind, Shape};

/// The text of `kind`'s file under `content/`.
fn seed_file(kind: Kind) -> &'static str {
    macro_rules! files {
        ($($kind:ident => $path:literal),* $(,)?) => {
            match kind {
                $(Kind::$kind => include_str!(concat!("../../../content/", $path)),)*
            }
        };
    }
    files! {
        Notices => "notices.json",
        Tenders => "tenders.json",
        Recruitment => "recruitment.json",
        Alerts => "alerts.json",
        Events => "events.json",
        People => "directory/people.json",
        Designations => "directory/designations.json",
        Parties => "directory/parties.json",
        Wards => "directory/wards.json",
        Departments => "departments.json",
        Site => "site.json",
        Home => "home.json",
        ImportantLinks => "important-links.json",
        Press => "press.json",
        Profiles => "profiles.json",
        Rti => "info/rti.json",
        PrivacyPolicy => "info/privacy-policy.json",
        UserGuidelines => "info/user-guidelines.json",
        AccessibilityStatement => "info/accessibility-statement.json",
        Help => "info/help.json",
        ScreenReaderAccess => "info/screen-reader-access.json",
        WebsitePolicies => "info/website-policies.json",
        Faq => "info/faq.json",
        CityInfo => "info/city-info.json",
        Contact => "info/contact.json",
        Hoarding => "hoarding.json",
    }
}

/// The items `kind` starts with, by id: each element of a collection's file under its `id`,
/// or a document's file under the kind's name.
pub fn seed_items(kind: Kind) -> Vec<(String, Value)> {
    let file: Value = serde_json::from_str(seed_file(kind))
        .expect("content/ is checked by wasm-core's content tests");
    match kind.shape() {
        Shape::Document => vec![(kind.name().to_owned(), file)],
        Shape::Collection => match file {
            Value::Array(items) => items
                .into_iter()
                .map(|item| (item["id"].as_str().unwrap_or_default().to_owned(), item))
                .collect(),
            _ => panic!("{} is not an array", kind.file()),
        },
    }
}

/// The built-in events (their images are files of the web app, under `/images/events/`).
pub fn built_in_events() -> Vec<Event> {
    serde_json::from_str(seed_file(Kind::Events))
        .expect("content/events.json is checked by wasm-core's content tests")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_has_its_seed() {
        assert_eq!(built_in_events().len(), 3);
        for kind in Kind::ALL {
            let items = seed_items(kind);
            assert!(
                items.iter().all(|(id, _)| !id.is_empty()),
                "{}",
                kind.name()
            );
        }
        assert_eq!(seed_items(Kind::Site)[0].0, "site");
    }
}
