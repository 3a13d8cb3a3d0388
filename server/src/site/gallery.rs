//! The events gallery (`/events-gallery`) drawn with the server's events. The build cannot know
//! them (an admin changes them at any time), so it draws the gallery's pieces with slots, a kit
//! per language (`web/src/features/events/gallery-kit.tsx` says what each piece and slot is),
//! and the server fills them: the visitor's phone shows the cards, and starts loading the first
//! photo, as soon as the HTML arrives, instead of after the app has started and asked for the
//! events. The page carries the events it was drawn with, so the app takes the cards over
//! without asking again.
//!
//! What the cards show is written by wasm-core's rules, which the app also uses: the day
//! (`dates::long_day`) and the description's preview (`model::events::preview`). A gallery the
//! app would draw differently (a text missing in the page language, which the app shows in the
//! other one, or a date that is not a real day) is not drawn here: the build's page is sent and
//! the app draws the gallery itself.

use serde::Deserialize;
use wasm_core::dates::long_day;
use wasm_core::lang::Lang;
use wasm_core::model::events::{Category, Event, preview};

/// Literal HTML and slot names, alternating, beginning and ending with HTML.
#[derive(Debug, Clone, Deserialize)]
#[serde(try_from = "Vec<String>")]
struct Template(Vec<String>);

impl TryFrom<Vec<String>> for Template {
    type Error = String;

    fn try_from(parts: Vec<String>) -> Result<Self, Self::Error> {
        if parts.len() % 2 == 1 {
            Ok(Self(parts))
        } else {
            Err("a template alternates HTML and slots and ends with HTML".to_owned())
        }
    }
}

impl Template {
    fn slots(&self) -> impl Iterator<Item = &str> {
        self.0.iter().skip(1).step_by(2).map(String::as_str)
    }

    /// Checks that every slot is one of `known`, naming the template `what` otherwise.
    fn check(&self, what: &str, known: &[&str]) -> Result<(), String> {
        match self.slots().find(|slot| !known.contains(slot)) {
            Some(slot) => Err(format!("the {what} has an unknown slot `{slot}`")),
            None => Ok(()),
        }
    }

    /// Appends the template to `out`, each slot written by `fill(slot, out)`.
    fn fill(&self, out: &mut String, mut fill: impl FnMut(&str, &mut String)) {
        for (index, part) in self.0.iter().enumerate() {
            if index % 2 == 0 {
                out.push_str(part);
            } else {
                fill(part, out);
            }
        }
    }
}

/// The filter row's buttons: "all" pressed, the categories not.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct Filters {
    all: String,
    cultural: String,
    health: String,
    environment: String,
}

impl Filters {
    fn of(&self, category: Category) -> &str {
        match category {
            Category::Cultural => &self.cultural,
            Category::Health => &self.health,
            Category::Environment => &self.environment,
        }
    }
}

/// The cards: the grid's first with an image (loaded at once), the others with one (loaded
/// when they come near), and any without an image.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct Cards {
    first: Template,
    other: Template,
    no_image: Template,
}

/// The build's pieces of the gallery page in one language.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GalleryKit {
    page: Template,
    gallery: Template,
    empty: Template,
    filters: Filters,
    cards: Cards,
}

const CARD_SLOTS: [&str; 7] = ["id", "title", "image", "total", "date", "day", "preview"];

impl GalleryKit {
    /// Reads a kit as the build writes it; an error says what is wrong with it.
    pub fn parse(json: &[u8]) -> Result<Self, String> {
        let kit: Self = serde_json::from_slice(json).map_err(|error| error.to_string())?;
        kit.page.check("page", &["gallery", "events"])?;
        kit.gallery.check("gallery", &["filters", "cards"])?;
        kit.empty.check("empty gallery", &["filters"])?;
        kit.cards.first.check("first card", &CARD_SLOTS)?;
        kit.cards.other.check("card", &CARD_SLOTS)?;
        kit.cards
            .no_image
            .check("card without images", &CARD_SLOTS)?;
        Ok(kit)
    }

