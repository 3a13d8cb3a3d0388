//! The exports every page needs, in the wasm module of the first download: the interface
//! catalogs, the route table and navigation, the choice of language, phone links.

use wasm_bindgen::prelude::*;

use super::format::{self, Writer};
use crate::i18n::Translator;
use crate::lang::Lang;
use crate::routes::{self, NavItem};

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

    /// Adds messages to one language's catalog: `messages` is a record (`format`) whose
    /// names are the keys. `false`, with nothing added, for an unknown language or a key
    /// without its message. (A `bool` rather than an error: `JsError` would bring
    /// wasm-bindgen's table of JavaScript values into the wasm of every page.)
    pub fn load(&mut self, lang: &str, messages: &str) -> bool {
        let Some(lang) = Lang::from_tag(lang) else {
            return false;
        };
        self.0.add_messages(lang, format::fields(messages));
        true
    }

    /// The message for `key` in `lang` (`"en"` or `"hi"`), its `{placeholders}` filled from
    /// `args`, a record (`"year\u{1f}2026"`); English when the language lacks the message,
    /// the key when both do.
    pub fn t(&self, lang: &str, key: &str, args: &str) -> String {
        let lang = Lang::from_tag(lang).unwrap_or(Lang::DEFAULT);
        self.0.translate(lang, key, &format::fields(args))
    }
}

/// Every route of the site, in navigation order: a list of records (`format`) with the fields
/// `path`, `page`, `layout` (`public` or `bare`) and `titleKey` (the catalog key of its name).
#[wasm_bindgen(js_name = routeTable)]
pub fn route_table() -> String {
    let mut out = Writer::default();
    for route in routes::ROUTES {
        out.field("path", route.path);
        out.field("page", route.page);
        out.field("layout", route.layout.name());
        out.field("titleKey", &route.title_key());
        out.end_record();
    }
    out.finish()
}

/// The header navigation, in order: a list of records (`format`), one per link, with the
/// fields `path`, and for a link inside a menu `menu` (its id) and `menuTitleKey` (the catalog
/// key of its label). The links of one menu follow each other.
#[wasm_bindgen]
pub fn navigation() -> String {
    let mut out = Writer::default();
    for item in routes::navigation() {
        match item {
            NavItem::Link(route) => {
                out.field("path", route.path);
                out.end_record();
            }
            NavItem::Menu(menu, entries) => {
                let title_key = menu.title_key();
                for route in entries {
                    out.field("path", route.path);
                    out.field("menu", menu.id());
                    out.field("menuTitleKey", &title_key);
                    out.end_record();
                }
            }
        }
    }
    out.finish()
}

/// The page language (`"en"` or `"hi"`) from the URL's `lang` parameter, the visitor's saved
/// choice in `cookies` (`document.cookie`) and the browser's preferred languages (a list,
/// `format`), in that order of precedence.
#[wasm_bindgen(js_name = resolveLanguage)]
pub fn resolve_language(url_param: Option<String>, cookies: &str, preferred: &str) -> String {
    let stored = crate::cookies::value(cookies, crate::lang::COOKIE);
    Lang::resolve(url_param.as_deref(), stored, format::list(preferred))
        .code()
        .to_owned()
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
