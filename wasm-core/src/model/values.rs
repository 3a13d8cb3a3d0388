//! The kinds of value a content field holds besides free text: a day, a moment, a phone number,
//! an e-mail address, a file of the site (a PDF, a photo), a link. Each is a type of its own
//! that carries its rule ([`Checked::problem`], which the kinds' rules run, `crate::content`)
//! and the editor's control for it (the JSON Schema's `x-input`, see [`crate::model`]).
//!
//! Each is stored and sent as the text it wraps (`#[serde(transparent)]`; a `string` in the web
//! app's types) and reads from any text: an item stored before a rule changed still reads, and
//! a value that breaks its rule is a problem of its field, found by the rules, not a failure to
//! read the item.

use std::fmt;
use std::ops::Deref;

use serde::{Deserialize, Serialize};

use crate::phone::tel_uri;
use crate::validate::{is_calendar_date, moment_seconds};

/// Most characters of an address (`https://…`, a site path, an e-mail address).
pub const ADDRESS_MAX: usize = 500;

/// The folders of the site's files: those the build ships and those staff upload.
pub const FILE_FOLDERS: [&str; 3] = ["/files/", "/images/", "/uploads/"];

/// A value with a rule of its own.
pub trait Checked {
    /// The code of what is wrong with the value (`required` when it is empty, else its kind's
    /// code: `invalid_date`, `invalid_phone`, …), if anything is.
    fn problem(&self) -> Option<&'static str>;
}

/// Declares a text value type: its serde, its conversions and, with the `schema` feature,
/// a TypeScript `string` and a JSON Schema string with the editor's control `$input`.
macro_rules! value_type {
    ($(#[$doc:meta])* $name:ident, $input:literal) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
        #[serde(transparent)]
        pub struct $name(String);

        impl $name {
            /// The value as written.
            pub fn as_str(&self) -> &str {
                &self.0
            }
        }

        impl From<String> for $name {
            fn from(text: String) -> Self {
                Self(text)
            }
        }

        impl From<&str> for $name {
            fn from(text: &str) -> Self {
                Self(text.to_owned())
            }
        }

        impl From<$name> for String {
            fn from(value: $name) -> Self {
                value.0
            }
        }

        impl Deref for $name {
            type Target = str;

            fn deref(&self) -> &str {
                &self.0
            }
        }

        impl AsRef<str> for $name {
            fn as_ref(&self) -> &str {
                &self.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.0)
            }
        }

        impl PartialEq<str> for $name {
            fn eq(&self, other: &str) -> bool {
                self.0 == other
            }
        }

        impl PartialEq<&str> for $name {
            fn eq(&self, other: &&str) -> bool {
                self.0 == *other
            }
        }

        #[cfg(feature = "schema")]
        impl ts_rs::TS for $name {
            type WithoutGenerics = Self;
            type OptionInnerType = Self;

            fn name(cfg: &ts_rs::Config) -> String {
                <String as ts_rs::TS>::name(cfg)
            }

            fn inline(cfg: &ts_rs::Config) -> String {
                <String as ts_rs::TS>::inline(cfg)
            }
        }

        #[cfg(feature = "schema")]
        impl schemars::JsonSchema for $name {
            fn inline_schema() -> bool {
                true
            }

            fn schema_name() -> std::borrow::Cow<'static, str> {
                stringify!($name).into()
            }

            fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
                schemars::json_schema!({ "type": "string", "x-input": $input })
            }
        }
    };
}

value_type! {
    /// A day, written `YYYY-MM-DD` (a notice's date, a tender's closing day).
    Day, "date"
}

value_type! {
    /// A moment in RFC 3339, `YYYY-MM-DDTHH:MM:SS` with `Z` or an offset (`+05:30`, as the
    /// editor writes India's time): when an item appears on the site, an alert's span.
    Moment, "moment"
}

value_type! {
    /// A phone number that dials (the `tel:` rule of the pages, [`tel_uri`]).
    Phone, "tel"
}

value_type! {
    /// An e-mail address.
    Email, "email"
}

value_type! {
    /// A PDF of the site: one the build ships (`/files/…`) or one staff uploaded
    /// (`/uploads/…`). (The server also checks that the file exists.)
    Pdf, "pdf"
}

value_type! {
    /// A photo or an illustration of the site (`/images/…`, `/files/…` or `/uploads/…`; JPEG,
    /// PNG, WebP or SVG).
    Photo, "photo"
}

value_type! {
    /// An `https://` address of another site.
    HttpsLink, "link"
}

value_type! {
    /// Where a link may lead: an `https://` address, or a page or file of the site (`/…`).
    Link, "link"
}

/// `required` for an empty value, else `code` when it breaks its rule.
fn problem(
    value: &str,
    valid: impl FnOnce(&str) -> bool,
    code: &'static str,
) -> Option<&'static str> {
    if value.is_empty() {
        Some("required")
    } else if valid(value) {
        None
    } else {
        Some(code)
    }
}

impl Checked for Day {
    fn problem(&self) -> Option<&'static str> {
        problem(self, is_calendar_date, "invalid_date")
    }
}

