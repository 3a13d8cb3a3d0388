//! Validation rules shared by the browser and the server, so the two never disagree.
//!
//! A rule answers with the codes of what is wrong (`too_short`, …), empty when the value is
//! fine; the interface turns codes into messages in the visitor's language. Rules over several
//! fields answer [`Problems`]: each field with something wrong, and its codes.

mod account;
mod date;
mod feedback;
mod image;
mod moment;
mod page_feedback;
mod pdf;
pub(crate) mod text;
mod title;

pub use crate::model::events::IMAGES_MAX;
pub use account::{PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, password_problems, username_problems};
pub use date::{calendar_day, is_calendar_date};
pub use feedback::{
    FeedbackDraft, MESSAGE_MAX, MESSAGE_MIN, REOPEN_REASON_MAX, REPLY_MAX, SENDER_NAME_MAX,
    feedback_problems, reopen_problems, reply_problems, ward_number,
};
pub use image::{
    IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, IMAGE_SNIFF_BYTES, ImageInfo, ImageKind, image_info,
    image_problems,
};
pub use moment::{moment_seconds, moment_text};
pub use page_feedback::{PAGE_COMMENT_MAX, is_prompted_page, page_feedback_problems};
pub use pdf::{
    NOT_PDF_CONTENT, NOT_PDF_NAME, PDF_MAX_BYTES, PDF_SNIFF_BYTES, PDF_TOO_COMPLEX, pdf_content_ok,
    pdf_name_ok, pdf_problems,
};
pub use text::clean_text;
pub use title::{title_key, title_keys};

/// The fields of a form that have something wrong, in form order, each with its codes.
pub type Problems = Vec<(&'static str, Vec<&'static str>)>;

/// What is wrong with a login attempt before it is sent: the username's and the password's
/// problems (no account can have a password the rules refuse).
pub fn login_problems(username: &str, password: &str) -> Problems {
    [
        ("username", username_problems(username)),
        ("password", password_problems(password)),
    ]
    .into_iter()
    .filter(|(_, codes)| !codes.is_empty())
    .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_login_lists_each_field_with_problems() {
        assert!(login_problems("admin", "a long passphrase").is_empty());
        assert_eq!(
            login_problems("", "short"),
            vec![
                ("username", vec!["required"]),
                ("password", vec!["too_short"])
            ]
        );
        assert_eq!(
            login_problems("admin", ""),
            vec![("password", vec!["required"])]
        );
    }
}
