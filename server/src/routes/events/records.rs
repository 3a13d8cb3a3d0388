//! Rules over the stored events as a whole: the title is a key (unique in both languages,
//! whatever the case, the spacing and the Unicode form), and each event gets an id made from
//! its English title.

use wasm_core::model::Bilingual;
use wasm_core::model::events::Event;

use super::draft::nfc;
use crate::uploads::name_of_url;

/// wasm-core's title key of `title` in Unicode's composed form (the browser composes what it
/// asks about the same way, before calling in): a title stored before texts were composed,
/// or asked for in another form, still finds its event.
fn title_key(title: &str) -> String {
    wasm_core::validate::title_key(&nfc(title))
}

/// The event whose English or Hindi title is `title` (by [`title_key`]).
pub fn find_by_title<'a>(events: &'a [Event], title: &str) -> Option<&'a Event> {
    let key = title_key(title);
    events
        .iter()
        .find(|event| title_key(&event.title.en) == key || title_key(&event.title.hi) == key)
}

/// Whether an event other than `except` (an id) has either of these titles in either
/// language.
pub fn title_taken(events: &[Event], title: &Bilingual, except: Option<&str>) -> bool {
    let keys = [title_key(&title.en), title_key(&title.hi)];
    events
        .iter()
        .filter(|event| Some(event.id.as_str()) != except)
        .any(|event| {
            keys.contains(&title_key(&event.title.en)) || keys.contains(&title_key(&event.title.hi))
        })
}

/// A new id: the English title's letters and digits in lower case joined by `-` (at most 60
/// characters; `event` when none), with `-2`, `-3`, … when taken.
pub fn new_id(events: &[Event], title_en: &str) -> String {
    wasm_core::content::new_id(title_en, "event", |id| {
        events.iter().any(|event| event.id == id)
    })
}

/// The stored names of the images among `urls` that are uploads (built-in images are files of
/// the web app and are never removed).
pub fn uploaded_names<'a>(urls: impl IntoIterator<Item = &'a String>) -> Vec<String> {
    urls.into_iter()
        .filter_map(|url| name_of_url(url))
        .map(str::to_owned)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_core::model::events::Category;

    fn event(id: &str, en: &str, hi: &str) -> Event {
        let text = |s: &str| Bilingual {
            en: s.into(),
            hi: s.into(),
        };
        Event {
            id: id.into(),
            title: Bilingual {
                en: en.into(),
                hi: hi.into(),
            },
            description: text("d"),
            date: "2026-01-01".into(),
            location: None,
            category: Category::Health,
            images: vec![],
            publish_at: None,
            valid_until: None,
        }
    }

    #[test]
    fn titles_are_found_in_either_language_whatever_the_case() {
        let events = [
            event("a", "Health Camp", "स्वास्थ्य शिविर"),
            event("b", "Yoga", "योग"),
        ];
        assert_eq!(find_by_title(&events, " health  camp").unwrap().id, "a");
        assert_eq!(find_by_title(&events, "योग").unwrap().id, "b");
        assert!(find_by_title(&events, "Health").is_none());
    }

    #[test]
    fn a_title_is_taken_by_another_event_only() {
        let events = [event("a", "Health Camp", "स्वास्थ्य शिविर")];
        let same = Bilingual {
            en: "HEALTH CAMP".into(),
            hi: "नया".into(),
        };
        assert!(title_taken(&events, &same, None));
        assert!(!title_taken(&events, &same, Some("a")));
        let crossed = Bilingual {
            en: "New".into(),
            hi: "Health camp".into(),
        };
        assert!(title_taken(&events, &crossed, None));
    }

    #[test]
    fn ids_come_from_the_english_title() {
        let events = [event("health-camp", "x", "y")];
        assert_eq!(
            new_id(&events, "Tree Plantation: Drive!"),
            "tree-plantation-drive"
        );
        assert_eq!(new_id(&events, "Health camp"), "health-camp-2");
        assert_eq!(new_id(&events, "स्वास्थ्य"), "event");
        assert_eq!(new_id(&events, &"a".repeat(100)).len(), 60);
    }

    #[test]
    fn only_uploads_are_named_for_removal() {
        let urls = [
            "/images/events/health-camp-1.svg".to_owned(),
            "/uploads/0123456789abcdef0123456789abcdef.png".to_owned(),
        ];
        assert_eq!(
            uploaded_names(&urls),
            ["0123456789abcdef0123456789abcdef.png"]
        );
    }
}
