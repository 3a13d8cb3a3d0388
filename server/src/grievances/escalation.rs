//! Escalation: every [`LOOK_EVERY`], each message waiting past its due moment that has not been
//! escalated goes to the account its category names (when that account is active): it is
//! assigned to it, the audit log says so (by the website itself), and the account is told by
//! mail when it has an address, all in one write. A message is escalated once; an admin who
//! names no account for a category leaves its overdue messages where they are, listed as
//! overdue in the inbox.

use std::time::Duration;

use wasm_core::feedback::Escalation;
use wasm_core::lang::Lang;
use wasm_core::workflow::Action;

use crate::catalogs::text;
use crate::clock::{Clock, rfc3339_at};
use crate::store::audit::AuditEntry;
use crate::store::feedback::FeedbackRecord;
use crate::store::outbox::Letter;
use crate::store::{Store, StoreError};

/// How often overdue messages are looked for.
const LOOK_EVERY: Duration = Duration::from_mins(1);

/// The letter telling `email` that `record`, due at `due`, is now theirs, in both languages.
fn letter(email: &str, record: &FeedbackRecord, due: i64, origin: &str) -> Letter {
    let part = |lang: Lang| {
        let category = text(
            lang,
            &format!("feedback.categoryName.{}", record.category),
            &[],
        );
        let day = wasm_core::dates::long_day(&wasm_core::dates::day_in_india(due), lang)
            .unwrap_or_default();
        let link = format!("{origin}/admin/feedback?lang={}&due=overdue", lang.code());
        let args = [
            ("trackingId", record.tracking_id.as_str()),
            ("category", category.as_str()),
            ("date", day.as_str()),
            ("link", link.as_str()),
        ];
        (
            text(lang, "mail.escalation.subject", &args),
            text(lang, "mail.escalation.text", &args),
        )
    };
    let ((en_subject, en), (hi_subject, hi)) = (part(Lang::En), part(Lang::Hi));
    Letter {
        to: email.to_owned(),
        lang: "en, hi".into(),
        subject: format!("{en_subject} / {hi_subject}"),
        text: format!("{en}\n\n-- \n\n{hi}\n"),
        unsubscribe: None,
        about: "escalation".into(),
    }
}

/// Escalates every message overdue at `now` (seconds since 1970) that was not; how many.
pub fn escalate(store: &Store, now: u64, origin: Option<&str>) -> Result<usize, StoreError> {
    let moment = i64::try_from(now).unwrap_or(i64::MAX);
    let overdue: Vec<FeedbackRecord> = store
        .all_feedback()?
        .into_iter()
        .filter(|record| record.escalated.is_none() && record.waiting_at(moment).1)
        .collect();
    if overdue.is_empty() {
        return Ok(0);
    }
    store.change(|change| {
        let categories = change.feedback_categories()?;
        let mut escalated = 0;
        for mut record in overdue {
            let Some(to) = categories
                .iter()
                .find(|settings| settings.category == record.category)
                .and_then(|settings| settings.escalate_to.clone())
            else {
                continue;
            };
            let Some(account) = change.user(&to)?.filter(|user| !user.disabled) else {
                continue;
            };
            let at = rfc3339_at(now);
            record.escalated = Some(Escalation {
                to: to.clone(),
                at: at.clone(),
            });
            record.assignee = Some(to.clone());
            change.put_feedback(&record)?;
            let mut entry = AuditEntry::new(&at, "", Action::FeedbackEscalate)
                .on("feedback", &record.tracking_id);
            entry.detail = Some(format!("to {to}"));
            change.append_audit(&entry)?;
            if let (Some(email), Some(origin), Some(due)) =
                (account.email.as_deref(), origin, record.answer_due())
            {
                change.queue_mail(letter(email, &record, due, origin), now)?;
            }
            escalated += 1;
        }
        Ok(escalated)
    })
}

/// Escalates overdue messages every [`LOOK_EVERY`] for as long as the server runs; `then` after
/// some were (letters may wait to be sent).
pub fn start(store: Store, clock: Clock, origin: Option<String>, then: impl Fn() + Send + 'static) {
    tokio::spawn(async move {
        loop {
            let (store, origin, now) = (store.clone(), origin.clone(), clock.now());
            let done =
                tokio::task::spawn_blocking(move || escalate(&store, now, origin.as_deref())).await;
            match done {
                Ok(Ok(0)) => {}
                Ok(Ok(escalated)) => {
                    tracing::warn!(escalated, "overdue messages escalated");
                    then();
                }
                Ok(Err(error)) => tracing::error!(%error, "cannot escalate overdue messages"),
                Err(error) => tracing::error!(%error, "the escalation failed"),
            }
            tokio::time::sleep(LOOK_EVERY).await;
        }
    });
}
