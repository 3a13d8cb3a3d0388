//! The interface texts the server writes itself (a feed's title, "Last date: …", the maintenance
//! notice): the site's catalogs of `content/i18n/`, compiled in, looked up by wasm-core's
//! translator as the pages do.

use std::collections::BTreeMap;
use std::sync::LazyLock;

use wasm_core::i18n::{Catalog, Translator};
use wasm_core::lang::Lang;

static TRANSLATOR: LazyLock<Translator> = LazyLock::new(|| {
    let read = |text: &str| -> Catalog {
        let messages: BTreeMap<String, String> =
            serde_json::from_str(text).expect("content/i18n holds a flat JSON object of texts");
        Catalog::new(messages)
    };
    Translator::new(
        read(include_str!("../../content/i18n/en.json")),
        read(include_str!("../../content/i18n/hi.json")),
    )
});

/// The message for `key` in `lang` with its placeholders filled from `args`.
pub fn text(lang: Lang, key: &str, args: &[(&str, &str)]) -> String {
    TRANSLATOR.translate(lang, key, args)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_feeds_texts_are_in_both_languages() {
        let en = text(Lang::En, "feeds.lastDate", &[("date", "5 March 2026")]);
        let hi = text(Lang::Hi, "feeds.lastDate", &[("date", "5 मार्च 2026")]);
        assert_eq!(en, "Last date: 5 March 2026");
        assert!(hi.contains("5 मार्च 2026") && hi != en, "{hi}");
    }
}
