//! The two languages of the site and how a visitor's language is chosen.

use serde::Serialize;

/// A language the whole site is available in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// English, the fallback for any missing text.
    En,
    /// Hindi, written in Devanagari.
    Hi,
}

impl Lang {
    /// Both languages, English first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Hi];

    /// The language used when nothing tells us what the visitor prefers.
    pub const DEFAULT: Lang = Lang::En;

    /// The BCP 47 code used in URLs (`?lang=hi`), storage and `<html lang>`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Hi => "hi",
        }
    }

    /// Reads a language tag such as `hi`, `hi-IN` or `EN-gb`; `None` for any other language.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next()?;
        if primary.eq_ignore_ascii_case("en") {
            Some(Lang::En)
        } else if primary.eq_ignore_ascii_case("hi") {
            Some(Lang::Hi)
        } else {
            None
        }
    }

    /// Chooses the page language: the URL's `lang` parameter wins (a shared link must open in
    /// its language), then the visitor's saved choice, then the first of the browser's
    /// preferred languages that the site speaks, then [`Lang::DEFAULT`].
    pub fn resolve<'a>(
        url_param: Option<&str>,
        stored: Option<&str>,
        preferred: impl IntoIterator<Item = &'a str>,
    ) -> Lang {
        url_param
            .and_then(Lang::from_tag)
            .or_else(|| stored.and_then(Lang::from_tag))
            .or_else(|| preferred.into_iter().find_map(Lang::from_tag))
            .unwrap_or(Lang::DEFAULT)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_tags_with_regions_and_any_case() {
        assert_eq!(Lang::from_tag("hi"), Some(Lang::Hi));
        assert_eq!(Lang::from_tag("hi-IN"), Some(Lang::Hi));
        assert_eq!(Lang::from_tag("EN_gb"), Some(Lang::En));
        assert_eq!(Lang::from_tag(" en "), Some(Lang::En));
        assert_eq!(Lang::from_tag("mr"), None);
        assert_eq!(Lang::from_tag(""), None);
        assert_eq!(Lang::from_tag("hindi"), None);
    }

    #[test]
    fn url_beats_storage_beats_browser_beats_default() {
        assert_eq!(Lang::resolve(Some("hi"), Some("en"), ["en"]), Lang::Hi);
        assert_eq!(Lang::resolve(None, Some("hi"), ["en"]), Lang::Hi);
        assert_eq!(Lang::resolve(Some("fr"), Some("hi"), ["en"]), Lang::Hi);
        assert_eq!(
            Lang::resolve(None, None, ["mr-IN", "hi-IN", "en"]),
            Lang::Hi
        );
        assert_eq!(Lang::resolve(None, Some("xx"), ["en-IN"]), Lang::En);
        assert_eq!(Lang::resolve(None, None, []), Lang::DEFAULT);
    }

    #[test]
    fn codes_round_trip() {
        for lang in Lang::ALL {
            assert_eq!(Lang::from_tag(lang.code()), Some(lang));
        }
    }
}
