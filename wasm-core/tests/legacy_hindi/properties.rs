//! What must hold of the legacy Hindi converter and detector on any text. The fuzz target
//! `legacy_hindi` (`fuzz/fuzz_targets/legacy_hindi.rs`) checks it on generated texts, and
//! `tests/legacy_hindi.rs` on a fixed set, so that both compile against the same API.

use wasm_core::legacy_hindi::{
    LegacyFont, font_from_name, likely_legacy_font, looks_like_legacy_hindi, to_unicode,
};

/// Most characters the conversion may write for one character read: the longest value of the
/// font's table (त्र्, कृ …) is three, and the reordering adds at most a virama and a ra.
pub const GROWTH_MAX: usize = 5;

/// Checks every property on `text`; panics, naming the text, when one fails.
pub fn check(text: &str) {
    let converted = to_unicode(LegacyFont::KrutiDev, text);
    let read = text.chars().count();
    let written = converted.chars().count();
    assert!(
        written <= GROWTH_MAX * read,
        "{text:?}: {written} characters written for {read} read"
    );
    // ASCII digits are no glyph of the font: they come out as they went in, in their order.
    let digits = |s: &str| s.chars().filter(char::is_ascii_digit).collect::<String>();
    assert_eq!(digits(&converted), digits(text), "{text:?} → {converted:?}");
    // The markers of the font's table (the short i, the reph) are all placed.
    let latin = |s: &str| s.chars().filter(char::is_ascii_alphabetic).count();
    assert_eq!(latin(&converted), 0, "{text:?} → {converted:?}");
    // Recognition never panics, and says the same through both functions.
    assert_eq!(
        looks_like_legacy_hindi(text),
        likely_legacy_font(text).is_some(),
        "{text:?}"
    );
    let _ = font_from_name(text);
}
