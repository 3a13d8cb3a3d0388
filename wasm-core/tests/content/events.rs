//! Content checks of the built-in events of the gallery.

use std::collections::HashSet;

use wasm_core::model::events::{Category, Event};
use wasm_core::validate::is_calendar_date;

use crate::common::{assert_bilingual, assert_image, load};

#[test]
fn three_built_in_events_one_per_category_with_four_images_each() {
    let events: Vec<Event> = load("events.json");
    assert_eq!(events.len(), 3, "3 built-in events");
    let categories: HashSet<Category> = events.iter().map(|e| e.category).collect();
    assert_eq!(categories.len(), 3, "cultural, health and environment");
    let titles: Vec<&str> = events.iter().map(|e| e.title.en.as_str()).collect();
    for title in ["Tribute Meeting", "Clean City Initiative", "Health Camp"] {
        assert!(titles.contains(&title), "{title} is missing");
    }
    for event in &events {
        assert_bilingual(&event.id, &event.title);
        assert_bilingual(&event.id, &event.description);
        if let Some(location) = &event.location {
            assert_bilingual(&event.id, location);
        }
        assert!(
            is_calendar_date(&event.date),
            "{}: {}",
            event.id,
            event.date
        );
        assert_eq!(event.images.len(), 4, "{}: four images", event.id);
        for image in &event.images {
            assert_image(&event.id, image);
        }
    }
}
