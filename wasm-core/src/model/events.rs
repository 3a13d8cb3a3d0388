//! Events of the gallery: the records `GET /api/events` sends, and the three built-in ones in
//! `content/events.json` that a new data directory starts with.

use serde::{Deserialize, Serialize};

use super::Bilingual;
use super::values::{Day, Moment, Photo};

/// What kind of event it is; the gallery's filter buttons.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum Category {
    /// Ceremonies, festivals, tributes.
    Cultural,
    /// Health camps and drives.
    Health,
    /// Cleanliness, trees, waste.
    Environment,
}

impl Category {
    /// Every category, in the order of the gallery's filter row.
    pub const ALL: [Category; 3] = [Category::Cultural, Category::Health, Category::Environment];
}

/// One event of the gallery.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Event {
    /// A stable id made from the title (`health-camp`).
    #[serde(default)]
    pub id: String,
    /// The title.
    pub title: Bilingual,
    /// The full description.
    #[cfg_attr(feature = "schema", schemars(extend("x-input" = "multiline")))]
    pub description: Bilingual,
    /// The day it takes place, `YYYY-MM-DD`.
    pub date: Day,
    /// Where, if known.
    #[serde(default)]
    #[cfg_attr(feature = "schema", ts(optional = nullable))]
    pub location: Option<Bilingual>,
    /// Its kind.
    pub category: Category,
    /// Site paths of its images, the first one shown on the card, all of them in its gallery
    /// on `/events-gallery`; at most [`crate::validate::IMAGES_MAX`].
    // The editor reads a list's control from the list.
    #[cfg_attr(feature = "schema", schemars(extend("x-input" = "photo")))]
    #[cfg_attr(feature = "schema", schemars(length(max = crate::validate::IMAGES_MAX)))]
    pub images: Vec<Photo>,
    /// When it appears on the site (RFC 3339); at once when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub publish_at: Option<Moment>,
    /// The last day it is shown, `YYYY-MM-DD`; shown until removed when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    #[cfg_attr(feature = "schema", schemars(extend("x-after" = "date")))]
    pub valid_until: Option<Day>,
}

/// Most images an event may have (the gallery's dialog shows them in a grid of two columns).
pub const IMAGES_MAX: usize = 10;

/// a card shows this many characters of the description.
pub const PREVIEW_LENGTH: usize = 100;

/// The card's preview of a description: its first [`PREVIEW_LENGTH`] characters (code points,
/// so Devanagari counts by letters, not bytes) followed by "...", or the whole text when it is
/// not longer.
pub fn preview(text: &str) -> String {
    match text.char_indices().nth(PREVIEW_LENGTH) {
        Some((end, _)) => crate::prefixed(text.get(..end).unwrap_or(text), "..."),
        None => text.to_owned(),
    }
}

/// Newest first; events of the same day by id, so the order never wavers.
pub fn sort_newest_first(events: &mut [Event]) {
    events.sort_by(|a, b| b.date.cmp(&a.date).then_with(|| a.id.cmp(&b.id)));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(id: &str, date: &str) -> Event {
        let text = Bilingual {
            en: "x".into(),
            hi: "क".into(),
        };
        Event {
            id: id.into(),
            title: text.clone(),
            description: text,
            date: date.into(),
            location: None,
            category: Category::Health,
            images: vec![],
            publish_at: None,
            valid_until: None,
        }
    }

    #[test]
    fn a_preview_keeps_a_hundred_characters_and_marks_the_cut() {
        let short = "a".repeat(PREVIEW_LENGTH);
        assert_eq!(preview(&short), short);
        let long = "b".repeat(PREVIEW_LENGTH + 1);
        assert_eq!(preview(&long), format!("{}...", "b".repeat(PREVIEW_LENGTH)));
        // Devanagari letters are three bytes each: the cut counts letters.
        let hindi = "क".repeat(PREVIEW_LENGTH + 5);
        assert_eq!(
            preview(&hindi),
            format!("{}...", "क".repeat(PREVIEW_LENGTH))
        );
        assert_eq!(preview(""), "");
    }

    #[test]
    fn newest_first_with_a_stable_order_on_the_same_day() {
        let mut events = vec![
            event("b", "2025-01-01"),
            event("c", "2025-03-01"),
            event("a", "2025-01-01"),
        ];
        sort_newest_first(&mut events);
        let ids: Vec<_> = events.iter().map(|e| e.id.as_str()).collect();
        assert_eq!(ids, ["c", "a", "b"]);
    }

    #[test]
    fn reads_and_writes_the_api_shape() {
        let json = r#"{"id":"x","title":{"en":"A","hi":"अ"},"description":{"en":"B","hi":"ब"},
            "date":"2025-01-30","location":null,"category":"cultural","images":["/images/events/x-1.svg"]}"#;
        let event: Event = serde_json::from_str(json).unwrap();
        assert_eq!(event.category, Category::Cultural);
        let back = serde_json::to_value(&event).unwrap();
        assert_eq!(back["category"], "cultural");
        assert_eq!(back["images"][0], "/images/events/x-1.svg");
    }
}
