//! The exports every page needs, in the wasm module of the first download: the interface
//! catalogs, the route table and navigation, the choice of language, phone links.

use wasm_bindgen::prelude::*;

use crate::i18n::Translator;
use crate::lang::Lang;
use crate::routes::{self, NavItem};

/// Separates the fields of every list that crosses the boundary. Lists travel as one string
/// rather than as arrays: a string is all wasm-bindgen needs to convert, which keeps its array
/// conversions (and serde's deserializer, and number formatting) out of the wasm. No catalog
/// text, path or language tag contains it (web/build/catalogs.ts refuses it in messages).
const SEP: char = '\u{1f}';

/// The fields of `joined`, which is empty or fields separated by `SEP`.
fn fields(joined: &str) -> impl Iterator<Item = &str> {
    joined.split(SEP).filter(|_| !joined.is_empty())
}

/// Fields joined by `SEP`, one `push` at a time.
#[derive(Default)]
struct Joined {
    text: String,
    any: bool,
}

impl Joined {
    fn push(&mut self, field: &str) {
        if self.any {
            self.text.push(SEP);
        }
        self.any = true;
        self.text.push_str(field);
    }
}

/// Both interface catalogs, filled a part at a time; `t` looks a message up.
#[wasm_bindgen]
#[derive(Default)]
pub struct I18n(Translator);

#[wasm_bindgen]
impl I18n {
    /// An empty pair of catalogs; `load` fills them.
    #[wasm_bindgen(constructor)]
    pub fn new() -> I18n {
        I18n::default()
    }

    /// Adds messages to one language's catalog: `entries` is key, message, key, message, …
    /// joined by U+001F. `false`, with nothing added, for an unknown language or a key
    /// without its message. (A `bool` rather than an error: `JsError` would bring
    /// wasm-bindgen's table of JavaScript values into the wasm of every page.)
    pub fn load(&mut self, lang: &str, entries: &str) -> bool {
        let Some(lang) = Lang::from_tag(lang) else {
            return false;
        };
        let mut fields = fields(entries);
        let mut pairs = Vec::new();
        while let Some(key) = fields.next() {
            let Some(message) = fields.next() else {
                return false;
            };
            pairs.push((key, message));
        }
        self.0.add_messages(lang, pairs);
        true
    }

    /// The message for `key` in `lang` (`"en"` or `"hi"`), its `{placeholders}` filled from
    /// `args`, names and values joined by U+001F (`"year\u{1f}2026"`); English when the
    /// language lacks the message, the key when both do.
    pub fn t(&self, lang: &str, key: &str, args: &str) -> String {
        let lang = Lang::from_tag(lang).unwrap_or(Lang::DEFAULT);
        let mut pairs = Vec::new();
        let mut fields = fields(args);
        while let (Some(name), Some(value)) = (fields.next(), fields.next()) {
            pairs.push((name, value));
        }
        self.0.translate(lang, key, &pairs)
    }
}

/// Every route of the site, in navigation order, four fields per route joined by U+001F:
/// path, page, layout (`public` or `bare`) and the catalog key of its title.
#[wasm_bindgen(js_name = routeTable)]
pub fn route_table() -> String {
    let mut joined = Joined::default();
    for route in routes::ROUTES {
        joined.push(route.path);
        joined.push(route.page);
        joined.push(route.layout.name());
        joined.push(&route.title_key());
    }
    joined.text
}

/// The header navigation, in order, as fields joined by U+001F: `link`, path for a link of its
/// own; `menu`, id, catalog key of its label, each entry's path, then `end`.
#[wasm_bindgen]
pub fn navigation() -> String {
    let mut joined = Joined::default();
    for item in routes::navigation() {
        match item {
            NavItem::Link(route) => {
                joined.push("link");
                joined.push(route.path);
            }
            NavItem::Menu(menu, entries) => {
                joined.push("menu");
                joined.push(menu.id());
                joined.push(&menu.title_key());
                for route in entries {
                    joined.push(route.path);
                }
                joined.push("end");
            }
        }
    }
    joined.text
}

/// The page language (`"en"` or `"hi"`) from the URL's `lang` parameter, the saved choice and
/// the browser's preferred languages (joined by U+001F), in that order of precedence.
#[wasm_bindgen(js_name = resolveLanguage)]
pub fn resolve_language(
    url_param: Option<String>,
    stored: Option<String>,
    preferred: &str,
) -> String {
    Lang::resolve(url_param.as_deref(), stored.as_deref(), fields(preferred))
        .code()
        .to_owned()
}

/// The visitor's saved choice of language in `document.cookie`, as written, if any.
#[wasm_bindgen(js_name = storedLanguage)]
pub fn stored_language(cookies: &str) -> Option<String> {
    crate::cookies::value(cookies, crate::lang::COOKIE).map(str::to_owned)
}

/// The `document.cookie` assignment that saves `lang` (`"en"` or `"hi"`) as the visitor's
/// choice; `undefined` for any other tag. `secure` when the page is served over HTTPS.
#[wasm_bindgen(js_name = languageCookie)]
pub fn language_cookie(lang: &str, secure: bool) -> Option<String> {
    Lang::from_tag(lang).map(|lang| lang.cookie(secure))
}

/// The `tel:` link of a phone number as printed, or `undefined` if it is not one.
#[wasm_bindgen(js_name = telUri)]
pub fn tel_uri(number: &str) -> Option<String> {
    crate::phone::tel_uri(number)
}

/// A `YYYY-MM-DD` day in the long Indian format of `lang` (`"21 November 2026"`), or `day` as
/// it is when it is not a real calendar day.
#[wasm_bindgen(js_name = formatDay)]
pub fn format_day(day: &str, lang: &str) -> String {
    let lang = Lang::from_tag(lang).unwrap_or(Lang::DEFAULT);
    crate::dates::long_day(day, lang).unwrap_or_else(|| day.to_owned())
}

/// The events gallery card's preview of a description: 100 characters and "...".
#[wasm_bindgen(js_name = eventPreview)]
pub fn event_preview(text: &str) -> String {
    crate::model::events::preview(text)
}
