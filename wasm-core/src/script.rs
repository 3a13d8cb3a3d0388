//! The script a text is written in, from its letters: Devanagari, Latin, or both. The site
//! uses it to mark text whose language it does not know otherwise (the text of an uploaded
//! document) with the `lang` of its script.

use crate::lang::Lang;

/// The Devanagari block of Unicode: Hindi's letters, signs, dandas and digits.
pub const DEVANAGARI: std::ops::RangeInclusive<char> = '\u{0900}'..='\u{097F}';

/// Share of a text's letters one script must have for the text to be in that script alone.
const MOSTLY: f64 = 0.8;

/// The script of a text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Script {
    /// Mostly Devanagari letters (Hindi).
    Devanagari,
    /// Mostly Latin letters (English).
    Latin,
    /// Both, neither mostly.
    Mixed,
}

impl Script {
    /// The site's language of text in this script; `None` for mixed text.
    pub fn lang(self) -> Option<Lang> {
        match self {
            Script::Devanagari => Some(Lang::Hi),
            Script::Latin => Some(Lang::En),
            Script::Mixed => None,
        }
    }
}

/// Whether `c` is a letter or a sign of the Devanagari blocks.
fn is_devanagari(c: char) -> bool {
    (DEVANAGARI.contains(&c) || matches!(c, '\u{A8E0}'..='\u{A8FF}' | '\u{1CD0}'..='\u{1CFF}'))
        && !matches!(c, '\u{0964}'..='\u{096F}')
}

/// Whether `c` is a Latin letter.
fn is_latin(c: char) -> bool {
    c.is_ascii_alphabetic()
        || (matches!(c, '\u{00C0}'..='\u{024F}' | '\u{1E00}'..='\u{1EFF}') && c.is_alphabetic())
}

/// The script of `text` by the count of its letters of each script: one with at least four
/// fifths of them is the text's, else it is mixed. `None` when it has no letter of either
/// (digits, punctuation and other scripts are not counted).
pub fn script_of(text: &str) -> Option<Script> {
    let (mut devanagari, mut latin) = (0usize, 0usize);
    for c in text.chars() {
        if is_devanagari(c) {
            devanagari += 1;
        } else if is_latin(c) {
            latin += 1;
        }
    }
    let letters = devanagari + latin;
    if letters == 0 {
        return None;
    }
    #[allow(
        clippy::cast_precision_loss,
        reason = "counts of letters, far below 2^52"
    )]
    let share = |count: usize| count as f64 / letters as f64;
    Some(if share(devanagari) >= MOSTLY {
        Script::Devanagari
    } else if share(latin) >= MOSTLY {
        Script::Latin
    } else {
        Script::Mixed
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_is_in_the_script_of_most_of_its_letters() {
        assert_eq!(script_of("नगर निगम सिंगरौली"), Some(Script::Devanagari));
        assert_eq!(script_of("Municipal Corporation"), Some(Script::Latin));
        assert_eq!(script_of("Café ñandú"), Some(Script::Latin));
        assert_eq!(
            script_of("नगर निगम Singrauli Municipal"),
            Some(Script::Mixed)
        );
    }

    #[test]
    fn a_few_words_of_the_other_script_leave_it_as_it_is() {
        assert_eq!(
            script_of("नगर निगम सिंगरौली की वार्षिक रिपोर्ट PDF"),
            Some(Script::Devanagari)
        );
    }

    #[test]
    fn digits_punctuation_and_dandas_are_not_letters() {
        assert_eq!(script_of("१२३ । 2025 — !"), None);
        assert_eq!(script_of(""), None);
        assert_eq!(script_of("१२३ abc"), Some(Script::Latin));
    }

    #[test]
    fn each_script_has_the_site_s_language() {
        assert_eq!(Script::Devanagari.lang(), Some(Lang::Hi));
        assert_eq!(Script::Latin.lang(), Some(Lang::En));
        assert_eq!(Script::Mixed.lang(), None);
    }
}