impl Day {
    /// Whether it is a real calendar day.
    pub fn is_valid(&self) -> bool {
        is_calendar_date(self)
    }
}

impl Checked for Moment {
    fn problem(&self) -> Option<&'static str> {
        problem(
            self,
            |moment| moment_seconds(moment).is_some(),
            "invalid_moment",
        )
    }
}

impl Moment {
    /// Its seconds since 1970, when it is a moment.
    pub fn seconds(&self) -> Option<i64> {
        moment_seconds(self)
    }
}

impl Checked for Phone {
    fn problem(&self) -> Option<&'static str> {
        problem(
            self.trim(),
            |phone| tel_uri(phone).is_some(),
            "invalid_phone",
        )
    }
}

impl Checked for Email {
    fn problem(&self) -> Option<&'static str> {
        problem(self, is_email, "invalid_email")
    }
}

impl Checked for Pdf {
    fn problem(&self) -> Option<&'static str> {
        problem(self, |file| is_site_file(file, &["pdf"]), "invalid_file")
    }
}

impl Checked for Photo {
    fn problem(&self) -> Option<&'static str> {
        let extensions = ["jpg", "jpeg", "png", "webp", "svg"];
        problem(self, |file| is_site_file(file, &extensions), "invalid_file")
    }
}

impl Checked for HttpsLink {
    fn problem(&self) -> Option<&'static str> {
        problem(self, is_https, "invalid_link")
    }
}

impl Checked for Link {
    fn problem(&self) -> Option<&'static str> {
        problem(
            self,
            |link| is_https(link) || is_site_path(link),
            "invalid_link",
        )
    }
}

fn is_https(link: &str) -> bool {
    link.len() <= ADDRESS_MAX
        && link.strip_prefix("https://").is_some_and(|rest| {
            let host = rest.split(['/', '?', '#']).next().unwrap_or("");
            host.contains('.') && !rest.chars().any(|c| c.is_whitespace() || c.is_control())
        })
}

/// Whether `email` is an e-mail address: one `@` between a name and a domain with a dot, no
/// spaces.
pub fn is_email(email: &str) -> bool {
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

/// Whether `link` is the path of a page or file of the site (`/…`): `/` and then no spaces,
/// no `..`, no `//`.
pub(crate) fn is_site_path(link: &str) -> bool {
    link.len() <= ADDRESS_MAX
        && link.starts_with('/')
        && !link.starts_with("//")
        && !link.contains("..")
        && !link
            .chars()
            .any(|c| c.is_whitespace() || c.is_control() || c == '\\')
}

/// Whether `file` is a file of the site, in one of its folders, with one of `extensions`.
fn is_site_file(file: &str, extensions: &[&str]) -> bool {
    let folder_ok = FILE_FOLDERS.iter().any(|folder| file.starts_with(folder));
    let extension = file.rsplit_once('.').map_or("", |(_, ext)| ext);
    let extension_ok = extensions.iter().any(|e| extension.eq_ignore_ascii_case(e));
    folder_ok && extension_ok && is_site_path(file) && !file.contains(['?', '#'])
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
            assert_eq!(Pdf::from(good).problem(), None, "{good}");
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
            assert_eq!(Pdf::from(bad).problem(), Some("invalid_file"), "{bad}");
        }
        assert_eq!(Photo::from("/images/a.webp").problem(), None);
        assert_eq!(Photo::from("/images/a.pdf").problem(), Some("invalid_file"));
    }

    #[test]
    fn links_are_https_or_site_paths() {
        let failed: Vec<&str> = [
            ("a", "https://mptenders.gov.in/"),
            ("b", "/tender"),
            ("c", "http://x.in"),
            ("d", "javascript:alert(1)"),
            ("e", "//evil.example/"),
        ]
        .into_iter()
        .filter(|(_, link)| Link::from(*link).problem().is_some())
        .map(|(name, _)| name)
        .chain(HttpsLink::from("/tender").problem().map(|_| "f"))
        .collect();
        assert_eq!(failed, ["c", "d", "e", "f"]);
    }

    #[test]
    fn e_mails() {
        assert_eq!(Email::from("info@smc.example").problem(), None);
        assert_eq!(Email::from("info@smc").problem(), Some("invalid_email"));
        assert_eq!(
            Email::from("a b@smc.example").problem(),
            Some("invalid_email")
        );
    }

    #[test]
    fn an_empty_value_is_required() {
        assert_eq!(Day::default().problem(), Some("required"));
        assert_eq!(Moment::default().problem(), Some("required"));
        assert_eq!(Phone::from("  ").problem(), Some("required"));
        assert_eq!(Pdf::default().problem(), Some("required"));
        assert_eq!(Link::default().problem(), Some("required"));
    }

    #[test]
    fn any_text_reads_and_is_written_back_as_it_was() {
        let day: Day = serde_json::from_str("\"20 May\"").unwrap();
        assert_eq!(day.problem(), Some("invalid_date"));
        assert_eq!(serde_json::to_string(&day).unwrap(), "\"20 May\"");
    }
}
