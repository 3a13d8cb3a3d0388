//! Finding the event a `by-title` call names: by the title visitors see (the version on the
//! site), else, for an event whose newest title is not on the site yet (a draft, a version in
//! review), by that title. Titles compare by wasm-core's title key in Unicode's composed form,
//! so a title asked for in another case, spacing or form still finds its event.

use serde_json::Value;
use unicode_normalization::UnicodeNormalization;
use wasm_core::model::kinds::Kind;

use crate::error::AppError;
use crate::store::Change;
use crate::store::content::StoredItem;

/// The event a title names: its id, as stored, and the version the title named (the one a
/// change through the call starts from).
pub struct Named {
    /// Its id.
    pub id: String,
    /// The item as stored (its newest version).
    pub current: StoredItem,
    /// The content of the version the title named.
    pub base: Value,
}

fn title_key(title: &str) -> String {
    wasm_core::validate::title_key(&title.nfc().collect::<String>())
}

fn has_title(data: &Value, key: &str) -> bool {
    ["en", "hi"].iter().any(|language| {
        data["title"][language]
            .as_str()
            .is_some_and(|title| title_key(title) == *key)
    })
}

/// The event `title` names, as of `change`: the one whose version on the site has that title
/// in English or Hindi, else the one whose newest version has it.
pub fn find_by_title(change: &Change<'_>, title: &str) -> Result<Named, AppError> {
    let key = title_key(title);
    let items = change.content_items(Kind::Events)?;
    let on_site = items.iter().find_map(|(id, item)| {
        let site = item.site_version()?;
        has_title(site.data, &key).then(|| (id, item, site.data.clone()))
    });
    let newest = || {
        items
            .iter()
            .find(|(_, item)| has_title(&item.data, &key))
            .map(|(id, item)| (id, item, item.data.clone()))
    };
    let (id, current, base) = on_site.or_else(newest).ok_or(AppError::NotFound)?;
    Ok(Named {
        id: id.clone(),
        current: current.clone(),
        base,
    })
}
