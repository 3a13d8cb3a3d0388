//! Kruti Dev 010 (and `DevLys` 010, which draws the same glyph at every code): which character
//! code draws which glyph, and the scan that reads a text's codes as glyphs.
//!
//! The scan reads the text from left to right and takes, at each place, the longest sequence of
//! codes the table knows (`vks` is ओ, not अ followed by ो), so a text is read once whatever the
//! table's size. What it produces is still in the font's visual order; `reorder` puts the short
//! i and the reph where Unicode wants them.

use std::collections::HashMap;
use std::sync::LazyLock;

use super::reorder::Glyph;

/// Codes of Kruti Dev 010 and the Unicode text each draws, by group. In a value, `f` stands for
/// the short i sign written before its consonant, `Ç` for the short i with an anusvara above
/// it, and `Z` for the reph written after its syllable: the passes of `reorder` move them.
/// Anything the table does not list (ASCII digits, spaces, line breaks, Devanagari already in
/// Unicode) is kept as it is.
const TABLE: &[(&str, &str)] = &[
    // Independent vowels.
    ("v", "अ"),
    ("vk", "आ"),
    ("v‚", "ऑ"),
    ("vks", "ओ"),
    ("vkS", "औ"),
    ("b", "इ"),
    ("bZ", "ई"),
    ("Ã", "ई"),
    ("b±", "ईं"),
    ("m", "उ"),
    ("Å", "ऊ"),
    (",", "ए"),
    (",s", "ऐ"),
    ("_", "ऋ"),
    // Consonants. A consonant whose full form has a vertical stroke (ख घ ण थ ध भ श ष …) is
    // written as its half form followed by the stroke `k`, so the half form and the half form
    // with `k` are both listed; a half form is the consonant with a virama.
    ("d", "क"),
    ("D", "क्"),
    ("Dk", "क"),
    ("[", "ख्"),
    ("[k", "ख"),
    ("x", "ग"),
    ("X", "ग्"),
    ("Xk", "ग"),
    ("?", "घ्"),
    ("?k", "घ"),
    ("Ä", "घ"),
    ("³", "ङ"),
    ("p", "च"),
    ("P", "च्"),
    ("Pk", "च"),
    ("N", "छ"),
    ("t", "ज"),
    ("T", "ज्"),
    ("Tk", "ज"),
    (">", "झ"),
    ("÷", "झ्"),
    ("Ö", "झ्"),
    ("¥", "ञ"),
    ("V", "ट"),
    ("B", "ठ"),
    ("M", "ड"),
    ("<", "ढ"),
    (".", "ण्"),
    (".k", "ण"),
    ("r", "त"),
    ("R", "त्"),
    ("Rk", "त"),
    ("F", "थ्"),
    ("Fk", "थ"),
    ("n", "द"),
    ("/", "ध्"),
    ("/k", "ध"),
    ("è", "ध्"),
    ("èk", "ध"),
    ("Ë", "ध्"),
    ("u", "न"),
    ("U", "न्"),
    ("Uk", "न"),
    ("i", "प"),
    ("I", "प्"),
    ("Ik", "प"),
    ("Q", "फ"),
    ("¶", "फ्"),
    ("c", "ब"),
    ("C", "ब्"),
    ("Ck", "ब"),
    ("H", "भ्"),
    ("Hk", "भ"),
    ("Ò", "भ"),
    ("e", "म"),
    ("E", "म्"),
    ("Ek", "म"),
    (";", "य"),
    ("¸", "य्"),
    ("j", "र"),
    ("y", "ल"),
    ("Y", "ल्"),
    ("Yk", "ल"),
    ("G", "ळ"),
    ("o", "व"),
    ("O", "व्"),
    ("Ok", "व"),
    ("'", "श्"),
    ("'k", "श"),
    ("Ü", "श्"),
    ("Ük", "श"),
    ("\"", "ष्"),
    ("\"k", "ष"),
    ("l", "स"),
    ("L", "स्"),
    ("Lk", "स"),
    ("g", "ह"),
    // Nukta: `+` after a consonant, written as the consonant and the nukta sign, as Unicode's
    // normal form (NFC) has them; a half form with a nukta puts the nukta before the virama.
    ("+", "\u{093C}"),
    ("d+", "क़"),
    ("[+", "ख़्"),
    ("[+k", "ख़"),
    ("x+", "ग़"),
    ("t+", "ज़"),
    ("T+", "ज़्"),
    ("M+", "ड़"),
    ("<+", "ढ़"),
    ("Q+", "फ़"),
    ("¶+", "फ़्"),
    (";+", "य़"),
    // Conjuncts drawn as one glyph.
    ("ô", "क्क"),
    ("ä", "क्त"),
    ("Ø", "क्र"),
    ("{", "क्ष्"),
    ("{k", "क्ष"),
    ("K", "ज्ञ"),
    ("ê", "ट्ट"),
    ("Í", "ट्ट"),
    ("ë", "ट्ठ"),
    ("Î", "ट्ठ"),
    ("ì", "ड्ड"),
    ("Ï", "ड्ड"),
    ("ï", "ड्ढ"),
    ("Ô", "ड्ढ"),
    ("Ù", "त्त्"),
    ("Ùk", "त्त"),
    ("=", "त्र"),
    ("«", "त्र्"),
    (")", "द्ध"),
    ("í", "द्द"),
    ("Ì", "द्द"),
    ("|", "द्य"),
    ("}", "द्व"),
    ("æ", "द्र"),
    ("–", "दृ"),
    ("é", "न्न"),
    ("™", "न्न्"),
    ("ç", "प्र"),
    ("Á", "प्र"),
    ("Ý", "फ्र"),
    ("J", "श्र"),
    ("à", "ह्न"),
    ("á", "ह्य"),
    ("â", "हृ"),
    ("ã", "ह्म"),
    ("º", "ह्"),
    ("—", "कृ"),
    ("Ñ", "कृ"),
    ("#", "रु"),
    (":", "रू"),
    // Signs that join the consonant before them: the ra below (`z`, and `ª` under ट ड छ),
    // the ya after a half form, and the virama.
    ("z", "्र"),
    ("ª", "्र"),
    ("î", "्य"),
    ("Ó", "्य"),
    ("~", "्"),
    // Vowel signs. `ks` and `kS` are the stroke `k` with the marks of े and ै above it.
    ("k", "ा"),
    ("f", "f"),
    ("h", "ी"),
    ("q", "ु"),
    ("w", "ू"),
    ("`", "ृ"),
    ("s", "े"),
    ("S", "ै"),
    ("ks", "ो"),
    ("kS", "ौ"),
    ("‚", "ॉ"),
    ("W", "ॅ"),
    // Anusvara, chandrabindu, visarga and avagraha; the reph and its ligatures.
    ("a", "ं"),
    ("¡", "ँ"),
    ("%", "ः"),
    ("·", "ऽ"),
    ("•", "ऽ"),
    ("Z", "Z"),
    ("±", "Zं"),
    ("Ê", "ीZ"),
    ("È", "ीं"),
    ("Ç", "Ç"),
    ("Æ", "र्f"),
    ("É", "र्Ç"),
    // Devanagari digits, typed with their Windows-1252 codes; ASCII digits stay ASCII.
    ("å", "०"),
    ("ƒ", "१"),
    ("„", "२"),
    ("…", "३"),
    ("†", "४"),
    ("‡", "५"),
    ("ˆ", "६"),
    ("‰", "७"),
    ("Š", "८"),
    ("‹", "९"),
    // Punctuation: the keys of the ASCII punctuation draw letters, so the font has its own.
    ("A", "।"),
    ("]", ","),
    ("-", "."),
    ("&", "-"),
    ("\\", "?"),
    ("(", ";"),
    ("¼", "("),
    ("½", ")"),
    ("¿", "{"),
    ("À", "}"),
    ("¾", "="),
    ("@", "/"),
    ("^", "‘"),
    ("*", "’"),
    ("Þ", "“"),
    ("ß", "”"),
    ("Œ", "॰"),
    ("ñ", "॰"),
];

