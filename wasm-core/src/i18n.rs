//! The catalog of interface text: flat keys, `{placeholder}` arguments, English fallback.
//!
//! The catalogs themselves live in `content/i18n/en.json` and `content/i18n/hi.json`; this module
//! looks keys up, fills in arguments and checks that the two catalogs agree.

use std::collections::{BTreeMap, BTreeSet};

use crate::lang::Lang;

/// The messages of one language, keyed by flat dotted keys such as `header.skipToContent`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Catalog {
    messages: BTreeMap<String, String>,
}

impl Catalog {
    /// Wraps already-parsed messages.
    pub fn new(messages: BTreeMap<String, String>) -> Self {
        Self { messages }
    }

    /// The message for `key`, if this catalog has one.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.messages.get(key).map(String::as_str)
    }

    /// Every key, sorted.
    pub fn keys(&self) -> BTreeSet<&str> {
        self.messages.keys().map(String::as_str).collect()
    }

    /// How many messages the catalog holds.
    pub fn len(&self) -> usize {
        self.messages.len()
    }

    /// Whether the catalog holds no messages at all.
    pub fn is_empty(&self) -> bool {
        self.messages.is_empty()
    }
}

impl<K: Into<String>, V: Into<String>> FromIterator<(K, V)> for Catalog {
    fn from_iter<I: IntoIterator<Item = (K, V)>>(iter: I) -> Self {
        // Inserted one by one: collecting into a BTreeMap would sort first, and the sort is
        // several kilobytes of wasm.
        let mut messages = BTreeMap::new();
        for (key, message) in iter {
            messages.insert(key.into(), message.into());
        }
        Self::new(messages)
    }
}

/// Both catalogs, answering lookups in either language.
///
/// ```
/// use wasm_core::{i18n::Translator, lang::Lang};
///
/// let mut texts = Translator::default();
/// texts.add_messages(Lang::En, [("footer.updated", "Last updated: {day}"), ("footer.help", "Help")]);
/// texts.add_messages(Lang::Hi, [("footer.updated", "अंतिम अद्यतन: {day}")]);
/// assert_eq!(texts.translate(Lang::Hi, "footer.updated", &[("day", "21 नवंबर 2026")]), "अंतिम अद्यतन: 21 नवंबर 2026");
/// assert_eq!(texts.translate(Lang::Hi, "footer.help", &[]), "Help"); // English fallback
/// assert_eq!(texts.translate(Lang::Hi, "footer.nothing", &[]), "footer.nothing");
/// ```
#[derive(Debug, Clone, Default)]
pub struct Translator {
    en: Catalog,
    hi: Catalog,
}

impl Translator {
    /// Builds a translator from the English and the Hindi catalog.
    pub fn new(en: Catalog, hi: Catalog) -> Self {
        Self { en, hi }
    }

    /// Adds messages to the catalog of one language, replacing those with the same keys. The
    /// browser loads a catalog a part at a time: the parts every page needs, then each page's.
    pub fn add_messages<K: Into<String>, V: Into<String>>(
        &mut self,
        lang: Lang,
        messages: impl IntoIterator<Item = (K, V)>,
    ) {
        let catalog = match lang {
            Lang::En => &mut self.en,
            Lang::Hi => &mut self.hi,
        };
        for (key, message) in messages {
            catalog.messages.insert(key.into(), message.into());
        }
    }

    /// The catalog of one language.
    pub fn catalog(&self, lang: Lang) -> &Catalog {
        match lang {
            Lang::En => &self.en,
            Lang::Hi => &self.hi,
        }
    }

    /// The raw message for `key` in `lang`, falling back to English when that language has no
    /// (or an empty) message; `None` when neither has it.
    pub fn lookup(&self, lang: Lang, key: &str) -> Option<&str> {
        self.catalog(lang)
            .get(key)
            .filter(|m| !m.is_empty())
            .or_else(|| self.en.get(key))
    }

    /// The message for `key` in `lang` with its `{placeholders}` filled from `args`.
    ///
    /// A key missing from both catalogs comes back as the key itself, so a gap shows up on the
    /// page (and in tests) instead of as blank space.
    pub fn translate(&self, lang: Lang, key: &str, args: &[(&str, &str)]) -> String {
        match self.lookup(lang, key) {
            Some(template) => fill(template, |name| {
                args.iter().find(|(k, _)| *k == name).map(|(_, v)| *v)
            }),
            None => key.to_owned(),
        }
    }
}

