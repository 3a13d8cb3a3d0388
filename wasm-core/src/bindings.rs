//! The JavaScript face of the crate: the only module that knows about wasm-bindgen.
//!
//! Each export is a thin wrapper over a plain Rust module. Strings and string arrays cross the
//! boundary as they are; structured answers (routes, navigation) go out through
//! serde-wasm-bindgen as plain objects. Names are camelCase for JavaScript.
#![allow(
    clippy::needless_pass_by_value,
    reason = "wasm-bindgen hands owned strings and vectors across the boundary"
)]

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::i18n::Translator;
use crate::lang::Lang;
use crate::routes::{self, Layout, Menu, NavItem, Route};

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

/// A route as JavaScript sees it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct RouteView {
    path: &'static str,
    page: &'static str,
    layout: Layout,
    title_key: String,
}

impl From<&Route> for RouteView {
    fn from(route: &Route) -> Self {
        RouteView {
            path: route.path,
            page: route.page,
            layout: route.layout,
            title_key: route.title_key(),
        }
    }
}

/// A navigation item as JavaScript sees it: `{kind: "link", route}` or
/// `{kind: "menu", id, titleKey, items}`.
#[derive(Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
enum NavView {
    Link {
        route: RouteView,
    },
    #[serde(rename_all = "camelCase")]
    Menu {
        id: Menu,
        title_key: String,
        items: Vec<RouteView>,
    },
}

fn to_js<T: Serialize>(value: &T) -> JsValue {
    // Routes are plain strings and lists, which always serialise.
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .unwrap_or(JsValue::NULL)
}

/// Every route of the site, in navigation order.
#[wasm_bindgen(js_name = routeTable)]
pub fn route_table() -> JsValue {
    to_js(
        &routes::ROUTES
            .iter()
            .map(RouteView::from)
            .collect::<Vec<_>>(),
    )
}

/// The header navigation: links and dropdown menus, in order.
#[wasm_bindgen]
pub fn navigation() -> JsValue {
    let items: Vec<NavView> = routes::navigation()
        .into_iter()
        .map(|item| match item {
            NavItem::Link(route) => NavView::Link {
                route: route.into(),
            },
            NavItem::Menu(menu, entries) => NavView::Menu {
                id: menu,
                title_key: menu.title_key(),
                items: entries.into_iter().map(RouteView::from).collect(),
            },
        })
        .collect();
    to_js(&items)
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
pub struct Directory(crate::search::Index);

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
        self.0.add(&text, &phones, &facets)
    }

    /// How many records the set holds.
    #[wasm_bindgen(getter)]
    pub fn size(&self) -> u32 {
        u32::try_from(self.0.len()).unwrap_or(u32::MAX)
    }

    /// The numbers of the records that match `query` and every `name=value` filter, best
    /// first. The caller normalises the query to NFC.
    pub fn search(&self, query: &str, filters: Vec<String>) -> Vec<u32> {
        self.0.search(query, &filters)
    }
}
