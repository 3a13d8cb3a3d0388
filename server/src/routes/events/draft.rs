//! The `data` part of an event form: the JSON the dashboard sends (each text as `{en, hi}`),
//! or the plainer one other clients may send (each text one string, used for both languages),
//! checked by wasm-core's rules and turned into the stored texts.

use serde::{Deserialize, Deserializer};
use unicode_normalization::UnicodeNormalization;
use wasm_core::model::Bilingual;
use wasm_core::model::events::{Category, Event};
use wasm_core::validate::{EventDraft, clean_text, event_problems};

use crate::error::AppError;

/// A text in both languages, or one text for both, in Unicode's composed form (NFC): "Café"
/// typed on one keyboard and on another is then one text, measured and compared alike.
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum TextIn {
    /// One text, used for English and Hindi alike.
    Same(#[serde(deserialize_with = "composed")] String),
    /// Each language's text.
    Each {
        /// English.
        #[serde(default, deserialize_with = "composed")]
        en: String,
        /// Hindi.
        #[serde(default, deserialize_with = "composed")]
        hi: String,
    },
}

/// A string as sent, in Unicode's composed form.
fn composed<'de, D: Deserializer<'de>>(deserializer: D) -> Result<String, D::Error> {
    String::deserialize(deserializer).map(|text| nfc(&text))
}

/// `text` in Unicode's composed form (NFC).
pub fn nfc(text: &str) -> String {
    text.nfc().collect()
}

impl Default for TextIn {
    fn default() -> Self {
        TextIn::Same(String::new())
    }
}

impl TextIn {
    fn pair(&self) -> (&str, &str) {
        match self {
            TextIn::Same(text) => (text, text),
            TextIn::Each { en, hi } => (en, hi),
        }
    }
}

/// What the data says of the place.
#[derive(Debug, Clone, Default)]
pub enum PlaceIn {
    /// Nothing (absent): an update keeps the current place.
    #[default]
    Keep,
    /// `null`: no place.
    Remove,
    /// A place.
    Set(TextIn),
}

fn place<'de, D: Deserializer<'de>>(deserializer: D) -> Result<PlaceIn, D::Error> {
    Option::<TextIn>::deserialize(deserializer)
        .map(|place| place.map_or(PlaceIn::Remove, PlaceIn::Set))
}

/// The `data` part of a create or update request. Missing fields are empty, so that they are
/// reported as `required` like any other problem.
#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct EventData {
    /// The title.
    pub title: TextIn,
    /// The description.
    pub description: TextIn,
    /// `YYYY-MM-DD`.
    pub date: String,
    /// One of the gallery's categories; on create `cultural` when absent, on update unchanged.
    pub category: Option<String>,
    /// The place: absent leaves it as it is, `null` removes it.
    #[serde(deserialize_with = "place")]
    pub location: PlaceIn,
    /// Site paths of the event's images to drop (update only).
    pub remove_images: Vec<String>,
}

/// The checked texts of an event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventFields {
    /// The title.
    pub title: Bilingual,
    /// The description.
    pub description: Bilingual,
    /// The day.
    pub date: String,
    /// The kind.
    pub category: Category,
    /// The place.
    pub location: Option<Bilingual>,
}

fn category_of(name: &str) -> Option<Category> {
    match name {
        "cultural" => Some(Category::Cultural),
        "health" => Some(Category::Health),
        "environment" => Some(Category::Environment),
        _ => None,
    }
}

fn category_name(category: Category) -> &'static str {
    match category {
        Category::Cultural => "cultural",
        Category::Health => "health",
        Category::Environment => "environment",
    }
}

fn bilingual((en, hi): (&str, &str)) -> Bilingual {
    Bilingual {
        en: clean_text(en),
        hi: clean_text(hi),
    }
}

