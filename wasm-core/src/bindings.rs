//! The JavaScript face of the crate: the only module that knows about wasm-bindgen.
//!
//! Each export is a thin wrapper over a plain Rust module. Only strings, string arrays and
//! numbers cross the boundary: structured answers (routes, navigation) go out as flat string
//! lists that `web/src/lib/wasm.ts` reads back. That keeps serde out of the wasm, which is
//! half the size it would be with it. Names are camelCase for JavaScript.
#![allow(
    clippy::needless_pass_by_value,
    reason = "wasm-bindgen hands owned strings and vectors across the boundary"
)]

use wasm_bindgen::prelude::*;

use crate::i18n::Translator;
use crate::lang::Lang;
use crate::routes::{self, NavItem};
use crate::validate;

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

/// A searchable set of records (wasm-core `search::Index`): the rows of a directory, or
/// everything the site-wide search looks through.
#[wasm_bindgen]
#[derive(Default)]
pub struct Directory {
    index: crate::search::Index,
    /// Working memory kept between queries.
    scratch: crate::search::Scratch,
}

#[wasm_bindgen]
impl Directory {
    /// An empty set; `add` fills it.
    #[wasm_bindgen(constructor)]
    pub fn new() -> Directory {
        Directory::default()
    }

    /// Adds a record and returns its number (0, 1, 2, … in the order of adding).
    ///
    /// `text`: the fields to search (names, designations, ward names, in either script);
    /// `phones`: phone numbers as printed; `facets`: `name=value` pairs the filters match.
    pub fn add(&mut self, text: Vec<String>, phones: Vec<String>, facets: Vec<String>) -> u32 {
        self.index.add(&text, &phones, &facets)
    }

    /// How many records the set holds.
    #[wasm_bindgen(getter)]
    pub fn size(&self) -> u32 {
        u32::try_from(self.index.len()).unwrap_or(u32::MAX)
    }

    /// The numbers of the records that match `query` and every filter, best first. `filters`
    /// holds `name=value` pairs, one per line (one string crosses the boundary faster than an
    /// array), or is left out. The caller normalises the query to NFC.
    pub fn search(&mut self, query: &str, filters: Option<String>) -> Vec<u32> {
        let query = crate::search::Query::parse(query);
        let filters: Vec<&str> = filters
            .as_deref()
            .unwrap_or_default()
            .split('\n')
            .filter(|line| !line.is_empty())
            .collect();
        self.index.run(&mut self.scratch, &query, &filters)
    }
}

/// Problems of several fields as a flat list of pairs: field, code, field, code, …
fn flat_problems(problems: validate::Problems) -> Vec<String> {
    problems
        .into_iter()
        .flat_map(|(field, codes)| {
            codes
                .into_iter()
                .flat_map(move |code| [field.to_owned(), code.to_owned()])
        })
        .collect()
}

fn owned(codes: Vec<&'static str>) -> Vec<String> {
    codes.into_iter().map(str::to_owned).collect()
}

/// The limits of the forms, in this order: title, description and place characters, images
/// per event, image bytes, image pixels, PDF bytes, password fewest and most characters,
/// username characters, and how many leading bytes of an image and of a PDF the checks read.
#[wasm_bindgen(js_name = validationLimits)]
pub fn validation_limits() -> Vec<u32> {
    let limits = [
        validate::TITLE_MAX as u64,
        validate::DESCRIPTION_MAX as u64,
        validate::LOCATION_MAX as u64,
        validate::IMAGES_MAX as u64,
        validate::IMAGE_MAX_BYTES,
        validate::IMAGE_MAX_PIXELS,
        validate::PDF_MAX_BYTES,
        validate::PASSWORD_MIN as u64,
        validate::PASSWORD_MAX as u64,
        validate::USERNAME_MAX as u64,
        validate::IMAGE_SNIFF_BYTES as u64,
        validate::PDF_SNIFF_BYTES as u64,
    ];
    limits
        .into_iter()
        .map(|limit| u32::try_from(limit).unwrap_or(u32::MAX))
        .collect()
}

/// What is wrong with a login attempt, as field/code pairs (`username`, `password`).
#[wasm_bindgen(js_name = loginProblems)]
pub fn login_problems(username: &str, password: &str) -> Vec<String> {
    flat_problems(validate::login_problems(username, password))
}

/// What is wrong with an event, as field/code pairs. `texts` holds, in order: title en, title
/// hi, description en, description hi, date, category, place en, place hi; `image_count` is how
/// many images it would have after the save.
#[wasm_bindgen(js_name = eventProblems)]
pub fn event_problems(texts: Vec<String>, image_count: u32) -> Vec<String> {
    let text = |i: usize| texts.get(i).map_or("", String::as_str);
    flat_problems(validate::event_problems(&validate::EventDraft {
        title_en: text(0),
        title_hi: text(1),
        description_en: text(2),
        description_hi: text(3),
        date: text(4),
        category: text(5),
        location_en: text(6),
        location_hi: text(7),
        image_count: image_count as usize,
    }))
}

/// The form of an event title that must be unique (trimmed, lower case, single spaces).
#[wasm_bindgen(js_name = titleKey)]
pub fn title_key(title: &str) -> String {
    validate::title_key(title)
}

/// What is wrong with an image of `size` bytes whose first bytes are `head`.
#[wasm_bindgen(js_name = imageProblems)]
pub fn image_problems(head: &[u8], size: f64) -> Vec<String> {
    owned(validate::image_problems(head, byte_count(size)))
}

/// What is wrong with a file chosen as a PDF circular.
#[wasm_bindgen(js_name = pdfProblems)]
pub fn pdf_problems(name: &str, head: &[u8], size: f64) -> Vec<String> {
    owned(validate::pdf_problems(name, head, byte_count(size)))
}

/// A JavaScript file size (a whole, non-negative double) as bytes.
#[allow(
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    reason = "a file size is a whole number well inside u64; NaN and negatives become 0"
)]
fn byte_count(size: f64) -> u64 {
    size as u64
}
