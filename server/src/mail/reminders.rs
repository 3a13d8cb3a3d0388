//! The owners' daily reminder: once a day, from 09:00 in India, each owner who has a mail
//! address gets one letter listing the items they keep that became due for review since the
//! last reminders (`crate::content::review`). The letters and the day they were made for are
//! saved in one write, so a restart neither skips a day nor sends it twice.

use std::time::Duration;

use wasm_core::dates::{INDIA_OFFSET_SECONDS, day_in_india, long_day};
use wasm_core::lang::Lang;
use wasm_core::model::review::DueItem;

use crate::catalogs::text;
use crate::clock::Clock;
use crate::content::Live;
use crate::content::review::{Owners, due_items};
use crate::store::outbox::Letter;
use crate::store::users::User;
use crate::store::{Store, StoreError};

/// The store's fact that holds the day the last reminders were made for (`YYYYMMDD`).
const REMINDED_DAY: &str = "review_reminders_day";
/// The hour of the day in India from which the day's reminders are sent.
const REMINDER_HOUR: i64 = 9;
/// Most items a letter lists; the rest are on the page it links to.
const LISTED_MAX: usize = 30;
/// How often the task looks at the clock.
const LOOK_EVERY: Duration = Duration::from_mins(1);

/// `YYYY-MM-DD` as the number `YYYYMMDD`.
fn day_number(day: &str) -> u64 {
    day.replace('-', "").parse().unwrap_or(0)
}

/// The letter to `owner` about `items`, in English and in Hindi (staff read both), with the
/// address of the list of what is due at `origin`.
fn letter(owner: &User, email: &str, items: &[&DueItem], origin: Option<&str>) -> Letter {
    let count = items.len().to_string();
    let part = |lang: Lang| {
        let mut lines = vec![text(lang, "mail.review.text", &[]), String::new()];
        for item in items.iter().take(LISTED_MAX) {
            let kind = text(lang, &format!("content.kind.{}", item.kind.name()), &[]);
            let due = long_day(&item.due, lang).unwrap_or_else(|| item.due.clone());
            // A kind of one document (the contact page) is named by its kind alone.
            let key = if item.label.is_empty() {
                "mail.review.itemWhole"
            } else {
                "mail.review.item"
            };
            lines.push(text(
                lang,
                key,
                &[("kind", &kind), ("label", &item.label), ("date", &due)],
            ));
        }
        if items.len() > LISTED_MAX {
            let more = (items.len() - LISTED_MAX).to_string();
            lines.push(text(lang, "mail.review.more", &[("count", &more)]));
        }
        if let Some(origin) = origin {
            let link = format!(
                "{origin}/admin/review?lang={}&owner={}",
                lang.code(),
                owner.username
            );
            lines.push(String::new());
            lines.push(text(lang, "mail.review.link", &[("link", &link)]));
        }
        lines.push(String::new());
        lines.push(text(lang, "mail.review.footer", &[]));
        lines.join("\n")
    };
    Letter {
        to: email.to_owned(),
        lang: "en, hi".into(),
        subject: format!(
            "{} / {}",
            text(Lang::En, "mail.review.subject", &[("count", &count)]),
            text(Lang::Hi, "mail.review.subject", &[("count", &count)])
        ),
        text: format!("{}\n\n-- \n\n{}\n", part(Lang::En), part(Lang::Hi)),
        unsubscribe: None,
        about: "review".into(),
    }
}

/// Makes the reminders of `today` (`YYYY-MM-DD`) if they are not made yet: one letter per owner
/// with an address, of the items that became due after the last reminders' day; how many
/// letters were queued (`None`: made already). While items became due and no owner of them has
/// an address, the day is not marked done, so an address given later that day still gets them.
pub fn remind(
    store: &Store,
    content: &Live,
    today: &str,
    now: u64,
    origin: Option<&str>,
) -> Result<Option<usize>, StoreError> {
    let users = store.users()?;
    let owners = Owners::of(&users);
    let due = due_items(&content.snapshot(), today, &owners);
    store.change(|change| {
        let last = change.fact(REMINDED_DAY)?;
        if last.is_some_and(|last| last >= day_number(today)) {
            return Ok(None);
        }
        let new: Vec<&DueItem> = due
            .iter()
            .filter(|item| last.is_none_or(|last| day_number(&item.due) > last))
            .collect();
        let mut queued = 0;
        for user in &users {
            let Some(email) = user.email.as_deref().filter(|_| !user.disabled) else {
                continue;
            };
            let theirs: Vec<&DueItem> = new
                .iter()
                .copied()
                .filter(|item| item.owner == user.username)
                .collect();
            if !theirs.is_empty() {
                change.queue_mail(letter(user, email, &theirs, origin), now)?;
                queued += 1;
            }
        }
        if queued > 0 || new.is_empty() {
            change.set_fact(REMINDED_DAY, day_number(today))?;
        }
        Ok(Some(queued))
    })
}

/// Sends the reminders each day from [`REMINDER_HOUR`] in India, for as long as the server runs.
pub fn start(
    store: Store,
    content: Live,
    clock: Clock,
    origin: Option<String>,
    then: impl Fn() + Send + 'static,
) {
    tokio::spawn(async move {
        loop {
            let now = clock.moment();
            let hour_in_india = (now + INDIA_OFFSET_SECONDS).rem_euclid(86_400) / 3600;
            if hour_in_india >= REMINDER_HOUR {
                let (store, content, origin) = (store.clone(), content.clone(), origin.clone());
                let today = day_in_india(now);
                let seconds = clock.now();
                let made = tokio::task::spawn_blocking(move || {
                    remind(&store, &content, &today, seconds, origin.as_deref())
                })
                .await;
                match made {
                    Ok(Ok(Some(0) | None)) => {}
                    Ok(Ok(Some(letters))) => {
                        tracing::info!(letters, "review reminders queued");
                        then();
                    }
                    Ok(Err(error)) => tracing::error!(%error, "cannot make the review reminders"),
                    Err(error) => tracing::error!(%error, "the review reminders failed"),
                }
            }
            tokio::time::sleep(LOOK_EVERY).await;
        }
    });
}

#[cfg(test)]
mod tests {
    use wasm_core::model::kinds::Kind;

    use super::*;

    fn due(kind: Kind, label: &str) -> DueItem {
        DueItem {
            kind,
            id: "one".into(),
            label: label.into(),
            owner: "admin".into(),
            due: "2027-03-01".into(),
            published_at: "2026-11-29T05:00:00Z".into(),
            last_check: None,
        }
    }

    #[test]
    fn a_reminder_names_each_item_and_a_single_document_by_its_kind() {
        let owner = User {
            id: 1,
            username: "admin".into(),
            role: "admin".into(),
            password_hash: String::new(),
            disabled: false,
            email: Some("admin@example.in".into()),
        };
        let person = due(Kind::People, "Anand Kumar Tripathi");
        let contact = due(Kind::Contact, "");
        let letter = letter(
            &owner,
            "admin@example.in",
            &[&person, &contact],
            Some("https://smc.example.in"),
        );
        assert!(
            letter
                .text
                .contains(": Anand Kumar Tripathi (due on 1 March 2027)"),
            "{}",
            letter.text
        );
        let contact_line = letter
            .text
            .lines()
            .find(|line| line.starts_with("- ") && !line.contains("Anand"))
            .unwrap();
        assert!(
            contact_line.ends_with(" (due on 1 March 2027)") && !contact_line.contains(": "),
            "{contact_line}"
        );
    }
}
