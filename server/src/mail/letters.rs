//! What the site's letters say, in their reader's language, from the catalogs of
//! `content/i18n/` (keys `mail.*`): to a citizen who gave an address with their message, that
//! it was received, each step of its answer and the reply; and the test letter of
//! `server mail-test`.

use wasm_core::dates::{day_in_india, long_day};
use wasm_core::feedback::FeedbackStatus;
use wasm_core::lang::Lang;

use crate::catalogs::text;
use crate::store::feedback::FeedbackRecord;
use crate::store::outbox::Letter;

/// The language a citizen's message was sent in (English when it was not recorded).
fn lang_of(record: &FeedbackRecord) -> Lang {
    record
        .lang
        .as_deref()
        .and_then(Lang::from_tag)
        .unwrap_or(Lang::DEFAULT)
}

/// The address of the page that says where the message stands, in its language.
fn status_link(origin: &str, lang: Lang, tracking_id: &str) -> String {
    format!(
        "{origin}/feedback/status?lang={}&id={tracking_id}",
        lang.code()
    )
}

/// A letter to the citizen who sent `record`, with `paragraphs` and the status link and the
/// footer after them; `None` when they gave no address.
fn to_citizen(
    record: &FeedbackRecord,
    origin: &str,
    subject: String,
    paragraphs: &[String],
) -> Option<Letter> {
    let to = record.email.clone()?;
    let lang = lang_of(record);
    let link = status_link(origin, lang, &record.tracking_id);
    let mut body = paragraphs.join("\n\n");
    body.push_str("\n\n");
    body.push_str(&text(lang, "mail.feedback.link", &[("link", &link)]));
    body.push_str("\n\n-- \n");
    let form = format!("{origin}/feedback?lang={}", lang.code());
    body.push_str(&text(lang, "mail.feedback.footer", &[("link", &form)]));
    body.push('\n');
    Some(Letter {
        to,
        lang: lang.code().to_owned(),
        subject,
        text: body,
        unsubscribe: None,
        about: "feedback".into(),
    })
}

/// The names the texts fill in: the message's tracking number and its category's name.
fn names(record: &FeedbackRecord, lang: Lang) -> (String, String) {
    let category = text(
        lang,
        &format!("feedback.categoryName.{}", record.category),
        &[],
    );
    (record.tracking_id.clone(), category)
}

/// "Your message has been received", with its tracking number and the day its answer is due
/// (its category's time to answer); `None` without an address.
pub fn feedback_received(record: &FeedbackRecord, origin: &str) -> Option<Letter> {
    let lang = lang_of(record);
    let (id, category) = names(record, lang);
    let due = record.answer_due().map(day_in_india).unwrap_or_default();
    let day = long_day(&due, lang).unwrap_or(due);
    let args = [
        ("trackingId", id.as_str()),
        ("category", category.as_str()),
        ("day", day.as_str()),
    ];
    to_citizen(
        record,
        origin,
        text(lang, "mail.feedback.received.subject", &args),
        &[text(lang, "mail.feedback.received.text", &args)],
    )
}

/// What changed in an answer: the new status, the new reply, or both; `None` without an
/// address or when neither changed (an assignment alone is not the citizen's news).
pub fn feedback_answered(
    record: &FeedbackRecord,
    origin: &str,
    new_status: Option<FeedbackStatus>,
    replied: bool,
) -> Option<Letter> {
    let lang = lang_of(record);
    let (id, category) = names(record, lang);
    let status = new_status.map(|status| {
        text(
            lang,
            &format!("feedback.status.step.{}", status.name()),
            &[],
        )
    });
    let reply = record.reply.as_ref().filter(|_| replied);
    let mut paragraphs = Vec::new();
    let mut args = vec![("trackingId", id.as_str()), ("category", category.as_str())];
    if let Some(status) = &status {
        args.push(("status", status.as_str()));
        paragraphs.push(text(lang, "mail.feedback.update.text", &args));
    }
    if let Some(reply) = reply {
        args.push(("reply", reply.text.as_str()));
        paragraphs.push(text(lang, "mail.feedback.reply.text", &args));
    }
    let subject = match (&status, reply) {
        (Some(_), _) => text(lang, "mail.feedback.update.subject", &args),
        (None, Some(_)) => text(lang, "mail.feedback.reply.subject", &args),
        (None, None) => return None,
    };
    to_citizen(record, origin, subject, &paragraphs)
}

