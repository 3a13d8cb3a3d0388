//! The field rules every kind's rules are made of, writing what is wrong under the field's
//! path (`title.hi`, `corrigenda.0.date`).

use std::collections::BTreeMap;

use super::References;
use crate::model::Bilingual;
use crate::model::directory::PersonName;
use crate::model::values::{Checked, Day};
use crate::validate::text::text_problems;

/// Most characters of a short text (a title, a name, a label), in each language.
pub const SHORT_TEXT_MAX: usize = 200;
/// Most characters of a long text (a description, a paragraph, an answer), in each language.
pub const LONG_TEXT_MAX: usize = 5000;

/// Each field with something wrong, by path, and its codes.
pub type FieldProblems = BTreeMap<String, Vec<&'static str>>;

/// How long a text may be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Length {
    /// One line of at most [`SHORT_TEXT_MAX`] characters.
    Short,
    /// Paragraphs of at most [`LONG_TEXT_MAX`] characters.
    Long,
}

/// Collects the problems of one item, the field rules reading `refs` where a field names
/// another kind's item.
pub struct Checker<'r> {
    refs: &'r References,
    problems: FieldProblems,
}

impl<'r> Checker<'r> {
    pub(super) fn new(refs: &'r References) -> Self {
        Self {
            refs,
            problems: FieldProblems::new(),
        }
    }

    pub(super) fn finish(self) -> FieldProblems {
        self.problems
    }

    /// What the item may refer to.
    pub fn refs(&self) -> &'r References {
        self.refs
    }

    /// Records `code` for the field `path`, once.
    pub fn fail(&mut self, path: &str, code: &'static str) {
        let codes = self.problems.entry(path.to_owned()).or_default();
        if !codes.contains(&code) {
            codes.push(code);
        }
    }

    fn fail_all(&mut self, path: &str, codes: Vec<&'static str>) {
        for code in codes {
            self.fail(path, code);
        }
    }

    /// A text in one language: present, not too long, without control characters.
    pub fn text(&mut self, path: &str, text: &str, length: Length) {
        let codes = match length {
            Length::Short => text_problems(text, SHORT_TEXT_MAX, false),
            Length::Long => text_problems(text, LONG_TEXT_MAX, true),
        };
        self.fail_all(path, codes);
    }

    /// A text in both languages, the Hindi one in Devanagari.
    pub fn bilingual(&mut self, path: &str, text: &Bilingual, length: Length) {
        self.text(&join(path, "en"), &text.en, length);
        let hi = join(path, "hi");
        self.text(&hi, &text.hi, length);
        if !text.hi.trim().is_empty() && !has_devanagari(&text.hi) {
            self.fail(&hi, "not_devanagari");
        }
    }

    /// A person's name: in Devanagari, and in Latin letters when given.
    pub fn person_name(&mut self, path: &str, name: &PersonName) {
        let hi = join(path, "hi");
        self.text(&hi, &name.hi, Length::Short);
        if !name.hi.trim().is_empty() && !has_devanagari(&name.hi) {
            self.fail(&hi, "not_devanagari");
        }
        if let Some(en) = &name.en {
            self.text(&join(path, "en"), en, Length::Short);
        }
    }

    /// A value with a rule of its own (a day, a phone number, a file of the site, …).
    pub fn value(&mut self, path: &str, value: &impl Checked) {
        if let Some(code) = value.problem() {
            self.fail(path, code);
        }
    }

    /// Two days of which the first may not come after the second (`YYYY-MM-DD` compares as
    /// text); only checked when both are days.
    pub fn day_order(&mut self, later_path: &str, earlier: &Day, later: &Day) {
        if earlier.is_valid() && later.is_valid() && later < earlier {
            self.fail(later_path, "before_start");
        }
    }

    /// A list of at least `min` and at most `max` entries.
    pub fn count(&mut self, path: &str, len: usize, min: usize, max: usize) {
        if len < min {
            self.fail(path, "too_few");
        }
        if len > max {
            self.fail(path, "too_many");
        }
    }

    /// Ids of a list's entries (`id` fields inside one document) that must differ.
    pub fn distinct<'a>(&mut self, path: &str, ids: impl IntoIterator<Item = &'a str>) {
        let mut seen = Vec::new();
        for (index, id) in ids.into_iter().enumerate() {
            let id_path = join(&join(path, &index.to_string()), "id");
            if id.is_empty() {
                self.fail(&id_path, "required");
            } else if !is_slug(id) {
                self.fail(&id_path, "invalid_id");
            } else if seen.contains(&id) {
                self.fail(&id_path, "duplicate");
            }
            seen.push(id);
        }
    }
}

/// `path.field`, or `field` at the top.
pub fn join(path: &str, field: &str) -> String {
    if path.is_empty() {
        field.to_owned()
    } else {
        let mut joined = String::with_capacity(path.len() + 1 + field.len());
        joined.push_str(path);
        joined.push('.');
        joined.push_str(field);
        joined
    }
}

fn has_devanagari(text: &str) -> bool {
    text.chars().any(|c| crate::script::DEVANAGARI.contains(&c))
}

/// An id: lower-case letters, digits and single hyphens inside (`water-supply-2`).
pub fn is_slug(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= 100
        && !id.starts_with('-')
        && !id.ends_with('-')
        && !id.contains("--")
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hindi_must_be_devanagari_and_both_languages_present() {
        let refs = References::default();
        let mut checker = Checker::new(&refs);
        let text = |en: &str, hi: &str| Bilingual {
            en: en.into(),
            hi: hi.into(),
        };
        checker.bilingual("a", &text("Water", "पानी"), Length::Short);
        checker.bilingual("b", &text("Water", "Paani"), Length::Short);
        checker.bilingual("c", &text("", "पानी"), Length::Short);
        let problems = checker.finish();
        assert_eq!(problems["b.hi"], ["not_devanagari"]);
        assert_eq!(problems["c.en"], ["required"]);
        assert_eq!(problems.len(), 2);
    }

    #[test]
    fn slugs() {
        assert!(is_slug("water-supply-2"));
        assert!(!is_slug("Water"));
        assert!(!is_slug("a--b"));
        assert!(!is_slug("-a"));
    }
}