/// Replaces every `{name}` in `template` for which `arg` has a value. Placeholders without a
/// value, and braces that do not form a placeholder, are left as they are.
pub fn fill<'a>(template: &str, arg: impl Fn(&str) -> Option<&'a str>) -> String {
    // split_once rather than index slicing: no slicing panic (and its formatting) in the wasm.
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    while let Some((before, after)) = rest.split_once('{') {
        out.push_str(before);
        match after.split_once('}') {
            Some((name, tail)) if is_placeholder_name(name) => {
                if let Some(value) = arg(name) {
                    out.push_str(value);
                } else {
                    out.extend(["{", name, "}"]);
                }
                rest = tail;
            }
            _ => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// The placeholder names used in a message, such as `{year}`.
pub fn placeholders(template: &str) -> BTreeSet<&str> {
    let mut names = BTreeSet::new();
    let mut rest = template;
    while let Some((_, after)) = rest.split_once('{') {
        match after.split_once('}') {
            Some((name, tail)) if is_placeholder_name(name) => {
                names.insert(name);
                rest = tail;
            }
            _ => rest = after,
        }
    }
    names
}

fn is_placeholder_name(name: &str) -> bool {
    !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// One way in which the English and Hindi catalogs disagree.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParityProblem {
    /// The key exists in English only.
    MissingInHindi(String),
    /// The key exists in Hindi only.
    MissingInEnglish(String),
    /// The key's message is empty (or only spaces) in the given language.
    Empty(Lang, String),
    /// The two messages use different `{placeholders}`.
    PlaceholdersDiffer(String),
}

/// Every disagreement between the two catalogs, sorted by key; empty when they match.
pub fn check_parity(en: &Catalog, hi: &Catalog) -> Vec<ParityProblem> {
    let mut problems = Vec::new();
    for key in en.keys().union(&hi.keys()) {
        match (en.get(key), hi.get(key)) {
            (Some(_), None) => problems.push(ParityProblem::MissingInHindi((*key).to_owned())),
            (None, Some(_)) => problems.push(ParityProblem::MissingInEnglish((*key).to_owned())),
            (Some(e), Some(h)) => {
                for (lang, message) in [(Lang::En, e), (Lang::Hi, h)] {
                    if message.trim().is_empty() {
                        problems.push(ParityProblem::Empty(lang, (*key).to_owned()));
                    }
                }
                if placeholders(e) != placeholders(h) {
                    problems.push(ParityProblem::PlaceholdersDiffer((*key).to_owned()));
                }
            }
            (None, None) => unreachable!("the key came from one of the catalogs"),
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    fn translator() -> Translator {
        Translator::new(
            [
                ("greet", "Hello, {name}!"),
                ("only.en", "English only"),
                ("blank.hi", "Shown in English"),
                ("year", "© {year} {owner}"),
            ]
            .into_iter()
            .collect(),
            [
                ("greet", "नमस्ते, {name}!"),
                ("blank.hi", ""),
                ("year", "© {year} {owner}"),
            ]
            .into_iter()
            .collect(),
        )
    }

    #[test]
    fn looks_up_in_the_requested_language() {
        let t = translator();
        assert_eq!(
            t.translate(Lang::Hi, "greet", &[("name", "सीमा")]),
            "नमस्ते, सीमा!"
        );
        assert_eq!(
            t.translate(Lang::En, "greet", &[("name", "Seema")]),
            "Hello, Seema!"
        );
    }

    #[test]
    fn falls_back_to_english_when_hindi_is_missing_or_empty() {
        let t = translator();
        assert_eq!(t.translate(Lang::Hi, "only.en", &[]), "English only");
        assert_eq!(t.translate(Lang::Hi, "blank.hi", &[]), "Shown in English");
    }

    #[test]
    fn messages_are_added_to_a_catalog_part_by_part() {
        let mut t = translator();
        t.add_messages(Lang::Hi, [("greet", "राम राम, {name}!")]);
        assert_eq!(
            t.translate(Lang::Hi, "greet", &[("name", "सीमा")]),
            "राम राम, सीमा!"
        );
        // What was there stays; a key added again takes its new message.
        assert_eq!(t.translate(Lang::Hi, "blank.hi", &[]), "Shown in English");
        assert_eq!(t.translate(Lang::Hi, "only.en", &[]), "English only");
        t.add_messages(Lang::Hi, [("greet", "नमस्ते, {name}!")]);
        assert_eq!(
            t.translate(Lang::Hi, "greet", &[("name", "सीमा")]),
            "नमस्ते, सीमा!"
        );
    }

    #[test]
    fn an_unknown_key_comes_back_as_itself() {
        assert_eq!(
            translator().translate(Lang::Hi, "no.such.key", &[]),
            "no.such.key"
        );
        assert_eq!(translator().lookup(Lang::En, "no.such.key"), None);
    }

    #[test]
    fn fills_several_placeholders_and_keeps_unknown_ones() {
        let t = translator();
        assert_eq!(
            t.translate(Lang::En, "year", &[("year", "2026"), ("owner", "SMC")]),
            "© 2026 SMC"
        );
        assert_eq!(
            t.translate(Lang::En, "year", &[("year", "2026")]),
            "© 2026 {owner}"
        );
    }

    #[test]
    fn braces_that_are_not_placeholders_stay() {
        let none = |_: &str| -> Option<&str> { None };
        assert_eq!(fill("a { b } {} {x y} {", none), "a { b } {} {x y} {");
        assert_eq!(fill("{{n}}", |_| Some("1")), "{1}");
        assert_eq!(fill("", none), "");
        assert_eq!(fill("नगर {n} निगम", |_| Some("पालिक")), "नगर पालिक निगम");
    }

    #[test]
    fn lists_placeholders() {
        assert_eq!(
            placeholders("{a} and {b_2} but not { c } or {}")
                .into_iter()
                .collect::<Vec<_>>(),
            ["a", "b_2"]
        );
    }

    #[test]
    fn parity_reports_every_kind_of_mismatch() {
        let en: Catalog = [("a", "A"), ("b", "B {n}"), ("c", " "), ("d", "D")]
            .into_iter()
            .collect();
        let hi: Catalog = [("a", "अ"), ("b", "ब"), ("c", "स"), ("e", "ई")]
            .into_iter()
            .collect();
        assert_eq!(
            check_parity(&en, &hi),
            vec![
                ParityProblem::PlaceholdersDiffer("b".into()),
                ParityProblem::Empty(Lang::En, "c".into()),
                ParityProblem::MissingInHindi("d".into()),
                ParityProblem::MissingInEnglish("e".into()),
            ]
        );
        assert!(
            check_parity(&en, &en)
                .iter()
                .all(|p| matches!(p, ParityProblem::Empty(..)))
        );
    }
}
