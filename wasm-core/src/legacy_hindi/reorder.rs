//! From glyphs in visual order to Unicode's logical order.
//!
//! A legacy font draws what the eye sees, left to right: the short i sign `ि` before the
//! consonant (or the whole conjunct) it follows in speech, and the reph (the `र्` drawn as a
//! hook above) after the syllable it precedes. Unicode stores letters in the order they are
//! spoken, so each pass below moves one kind of sign to its place. Every pass reads its input
//! once, and looks back or ahead over one syllable at most, so the whole conversion is linear.

/// A glyph of a legacy font, once read: a Unicode character, or one of the signs that are
/// written where Unicode does not put them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Glyph {
    /// A character already in its place.
    Char(char),
    /// The short i sign, written before its consonant; `nasal` when an anusvara is drawn on it.
    ShortI {
        /// An anusvara is drawn with the sign (`िं`).
        nasal: bool,
    },
    /// The reph, written after the syllable it begins.
    Reph,
}

impl Glyph {
    /// The glyph a character of a font table's value stands for: `f` the short i, `Ç` the
    /// short i with an anusvara, `Z` the reph; any other character is itself.
    pub(super) fn from_table(c: char) -> Self {
        match c {
            'f' => Self::ShortI { nasal: false },
            'Ç' => Self::ShortI { nasal: true },
            'Z' => Self::Reph,
            c => Self::Char(c),
        }
    }
}

const VIRAMA: char = '\u{094D}';
const NUKTA: char = '\u{093C}';
const AA: char = '\u{093E}';
const SHORT_I: char = '\u{093F}';
const ANUSVARA: char = '\u{0902}';
const CHANDRABINDU: char = '\u{0901}';
const VISARGA: char = '\u{0903}';

/// Most consonants a reph is moved over: a conjunct has at most four or five; the bound keeps
/// a made-up text of endless conjuncts linear.
const CLUSTER_MAX: usize = 8;

/// A Devanagari consonant, with the precomposed nukta letters.
pub(super) fn is_consonant(c: char) -> bool {
    matches!(c, '\u{0915}'..='\u{0939}' | '\u{0958}'..='\u{095F}')
}

/// A sign that belongs to the consonant before it: a vowel sign, anusvara, chandrabindu or
/// nukta.
fn is_sign(c: char) -> bool {
    matches!(
        c,
        '\u{093E}'..='\u{094C}' | '\u{0962}' | '\u{0963}' | ANUSVARA | CHANDRABINDU | NUKTA
    )
}

/// A Devanagari letter or sign, which a visarga may follow.
fn is_devanagari_letter(c: char) -> bool {
    matches!(c, '\u{0900}'..='\u{094F}' | '\u{0955}'..='\u{0963}' | '\u{0971}'..='\u{097F}')
}

/// A dependent vowel sign other than the short i (which `place_short_i` has placed).
fn is_vowel_sign(c: char) -> bool {
    matches!(c, '\u{093E}' | '\u{0940}'..='\u{094C}')
}

/// A half form followed by the vertical stroke `ा` is the full letter (`D` `k` is क् ा, which
/// is क); a virama drawn twice (a half form followed by the ra sign `्र`) is one.
pub(super) fn join_strokes(glyphs: Vec<Glyph>) -> Vec<Glyph> {
    let mut joined: Vec<Glyph> = Vec::with_capacity(glyphs.len());
    for glyph in glyphs {
        let after_virama = joined.last() == Some(&Glyph::Char(VIRAMA));
        match glyph {
            Glyph::Char(AA) if after_virama => {
                joined.pop();
            }
            Glyph::Char(VIRAMA) if after_virama => {}
            glyph => joined.push(glyph),
        }
    }
    joined
}

/// How many glyphs from `start` make one consonant cluster: a consonant (and its nukta),
/// then any number of virama-joined consonants. Zero when `start` is not a consonant.
fn cluster_len(glyphs: &[Glyph], start: usize) -> usize {
    let char_at = |i: usize| match glyphs.get(i) {
        Some(Glyph::Char(c)) => Some(*c),
        _ => None,
    };
    let consonant_at = |i: usize| char_at(i).is_some_and(is_consonant);
    if !consonant_at(start) {
        return 0;
    }
    let mut end = start + 1;
    if char_at(end) == Some(NUKTA) {
        end += 1;
    }
    while char_at(end) == Some(VIRAMA) && consonant_at(end + 1) {
        end += 2;
        if char_at(end) == Some(NUKTA) {
            end += 1;
        }
    }
    end - start
}

