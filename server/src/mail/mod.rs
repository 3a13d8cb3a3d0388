//! The site's mail: letters are queued in the store's outbox (`crate::store::outbox`) in the
//! same write as what they tell of, and the sender (`sender.rs`) sends them through the mail
//! server `--smtp-url` names (`smtp.rs`), retrying with back-off, so a letter is neither sent
//! for a change that was not saved nor lost to a restart. Without `--smtp-url` mail is off:
//! nothing is queued.
//!
//! What is said, in the reader's language, is written from the catalogs of `content/i18n/`
//! (`letters.rs`).

pub mod letters;
pub mod sender;
pub mod smtp;

use std::sync::Arc;

use tokio::sync::Notify;

use crate::clock::Clock;
use crate::metrics::Metrics;
use crate::store::Store;
use sender::Sender;
use smtp::MailSettings;

/// Whether the site sends mail, and the bell that wakes the sender; cheap to clone.
#[derive(Clone, Default)]
pub struct Mail {
    on: bool,
    wake: Arc<Notify>,
}

impl Mail {
    /// Mail off: nothing is queued or sent.
    pub fn off() -> Self {
        Self::default()
    }

    /// Starts sending the store's outbox through `settings`.
    pub fn start(settings: MailSettings, store: Store, clock: Clock, metrics: Metrics) -> Self {
        let wake = Arc::new(Notify::new());
        Sender {
            store,
            clock,
            settings,
            metrics,
            wake: wake.clone(),
        }
        .start();
        Self { on: true, wake }
    }

    /// Whether mail is sent: letters are queued only then.
    pub fn is_on(&self) -> bool {
        self.on
    }

    /// Tells the sender that a saved change queued mail.
    pub fn wake(&self) {
        self.wake.notify_one();
    }
}
