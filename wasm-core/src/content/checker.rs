//! The field rules every kind's rules are made of, writing what is wrong under the field's
//! path (`title.hi`, `corrigenda.0.date`).

use std::collections::BTreeMap;

use super::References;
use crate::model::Bilingual;
use crate::model::directory::PersonName;
use crate::phone::tel_uri;
use crate::validate::text::text_problems;
use crate::validate::{is_calendar_date, moment_seconds};

/// Most characters of a short text (a title, a name, a label), in each language.
pub const SHORT_TEXT_MAX: usize = 200;
/// Most characters of a long text (a description, a paragraph, an answer), in each language.
pub const LONG_TEXT_MAX: usize = 5000;
/// Most characters of an address (`https://…`, a site path, an e-mail address).
pub const ADDRESS_MAX: usize = 500;

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

/// What kind of file a path must name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    /// A PDF document.
    Pdf,
    /// A photo or an illustration.
    Image,
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

    /// A day written `YYYY-MM-DD`.
    pub fn day(&mut self, path: &str, day: &str) {
        if day.is_empty() {
            self.fail(path, "required");
        } else if !is_calendar_date(day) {
            self.fail(path, "invalid_date");
        }
    }

    /// Two days of which the first may not come after the second (`YYYY-MM-DD` compares as
    /// text); only checked when both are days.
    pub fn day_order(&mut self, later_path: &str, earlier: &str, later: &str) {
        if is_calendar_date(earlier) && is_calendar_date(later) && later < earlier {
            self.fail(later_path, "before_start");
        }
    }

    /// A moment in RFC 3339; its seconds since 1970 when it is one.
    pub fn moment(&mut self, path: &str, moment: &str) -> Option<i64> {
        if moment.is_empty() {
            self.fail(path, "required");
            return None;
        }
        let seconds = moment_seconds(moment);
        if seconds.is_none() {
            self.fail(path, "invalid_moment");
        }
        seconds
    }

    /// A phone number that dials (the `tel:` rule of the pages).
    pub fn phone(&mut self, path: &str, phone: &str) {
        if phone.trim().is_empty() {
            self.fail(path, "required");
        } else if tel_uri(phone).is_none() {
            self.fail(path, "invalid_phone");
        }
    }

    /// An e-mail address: one `@` between a name and a domain with a dot, no spaces.
    pub fn email(&mut self, path: &str, email: &str) {
        if email.is_empty() {
            self.fail(path, "required");
        } else if !is_email(email) {
            self.fail(path, "invalid_email");
        }
    }

    /// A file of the site: one the build ships (`/files/…`, `/images/…`) or one staff uploaded
    /// (`/uploads/…`), of the right kind by its extension. (The server also checks that the
    /// file exists.)
    pub fn file(&mut self, path: &str, file: &str, kind: FileKind) {
        if file.is_empty() {
            self.fail(path, "required");
        } else if !is_site_file(file, kind) {
            self.fail(path, "invalid_file");
        }
    }

    /// Where a link may lead: an `https://` address, or a page or file of the site (`/…`).
    pub fn link(&mut self, path: &str, link: &str) {
        if link.is_empty() {
            self.fail(path, "required");
        } else if !is_https(link) && !is_site_path(link) {
            self.fail(path, "invalid_link");
        }
    }

    /// An `https://` address.
    pub fn https(&mut self, path: &str, link: &str) {
        if link.is_empty() {
            self.fail(path, "required");
        } else if !is_https(link) {
            self.fail(path, "invalid_link");
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
    text.chars().any(|c| ('\u{0900}'..='\u{097F}').contains(&c))
}

fn is_https(link: &str) -> bool {
    link.len() <= ADDRESS_MAX
        && link.strip_prefix("https://").is_some_and(|rest| {
            let host = rest.split(['/', '?', '#']).next().unwrap_or("");
            host.contains('.') && !rest.chars().any(|c| c.is_whitespace() || c.is_control())
        })
}

/// A path of this site: `/` and then no spaces, no `..`, no `//`.
/// Whether `email` is an e-mail address: one `@` between a name and a domain with a dot, no
/// spaces.
pub(crate) fn is_email(email: &str) -> bool {
    email.len() <= ADDRESS_MAX
        && email.split_once('@').is_some_and(|(name, domain)| {
            !name.is_empty()
                && domain.contains('.')
                && !domain.starts_with('.')
                && !domain.ends_with('.')
                && !domain.contains('@')
        })
        && !email.chars().any(|c| c.is_whitespace() || c.is_control())
}

/// Whether `link` is the path of a page or file of the site (`/…`).
pub(crate) fn is_site_path(link: &str) -> bool {
    link.len() <= ADDRESS_MAX
        && link.starts_with('/')
        && !link.starts_with("//")
        && !link.contains("..")
        && !link
            .chars()
            .any(|c| c.is_whitespace() || c.is_control() || c == '\\')
}

fn is_site_file(file: &str, kind: FileKind) -> bool {
    let folder_ok = ["/files/", "/images/", "/uploads/"]
        .iter()
        .any(|folder| file.starts_with(folder));
    let extension = file.rsplit_once('.').map_or("", |(_, ext)| ext);
    let extensions: &[&str] = match kind {
        FileKind::Pdf => &["pdf"],
        FileKind::Image => &["jpg", "jpeg", "png", "webp", "svg"],
    };
    let extension_ok = extensions.iter().any(|e| extension.eq_ignore_ascii_case(e));
    folder_ok && extension_ok && is_site_path(file) && !file.contains(['?', '#'])
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
    fn files_must_be_site_files_of_their_kind() {
        for good in [
            "/files/a.pdf",
            "/uploads/0a1b.PDF",
            "/files/tenders/t-1.pdf",
        ] {
            assert!(is_site_file(good, FileKind::Pdf), "{good}");
        }
        for bad in [
            "files/a.pdf",
            "/files/a.png",
            "https://x.in/a.pdf",
            "/files/../a.pdf",
            "/other/a.pdf",
            "/files/a b.pdf",
            "/files/a.pdf?x",
        ] {
            assert!(!is_site_file(bad, FileKind::Pdf), "{bad}");
        }
        assert!(is_site_file("/images/a.webp", FileKind::Image));
        assert!(!is_site_file("/images/a.pdf", FileKind::Image));
    }

    #[test]
    fn links_are_https_or_site_paths() {
        let refs = References::default();
        let mut checker = Checker::new(&refs);
        checker.link("a", "https://mptenders.gov.in/");
        checker.link("b", "/tender");
        checker.link("c", "http://x.in");
        checker.link("d", "javascript:alert(1)");
        checker.link("e", "//evil.example/");
        checker.https("f", "/tender");
        let problems = checker.finish();
        let failed: Vec<&str> = problems.keys().map(String::as_str).collect();
        assert_eq!(failed, ["c", "d", "e", "f"]);
    }

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
    fn e_mails_and_slugs() {
        let refs = References::default();
        let mut checker = Checker::new(&refs);
        checker.email("a", "info@smc.example");
        checker.email("b", "info@smc");
        checker.email("c", "a b@smc.example");
        let problems = checker.finish();
        assert_eq!(problems.len(), 2);
        assert!(is_slug("water-supply-2"));
        assert!(!is_slug("Water"));
        assert!(!is_slug("a--b"));
        assert!(!is_slug("-a"));
    }
}