/// The letter `server mail-test` sends to `to`, in both languages.
pub fn test_letter(to: &str) -> Letter {
    let both = |key: &str| {
        format!(
            "{}\n\n{}",
            text(Lang::En, key, &[]),
            text(Lang::Hi, key, &[])
        )
    };
    Letter {
        to: to.to_owned(),
        lang: "en, hi".into(),
        subject: format!(
            "{} / {}",
            text(Lang::En, "mail.test.subject", &[]),
            text(Lang::Hi, "mail.test.subject", &[])
        ),
        text: both("mail.test.text") + "\n",
        unsubscribe: None,
        about: "test".into(),
    }
}

#[cfg(test)]
mod tests {
    use wasm_core::feedback::FeedbackReply;

    use super::*;

    fn record(lang: Option<&str>, email: Option<&str>) -> FeedbackRecord {
        FeedbackRecord {
            ward: Some(4),
            email: email.map(str::to_owned),
            lang: lang.map(str::to_owned),
            ..FeedbackRecord::received(
                "SMC-7K3M-Q9TX",
                "water",
                "No water since Monday.",
                "2026-11-29T05:00:00Z",
            )
        }
    }

    const ORIGIN: &str = "https://smc.example.in";

    #[test]
    fn the_receipt_is_in_the_citizen_s_language_with_the_number_and_the_status_link() {
        let hi = feedback_received(&record(Some("hi"), Some("a@example.in")), ORIGIN).unwrap();
        assert_eq!(hi.lang, "hi");
        assert!(
            hi.subject.contains("SMC-7K3M-Q9TX") && hi.subject.contains("प्राप्त"),
            "{}",
            hi.subject
        );
        assert!(hi.text.contains("जल आपूर्ति"), "{}", hi.text);
        assert!(
            hi.text
                .contains("https://smc.example.in/feedback/status?lang=hi&id=SMC-7K3M-Q9TX"),
            "{}",
            hi.text
        );
        let en = feedback_received(&record(None, Some("a@example.in")), ORIGIN).unwrap();
        assert_eq!(en.lang, "en", "English when the language was not recorded");
        assert!(
            en.text.contains("Water supply") && en.text.contains("by 6 December 2026"),
            "{}",
            en.text
        );
        assert!(
            feedback_received(&record(Some("hi"), None), ORIGIN).is_none(),
            "no address"
        );
    }

    #[test]
    fn the_receipt_says_the_day_the_answer_is_due_by_its_category() {
        let water = FeedbackRecord {
            answer_by: Some("2026-12-01T05:00:00Z".to_owned()),
            ..record(Some("en"), Some("a@example.in"))
        };
        let letter = feedback_received(&water, ORIGIN).unwrap();
        assert!(
            letter.text.contains("by 1 December 2026."),
            "{}",
            letter.text
        );
        let hi = FeedbackRecord {
            lang: Some("hi".to_owned()),
            ..water
        };
        let letter = feedback_received(&hi, ORIGIN).unwrap();
        assert!(letter.text.contains("1 दिसंबर 2026 तक"), "{}", letter.text);
    }

    #[test]
    fn an_answer_says_the_new_status_and_the_reply() {
        let mut message = record(Some("en"), Some("a@example.in"));
        message.reply = Some(FeedbackReply {
            text: "The pipe in ward 4 is mended.".into(),
            at: "2026-11-30T05:00:00Z".into(),
        });
        let both =
            feedback_answered(&message, ORIGIN, Some(FeedbackStatus::Resolved), true).unwrap();
        assert!(both.subject.contains("Resolved"), "{}", both.subject);
        assert!(
            both.text.contains("Resolved") && both.text.contains("pipe in ward 4"),
            "{}",
            both.text
        );
        let reply = feedback_answered(&message, ORIGIN, None, true).unwrap();
        assert!(reply.subject.starts_with("Reply"), "{}", reply.subject);
        let status =
            feedback_answered(&message, ORIGIN, Some(FeedbackStatus::Forwarded), false).unwrap();
        assert!(
            !status.text.contains("pipe"),
            "the reply was not new: {}",
            status.text
        );
        assert!(feedback_answered(&message, ORIGIN, None, false).is_none());
    }

    #[test]
    fn the_test_letter_is_in_both_languages() {
        let letter = test_letter("it@example.in");
        assert!(letter.subject.contains(" / "));
        assert!(letter.text.contains("mail server") && letter.text.contains("मेल सर्वर"));
    }
}
