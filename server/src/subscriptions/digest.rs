//! The daily letter: once a day, from [`DIGEST_HOUR`] in India, each confirmed subscriber who
//! chose one letter a day is sent what was announced in their topics since their last one
//! (emergency alerts went at once, so they are left out); nothing when nothing appeared. The
//! letters and the day are saved in one write, so a restart neither skips a day nor sends it
//! twice. The same run forgets the subscribers who never confirmed their address within the
//! confirmation's two days.

use std::time::Duration;

use wasm_core::dates::{INDIA_OFFSET_SECONDS, day_in_india};
use wasm_core::subscriptions::{Frequency, Topic};

use super::letters;
use crate::clock::Clock;
use crate::store::subscribers::Announcement;
use crate::store::{Store, StoreError};

/// The store's fact that holds the day of the last daily letters (`YYYYMMDD`).
const SENT_DAY: &str = "subscription_digest_day";
/// The hour of the day in India from which the daily letters are sent: the evening, after the
/// day's notices.
pub const DIGEST_HOUR: i64 = 18;
/// How often the task looks at the clock.
const LOOK_EVERY: Duration = Duration::from_mins(1);

/// `YYYY-MM-DD` as the number `YYYYMMDD`.
fn day_number(day: &str) -> u64 {
    day.replace('-', "").parse().unwrap_or(0)
}

/// Makes the daily letters of `today` (`YYYY-MM-DD`) unless they are made: how many were queued
/// (`None`: made already).
pub fn send_daily(
    store: &Store,
    today: &str,
    now: u64,
    origin: &str,
) -> Result<Option<usize>, StoreError> {
    store.change(|change| {
        if change
            .fact(SENT_DAY)?
            .is_some_and(|day| day >= day_number(today))
        {
            return Ok(None);
        }
        let announcements = change.announcements_after(0)?;
        let last = announcements.last().map_or(0, |(number, _)| *number);
        let mut queued = 0;
        for (id, mut subscriber) in change.subscribers()? {
            if subscriber.confirmed_at.is_none() {
                let expired = subscriber
                    .confirm
                    .as_ref()
                    .is_none_or(|(_, until)| *until < now);
                if expired {
                    change.remove_subscriber(&id)?;
                }
                continue;
            }
            if subscriber.frequency != Frequency::Daily {
                continue;
            }
            let theirs: Vec<&Announcement> = announcements
                .iter()
                .filter(|(number, _)| *number > subscriber.digest_after)
                .map(|(_, announcement)| announcement)
                .filter(|announcement| {
                    Topic::of_kind(announcement.kind).is_some_and(|topic| {
                        topic != Topic::Alerts && subscriber.topics.contains(&topic)
                    })
                })
                .collect();
            if !theirs.is_empty() {
                change.queue_mail(letters::daily(&id, &subscriber, &theirs, origin), now)?;
                queued += 1;
            }
            subscriber.digest_after = last;
            change.put_subscriber(&id, &subscriber)?;
        }
        change.set_fact(SENT_DAY, day_number(today))?;
        Ok(Some(queued))
    })
}

/// Sends the daily letters each day from [`DIGEST_HOUR`] in India, for as long as the server
/// runs; `then` after letters were queued.
pub fn start(store: Store, clock: Clock, origin: String, then: impl Fn() + Send + 'static) {
    tokio::spawn(async move {
        loop {
            let now = clock.moment();
            let hour_in_india = (now + INDIA_OFFSET_SECONDS).rem_euclid(86_400) / 3600;
            if hour_in_india >= DIGEST_HOUR {
                let (store, origin) = (store.clone(), origin.clone());
                let (today, seconds) = (day_in_india(now), clock.now());
                let made = tokio::task::spawn_blocking(move || {
                    send_daily(&store, &today, seconds, &origin)
                })
                .await;
                match made {
                    Ok(Ok(Some(0) | None)) => {}
                    Ok(Ok(Some(letters))) => {
                        tracing::info!(letters, "daily letters to subscribers queued");
                        then();
                    }
                    Ok(Err(error)) => tracing::error!(%error, "cannot make the daily letters"),
                    Err(error) => tracing::error!(%error, "the daily letters failed"),
                }
            }
            tokio::time::sleep(LOOK_EVERY).await;
        }
    });
}