impl EventData {
    /// The stored texts, or 422 with every problem: `current` is the event being updated
    /// (its category and place stay when the data leaves them out), `image_count` how many
    /// images the event will have.
    pub fn fields(
        &self,
        current: Option<&Event>,
        image_count: usize,
    ) -> Result<EventFields, AppError> {
        let category = match (&self.category, current) {
            (Some(name), _) => name.as_str(),
            (None, Some(event)) => category_name(event.category),
            (None, None) => "cultural",
        };
        let location = match &self.location {
            PlaceIn::Set(text) => Some(text.pair()),
            PlaceIn::Remove => None,
            PlaceIn::Keep => current
                .and_then(|event| event.location.as_ref())
                .map(|place| (place.en.as_str(), place.hi.as_str())),
        };
        let (title, description) = (self.title.pair(), self.description.pair());
        let (location_en, location_hi) = location.unwrap_or_default();
        let problems = event_problems(&EventDraft {
            title_en: title.0,
            title_hi: title.1,
            description_en: description.0,
            description_hi: description.1,
            date: &self.date,
            category,
            location_en,
            location_hi,
            image_count,
        });
        if !problems.is_empty() {
            return Err(AppError::Invalid(problems));
        }
        let has_place = !location_en.trim().is_empty();
        Ok(EventFields {
            title: bilingual(title),
            description: bilingual(description),
            date: self.date.clone(),
            category: category_of(category).expect("checked by event_problems"),
            location: has_place.then(|| bilingual((location_en, location_hi))),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn data(json: &str) -> EventData {
        serde_json::from_str(json).unwrap()
    }

    #[test]
    fn the_dashboard_shape_gives_both_languages() {
        let fields = data(
            r#"{"title": {"en": " Tree drive ", "hi": "वृक्षारोपण"}, "description": {"en": "A\r\nB", "hi": "क"},
                "date": "2026-07-05", "category": "environment", "location": {"en": "Hall", "hi": "हॉल"}}"#,
        )
        .fields(None, 0)
        .unwrap();
        assert_eq!(fields.title.en, "Tree drive");
        assert_eq!(fields.title.hi, "वृक्षारोपण");
        assert_eq!(fields.description.en, "A\nB");
        assert_eq!(fields.category, Category::Environment);
        assert_eq!(fields.location.unwrap().hi, "हॉल");
    }

    #[test]
    fn texts_are_kept_composed() {
        let decomposed = "Cafe\u{301} e\u{301}vent";
        let fields = data(&format!(
            r#"{{"title": {{"en": "{decomposed}", "hi": "क\u093c"}}, "description": "{decomposed}", "date": "2026-07-05"}}"#
        ))
        .fields(None, 0)
        .unwrap();
        assert_eq!(fields.title.en, "Café évent");
        assert_eq!(fields.title.en.chars().count(), 10);
        assert_eq!(fields.description.hi, "Café évent");
        // Devanagari's nukta letters are excluded from composition: NFC keeps the pair.
        assert_eq!(fields.title.hi, "क\u{93c}");
    }

    #[test]
    fn a_plain_string_text_is_used_for_both_languages() {
        let fields =
            data(r#"{"title": "Yoga day", "description": "Morning yoga", "date": "2026-06-21"}"#)
                .fields(None, 1)
                .unwrap();
        assert_eq!(fields.title.hi, "Yoga day");
        assert_eq!(fields.category, Category::Cultural);
        assert_eq!(fields.location, None);
    }

    #[test]
    fn missing_fields_are_reported_not_rejected() {
        let Err(AppError::Invalid(problems)) = data("{}").fields(None, 0) else {
            panic!("must be invalid");
        };
        let fields: Vec<_> = problems.iter().map(|(field, _)| *field).collect();
        assert_eq!(
            fields,
            [
                "title.en",
                "title.hi",
                "description.en",
                "description.hi",
                "date"
            ]
        );
    }

    #[test]
    fn an_update_keeps_category_and_place_unless_told() {
        let current: Event = serde_json::from_str(
            r#"{"id": "x", "title": {"en": "A", "hi": "अ"}, "description": {"en": "B", "hi": "ब"},
                "date": "2025-01-30", "location": {"en": "Hall", "hi": "हॉल"}, "category": "health", "images": []}"#,
        )
        .unwrap();
        let same = data(r#"{"title": "A", "description": "B", "date": "2025-01-30"}"#)
            .fields(Some(&current), 0)
            .unwrap();
        assert_eq!(same.category, Category::Health);
        assert_eq!(same.location, current.location);
        let cleared =
            data(r#"{"title": "A", "description": "B", "date": "2025-01-30", "location": null}"#)
                .fields(Some(&current), 0)
                .unwrap();
        assert_eq!(cleared.location, None);
    }
}