    /// The page with `events` (newest first, as the API lists them) in `lang`; `None` when the
    /// app would draw one of them differently, so the page is left for the app to draw.
    pub fn draw(&self, events: &[Event], lang: Lang) -> Option<String> {
        let mut cards = String::new();
        for (index, event) in events.iter().enumerate() {
            let title = event.title.get(lang);
            let description = event.description.get(lang);
            if blank(title) || blank(description) {
                return None;
            }
            let day = long_day(&event.date, lang)?;
            let card = match (event.images.first(), index) {
                (None, _) => &self.cards.no_image,
                (Some(_), 0) => &self.cards.first,
                (Some(_), _) => &self.cards.other,
            };
            card.fill(&mut cards, |slot, out| match slot {
                "id" => escape(&event.id, out),
                "title" => escape(title, out),
                "image" => escape(event.images.first().map_or("", String::as_str), out),
                "total" => out.push_str(&event.images.len().to_string()),
                "date" => escape(&event.date, out),
                "day" => escape(&day, out),
                "preview" => escape(&preview(description), out),
                _ => {}
            });
        }
        let mut filters = self.filters.all.clone();
        for category in Category::ALL {
            if events.iter().any(|event| event.category == category) {
                filters.push_str(self.filters.of(category));
            }
        }
        let mut gallery = String::new();
        let frame = if events.is_empty() {
            &self.empty
        } else {
            &self.gallery
        };
        frame.fill(&mut gallery, |slot, out| match slot {
            "filters" => out.push_str(&filters),
            "cards" => out.push_str(&cards),
            _ => {}
        });
        let json = serde_json::to_string(events).expect("events always serialise");
        let mut page = String::with_capacity(
            self.page.0.iter().map(String::len).sum::<usize>() + gallery.len() + json.len(),
        );
        self.page.fill(&mut page, |slot, out| match slot {
            "gallery" => out.push_str(&gallery),
            // A JSON data block ends at the first "</script": no "<" is left in it.
            "events" => out.push_str(&json.replace('<', "\\u003c")),
            _ => {}
        });
        Some(page)
    }
}

/// Whether `text` is empty to the app: only what JavaScript's `trim()` removes (white space,
/// and the byte order mark, which Rust's `trim` keeps).
fn blank(text: &str) -> bool {
    text.chars().all(|c| c.is_whitespace() || c == '\u{feff}')
}

/// Appends `text` escaped for HTML text and quoted attribute values.
fn escape(text: &str, out: &mut String) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#x27;"),
            _ => out.push(c),
        }
    }
}

#[cfg(test)]
mod tests {
    use wasm_core::model::Bilingual;

    use super::*;

    /// A kit shaped like the build's, with short markup.
    fn kit() -> GalleryKit {
        let with_image = |loading: &str| {
            serde_json::json!([
                "<li id=\"",
                "id",
                format!("\"><img loading=\"{loading}\" src=\""),
                "image",
                "\" alt=\"",
                "title",
                ", 1 of ",
                "total",
                "\"><h3>",
                "title",
                "</h3><time datetime=\"",
                "date",
                "\">",
                "day",
                "</time><p>",
                "preview",
                "</p></li>"
            ])
        };
        let json = serde_json::json!({
            "page": ["<main>", "gallery", "</main><script type=\"application/json\">", "events", "</script>"],
            "gallery": ["<div>", "filters", "</div><ul>", "cards", "</ul>"],
            "empty": ["<div>", "filters", "</div><p>None</p>"],
            "filters": {
                "all": "<b>All</b>",
                "cultural": "<b>Cultural</b>",
                "health": "<b>Health</b>",
                "environment": "<b>Environment</b>"
            },
            "cards": {
                "first": with_image("eager"),
                "other": with_image("lazy"),
                "noImage": [
                    "<li id=\"", "id", "\"><h3>", "title", "</h3><time datetime=\"", "date",
                    "\">", "day", "</time><p>", "preview", "</p></li>"
                ]
            }
        });
        GalleryKit::parse(json.to_string().as_bytes()).unwrap()
    }

    fn event(id: &str, category: Category, images: usize) -> Event {
        Event {
            id: id.to_owned(),
            title: Bilingual {
                en: format!("Title {id}"),
                hi: format!("शीर्षक {id}"),
            },
            description: Bilingual {
                en: "d".repeat(120),
                hi: "विवरण".to_owned(),
            },
            date: "2025-03-05".to_owned(),
            location: None,
            category,
            images: (0..images)
                .map(|n| format!("/uploads/{id}-{n}.jpg"))
                .collect(),
        }
    }

