//! What a new store starts with: the three built-in events of `content/events.json`,
//! compiled into the server so a fresh data directory needs no other files.

use wasm_core::model::events::Event;

const BUILT_IN_EVENTS: &str = include_str!("../../../content/events.json");

/// The built-in events (their images are files of the web app, under `/images/events/`).
pub fn built_in_events() -> Vec<Event> {
    serde_json::from_str(BUILT_IN_EVENTS)
        .expect("content/events.json is checked by wasm-core's content tests")
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_built_in_events_parse() {
        assert_eq!(super::built_in_events().len(), 3);
    }
}
