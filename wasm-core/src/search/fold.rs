//! Splitting text into words and folding each word to one spelling within its script.
//!
//! Latin letters are lower-cased. Devanagari spelling variants fold together: the nukta goes
//! (क़ → क, ज़ → ज), chandrabindu becomes anusvara (ँ → ं), a nasal consonant with virama before
//! a stop of any class becomes anusvara (पाण्डेय → पांडेय, चन्द्र → चंद्र), ZWJ and ZWNJ vanish,
//! and Devanagari digits become ASCII digits. The caller has normalised the text to NFC; the
//! precomposed nukta letters, which NFC never produces, are folded here too.

const VIRAMA: char = '\u{094D}';
const ANUSVARA: char = '\u{0902}';
const CHANDRABINDU: char = '\u{0901}';
const NUKTA: char = '\u{093C}';
const ZWNJ: char = '\u{200C}';
const ZWJ: char = '\u{200D}';

/// Whether `c` belongs inside a word: ASCII letters and digits, Devanagari letters, signs and
/// digits, joiners, and letters of other scripts; not spaces, punctuation or symbols.
fn is_word_char(c: char) -> bool {
    match c {
        'a'..='z' | 'A'..='Z' | '0'..='9' | ZWNJ | ZWJ => true,
        // Devanagari, less the danda, double danda and abbreviation sign, which punctuate.
        '\u{0900}'..='\u{097F}' => !matches!(c, '\u{0964}' | '\u{0965}' | '\u{0970}'),
        // Latin-1 letters and everything above the punctuation and symbol blocks.
        '\u{00C0}'..='\u{1FFF}' => c != '\u{00D7}' && c != '\u{00F7}',
        _ => c >= '\u{3040}' && !('\u{FE00}'..='\u{FFFF}').contains(&c),
    }
}

/// The words of `text` as byte ranges, in order.
pub fn word_spans(text: &str) -> impl Iterator<Item = (usize, usize)> + '_ {
    let mut chars = text.char_indices().peekable();
    std::iter::from_fn(move || {
        let start = loop {
            let (at, c) = chars.next()?;
            if is_word_char(c) {
                break at;
            }
        };
        let mut end = text.len();
        while let Some(&(at, c)) = chars.peek() {
            if !is_word_char(c) {
                end = at;
                break;
            }
            chars.next();
        }
        Some((start, end))
    })
}

/// The folded words of every text of `fields`, in order.
pub fn words_of<S: AsRef<str>>(fields: &[S]) -> impl Iterator<Item = String> + '_ {
    fields.iter().flat_map(|field| words(field.as_ref()))
}

/// The folded words of `text`, in order, without empty ones (a lone ZWJ folds to nothing).
pub fn words(text: &str) -> impl Iterator<Item = String> + '_ {
    word_spans(text)
        .map(|(start, end)| fold_word(text.get(start..end).unwrap_or_default()))
        .filter(|word| !word.is_empty())
}

/// The Devanagari stops, before which any nasal consonant is written as anusvara.
fn is_stop(c: char) -> bool {
    matches!(c,
        '\u{0915}'..='\u{0918}' // क ख ग घ
        | '\u{091A}'..='\u{091D}' // च छ ज झ
        | '\u{091F}'..='\u{0922}' // ट ठ ड ढ
        | '\u{0924}'..='\u{0927}' // त थ द ध
        | '\u{092A}'..='\u{092D}') // प फ ब भ
}

fn is_nasal_consonant(c: char) -> bool {
    matches!(c, 'ङ' | 'ञ' | 'ण' | 'न' | 'म')
}

/// One character folded: `None` drops it.
fn fold_char(c: char) -> Option<char> {
    Some(match c {
        'A'..='Z' => c.to_ascii_lowercase(),
        NUKTA | ZWNJ | ZWJ => return None,
        CHANDRABINDU => ANUSVARA,
        // Precomposed nukta letters: क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़, and ऩ ऱ ऴ.
        '\u{0958}' => 'क',
        '\u{0959}' => 'ख',
        '\u{095A}' => 'ग',
        '\u{095B}' => 'ज',
        '\u{095C}' => 'ड',
        '\u{095D}' => 'ढ',
        '\u{095E}' => 'फ',
        '\u{095F}' => 'य',
        '\u{0929}' => 'न',
        '\u{0931}' => 'र',
        '\u{0934}' => 'ळ',
        // Devanagari digits ० to ९.
        '\u{0966}'..='\u{096F}' => char::from_u32(u32::from(c) - 0x0966 + u32::from(b'0'))?,
        _ => c,
    })
}

/// One word folded to its canonical spelling (see the module's documentation).
#[must_use]
pub fn fold_word(word: &str) -> String {
    let mut out = String::with_capacity(word.len());
    let mut chars = word.chars().filter_map(fold_char).peekable();
    while let Some(c) = chars.next() {
        // A nasal with virama before a stop: the nasal becomes anusvara, the virama goes.
        if c == VIRAMA
            && out.chars().next_back().is_some_and(is_nasal_consonant)
            && chars.peek().copied().is_some_and(is_stop)
        {
            out.pop();
            out.push(ANUSVARA);
            continue;
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(text: &str) -> Vec<String> {
        words(text).collect()
    }

    #[test]
    fn splits_on_spaces_and_punctuation_of_both_scripts() {
        assert_eq!(all("Ramesh  Sharma, A.E."), ["ramesh", "sharma", "a", "e"]);
        assert_eq!(all("राम। श्याम॥ (सीता)"), ["राम", "श्याम", "सीता"]);
        assert_eq!(all("Zone-2/ward 14"), ["zone", "2", "ward", "14"]);
        assert!(all(" \t–—“”…").is_empty());
    }

    #[test]
    fn keeps_devanagari_signs_inside_words() {
        assert_eq!(all("श्रीवास्तव"), ["श्रीवास्तव"]);
        assert_eq!(all("सिंह"), ["सिंह"]);
    }

    #[test]
    fn nukta_forms_fold_to_their_base_letter() {
        // Decomposed (what NFC gives) and precomposed.
        assert_eq!(fold_word("ख\u{093C}ान"), "खान");
        assert_eq!(fold_word("\u{0959}ान"), "खान");
        assert_eq!(fold_word("ज़हीर"), fold_word("जहीर"));
        assert_eq!(fold_word("पहाड़ी"), fold_word("पहाडी"));
    }

    #[test]
    fn nasals_fold_to_anusvara() {
        assert_eq!(fold_word("पाण्डेय"), "पांडेय");
        assert_eq!(fold_word("चन्द्र"), "चंद्र");
        assert_eq!(fold_word("शम्भु"), "शंभु");
        assert_eq!(fold_word("गँगा"), "गंगा");
        // Before a non-stop the half nasal stays: सिन्हा is not सिंहा.
        assert_eq!(fold_word("सिन्हा"), "सिन्हा");
    }

    #[test]
    fn joiners_vanish_and_digits_become_ascii() {
        assert_eq!(fold_word("क्\u{200D}ष"), "क्ष");
        assert_eq!(fold_word("श्\u{200C}र"), "श्र");
        assert_eq!(fold_word("१२३४"), "1234");
        assert_eq!(all("\u{200D}"), Vec::<String>::new());
    }

    #[test]
    fn latin_is_lower_cased() {
        assert_eq!(fold_word("ShRiVaStAvA"), "shrivastava");
    }
}
