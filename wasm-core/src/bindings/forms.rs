//! The validation rules of the forms (the admin area's, and the citizens' feedback form), in a
//! wasm module of its own: only the pages with those forms load it. The server runs the same
//! rules natively.

use wasm_bindgen::prelude::*;

use crate::validate;

/// Problems of several fields as a flat list of pairs: field, code, field, code, …
fn flat_problems(problems: validate::Problems) -> Vec<String> {
    problems
        .into_iter()
        .flat_map(|(field, codes)| {
            codes
                .into_iter()
                .flat_map(move |code| [field.to_owned(), code.to_owned()])
        })
        .collect()
}

fn owned(codes: Vec<&'static str>) -> Vec<String> {
    codes.into_iter().map(str::to_owned).collect()
}

/// The limits of the forms, in this order: title, description and place characters, images
/// per event, image bytes, image pixels, PDF bytes, password fewest and most characters,
/// username characters, how many leading bytes of an image and of a PDF the checks read, and
/// a citizen's message's fewest and most characters, a sender's name's and a reply's most, and
/// a comment on a page's most.
#[wasm_bindgen(js_name = validationLimits)]
pub fn validation_limits() -> Vec<u32> {
    let limits = [
        validate::TITLE_MAX as u64,
        validate::DESCRIPTION_MAX as u64,
        validate::LOCATION_MAX as u64,
        validate::IMAGES_MAX as u64,
        validate::IMAGE_MAX_BYTES,
        validate::IMAGE_MAX_PIXELS,
        validate::PDF_MAX_BYTES,
        validate::PASSWORD_MIN as u64,
        validate::PASSWORD_MAX as u64,
        validate::USERNAME_MAX as u64,
        validate::IMAGE_SNIFF_BYTES as u64,
        validate::PDF_SNIFF_BYTES as u64,
        validate::MESSAGE_MIN as u64,
        validate::MESSAGE_MAX as u64,
        validate::SENDER_NAME_MAX as u64,
        validate::REPLY_MAX as u64,
    ];
    limits
        .into_iter()
        .map(|limit| u32::try_from(limit).unwrap_or(u32::MAX))
        .collect()
}

/// The page to go to after signing in, from the login page's `next` parameter
/// (`next_page::after_login`).
#[wasm_bindgen(js_name = pageAfterLogin)]
pub fn page_after_login(next: Option<String>) -> String {
    crate::next_page::after_login(next.as_deref())
}

/// What is wrong with a login attempt, as field/code pairs (`username`, `password`).
#[wasm_bindgen(js_name = loginProblems)]
pub fn login_problems(username: &str, password: &str) -> Vec<String> {
    flat_problems(validate::login_problems(username, password))
}

/// What is wrong with an event, as field/code pairs. `texts` holds, in order: title en, title
/// hi, description en, description hi, date, category, place en, place hi; `image_count` is how
/// many images it would have after the save.
#[wasm_bindgen(js_name = eventProblems)]
pub fn event_problems(texts: Vec<String>, image_count: u32) -> Vec<String> {
    let text = |i: usize| texts.get(i).map_or("", String::as_str);
    flat_problems(validate::event_problems(&validate::EventDraft {
        title_en: text(0),
        title_hi: text(1),
        description_en: text(2),
        description_hi: text(3),
        date: text(4),
        category: text(5),
        location_en: text(6),
        location_hi: text(7),
        image_count: image_count as usize,
    }))
}

/// What is wrong with a citizen's message, as field/code pairs. `texts` holds, in order:
/// category, message, ward, page, name, phone, e-mail (empty: none).
#[wasm_bindgen(js_name = feedbackProblems)]
pub fn feedback_problems(texts: Vec<String>) -> Vec<String> {
    let text = |i: usize| texts.get(i).map_or("", String::as_str);
    flat_problems(validate::feedback_problems(&validate::FeedbackDraft {
        category: text(0),
        message: text(1),
        ward: text(2),
        page: text(3),
        name: text(4),
        phone: text(5),
        email: text(6),
    }))
}

/// What is wrong with a staff reply to a citizen's message.
#[wasm_bindgen(js_name = replyProblems)]
pub fn reply_problems(reply: &str) -> Vec<String> {
    owned(validate::reply_problems(reply))
}

/// The feedback form's categories, in its order.
#[wasm_bindgen(js_name = feedbackCategories)]
pub fn feedback_categories() -> Vec<String> {
    crate::feedback::CATEGORIES.map(str::to_owned).to_vec()
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

/// What is wrong with an image of `size` bytes whose first bytes are `head`.
#[wasm_bindgen(js_name = imageProblems)]
pub fn image_problems(head: &[u8], size: f64) -> Vec<String> {
    owned(validate::image_problems(head, byte_count(size)))
}

/// What is wrong with a file chosen as a PDF circular.
#[wasm_bindgen(js_name = pdfProblems)]
pub fn pdf_problems(name: &str, head: &[u8], size: f64) -> Vec<String> {
    owned(validate::pdf_problems(name, head, byte_count(size)))
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