    #[test]
    fn cards_are_drawn_in_order_with_the_first_image_loaded_at_once() {
        let events = [
            event("a", Category::Health, 2),
            event("b", Category::Cultural, 3),
            event("c", Category::Health, 0),
        ];
        let page = kit().draw(&events, Lang::En).unwrap();
        let gallery = "<main><div><b>All</b><b>Cultural</b><b>Health</b></div><ul>\
            <li id=\"a\"><img loading=\"eager\" src=\"/uploads/a-0.jpg\" alt=\"Title a, 1 of 2\">\
            <h3>Title a</h3><time datetime=\"2025-03-05\">5 March 2025</time>";
        assert!(page.starts_with(gallery), "{page}");
        assert!(page.contains(&format!("<p>{}...</p>", "d".repeat(100))));
        assert!(page.contains(
            "<li id=\"b\"><img loading=\"lazy\" src=\"/uploads/b-0.jpg\" alt=\"Title b, 1 of 3\">"
        ));
        assert!(page.contains("<li id=\"c\"><h3>Title c</h3>"));
        let json = page.split("application/json\">").nth(1).unwrap();
        let back: Vec<Event> = serde_json::from_str(json.trim_end_matches("</script>")).unwrap();
        assert_eq!(back, events);
    }

    #[test]
    fn hindi_pages_write_hindi_texts_and_days() {
        let page = kit()
            .draw(&[event("a", Category::Environment, 1)], Lang::Hi)
            .unwrap();
        assert!(page.contains("<b>All</b><b>Environment</b></div>"));
        assert!(page.contains(
            "<h3>शीर्षक a</h3><time datetime=\"2025-03-05\">5 मार्च 2025</time><p>विवरण</p>"
        ));
    }

    #[test]
    fn no_events_draw_the_empty_message() {
        let page = kit().draw(&[], Lang::En).unwrap();
        assert_eq!(
            page,
            "<main><div><b>All</b></div><p>None</p></main><script type=\"application/json\">[]</script>"
        );
    }

    #[test]
    fn texts_are_escaped_and_cannot_end_the_data_block() {
        let mut evil = event("x", Category::Cultural, 1);
        evil.title.en = "<script>alert('x')</script> & \"more\"".to_owned();
        evil.images[0] = "/uploads/a\"b.jpg".to_owned();
        let page = kit().draw(&[evil], Lang::En).unwrap();
        assert!(page.contains(
            "<h3>&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt; &amp; &quot;more&quot;</h3>"
        ));
        assert!(page.contains("src=\"/uploads/a&quot;b.jpg\""));
        let json = page.split("application/json\">").nth(1).unwrap();
        assert!(!json.trim_end_matches("</script>").contains('<'), "{json}");
        assert!(json.contains("\\u003cscript>"));
    }

    #[test]
    fn what_the_app_would_draw_differently_is_left_to_the_app() {
        let mut missing = event("a", Category::Health, 1);
        missing.title.hi = " \u{feff}".to_owned();
        assert!(
            kit()
                .draw(std::slice::from_ref(&missing), Lang::Hi)
                .is_none()
        );
        assert!(kit().draw(&[missing], Lang::En).is_some());
        let mut no_day = event("b", Category::Health, 1);
        no_day.date = "2025-02-30".to_owned();
        assert!(kit().draw(&[no_day], Lang::En).is_none());
    }

    #[test]
    fn a_kit_with_unknown_slots_or_a_broken_template_is_refused() {
        let mut json: serde_json::Value = serde_json::json!({
            "page": ["<main>", "gallery", "</main>", "events", ""],
            "gallery": ["<div>", "filters", "</div><ul>", "cards", "</ul>"],
            "empty": ["<p>", "cards", "</p>"],
            "filters": { "all": "", "cultural": "", "health": "", "environment": "" },
            "cards": { "first": [""], "other": [""], "noImage": [""] }
        });
        let error = GalleryKit::parse(json.to_string().as_bytes()).unwrap_err();
        assert!(error.contains("empty gallery"), "{error}");
        json["empty"] = serde_json::json!(["<p>", "filters"]);
        let error = GalleryKit::parse(json.to_string().as_bytes()).unwrap_err();
        assert!(error.contains("alternates"), "{error}");
    }
}
