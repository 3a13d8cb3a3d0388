//! The feedback form: what a citizen sends (a category, a message, and optionally the ward, the
//! page it is about, a name, a phone number and an e-mail address; none of those asked for).

use super::Problems;
use super::text::text_problems;
use crate::feedback::CATEGORIES;
use crate::model::values::{is_email, is_site_path};
use crate::phone::tel_uri;

/// Fewest characters of a message: enough to say what is wrong and where.
pub const MESSAGE_MIN: usize = 10;
/// Most characters of a message.
pub const MESSAGE_MAX: usize = 2000;
/// Most characters of a name.
pub const SENDER_NAME_MAX: usize = 100;
/// Most characters of the staff's reply.
pub const REPLY_MAX: usize = 2000;
/// The highest ward number the form takes (the server checks that the ward exists).
const WARD_MAX: u32 = 999;

/// A message as typed in the form; an empty optional field means none.
#[derive(Debug, Clone, Copy, Default)]
pub struct FeedbackDraft<'a> {
    /// One of [`CATEGORIES`].
    pub category: &'a str,
    /// What the citizen says.
    pub message: &'a str,
    /// The ward's number, or empty.
    pub ward: &'a str,
    /// The page of the site it is about (`/contact`), or empty.
    pub page: &'a str,
    /// The sender's name, or empty.
    pub name: &'a str,
    /// A phone number to call back, or empty.
    pub phone: &'a str,
    /// An e-mail address to answer to, or empty.
    pub email: &'a str,
}

/// The ward number of `text`, if it is one (`"12"`, not `"012"`, `"0"` or `"12a"`).
pub fn ward_number(text: &str) -> Option<u32> {
    let text = text.trim();
    if text.starts_with('0') {
        return None;
    }
    text.parse::<u32>()
        .ok()
        .filter(|ward| (1..=WARD_MAX).contains(ward))
}

/// What is wrong with a message, by field: `category` (`invalid`), `message` (`required`,
/// `too_short`, `too_long`, `control_characters`), `ward` (`invalid`), `page` (`invalid`),
/// `name` (`too_long`, `control_characters`), `phone` (`invalid_phone`), `email`
/// (`invalid_email`).
///
/// ```
/// use wasm_core::validate::{FeedbackDraft, feedback_problems};
///
/// let draft = FeedbackDraft {
///     category: "water",
///     message: "No water in ward 7 since Monday.",
///     ward: "7",
///     page: "",
///     name: "",
///     phone: "98",
///     email: "",
/// };
/// assert_eq!(feedback_problems(&draft), [("phone", vec!["invalid_phone"])]);
/// ```
pub fn feedback_problems(draft: &FeedbackDraft) -> Problems {
    let category = if CATEGORIES.contains(&draft.category) {
        vec![]
    } else {
        vec!["invalid"]
    };
    let mut message = text_problems(draft.message, MESSAGE_MAX, true);
    if message.is_empty() && draft.message.trim().chars().count() < MESSAGE_MIN {
        message.push("too_short");
    }
    let optional = |text: &str, problems: fn(&str) -> Vec<&'static str>| {
        if text.trim().is_empty() {
            vec![]
        } else {
            problems(text.trim())
        }
    };
    [
        ("category", category),
        ("message", message),
        (
            "ward",
            optional(draft.ward, |ward| match ward_number(ward) {
                Some(_) => vec![],
                None => vec!["invalid"],
            }),
        ),
        (
            "page",
            optional(draft.page, |page| {
                if is_site_path(page) {
                    vec![]
                } else {
                    vec!["invalid"]
                }
            }),
        ),
        (
            "name",
            optional(draft.name, |name| {
                text_problems(name, SENDER_NAME_MAX, false)
            }),
        ),
        (
            "phone",
            optional(draft.phone, |phone| match tel_uri(phone) {
                Some(_) => vec![],
                None => vec!["invalid_phone"],
            }),
        ),
        (
            "email",
            optional(draft.email, |email| {
                if is_email(email) {
                    vec![]
                } else {
                    vec!["invalid_email"]
                }
            }),
        ),
    ]
    .into_iter()
    .filter(|(_, codes)| !codes.is_empty())
    .collect()
}

/// What is wrong with the staff's reply: `required`, `too_long`, `control_characters`.
pub fn reply_problems(reply: &str) -> Vec<&'static str> {
    text_problems(reply, REPLY_MAX, true)
}

/// Most characters of a citizen's reason to reopen their message.
pub const REOPEN_REASON_MAX: usize = 1000;

/// What is wrong with a citizen's reason to reopen their resolved message (`required`,
/// `too_long`, `control_characters`).
pub fn reopen_problems(reason: &str) -> Vec<&'static str> {
    text_problems(reason, REOPEN_REASON_MAX, true)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft() -> FeedbackDraft<'static> {
        FeedbackDraft {
            category: "sanitation",
            message: "Garbage has not been collected in our lane for a week.",
            ..FeedbackDraft::default()
        }
    }

    #[test]
    fn a_category_and_a_message_are_enough() {
        assert!(feedback_problems(&draft()).is_empty());
        let hindi = FeedbackDraft {
            message: "हमारी गली में एक सप्ताह से कचरा नहीं उठाया गया है।",
            ..draft()
        };
        assert!(feedback_problems(&hindi).is_empty());
    }

    #[test]
    fn every_optional_field_is_checked_only_when_given() {
        let full = FeedbackDraft {
            ward: "12",
            page: "/smc-officer",
            name: "Sunita Verma",
            phone: "98765 43210",
            email: "sunita@example.in",
            ..draft()
        };
        assert!(feedback_problems(&full).is_empty());
        let wrong = FeedbackDraft {
            category: "parking",
            ward: "012",
            page: "https://elsewhere.example",
            name: "Sunita\u{202E}",
            phone: "12345",
            email: "sunita.example.in",
            ..draft()
        };
        assert_eq!(
            feedback_problems(&wrong),
            vec![
                ("category", vec!["invalid"]),
                ("ward", vec!["invalid"]),
                ("page", vec!["invalid"]),
                ("name", vec!["control_characters"]),
                ("phone", vec!["invalid_phone"]),
                ("email", vec!["invalid_email"]),
            ]
        );
    }

    #[test]
    fn a_message_says_enough_and_not_too_much() {
        let problems = |message| feedback_problems(&FeedbackDraft { message, ..draft() });
        assert_eq!(problems("  "), vec![("message", vec!["required"])]);
        assert_eq!(problems("No water"), vec![("message", vec!["too_short"])]);
        assert!(problems("पानी नहीं आ रहा").is_empty());
        let long = "क".repeat(MESSAGE_MAX + 1);
        assert_eq!(problems(&long), vec![("message", vec!["too_long"])]);
        assert!(problems("Line one of the message\nline two").is_empty());
    }

    #[test]
    fn ward_numbers_are_plain_numbers() {
        assert_eq!(ward_number("7"), Some(7));
        assert_eq!(ward_number(" 45 "), Some(45));
        for text in ["0", "07", "-3", "4.5", "ward 4", "1000", ""] {
            assert_eq!(ward_number(text), None, "{text}");
        }
    }

    #[test]
    fn a_reply_is_text_of_its_own_limit() {
        assert!(reply_problems("Forwarded to the Sanitation department.").is_empty());
        assert_eq!(reply_problems(""), ["required"]);
        assert_eq!(reply_problems(&"a".repeat(REPLY_MAX + 1)), ["too_long"]);
    }
}