/// The table by a code's first character, longest codes first, made on first use.
static BY_FIRST: LazyLock<HashMap<char, Vec<(&'static str, &'static str)>>> = LazyLock::new(|| {
    let mut by_first: HashMap<char, Vec<(&'static str, &'static str)>> = HashMap::new();
    for &(code, text) in TABLE {
        let first = code.chars().next().expect("no code of the table is empty");
        by_first.entry(first).or_default().push((code, text));
    }
    for entries in by_first.values_mut() {
        entries.sort_by_key(|(code, _)| std::cmp::Reverse(code.len()));
    }
    by_first
});

/// The longest code of the table `rest` begins with, and what it draws.
fn longest_match(rest: &str) -> Option<(&'static str, &'static str)> {
    let first = rest.chars().next()?;
    BY_FIRST
        .get(&first)?
        .iter()
        .find(|(code, _)| rest.starts_with(code))
        .copied()
}

/// Reads Kruti Dev text as glyphs, in the font's visual order.
pub(super) fn glyphs(text: &str) -> Vec<Glyph> {
    let mut glyphs = Vec::with_capacity(text.len());
    let mut rest = text;
    while let Some(first) = rest.chars().next() {
        if let Some((code, drawn)) = longest_match(rest) {
            glyphs.extend(drawn.chars().map(Glyph::from_table));
            rest = &rest[code.len()..];
        } else {
            glyphs.push(Glyph::Char(first));
            rest = &rest[first.len_utf8()..];
        }
    }
    glyphs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_code_is_listed_twice() {
        let mut seen = std::collections::HashSet::new();
        for (code, _) in TABLE {
            assert!(seen.insert(code), "{code:?} is listed twice");
        }
    }

    #[test]
    fn the_longest_code_wins() {
        assert_eq!(longest_match("vksj"), Some(("vks", "ओ")));
        assert_eq!(longest_match("vkj"), Some(("vk", "आ")));
        assert_eq!(longest_match("v j"), Some(("v", "अ")));
        assert_eq!(longest_match("[+k"), Some(("[+k", "ख़")));
    }

    #[test]
    fn a_character_the_table_does_not_know_is_kept() {
        assert_eq!(longest_match("2025"), None);
        assert_eq!(
            glyphs("7 ñ"),
            vec![Glyph::Char('7'), Glyph::Char(' '), Glyph::Char('॰')]
        );
    }
}
