//! The two languages of the site and how a visitor's language is chosen.

use serde::Serialize;

/// The cookie that keeps the visitor's choice of language. The browser reads it as the saved
/// choice, and the server reads it to send a page without `?lang=` in that language at once.
pub const COOKIE: &str = "smc_lang";

/// How long the choice is kept, in seconds: a year (365 days), renewed by every page view. A
/// string, so that writing the cookie needs no number formatting in the wasm.
pub const COOKIE_MAX_AGE: &str = "31536000";

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
    ///
    /// ```
    /// use wasm_core::lang::Lang;
    ///
    /// assert_eq!(Lang::resolve(None, None, ["hi-IN", "en-US"]), Lang::Hi);
    /// assert_eq!(Lang::resolve(Some("en"), Some("hi"), []), Lang::En);
    /// assert_eq!(Lang::resolve(None, None, ["fr"]), Lang::DEFAULT);
    /// ```
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

    /// The `Set-Cookie` value (or `document.cookie` assignment) that saves `self` as the
    /// visitor's choice for the whole site. `secure` when the site is served over HTTPS.
    pub fn cookie(self, secure: bool) -> String {
        let secure = if secure { "; Secure" } else { "" };
        let mut cookie = String::with_capacity(64);
        for part in [
            COOKIE,
            "=",
            self.code(),
            "; Path=/; Max-Age=",
            COOKIE_MAX_AGE,
            "; SameSite=Lax",
            secure,
        ] {
            cookie.push_str(part);
        }
        cookie
    }
}

/// The language tags of an `Accept-Language` header (`hi-IN,hi;q=0.9,en;q=0.8`), most preferred
/// first: by quality, then in the order written; tags of quality 0 ("not this") and `*` left out.
pub fn accepted_languages(header: &str) -> Vec<&str> {
    let mut tags: Vec<(&str, u16)> = header
        .split(',')
        .filter_map(|item| {
            let mut parts = item.split(';');
            let tag = parts.next()?.trim();
            let quality = parts
                .find_map(|param| param.trim().strip_prefix("q="))
                .map_or(Some(1000), quality_per_mille)?;
            (!tag.is_empty() && tag != "*" && quality > 0).then_some((tag, quality))
        })
        .collect();
    // Stable: tags of equal quality keep their order.
    tags.sort_by_key(|&(_, quality)| std::cmp::Reverse(quality));
    tags.into_iter().map(|(tag, _)| tag).collect()
}

/// An HTTP quality value (`1`, `0.8`, `0.125`) in thousandths; `None` if it is not one.
fn quality_per_mille(value: &str) -> Option<u16> {
    let value = value.trim();
    let (whole, fraction) = value.split_once('.').unwrap_or((value, ""));
    if fraction.len() > 3 || !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let thousandths = (0..3).fold(0u16, |sum, i| {
        let digit = fraction
            .as_bytes()
            .get(i)
            .map_or(0, |b| u16::from(b - b'0'));
        sum * 10 + digit
    });
    match whole {
        "0" => Some(thousandths),
        "1" if thousandths == 0 => Some(1000),
        _ => None,
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
    fn the_cookie_it_writes_is_read_back() {
        let cookie = Lang::Hi.cookie(false);
        let (pair, _) = cookie.split_once(';').unwrap();
        assert_eq!(crate::cookies::value(pair, COOKIE), Some("hi"));
    }

    #[test]
    fn the_cookie_is_for_the_whole_site_for_a_year() {
        assert_eq!(COOKIE_MAX_AGE.parse::<u32>(), Ok(365 * 24 * 60 * 60));
        assert_eq!(
            Lang::Hi.cookie(false),
            "smc_lang=hi; Path=/; Max-Age=31536000; SameSite=Lax"
        );
        assert_eq!(
            Lang::En.cookie(true),
            "smc_lang=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure"
        );
    }

    #[test]
    fn accepted_languages_come_by_quality_then_order() {
        assert_eq!(
            accepted_languages("en-US,en;q=0.5,hi-IN;q=0.9"),
            ["en-US", "hi-IN", "en"]
        );
        assert_eq!(accepted_languages("hi, en"), ["hi", "en"]);
        assert_eq!(
            accepted_languages("fr;q=1.0, hi;q=0.95 ,en;q=0.950"),
            ["fr", "hi", "en"]
        );
        // Refused, wildcard, malformed and empty entries are left out.
        assert_eq!(
            accepted_languages("hi;q=0, *;q=0.5, en;q=2, mr;q=abc, ,en-GB;q=0.1"),
            ["en-GB"]
        );
        assert!(accepted_languages("").is_empty());
        assert_eq!(
            Lang::resolve(None, None, accepted_languages("mr-IN,hi;q=0.8,en;q=0.7")),
            Lang::Hi
        );
    }

    #[test]
    fn codes_round_trip() {
        for lang in Lang::ALL {
            assert_eq!(Lang::from_tag(lang.code()), Some(lang));
        }
    }
}
