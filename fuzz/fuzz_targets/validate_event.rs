//! The rules of the content kind `events` (the one set every save of an event follows, from the
//! dashboard, the events calls and the content editor) over arbitrary events. Properties: only
//! fields of an event are named, each with codes; and each code agrees with a plain reading of
//! the rule (a date is `required` only when empty, `too_many` images only past the limit, a
//! text `too_long` only past its length, a Hindi text without Devanagari `not_devanagari`, …).
#![no_main]

use libfuzzer_sys::arbitrary::{self, Arbitrary};
use libfuzzer_sys::fuzz_target;
use serde_json::json;
use wasm_core::content::{LONG_TEXT_MAX, References, SHORT_TEXT_MAX, problems};
use wasm_core::model::events::{Category, IMAGES_MAX};
use wasm_core::model::kinds::Kind;
use wasm_core::validate::is_calendar_date;

#[derive(Debug, Arbitrary)]
struct Draft {
    title_en: String,
    title_hi: String,
    description_en: String,
    description_hi: String,
    date: String,
    /// Mostly one of the categories, so that the other fields are reached with a valid one.
    category: CategoryIn,
    location: Option<(String, String)>,
    image_count: u8,
}

#[derive(Debug, Arbitrary)]
enum CategoryIn {
    Known(u8),
    Typed(String),
}

const FIELDS: [&str; 9] = [
    "title.en",
    "title.hi",
    "description.en",
    "description.hi",
    "date",
    "category",
    "location.en",
    "location.hi",
    "images",
];

/// Whether a text of at most `max` characters is `required` and `too_long`, read plainly.
fn expected_length_codes(text: &str, max: usize) -> (bool, bool) {
    let trimmed = text.trim();
    // Measured as stored: a Windows line break is kept as one character.
    let stored = trimmed.chars().count() - trimmed.matches("\r\n").count();
    (trimmed.is_empty(), stored > max)
}

fuzz_target!(|draft: Draft| {
    let category = match &draft.category {
        CategoryIn::Known(n) => {
            let known = Category::ALL[usize::from(*n) % Category::ALL.len()];
            serde_json::to_value(known).unwrap().as_str().unwrap().to_owned()
        }
        CategoryIn::Typed(text) => text.clone(),
    };
    let images: Vec<String> = (0..draft.image_count)
        .map(|n| format!("/images/events/photo-{n}.png"))
        .collect();
    let event = json!({
        "title": { "en": draft.title_en, "hi": draft.title_hi },
        "description": { "en": draft.description_en, "hi": draft.description_hi },
        "date": draft.date,
        "category": category,
        "location": draft.location.as_ref().map(|(en, hi)| json!({ "en": en, "hi": hi })),
        "images": images,
    });
    let found = problems(Kind::Events, event, &References::default());
    for (field, codes) in &found {
        assert!(FIELDS.contains(&field.as_str()), "{field} is not a field of an event");
        assert!(!codes.is_empty(), "{field} listed without a code");
    }
    let codes = |field: &str| found.get(field).cloned().unwrap_or_default();
    let known_category = Category::ALL
        .iter()
        .any(|c| serde_json::to_value(c).unwrap() == category.as_str());
    if !known_category {
        // A category the kind does not have stops the reading: that is the one problem.
        assert_eq!(codes("category"), ["invalid"]);
        return;
    }

    let location = draft.location.clone();
    let texts = [
        ("title.en", Some(&draft.title_en), SHORT_TEXT_MAX),
        ("title.hi", Some(&draft.title_hi), SHORT_TEXT_MAX),
        ("description.en", Some(&draft.description_en), LONG_TEXT_MAX),
        ("description.hi", Some(&draft.description_hi), LONG_TEXT_MAX),
        ("location.en", location.as_ref().map(|(en, _)| en), SHORT_TEXT_MAX),
        ("location.hi", location.as_ref().map(|(_, hi)| hi), SHORT_TEXT_MAX),
    ];
    for (field, text, max) in texts {
        let got = codes(field);
        let Some(text) = text else {
            assert!(got.is_empty(), "{field}: no place, no problem");
            continue;
        };
        let (required, too_long) = expected_length_codes(text, max);
        assert_eq!(got.contains(&"required"), required, "{field} {text:?}");
        assert_eq!(got.contains(&"too_long"), too_long, "{field}");
        assert!(got.iter().all(|code| {
            ["required", "too_long", "control_characters", "not_devanagari"].contains(code)
        }));
        let devanagari = text.chars().any(|c| ('\u{0900}'..='\u{097F}').contains(&c));
        if field.ends_with(".hi") && !required {
            assert_eq!(got.contains(&"not_devanagari"), !devanagari, "{field} {text:?}");
        } else {
            assert!(!got.contains(&"not_devanagari"), "{field}");
        }
        // Letters, digits, ASCII punctuation and spaces are always allowed; a control
        // character (other than a line break or tab in a description) never is.
        let trimmed = text.trim();
        if trimmed
            .chars()
            .all(|c| c == ' ' || c.is_alphanumeric() || c.is_ascii_punctuation())
        {
            assert!(!got.contains(&"control_characters"), "{field} {text:?}");
        }
        let multiline = field.starts_with("description");
        if trimmed
            .chars()
            .any(|c| c.is_control() && !(multiline && "\n\r\t".contains(c)))
        {
            assert!(got.contains(&"control_characters"), "{field} {text:?}");
        }
    }

    let date = codes("date");
    if draft.date.trim().is_empty() {
        assert_eq!(date, ["required"]);
    } else if is_calendar_date(draft.date.trim()) {
        assert!(date.is_empty());
    } else {
        assert_eq!(date, ["invalid_date"]);
    }
    assert_eq!(
        codes("images").is_empty(),
        usize::from(draft.image_count) <= IMAGES_MAX
    );
});
