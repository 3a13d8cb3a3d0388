//! Recognising legacy-font Hindi without the font's name, from the text's letters.
//!
//! Kruti Dev text is Latin letters, but not English: `k` (the stroke of ा, Hindi's commonest
//! vowel sign) is among its most frequent letters, where English uses it for about one letter
//! in a hundred; its words are dense in sequences no English word has (`dk` का, `Fk` थ, `fd`
//! कि, `;k` या, `'k` श); and Hindi's small words (`dk` का, `gS` है, `vkSj` और) come back in every
//! sentence. English text, addresses, e-mail addresses, web addresses, reference numbers and
//! Unicode Hindi have none of this. A text must be long enough for the evidence to count.

use super::LegacyFont;
use crate::script::DEVANAGARI;

/// Fewest words with letters a text must have to be judged.
const WORDS_MIN: usize = 4;
/// Fewest Latin letters a text must have to be judged.
const LETTERS_MIN: usize = 20;
/// Least share of `k` among the Latin letters of Kruti Dev text (Hindi text in the font has
/// about one in ten; English about one in a hundred).
const K_SHARE_MIN: f64 = 0.04;
/// Least share of words that look like Kruti Dev.
const KRUTI_WORD_SHARE_MIN: f64 = 0.3;

/// Hindi's commonest short words as Kruti Dev writes them: का के की में है हैं और से को पर यह ये
/// कि भी नहीं तथा द्वारा लिए लिये एवं हो था थे थी कर करें गया किया जा ही तक आदि नगर निगम सूचना
/// दिनांक श्री श्रीमती पत्र अधिकारी.
const KRUTI_WORDS: &[&str] = &[
    "dk", "ds", "dh", "esa", "gS", "gSa", "vkSj", "ls", "dks", "ij", ";g", ";s", "fd", "Hkh",
    "ugha", "rFkk", "}kjk", "fy,", "fy;s", ",oa", "gks", "Fkk", "Fks", "Fkh", "dj", "djsa", "x;k",
    "fd;k", "tk", "gh", "rd", "vkfn", "uxj", "fuxe", "lwpuk", "fnukad", "Jh", "Jherh", "i=",
    "vf/kdkjh",
];

/// Letter sequences common in Kruti Dev words and (nearly) absent from English ones.
const KRUTI_SEQUENCES: &[&str] = &[
    "dk", "xk", "gk", "jk", "pk", "tk", "yk", "kk", "kS", "kZ", "k;", ";k", "fd", "dq", "Fk", "Hk",
    "Lk", "Ek", "Rk", "Uk", "Dk", "Ok", "Yk", "Ik", "Ck", "Pk", "Tk", "Xk", "'k", "\"k", "?k",
    "[k", "kj", "gS", "ksa",
];

/// Characters of Kruti Dev's upper half that draw common letters and conjuncts (ऊ ई ँ त्र त्त
/// क्र प्र द्र झ् ञ …); outside the font they are rare in a notice.
const KRUTI_SIGNS: &str = "ÅÃ¡«ÙØçÁæ÷¥ÝÎÍÏÔÒÓÖÜ±ÊÈÇÆÉ¼½ºª³¸¶ô";

/// English's commonest words, and those of a municipal notice, separated by spaces.
const ENGLISH_WORDS: &str = "\
    the of and to in for is on by with from at be this will are as or an all that it not may \
    shall has have its their notice tender date office municipal corporation public road ward \
    last no email phone";

/// What a text's words say about its font.
#[derive(Debug, Default)]
struct Evidence {
    /// Words with at least one Latin letter or Kruti Dev sign.
    words: usize,
    /// ASCII letters.
    letters: usize,
    /// The letter `k`.
    ks: usize,
    /// Unicode Devanagari characters.
    devanagari: usize,
    /// Words that look like Kruti Dev.
    kruti_words: usize,
    /// Common English words.
    english_words: usize,
}

impl Evidence {
    fn of(text: &str) -> Self {
        let mut evidence = Self::default();
        for word in text.split_whitespace() {
            evidence.add(word);
        }
        evidence
    }

    fn add(&mut self, word: &str) {
        let letters = word.chars().filter(char::is_ascii_alphabetic).count();
        self.letters += letters;
        self.ks += word.chars().filter(|&c| c == 'k').count();
        self.devanagari += word.chars().filter(|c| DEVANAGARI.contains(c)).count();
        if letters == 0 && !word.chars().any(|c| KRUTI_SIGNS.contains(c)) {
            return;
        }
        self.words += 1;
        if is_kruti_word(word) {
            self.kruti_words += 1;
        } else if is_english_word(word) {
            self.english_words += 1;
        }
    }

    /// The font the evidence points to, when it is enough.
    #[allow(clippy::cast_precision_loss)] // counts far below 2^52
    fn font(&self) -> Option<LegacyFont> {
        let enough = self.words >= WORDS_MIN && self.letters >= LETTERS_MIN;
        let unicode = self.devanagari * 5 > self.letters;
        if !enough || unicode {
            return None;
        }
        let k_share = self.ks as f64 / self.letters as f64;
        let kruti_share = self.kruti_words as f64 / self.words as f64;
        let english = self.english_words * 2 > self.kruti_words;
        (k_share >= K_SHARE_MIN && kruti_share >= KRUTI_WORD_SHARE_MIN && !english)
            .then_some(LegacyFont::KrutiDev)
    }
}

/// A word is Kruti Dev's when it is one of Hindi's small words in the font (a danda `A` or
/// comma `]` may follow), holds a letter sequence English does not, or a sign of the font.
fn is_kruti_word(word: &str) -> bool {
    let bare = word.strip_suffix(['A', ']']).unwrap_or(word);
    KRUTI_WORDS.contains(&bare)
        || KRUTI_SEQUENCES
            .iter()
            .any(|sequence| word.contains(sequence))
        || word.chars().any(|c| KRUTI_SIGNS.contains(c))
}

/// A common English word, whatever its case and the punctuation around it.
fn is_english_word(word: &str) -> bool {
    let bare = word.trim_matches(|c: char| c.is_ascii_punctuation());
    ENGLISH_WORDS
        .split_whitespace()
        .any(|english| english.eq_ignore_ascii_case(bare))
}

/// The legacy font `text` was most likely typed in, judged from its letters alone; `None` for
/// English, Unicode Hindi, numbers, and texts too short to judge (fewer than four words or
/// twenty letters).
pub fn likely_legacy_font(text: &str) -> Option<LegacyFont> {
    Evidence::of(text).font()
}

/// Whether `text` reads as Hindi typed in a legacy font (see [`likely_legacy_font`]).
pub fn looks_like_legacy_hindi(text: &str) -> bool {
    likely_legacy_font(text).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hindi_small_words_in_kruti_dev_are_kruti_words() {
        for word in [
            "dk", "gSA", "vkSj", "fy,]", "dk;Z", "fLFkfr", "'kklu", "mÙkj",
        ] {
            assert!(is_kruti_word(word), "{word}");
        }
    }

    #[test]
    fn english_words_are_not_kruti_words() {
        for word in [
            "the",
            "Notice",
            "works",
            "thanks",
            "Singrauli",
            "smc@mp.gov.in",
            "Khan",
            "week",
        ] {
            assert!(!is_kruti_word(word), "{word}");
        }
    }

    #[test]
    fn english_words_are_known_whatever_their_case_and_punctuation() {
        assert!(is_english_word("The"));
        assert!(is_english_word("(notice),"));
        assert!(!is_english_word("uxj"));
    }
}
