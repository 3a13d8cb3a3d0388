//! The event form of the admin dashboard: each text in English and Hindi, a real date, one of
//! the gallery's categories, and at most [`IMAGES_MAX`] images.

use super::Problems;
use super::date::is_calendar_date;
use super::text::text_problems;

/// Most characters of a title, in each language.
pub const TITLE_MAX: usize = 200;
/// Most characters of a description, in each language.
pub const DESCRIPTION_MAX: usize = 5000;
/// Most characters of a place, in each language.
pub const LOCATION_MAX: usize = 200;
/// Most images an event may have.
pub const IMAGES_MAX: usize = 10;
/// The gallery's categories (without `all`).
pub const CATEGORIES: [&str; 3] = ["cultural", "health", "environment"];

/// An event as typed in the form (or sent by a script); an empty place means none.
#[derive(Debug, Clone, Copy, Default)]
pub struct EventDraft<'a> {
    /// Title in English.
    pub title_en: &'a str,
    /// Title in Hindi.
    pub title_hi: &'a str,
    /// Description in English.
    pub description_en: &'a str,
    /// Description in Hindi.
    pub description_hi: &'a str,
    /// `YYYY-MM-DD`.
    pub date: &'a str,
    /// One of [`CATEGORIES`].
    pub category: &'a str,
    /// Place in English, or empty.
    pub location_en: &'a str,
    /// Place in Hindi, or empty.
    pub location_hi: &'a str,
    /// How many images the event would have after the save (kept plus new).
    pub image_count: usize,
}

/// What is wrong with an event, by field: `title.en`, `title.hi`, `description.en`,
/// `description.hi` (`required`, `too_long`, `control_characters`), `date` (`required`,
/// `invalid_date`), `category` (`invalid`), `location.en`, `location.hi` (as the titles, and
/// `required` only when the other language has a place), `images` (`too_many`).
///
/// ```
/// use wasm_core::validate::{EventDraft, event_problems};
///
/// let draft = EventDraft {
///     title_en: "Cleanliness drive",
///     title_hi: "स्वच्छता अभियान",
///     description_en: "Ward 12 cleans its market on Sunday.",
///     description_hi: "वार्ड 12 रविवार को अपना बाज़ार साफ़ करेगा।",
///     date: "2026-12-06",
///     category: "environment",
///     location_en: "",
///     location_hi: "",
///     image_count: 1,
/// };
/// assert!(event_problems(&draft).is_empty());
/// let wrong = EventDraft { date: "2026-02-30", category: "sports", ..draft };
/// assert_eq!(event_problems(&wrong), [("date", vec!["invalid_date"]), ("category", vec!["invalid"])]);
/// ```
pub fn event_problems(draft: &EventDraft) -> Problems {
    let date = if draft.date.is_empty() {
        vec!["required"]
    } else if is_calendar_date(draft.date) {
        vec![]
    } else {
        vec!["invalid_date"]
    };
    let has_location = !draft.location_en.trim().is_empty() || !draft.location_hi.trim().is_empty();
    let location = |text| {
        if has_location {
            text_problems(text, LOCATION_MAX, false)
        } else {
            vec![]
        }
    };
    let category = if CATEGORIES.contains(&draft.category) {
        vec![]
    } else {
        vec!["invalid"]
    };
    let images = if draft.image_count > IMAGES_MAX {
        vec!["too_many"]
    } else {
        vec![]
    };
    [
        ("title.en", text_problems(draft.title_en, TITLE_MAX, false)),
        ("title.hi", text_problems(draft.title_hi, TITLE_MAX, false)),
        (
            "description.en",
            text_problems(draft.description_en, DESCRIPTION_MAX, true),
        ),
        (
            "description.hi",
            text_problems(draft.description_hi, DESCRIPTION_MAX, true),
        ),
        ("date", date),
        ("category", category),
        ("location.en", location(draft.location_en)),
        ("location.hi", location(draft.location_hi)),
        ("images", images),
    ]
    .into_iter()
    .filter(|(_, codes)| !codes.is_empty())
    .collect()
}

/// The keys of a title in both languages ([`title_key`] of each): no two events may share one,
/// in either language.
pub fn title_keys(title: &crate::model::Bilingual) -> [String; 2] {
    [title_key(&title.en), title_key(&title.hi)]
}

/// The form of a title that must be unique among events (the title is also the key of the
/// API's `by-title` calls): trimmed, in lower case by Unicode's rules ("CAFÉ" is "café";
/// Devanagari has no case), runs of white space made one space. Callers pass the title in
/// Unicode's composed form (NFC): the server keeps texts so, and the browser composes before
/// it calls in.
pub fn title_key(title: &str) -> String {
    let mut key = String::with_capacity(title.len());
    for word in title.split_whitespace() {
        if !key.is_empty() {
            key.push(' ');
        }
        key.extend(word.chars().flat_map(char::to_lowercase));
    }
    key
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft() -> EventDraft<'static> {
        EventDraft {
            title_en: "Tree plantation drive",
            title_hi: "वृक्षारोपण अभियान",
            description_en: "Planting 500 saplings.\nAll welcome.",
            description_hi: "500 पौधे लगाए जाएंगे।",
            date: "2026-07-05",
            category: "environment",
            location_en: "",
            location_hi: "",
            image_count: 2,
        }
    }

    #[test]
    fn a_complete_event_passes() {
        assert!(event_problems(&draft()).is_empty());
        let placed = EventDraft {
            location_en: "Town Hall",
            location_hi: "टाउन हॉल",
            image_count: IMAGES_MAX,
            ..draft()
        };
        assert!(event_problems(&placed).is_empty());
    }

    #[test]
    fn every_field_is_checked() {
        let bad = EventDraft {
            title_en: "",
            title_hi: &"क".repeat(201),
            description_en: " ",
            description_hi: "a\u{202E}b",
            date: "2026-02-30",
            category: "sports",
            location_en: "Hall",
            location_hi: "",
            image_count: 11,
        };
        assert_eq!(
            event_problems(&bad),
            vec![
                ("title.en", vec!["required"]),
                ("title.hi", vec!["too_long"]),
                ("description.en", vec!["required"]),
                ("description.hi", vec!["control_characters"]),
                ("date", vec!["invalid_date"]),
                ("category", vec!["invalid"]),
                ("location.hi", vec!["required"]),
                ("images", vec!["too_many"]),
            ]
        );
        let undated = EventDraft {
            date: "",
            ..draft()
        };
        assert_eq!(event_problems(&undated), vec![("date", vec!["required"])]);
    }

    #[test]
    fn a_title_is_one_line_and_a_description_may_have_several() {
        let two_lines = EventDraft {
            title_en: "Tree\nplantation",
            ..draft()
        };
        assert_eq!(
            event_problems(&two_lines),
            vec![("title.en", vec!["control_characters"])]
        );
    }

    #[test]
    fn titles_match_whatever_their_case_and_spacing() {
        assert_eq!(
            title_key("  Tree   Plantation\tDrive "),
            "tree plantation drive"
        );
        assert_eq!(title_key("वृक्षारोपण  अभियान"), "वृक्षारोपण अभियान");
        assert_ne!(title_key("Tree drive"), title_key("Tree drive 2"));
        assert_eq!(title_key("CAFÉ  Ünity"), title_key("café ünity"));
    }
}