/// Moves each short i sign after the consonant cluster that follows it (`f` `L` `Fk` is ि स्
/// थ, which is स्थि). A sign before no consonant stays where it is.
pub(super) fn place_short_i(glyphs: &[Glyph]) -> Vec<Glyph> {
    let mut placed = Vec::with_capacity(glyphs.len() + glyphs.len() / 8);
    let mut i = 0;
    while i < glyphs.len() {
        match glyphs[i] {
            Glyph::ShortI { nasal } => {
                let len = cluster_len(glyphs, i + 1);
                placed.extend_from_slice(&glyphs[i + 1..i + 1 + len]);
                placed.push(Glyph::Char(SHORT_I));
                if nasal {
                    placed.push(Glyph::Char(ANUSVARA));
                }
                i += 1 + len;
            }
            glyph => {
                placed.push(glyph);
                i += 1;
            }
        }
    }
    placed
}

/// Where the syllable that ends `text` begins: before its signs, its consonant and the
/// consonants joined to it by a virama. `None` when `text` does not end in a consonant's
/// syllable.
fn syllable_start(text: &[char]) -> Option<usize> {
    let mut start = text.len();
    while start > 0 && is_sign(text[start - 1]) && text.len() - start < CLUSTER_MAX {
        start -= 1;
    }
    if start == 0 || !is_consonant(text[start - 1]) {
        return None;
    }
    start -= 1;
    for _ in 0..CLUSTER_MAX {
        if start < 2 || text[start - 1] != VIRAMA {
            break;
        }
        let mut before = start - 2;
        if text[before] == NUKTA && before > 0 {
            before -= 1;
        }
        if !is_consonant(text[before]) {
            break;
        }
        start = before;
    }
    Some(start)
}

/// Moves each reph before the syllable it was drawn after (`/k` `e` `Z` is ध म र्, which is
/// धर्म), and makes the text. A reph after no syllable is written where it stands.
pub(super) fn place_reph(glyphs: &[Glyph]) -> Vec<char> {
    let mut text: Vec<char> = Vec::with_capacity(glyphs.len() + glyphs.len() / 8);
    for glyph in glyphs {
        match *glyph {
            Glyph::Char(c) => text.push(c),
            Glyph::ShortI { nasal } => {
                text.push(SHORT_I);
                if nasal {
                    text.push(ANUSVARA);
                }
            }
            Glyph::Reph => {
                let at = syllable_start(&text).unwrap_or(text.len());
                text.splice(at..at, ['र', VIRAMA]);
            }
        }
    }
    text
}

/// Puts into Unicode's order the signs a typist may type in another order, and joins the
/// vowels a font draws in two pieces: an anusvara typed before a vowel sign follows it
/// (`ं` `े` is `ें`), the ra sign typed after a vowel sign precedes it (`े` `्र` is `्रे`), the
/// stroke `ा` and the marks of `े` `ै` `ॅ` typed apart are `ो` `ौ` `ॉ`, and `अ` or `आ` with a
/// sign is the vowel it draws (`अ` `ा` is `आ`). A visarga after no letter is a colon: the font
/// has no colon of its own.
pub(super) fn normalise(text: &[char]) -> String {
    let mut out: Vec<char> = Vec::with_capacity(text.len());
    for &c in text {
        if is_vowel_sign(c) && matches!(out.last(), Some(&(ANUSVARA | CHANDRABINDU))) {
            let nasals = out.len()
                - out
                    .iter()
                    .rposition(|&n| n != ANUSVARA && n != CHANDRABINDU)
                    .map_or(0, |i| i + 1);
            let nasal: Vec<char> = out.drain(out.len() - nasals..).collect();
            push_joined(&mut out, c);
            out.extend(nasal);
        } else {
            push_joined(&mut out, c);
        }
    }
    out.into_iter().collect()
}

