//! The exports every page needs, in the wasm module of the first download: the interface
//! catalogs, the route table and navigation, the choice of language, phone links.

use wasm_bindgen::prelude::*;

use crate::i18n::Translator;
use crate::lang::Lang;
use crate::routes::{self, NavItem};

/// Both interface catalogs, loaded once; `t` looks a message up.
///
/// Strings cross the boundary as plain arrays rather than objects: wasm-bindgen converts
/// those itself, which keeps serde's deserializer (and its number formatting) out of the wasm.
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

    /// Loads one language's catalog as parallel arrays of keys and messages.
    pub fn load(
        &mut self,
        lang: &str,
        keys: Vec<String>,
        messages: Vec<String>,
    ) -> Result<(), JsError> {
        if keys.len() != messages.len() {
            return Err(JsError::new("keys and messages differ in length"));
        }
        let lang = Lang::from_tag(lang).ok_or_else(|| JsError::new("unknown language"))?;
        self.0
            .set_catalog(lang, keys.into_iter().zip(messages).collect());
        Ok(())
    }

    /// The message for `key` in `lang` (`"en"` or `"hi"`), its `{placeholders}` filled from
    /// `args`, a flat list of names and values (`["year", "2026"]`); English when the language
    /// lacks the message, the key when both do.
    pub fn t(&self, lang: &str, key: &str, args: Vec<String>) -> String {
        let lang = Lang::from_tag(lang).unwrap_or(Lang::DEFAULT);
        let pairs: Vec<(&str, &str)> = args
            .chunks_exact(2)
            .map(|pair| (pair[0].as_str(), pair[1].as_str()))
            .collect();
        self.0.translate(lang, key, &pairs)
    }
}

/// Every route of the site, in navigation order, as a flat list of four strings per route:
/// path, page, layout (`public` or `bare`) and the catalog key of its title.
#[wasm_bindgen(js_name = routeTable)]
pub fn route_table() -> Vec<String> {
    routes::ROUTES
        .iter()
        .flat_map(|route| {
            [
                route.path.to_owned(),
                route.page.to_owned(),
                route.layout.name().to_owned(),
                route.title_key(),
            ]
        })
        .collect()
}

/// The header navigation, in order, as a flat list of strings: `link`, path for a link of
/// its own; `menu`, id, catalog key of its label, each entry's path, then `end`.
#[wasm_bindgen]
pub fn navigation() -> Vec<String> {
    let mut flat = Vec::new();
    for item in routes::navigation() {
        match item {
            NavItem::Link(route) => flat.extend(["link".to_owned(), route.path.to_owned()]),
            NavItem::Menu(menu, entries) => {
                flat.extend(["menu".to_owned(), menu.id().to_owned(), menu.title_key()]);
                flat.extend(entries.iter().map(|route| route.path.to_owned()));
                flat.push("end".to_owned());
            }
        }
    }
    flat
}

/// The page language (`"en"` or `"hi"`) from the URL's `lang` parameter, the saved choice and
/// the browser's preferred languages, in that order of precedence.
#[wasm_bindgen(js_name = resolveLanguage)]
pub fn resolve_language(
    url_param: Option<String>,
    stored: Option<String>,
    preferred: Vec<String>,
) -> String {
    Lang::resolve(
        url_param.as_deref(),
        stored.as_deref(),
        preferred.iter().map(String::as_str),
    )
    .code()
    .to_owned()
}

/// The `tel:` link of a phone number as printed, or `undefined` if it is not one.
#[wasm_bindgen(js_name = telUri)]
pub fn tel_uri(number: &str) -> Option<String> {
    crate::phone::tel_uri(number)
}
