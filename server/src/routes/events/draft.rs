//! The `data` part of an event form: the JSON the dashboard sends (each text as `{en, hi}`),
//! or the plainer one other clients may send (each text one string, used for both languages),
//! turned into an item of the content kind `events` as the content API's save takes it. The
//! kind's rules (wasm-core `content`) judge it there, as they judge every save of an event.

use serde::{Deserialize, Deserializer};
use serde_json::{Value, json};

/// A text in both languages, or one text for both.
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum TextIn {
    /// One text, used for English and Hindi alike.
    Same(String),
    /// Each language's text.
    Each {
        /// English.
        #[serde(default)]
        en: String,
        /// Hindi.
        #[serde(default)]
        hi: String,
    },
}

impl Default for TextIn {
    fn default() -> Self {
        TextIn::Same(String::new())
    }
}

impl TextIn {
    /// The text as the content stores it: `{"en", "hi"}`.
    fn value(&self) -> Value {
        match self {
            TextIn::Same(text) => json!({ "en": text, "hi": text }),
            TextIn::Each { en, hi } => json!({ "en": en, "hi": hi }),
        }
    }

    fn is_blank(&self) -> bool {
        match self {
            TextIn::Same(text) => text.trim().is_empty(),
            TextIn::Each { en, hi } => en.trim().is_empty() && hi.trim().is_empty(),
        }
    }
}

/// What the data says of the place.
#[derive(Debug, Clone, Default)]
pub enum PlaceIn {
    /// Nothing (absent): an update keeps the place of the version it changes.
    #[default]
    Keep,
    /// `null`: no place.
    Remove,
    /// A place (blank in both languages: none).
    Set(TextIn),
}

fn place<'de, D: Deserializer<'de>>(deserializer: D) -> Result<PlaceIn, D::Error> {
    Option::<TextIn>::deserialize(deserializer)
        .map(|place| place.map_or(PlaceIn::Remove, PlaceIn::Set))
}

/// The `data` part of a create or update request. Missing texts are empty, so that the
/// kind's rules report them as `required` like any other problem.
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

impl EventData {
    /// The event as the content API's save takes it: these texts, day, category and place
    /// over `base` (the version being changed, whose category, place and schedule stay when
    /// the data leaves them out; none on create), with `images`.
    pub fn item(&self, base: Option<&Value>, images: &[String]) -> Value {
        let from_base = |field: &str| base.and_then(|base| base.get(field)).cloned();
        let category = match &self.category {
            Some(name) => Value::from(name.clone()),
            None => from_base("category").unwrap_or_else(|| Value::from("cultural")),
        };
        let location = match &self.location {
            PlaceIn::Set(text) if !text.is_blank() => text.value(),
            PlaceIn::Set(_) | PlaceIn::Remove => Value::Null,
            PlaceIn::Keep => from_base("location").unwrap_or(Value::Null),
        };
        let mut item = json!({
            "title": self.title.value(),
            "description": self.description.value(),
            "date": self.date,
            "category": category,
            "location": location,
            "images": images,
        });
        // The events form does not show the schedule; the content editor does.
        for field in ["publishAt", "validUntil"] {
            if let Some(value) = from_base(field).filter(|value| !value.is_null()) {
                item[field] = value;
            }
        }
        item
    }

    /// The images an update keeps of `base`'s: all but those named in `removeImages`.
    pub fn kept_images(&self, base: &Value) -> Vec<String> {
        base["images"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(Value::as_str)
            .filter(|url| !self.remove_images.iter().any(|removed| removed == url))
            .map(str::to_owned)
            .collect()
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
        let item = data(
            r#"{"title": {"en": "Tree drive", "hi": "वृक्षारोपण"}, "description": {"en": "A", "hi": "क"},
                "date": "2026-07-05", "category": "environment", "location": {"en": "Hall", "hi": "हॉल"}}"#,
        )
        .item(None, &["/uploads/a.png".to_owned()]);
        assert_eq!(item["title"], json!({"en": "Tree drive", "hi": "वृक्षारोपण"}));
        assert_eq!(item["category"], "environment");
        assert_eq!(item["location"]["hi"], "हॉल");
        assert_eq!(item["images"], json!(["/uploads/a.png"]));
    }

    #[test]
    fn one_string_serves_both_languages_and_a_new_event_is_cultural() {
        let item = data(r#"{"title": "योग दिवस", "description": "सुबह", "date": "2026-06-21"}"#)
            .item(None, &[]);
        assert_eq!(item["title"], json!({"en": "योग दिवस", "hi": "योग दिवस"}));
        assert_eq!(item["category"], "cultural");
        assert_eq!(item["location"], Value::Null);
    }

    #[test]
    fn missing_texts_are_empty_for_the_rules_to_name() {
        let item = data("{}").item(None, &[]);
        assert_eq!(item["title"], json!({"en": "", "hi": ""}));
        assert_eq!(item["date"], "");
    }

    #[test]
    fn an_update_keeps_category_place_and_schedule_of_its_base_unless_told() {
        let base = json!({
            "id": "x", "title": {"en": "A", "hi": "अ"}, "description": {"en": "B", "hi": "ब"},
            "date": "2025-01-30", "location": {"en": "Hall", "hi": "हॉल"}, "category": "health",
            "images": ["/images/a.svg", "/uploads/b.png"], "publishAt": "2025-01-01T00:00:00Z"
        });
        let same = data(r#"{"title": "A", "description": "B", "date": "2025-01-30"}"#);
        let item = same.item(Some(&base), &same.kept_images(&base));
        assert_eq!(item["category"], "health");
        assert_eq!(item["location"], base["location"]);
        assert_eq!(item["publishAt"], "2025-01-01T00:00:00Z");
        assert_eq!(item["images"], base["images"]);
        let cleared = data(
            r#"{"title": "A", "description": "B", "date": "2025-01-30", "location": null,
                "removeImages": ["/uploads/b.png"]}"#,
        );
        let item = cleared.item(Some(&base), &cleared.kept_images(&base));
        assert_eq!(item["location"], Value::Null);
        assert_eq!(item["images"], json!(["/images/a.svg"]));
        let blank = data(r#"{"location": {"en": " ", "hi": ""}}"#).item(Some(&base), &[]);
        assert_eq!(blank["location"], Value::Null, "a blank place is none");
    }
}
