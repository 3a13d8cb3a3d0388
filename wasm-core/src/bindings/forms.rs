//! The validation rules of the forms (the admin area's, and the citizens' feedback form), in a
//! wasm module of its own: only the pages with those forms load it. The server runs the same
//! rules natively. Drafts come in, and problems and limits go out, as records of the one text
//! format (`format`), field by name.

use wasm_bindgen::prelude::*;

use super::format::{self, Writer};
use crate::{content, validate};

/// Problems as a record: each field named once per problem, with the problem's code
/// (`"title.en\u{1f}required\u{1f}date\u{1f}invalid"`); a field of a draft that the rules do
/// not know comes back with the code `unknown_field`.
fn problems_record(problems: validate::Problems, unknown: &[&str]) -> String {
    let mut out = Writer::default();
    for (field, codes) in problems {
        for code in codes {
            out.field(field, code);
        }
    }
    for field in unknown {
        out.field(field, "unknown_field");
    }
    out.finish()
}

/// Codes as a list.
fn codes_list(codes: &[&str]) -> String {
    let mut out = Writer::default();
    for code in codes {
        out.value(code);
    }
    out.finish()
}

/// The values of `names` in the record `draft` (empty when left out), and the names it has
/// that are not among them.
fn named<'a, const N: usize>(draft: &'a str, names: [&str; N]) -> ([&'a str; N], Vec<&'a str>) {
    let mut values = [""; N];
    let mut unknown = Vec::new();
    for (name, value) in format::fields(draft) {
        match names.iter().position(|known| *known == name) {
            Some(i) => values[i] = value,
            None => unknown.push(name),
        }
    }
    (values, unknown)
}

/// The limits of the forms, as a record of whole numbers: `titleMax`, `descriptionMax` and
/// `locationMax` (characters of an event's texts: the content's short and long texts),
/// `imagesMax` (images per event),
/// `imageMaxBytes`, `imageMaxPixels`, `pdfMaxBytes`, `passwordMin`, `passwordMax`,
/// `usernameMax`, `imageSniffBytes` and `pdfSniffBytes` (how many leading bytes of a file the
/// checks read), `messageMin` and `messageMax` (a citizen's message), `senderNameMax`,
/// `replyMax`, `reopenReasonMax` (a citizen's reason to reopen their message) and
/// `answerDaysMax` (most days an admin may give a category to answer in).
#[wasm_bindgen(js_name = validationLimits)]
pub fn validation_limits() -> String {
    let limits = [
        ("titleMax", content::SHORT_TEXT_MAX as u64),
        ("descriptionMax", content::LONG_TEXT_MAX as u64),
        ("locationMax", content::SHORT_TEXT_MAX as u64),
        ("imagesMax", validate::IMAGES_MAX as u64),
        ("imageMaxBytes", validate::IMAGE_MAX_BYTES),
        ("imageMaxPixels", validate::IMAGE_MAX_PIXELS),
        ("pdfMaxBytes", validate::PDF_MAX_BYTES),
        ("passwordMin", validate::PASSWORD_MIN as u64),
        ("passwordMax", validate::PASSWORD_MAX as u64),
        ("usernameMax", validate::USERNAME_MAX as u64),
        ("imageSniffBytes", validate::IMAGE_SNIFF_BYTES as u64),
        ("pdfSniffBytes", validate::PDF_SNIFF_BYTES as u64),
        ("messageMin", validate::MESSAGE_MIN as u64),
        ("messageMax", validate::MESSAGE_MAX as u64),
        ("senderNameMax", validate::SENDER_NAME_MAX as u64),
        ("replyMax", validate::REPLY_MAX as u64),
        ("reopenReasonMax", validate::REOPEN_REASON_MAX as u64),
        ("answerDaysMax", u64::from(crate::feedback::ANSWER_DAYS_MAX)),
    ];
    let mut out = Writer::default();
    for (name, limit) in limits {
        out.number(name, limit);
    }
    out.finish()
}

/// The page to go to after signing in, from the login page's `next` parameter
/// (`next_page::after_login`).
#[wasm_bindgen(js_name = pageAfterLogin)]
pub fn page_after_login(next: Option<String>) -> String {
    crate::next_page::after_login(next.as_deref())
}

/// What is wrong with a login attempt, as a record of problems (fields `username`,
/// `password`).
#[wasm_bindgen(js_name = loginProblems)]
pub fn login_problems(username: &str, password: &str) -> String {
    problems_record(validate::login_problems(username, password), &[])
}

/// What is wrong with a citizen's message, as a record of problems. `draft` is a record with
/// the fields `category`, `message`, `ward`, `page`, `name`, `phone` and `email` (left out or
/// empty: none).
#[wasm_bindgen(js_name = feedbackProblems)]
pub fn feedback_problems(draft: &str) -> String {
    let ([category, message, ward, page, name, phone, email], unknown) = named(
        draft,
        [
            "category", "message", "ward", "page", "name", "phone", "email",
        ],
    );
    let problems = validate::feedback_problems(&validate::FeedbackDraft {
        category,
        message,
        ward,
        page,
        name,
        phone,
        email,
    });
    problems_record(problems, &unknown)
}

/// What is wrong with a staff reply to a citizen's message: a list of codes.
#[wasm_bindgen(js_name = replyProblems)]
pub fn reply_problems(reply: &str) -> String {
    codes_list(&validate::reply_problems(reply))
}

/// What is wrong with a citizen's reason to reopen their resolved message: a list of codes.
#[wasm_bindgen(js_name = reopenProblems)]
pub fn reopen_problems(reason: &str) -> String {
    codes_list(&validate::reopen_problems(reason))
}

/// The feedback form's categories, in its order: a list.
#[wasm_bindgen(js_name = feedbackCategories)]
pub fn feedback_categories() -> String {
    codes_list(&crate::feedback::CATEGORIES)
}

/// A tracking number as a citizen typed it, written the way it was given; `undefined` when
/// it cannot be one.
#[wasm_bindgen(js_name = normalizeTrackingId)]
pub fn normalize_tracking_id(typed: &str) -> Option<String> {
    crate::feedback::normalize_tracking_id(typed)
}

/// The form of an event title that must be unique (trimmed, lower case, single spaces).
#[wasm_bindgen(js_name = titleKey)]
pub fn title_key(title: &str) -> String {
    validate::title_key(title)
}

/// What is wrong with an image of `size` bytes whose first bytes are `head`: a list of codes.
#[wasm_bindgen(js_name = imageProblems)]
pub fn image_problems(head: &[u8], size: f64) -> String {
    codes_list(&validate::image_problems(head, byte_count(size)))
}

/// What is wrong with a file chosen as a PDF circular: a list of codes.
#[wasm_bindgen(js_name = pdfProblems)]
pub fn pdf_problems(name: &str, head: &[u8], size: f64) -> String {
    codes_list(&validate::pdf_problems(name, head, byte_count(size)))
}

/// A JavaScript file size (a whole, non-negative double) as bytes.
#[allow(
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    reason = "a file size is a whole number well inside u64; NaN and negatives become 0"
)]
fn byte_count(size: f64) -> u64 {
    size as u64
}
