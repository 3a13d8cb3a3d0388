//! The event form's validation over arbitrary drafts. Properties: fields come in form order,
//! each once and only with codes it documents, and each code agrees with a plain reading of
//! the rule (a date is `required` only when empty, `too_many` images only past the limit, …).
#![no_main]

use libfuzzer_sys::arbitrary::{self, Arbitrary};
use libfuzzer_sys::fuzz_target;
use wasm_core::validate::{
    CATEGORIES, DESCRIPTION_MAX, EventDraft, IMAGES_MAX, LOCATION_MAX, TITLE_MAX, event_problems,
    is_calendar_date,
};

#[derive(Debug, Arbitrary)]
struct Draft {
    title_en: String,
    title_hi: String,
    description_en: String,
    description_hi: String,
    date: String,
    /// Mostly one of the categories, so that the other fields are reached with a valid one.
    category: Category,
    location_en: String,
    location_hi: String,
    image_count: u8,
}

#[derive(Debug, Arbitrary)]
enum Category {
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

/// The codes a text field of at most `max` characters has, read plainly.
fn expected_length_codes(text: &str, max: usize) -> (bool, bool) {
    let trimmed = text.trim();
    // Measured as stored: a Windows line break is kept as one character.
    let stored = trimmed.chars().count() - trimmed.matches("\r\n").count();
    (trimmed.is_empty(), stored > max)
}

fuzz_target!(|draft: Draft| {
    let category = match &draft.category {
        Category::Known(n) => CATEGORIES[usize::from(*n) % CATEGORIES.len()],
        Category::Typed(text) => text.as_str(),
    };
    let event = EventDraft {
        title_en: &draft.title_en,
        title_hi: &draft.title_hi,
        description_en: &draft.description_en,
        description_hi: &draft.description_hi,
        date: &draft.date,
        category,
        location_en: &draft.location_en,
        location_hi: &draft.location_hi,
        image_count: usize::from(draft.image_count),
    };
    let problems = event_problems(&event);

    let positions: Vec<usize> = problems
        .iter()
        .map(|(field, _)| {
            FIELDS
                .iter()
                .position(|f| f == field)
                .expect("a known field")
        })
        .collect();
    assert!(
        positions.windows(2).all(|w| w[0] < w[1]),
        "fields in form order, each once"
    );
    let codes = |field: &str| {
        problems
            .iter()
            .find(|(f, _)| *f == field)
            .map(|(_, codes)| codes.clone())
            .unwrap_or_default()
    };
    for (field, list) in &problems {
        assert!(!list.is_empty(), "{field} listed without a code");
    }

    let has_location = !draft.location_en.trim().is_empty() || !draft.location_hi.trim().is_empty();
    for (field, text, max, checked) in [
        ("title.en", &draft.title_en, TITLE_MAX, true),
        ("title.hi", &draft.title_hi, TITLE_MAX, true),
        (
            "description.en",
            &draft.description_en,
            DESCRIPTION_MAX,
            true,
        ),
        (
            "description.hi",
            &draft.description_hi,
            DESCRIPTION_MAX,
            true,
        ),
        (
            "location.en",
            &draft.location_en,
            LOCATION_MAX,
            has_location,
        ),
        (
            "location.hi",
            &draft.location_hi,
            LOCATION_MAX,
            has_location,
        ),
    ] {
        let got = codes(field);
        if !checked {
            assert!(got.is_empty(), "{field}: no place, no problem");
            continue;
        }
        let (required, too_long) = expected_length_codes(text, max);
        assert_eq!(got.contains(&"required"), required, "{field} {text:?}");
        assert_eq!(got.contains(&"too_long"), too_long, "{field}");
        assert!(
            got.iter()
                .all(|code| ["required", "too_long", "control_characters"].contains(code))
        );
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
    if draft.date.is_empty() {
        assert_eq!(date, ["required"]);
    } else if is_calendar_date(&draft.date) {
        assert!(date.is_empty());
    } else {
        assert_eq!(date, ["invalid_date"]);
    }
    assert_eq!(codes("category").is_empty(), CATEGORIES.contains(&category));
    assert_eq!(
        codes("images").is_empty(),
        usize::from(draft.image_count) <= IMAGES_MAX
    );
});
