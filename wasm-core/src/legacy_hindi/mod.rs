//! Text typed in legacy Hindi fonts, converted to Unicode Devanagari.
//!
//! Many PDFs that Indian municipal offices publish were typed in Kruti Dev 010 or `DevLys` 010,
//! fonts made before Unicode reached Hindi: they draw Devanagari glyphs over the codes of
//! Latin letters and Windows-1252 signs (`d` draws क, `k` the vertical stroke ा, `Z` the reph).
//! The text a PDF reader extracts from such a file is therefore Latin gibberish: मेरा गौरव
//! reads `esjk xkSjo`. This module gives that text back in Unicode:
//!
//! - [`font_from_name`] knows the fonts by the name a PDF declares for them;
//! - [`likely_legacy_font`] and [`looks_like_legacy_hindi`] recognise such text without a name,
//!   from its letters;
//! - [`to_unicode`] converts it. It reads the font's codes as glyphs (the longest code the
//!   font's table knows at each place, in one scan), then puts the glyphs into Unicode's
//!   order: a legacy font stores what the eye sees, so the short i sign `ि` comes before the
//!   consonant cluster it follows in speech (`fLFkfr` is स्थिति) and the reph `र्` after the
//!   syllable it begins (`dk;Z` is कार्य).
//!
//! Kruti Dev 010 and `DevLys` 010 are supported; Chanakya, another legacy font with a table of
//! its own, is not. The module is plain Rust for the server: no binding exposes it to the
//! browser, so the site's wasm does not carry its tables.

mod detect;
mod kruti_dev;
mod names;
mod reorder;

pub use detect::{likely_legacy_font, looks_like_legacy_hindi};
pub use names::font_from_name;

/// A legacy Hindi font whose text can be converted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LegacyFont {
    /// Kruti Dev 010, and `DevLys` 010, which draws the same glyph at every code.
    KrutiDev,
}

impl LegacyFont {
    /// The font's name, for messages ("Kruti Dev").
    pub fn name(self) -> &'static str {
        match self {
            Self::KrutiDev => "Kruti Dev",
        }
    }
}

impl std::fmt::Display for LegacyFont {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// `text`, typed in `font`, in Unicode Devanagari. Characters the font does not redraw (ASCII
/// digits, spaces, line breaks, Unicode Devanagari) are kept as they are. Linear in the
/// text's length.
pub fn to_unicode(font: LegacyFont, text: &str) -> String {
    let glyphs = match font {
        LegacyFont::KrutiDev => kruti_dev::glyphs(&windows_1252_controls(text)),
    };
    let glyphs = reorder::join_strokes(glyphs);
    let glyphs = reorder::place_short_i(&glyphs);
    reorder::normalise(&reorder::place_reph(&glyphs))
}

/// `text` with the C1 control characters U+0080 to U+009F read as the Windows-1252 signs of
/// the same codes. A PDF reader that takes a legacy font's codes for Latin-1 gives `\u{83}`
/// where the font draws the glyph of Windows-1252's `ƒ`.
fn windows_1252_controls(text: &str) -> std::borrow::Cow<'_, str> {
    /// Windows-1252's characters at 0x80 to 0x9F; the five codes it leaves undefined stay.
    const SIGNS: [char; 32] = [
        '€', '\u{81}', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\u{8D}', 'Ž',
        '\u{8F}', '\u{90}', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\u{9D}',
        'ž', 'Ÿ',
    ];
    if !text.chars().any(|c| ('\u{80}'..='\u{9F}').contains(&c)) {
        return std::borrow::Cow::Borrowed(text);
    }
    text.chars()
        .map(|c| match c {
            '\u{80}'..='\u{9F}' => SIGNS[c as usize - 0x80],
            c => c,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_font_has_a_name_for_messages() {
        assert_eq!(LegacyFont::KrutiDev.name(), "Kruti Dev");
        assert_eq!(LegacyFont::KrutiDev.to_string(), "Kruti Dev");
    }

    #[test]
    fn control_codes_are_read_as_windows_1252() {
        assert_eq!(windows_1252_controls("a\u{83}b\u{81}"), "aƒb\u{81}");
        assert_eq!(to_unicode(LegacyFont::KrutiDev, "\u{83}\u{84}"), "१२");
    }

    #[test]
    fn an_empty_text_converts_to_an_empty_text() {
        assert_eq!(to_unicode(LegacyFont::KrutiDev, ""), "");
    }
}
