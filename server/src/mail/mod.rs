//! The site's mail: letters are queued in the store's outbox (`crate::store::outbox`) in the
//! same write as what they tell of, and the sender (`sender.rs`) sends them through the mail
//! server `--smtp-url` names (`smtp.rs`), retrying with back-off, so a letter is neither sent
//! for a change that was not saved nor lost to a restart. Without `--smtp-url` mail is off:
//! nothing is queued.
//!
//! What is said, in the reader's language, is written from the catalogs of `content/i18n/`
//! (`letters.rs`); the owners' daily reminders of what is due for review are made by a task of
//! their own (`reminders.rs`).

pub mod letters;
pub mod reminders;
pub mod sender;
pub mod smtp;

use std::sync::Arc;

use tokio::sync::Notify;

use crate::clock::Clock;
use crate::metrics::Metrics;
use crate::store::Store;
use sender::Sender;
use smtp::MailSettings;

/// Whether the site sends mail, the site's address its letters link to, and the bell that
/// wakes the sender; cheap to clone.
#[derive(Clone, Default)]
pub struct Mail {
    origin: Option<Arc<str>>,
    wake: Arc<Notify>,
}

impl Mail {
    /// Mail off: nothing is queued or sent.
    pub fn off() -> Self {
        Self::default()
    }

    /// Starts sending the store's outbox through `settings`; letters link to the site at
    /// `origin` (`--origin`: never the address a request named, which anyone can choose).
    pub fn start(
        settings: MailSettings,
        origin: &str,
        store: Store,
        clock: Clock,
        metrics: Metrics,
    ) -> Self {
        let wake = Arc::new(Notify::new());
        Sender {
            store,
            clock,
            settings,
            metrics,
            wake: wake.clone(),
        }
        .start();
        let origin = origin.trim_end_matches('/');
        Self {
            origin: Some(origin.into()),
            wake,
        }
    }

    /// Whether mail is sent: letters are queued only then.
    pub fn is_on(&self) -> bool {
        self.origin.is_some()
    }

    /// The site's address its letters link to, while mail is on.
    pub fn origin(&self) -> Option<&str> {
        self.origin.as_deref()
    }

    /// Tells the sender that a saved change queued mail.
    pub fn wake(&self) {
        self.wake.notify_one();
    }
}
