//! The task that empties the outbox: it sends each letter that is due, oldest first, one at a
//! time, and removes it once the mail server has accepted it. A letter the server could not
//! take waits longer after each failed try ([`retry_after`]: 1 minute, then 2, 4, … up to an
//! hour) and is given up after [`GIVE_UP_AFTER_SECONDS`], or at once when the server refuses it
//! for good (a 5xx answer). The task wakes when a change queues mail (`Mail::wake`), when the
//! next letter is due, and at least every [`LONGEST_SLEEP`] (the clock can be moved).

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::Notify;

use super::smtp::MailSettings;
use crate::clock::Clock;
use crate::metrics::Metrics;
use crate::store::Store;
use crate::store::outbox::{FAILED_KEPT_SECONDS, Queued};

/// A letter still not sent this long after it was queued is given up: two days.
pub const GIVE_UP_AFTER_SECONDS: u64 = 2 * 24 * 60 * 60;
/// The longest wait between two tries of one letter: an hour.
const LONGEST_RETRY_SECONDS: u64 = 60 * 60;
/// The most letters taken from the store at once.
const BATCH: usize = 50;
/// The longest the task sleeps without looking at the outbox.
const LONGEST_SLEEP: Duration = Duration::from_secs(15);

/// Seconds to wait before trying a letter again after its `attempts`-th failed try: a minute,
/// doubled with each try, at most an hour.
pub fn retry_after(attempts: u32) -> u64 {
    let doublings = attempts.saturating_sub(1).min(16);
    (60u64 << doublings).min(LONGEST_RETRY_SECONDS)
}

/// The domain of `address` (`example.in`): what the log says of a reader, whose address is
/// personal data.
fn domain_of(address: &str) -> &str {
    address.rsplit_once('@').map_or("?", |(_, domain)| domain)
}

/// A step that could not read or write the outbox (only logged: the sender goes on).
type Step<T> = Result<T, Box<dyn std::error::Error + Send + Sync>>;

/// Runs `work` on the store in a thread that may block.
async fn in_store<T: Send + 'static>(
    store: &Store,
    work: impl FnOnce(&Store) -> Result<T, crate::store::StoreError> + Send + 'static,
) -> Step<T> {
    let store = store.clone();
    Ok(tokio::task::spawn_blocking(move || work(&store)).await??)
}

/// What the sender needs.
pub struct Sender {
    /// The outbox.
    pub store: Store,
    /// The server's time.
    pub clock: Clock,
    /// The mail server and the sender's address.
    pub settings: MailSettings,
    /// Where sent and failed letters are counted.
    pub metrics: Metrics,
    /// Rung when a change has queued mail.
    pub wake: Arc<Notify>,
}

impl Sender {
    /// Runs for as long as the server does.
    pub fn start(self) {
        tokio::spawn(async move { self.run().await });
    }

    async fn run(self) {
        let mut last_cleanup = 0;
        loop {
            let sent_all = match self.send_due().await {
                Ok(sent_all) => sent_all,
                Err(error) => {
                    tracing::error!(%error, "mail: cannot read the outbox");
                    true
                }
            };
            let now = self.clock.now();
            if now.saturating_sub(last_cleanup) >= 60 * 60 {
                last_cleanup = now;
                self.forget_old_failures(now).await;
            }
            if !sent_all {
                continue;
            }
            let wait = self.wait().await;
            tokio::select! {
                () = self.wake.notified() => {}
                () = tokio::time::sleep(wait) => {}
            }
        }
    }

    /// How long to sleep: until the next letter is due, at most [`LONGEST_SLEEP`].
    async fn wait(&self) -> Duration {
        let next = in_store(&self.store, Store::next_letter_due).await;
        let Ok(Some(next)) = next else {
            return LONGEST_SLEEP;
        };
        Duration::from_secs(next.saturating_sub(self.clock.now())).min(LONGEST_SLEEP)
    }

    /// Tries every letter due now; whether it took all of them (fewer than a batch).
    async fn send_due(&self) -> Step<bool> {
        let now = self.clock.now();
        let due = in_store(&self.store, move |store| store.letters_due(now, BATCH)).await?;
        let took_all = due.len() < BATCH;
        for (number, queued) in due {
            self.send_one(number, queued).await?;
        }
        Ok(took_all)
    }

    async fn send_one(&self, number: u64, mut queued: Queued) -> Step<()> {
        let tag = format!("smc-{}-{number}", queued.queued_at);
        let result = self.settings.send(&queued.letter, &tag).await;
        let (about, domain) = (
            queued.letter.about.clone(),
            domain_of(&queued.letter.to).to_owned(),
        );
        match result {
            Ok(()) => {
                self.metrics.mail_sent();
                tracing::info!(number, %about, to = %domain, tries = queued.attempts + 1, "mail sent");
                in_store(&self.store, move |store| store.letter_sent(number)).await
            }
            Err(error) => {
                self.metrics.mail_failed();
                let now = self.clock.now();
                queued.attempts += 1;
                queued.last_error = Some(error.to_string());
                queued.next_at = now + retry_after(queued.attempts);
                let give_up = error.is_permanent()
                    || now.saturating_sub(queued.queued_at) >= GIVE_UP_AFTER_SECONDS;
                if give_up {
                    queued.failed_at = Some(now);
                    self.metrics.mail_given_up();
                    tracing::error!(number, %about, to = %domain, tries = queued.attempts, %error, "mail given up");
                } else {
                    tracing::warn!(number, %about, to = %domain, tries = queued.attempts, retry_in_seconds = retry_after(queued.attempts), %error, "mail not sent; it will be tried again");
                }
                in_store(&self.store, move |store| {
                    store.letter_tried(number, &queued)
                })
                .await
            }
        }
    }

    async fn forget_old_failures(&self, now: u64) {
        let before = now.saturating_sub(FAILED_KEPT_SECONDS);
        match in_store(&self.store, move |store| {
            store.forget_failed_letters(before)
        })
        .await
        {
            Ok(0) => {}
            Ok(removed) => tracing::info!(removed, "mail: letters given up a month ago removed"),
            Err(error) => tracing::warn!(%error, "mail: cannot remove old letters given up"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_letter_waits_longer_after_each_failed_try_up_to_an_hour() {
        let waits: Vec<u64> = (1..=9).map(retry_after).collect();
        assert_eq!(waits, [60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);
        assert_eq!(retry_after(u32::MAX), 3600);
    }

    #[test]
    fn the_log_names_only_the_domain_of_a_reader() {
        assert_eq!(domain_of("ram.kumar@example.in"), "example.in");
        assert_eq!(domain_of("nothing"), "?");
    }
}