/// Pushes `c` onto `out`, joined with the character before it when the two are one sign or
/// vowel in Unicode.
fn push_joined(out: &mut Vec<char>, c: char) {
    let last = out.last().copied();
    let joined = match (last, c) {
        (Some(AA), '\u{0947}') => Some('\u{094B}'),
        (Some(AA), '\u{0948}') => Some('\u{094C}'),
        (Some(AA), '\u{0945}') => Some('\u{0949}'),
        (Some('अ'), AA) => Some('आ'),
        (Some('अ'), '\u{094B}') | (Some('आ'), '\u{0947}') => Some('ओ'),
        (Some('अ'), '\u{094C}') | (Some('आ'), '\u{0948}') => Some('औ'),
        (Some('अ'), '\u{0949}') | (Some('आ'), '\u{0945}') => Some('ऑ'),
        _ => None,
    };
    if let Some(joined) = joined {
        *out.last_mut().expect("a sign joins a character") = joined;
    } else if c == 'र'
        && last == Some(VIRAMA)
        && out.len() >= 2
        && is_vowel_sign(out[out.len() - 2])
    {
        // The ra sign typed after a vowel sign: `े` `्` `र` is `्` `र` `े`.
        let sign = out[out.len() - 2];
        let len = out.len();
        out[len - 2] = VIRAMA;
        out[len - 1] = 'र';
        out.push(sign);
    } else if c == VISARGA && !last.is_some_and(is_devanagari_letter) {
        out.push(':');
    } else {
        out.push(c);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chars(text: &str) -> Vec<Glyph> {
        text.chars().map(Glyph::from_table).collect()
    }

    fn text(glyphs: &[Glyph]) -> String {
        place_reph(glyphs).into_iter().collect()
    }

    #[test]
    fn a_half_form_and_the_stroke_are_the_full_letter() {
        assert_eq!(text(&join_strokes(chars("क्ा"))), "क");
        assert_eq!(text(&join_strokes(chars("ह््र"))), "ह्र");
        assert_eq!(text(&join_strokes(chars("का"))), "का");
    }

    #[test]
    fn the_short_i_moves_after_its_consonant() {
        assert_eq!(text(&place_short_i(&chars("fकत"))), "कित");
    }

    #[test]
    fn the_short_i_moves_after_a_whole_conjunct() {
        assert_eq!(text(&place_short_i(&chars("fस्थfत"))), "स्थिति");
        assert_eq!(text(&place_short_i(&chars("fप्रय"))), "प्रिय");
        assert_eq!(text(&place_short_i(&chars("fज़्य"))), "ज़्यि");
    }

    #[test]
    fn the_short_i_moves_after_a_nukta() {
        assert_eq!(text(&place_short_i(&chars("fड़"))), "ड़ि");
    }

    #[test]
    fn the_short_i_with_anusvara_puts_both_after_the_consonant() {
        assert_eq!(text(&place_short_i(&chars("Çसह"))), "सिंह");
    }

    #[test]
    fn a_short_i_before_no_consonant_stays() {
        assert_eq!(text(&place_short_i(&chars("f "))), "ि ");
        assert_eq!(text(&place_short_i(&chars("कf"))), "कि");
    }

    #[test]
    fn a_reph_moves_before_the_syllable_it_tops() {
        assert_eq!(text(&chars("धमZ")), "धर्म");
        assert_eq!(text(&chars("कायZ")), "कार्य");
    }

    #[test]
    fn a_reph_moves_before_the_vowel_signs_of_its_syllable() {
        assert_eq!(text(&chars("पूवZ")), "पूर्व");
        assert_eq!(text(&chars("कायाZलय")), "कार्यालय");
        assert_eq!(text(&chars("वषोZं")), "वर्षों");
        assert_eq!(text(&chars("कीतिZ")), "कीर्ति");
    }

    #[test]
    fn a_reph_moves_before_a_whole_conjunct() {
        assert_eq!(text(&chars("पाश्वZ")), "पार्श्व");
        assert_eq!(text(&chars("द्रZ")), "र्द्र");
    }

    #[test]
    fn a_reph_after_no_syllable_stays() {
        assert_eq!(text(&chars("Z")), "र्");
        assert_eq!(text(&chars(" Z")), " र्");
    }

    #[test]
    fn a_reph_is_moved_over_a_bounded_cluster() {
        let long = "क्".repeat(50) + "कZ";
        let converted = text(&chars(&long));
        assert_eq!(converted.chars().filter(|&c| c == 'र').count(), 1);
        let tail = format!("र्{}क", "क्".repeat(CLUSTER_MAX));
        assert!(converted.ends_with(&tail), "{converted}");
    }

    #[test]
    fn signs_typed_apart_are_joined() {
        let norm = |s: &str| normalise(&s.chars().collect::<Vec<_>>());
        assert_eq!(norm("काे"), "को");
        assert_eq!(norm("काै"), "कौ");
        assert_eq!(norm("अा"), "आ");
        assert_eq!(norm("आे"), "ओ");
        assert_eq!(norm("कंे"), "कें");
        assert_eq!(norm("कांे"), "कों");
        assert_eq!(norm("कंँे"), "केंँ");
        assert_eq!(norm("पे्र"), "प्रे");
    }

    #[test]
    fn a_visarga_after_no_letter_is_a_colon() {
        let norm = |s: &str| normalise(&s.chars().collect::<Vec<_>>());
        assert_eq!(norm("दिनांक ः 5"), "दिनांक : 5");
        assert_eq!(norm("अतः"), "अतः");
        assert_eq!(norm("अः"), "अः");
        assert_eq!(norm("ः"), ":");
    }
}
