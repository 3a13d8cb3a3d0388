//! Citizens' subscriptions by e-mail (`wasm_core::subscriptions`): a subscription or a change of
//! one takes effect only from its confirmation link (double opt-in), which expires after
//! [`CONFIRM_VALID_SECONDS`]; every letter carries the link that ends it at once, and ending it
//! removes everything kept of the subscriber. An address is sent at most
//! [`CONFIRMATIONS_A_DAY`] confirmation letters a day, whoever asks.
//!
//! What is published is announced by `announce.rs` (a letter at once, or the daily letter of
//! `digest.rs`); the letters' words are in `letters.rs`.

pub mod announce;
pub mod digest;
pub mod letters;

use wasm_core::subscriptions::SubscriptionRequest;

use crate::auth::session::token_hash;
use crate::random::random_hex;
use crate::store::subscribers::{Subscriber, Wanted};
use crate::store::{Store, StoreError};

/// How long a confirmation link works: two days.
pub const CONFIRM_VALID_SECONDS: u64 = 2 * 24 * 60 * 60;
/// Most confirmation letters one address is sent in a day.
pub const CONFIRMATIONS_A_DAY: usize = 3;

/// Why a confirmation or an unsubscription was refused.
#[derive(Debug, thiserror::Error)]
pub enum LinkError {
    /// No subscriber has the link (a wrong or used link, or one already unsubscribed).
    #[error("the link is not valid")]
    Unknown,
    /// The confirmation link is past its two days.
    #[error("the link has expired")]
    Expired,
    /// The store failed.
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// Whether `secret` is the one whose SHA-256 is `hash`, compared in constant time.
fn matches(secret: &str, hash: &str) -> bool {
    let given = token_hash(secret);
    given.len() == hash.len()
        && given
            .bytes()
            .zip(hash.bytes())
            .fold(0u8, |diff, (a, b)| diff | (a ^ b))
            == 0
}

/// Asks for `request` (checked by wasm-core's rule): the subscriber's record made or given the
/// request to confirm, and the confirmation letter to the site at `origin` queued in the same
/// write, unless the address had its letters for the day. Whether a letter was queued.
pub fn subscribe(
    store: &Store,
    request: &SubscriptionRequest,
    now: u64,
    origin: &str,
) -> Result<bool, StoreError> {
    let email = request.email.trim().to_lowercase();
    let wanted = Wanted {
        topics: {
            let mut topics = request.topics.clone();
            topics.sort_unstable();
            topics.dedup();
            topics
        },
        frequency: request.frequency,
        lang: request.lang.clone(),
    };
    store.change(|change| {
        let id = change
            .subscriber_of(&email)?
            .unwrap_or_else(random_hex::<16>);
        let mut subscriber = change.subscriber(&id)?.unwrap_or_else(|| Subscriber {
            email: email.clone(),
            lang: wanted.lang.clone(),
            topics: Vec::new(),
            frequency: wanted.frequency,
            created_at: now,
            confirmed_at: None,
            confirm: None,
            wanted: None,
            unsubscribe: random_hex::<16>(),
            asked: Vec::new(),
            digest_after: 0,
        });
        subscriber
            .asked
            .retain(|at| now.saturating_sub(*at) < 24 * 60 * 60);
        if subscriber.asked.len() >= CONFIRMATIONS_A_DAY {
            return Ok(false);
        }
        subscriber.asked.push(now);
        let secret = random_hex::<16>();
        subscriber.confirm = Some((token_hash(&secret), now + CONFIRM_VALID_SECONDS));
        subscriber.wanted = Some(wanted.clone());
        let letter = letters::confirmation(&subscriber, &wanted, &id, &secret, origin);
        change.put_subscriber(&id, &subscriber)?;
        change.queue_mail(letter, now)?;
        Ok(true)
    })
}

/// Confirms subscriber `id` with the link's `secret` at `now`: what they asked for takes
/// effect. The subscriber as confirmed.
pub fn confirm(store: &Store, id: &str, secret: &str, now: u64) -> Result<Subscriber, LinkError> {
    store.change(|change| {
        let mut subscriber = change.subscriber(id)?.ok_or(LinkError::Unknown)?;
        let Some((hash, until)) = subscriber.confirm.clone() else {
            return Err(LinkError::Unknown);
        };
        if !matches(secret, &hash) {
            return Err(LinkError::Unknown);
        }
        if now > until {
            return Err(LinkError::Expired);
        }
        if let Some(wanted) = subscriber.wanted.take() {
            subscriber.topics = wanted.topics;
            subscriber.frequency = wanted.frequency;
            subscriber.lang = wanted.lang;
        }
        subscriber.confirm = None;
        subscriber.asked.clear();
        if subscriber.confirmed_at.is_none() {
            subscriber.confirmed_at = Some(now);
            // The daily letter tells of what is announced from now on.
            subscriber.digest_after = change
                .announcements_after(0)?
                .last()
                .map_or(0, |(number, _)| *number);
        }
        change.put_subscriber(id, &subscriber)?;
        Ok(subscriber)
    })
}

/// Ends the subscription of `id` whose unsubscribe link has `secret`: everything kept of the
/// subscriber goes. Whether there was one.
pub fn unsubscribe(store: &Store, id: &str, secret: &str) -> Result<bool, StoreError> {
    store.change(|change| {
        let Some(subscriber) = change.subscriber(id)? else {
            return Ok(false);
        };
        let same = subscriber.unsubscribe.len() == secret.len()
            && subscriber
                .unsubscribe
                .bytes()
                .zip(secret.bytes())
                .fold(0u8, |diff, (a, b)| diff | (a ^ b))
                == 0;
        if !same {
            return Ok(false);
        }
        change.remove_subscriber(id)
    })
}

#[cfg(test)]
mod tests {
    use wasm_core::subscriptions::{Frequency, Topic};

    use super::*;

    fn request(email: &str, topics: &[Topic]) -> SubscriptionRequest {
        SubscriptionRequest {
            email: email.into(),
            topics: topics.to_vec(),
            frequency: Frequency::Immediate,
            lang: "hi".into(),
        }
    }

    fn secret_of(store: &Store) -> (String, String) {
        let letter = store
            .letters_due(u64::MAX, 100)
            .unwrap()
            .pop()
            .unwrap()
            .1
            .letter;
        let link = letter
            .text
            .lines()
            .find(|line| line.contains("/subscribe/confirm?"))
            .unwrap()
            .to_owned();
        let query = link.split_once('?').unwrap().1;
        let field = |name: &str| {
            query
                .split('&')
                .find_map(|pair| pair.strip_prefix(&format!("{name}=")))
                .unwrap()
                .to_owned()
        };
        (field("id"), field("t"))
    }

    #[test]
    fn a_subscription_takes_effect_only_from_its_link_within_two_days() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let origin = "https://smc.example.in";
        assert!(
            subscribe(
                &store,
                &request(" Sunita@Example.in ", &[Topic::Tenders]),
                100,
                origin
            )
            .unwrap()
        );
        let (id, secret) = secret_of(&store);
        let waiting = store
            .change(|change| change.subscriber(&id))
            .unwrap()
            .unwrap();
        assert_eq!(waiting.email, "sunita@example.in");
        assert!(waiting.topics.is_empty(), "nothing before the confirmation");
        assert!(matches!(
            confirm(&store, &id, "wrong", 200),
            Err(LinkError::Unknown)
        ));
        let late = 100 + CONFIRM_VALID_SECONDS + 1;
        assert!(matches!(
            confirm(&store, &id, &secret, late),
            Err(LinkError::Expired)
        ));
        let confirmed = confirm(&store, &id, &secret, 200).unwrap();
        assert_eq!(confirmed.topics, [Topic::Tenders]);
        assert_eq!(confirmed.confirmed_at, Some(200));
        assert!(
            matches!(confirm(&store, &id, &secret, 300), Err(LinkError::Unknown)),
            "used"
        );

        // A change asked with the same address waits for its own link; the first stays.
        assert!(
            subscribe(
                &store,
                &request("sunita@example.in", &[Topic::Alerts]),
                400,
                origin
            )
            .unwrap()
        );
        let (same_id, secret) = secret_of(&store);
        assert_eq!(same_id, id);
        let before = store
            .change(|change| change.subscriber(&id))
            .unwrap()
            .unwrap();
        assert_eq!(before.topics, [Topic::Tenders]);
        assert_eq!(
            confirm(&store, &id, &secret, 500).unwrap().topics,
            [Topic::Alerts]
        );

        assert!(!unsubscribe(&store, &id, "wrong").unwrap());
        let token = before.unsubscribe.clone();
        assert!(unsubscribe(&store, &id, &token).unwrap());
        assert!(
            store
                .change(|change| change.subscriber_of("sunita@example.in"))
                .unwrap()
                .is_none()
        );
        assert!(!unsubscribe(&store, &id, &token).unwrap(), "once");
    }

    #[test]
    fn an_address_gets_three_confirmation_letters_a_day_whoever_asks() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let ask = |at| {
            subscribe(
                &store,
                &request("a@example.in", &[Topic::Notices]),
                at,
                "https://x.in",
            )
            .unwrap()
        };
        assert!(ask(0) && ask(10) && ask(20));
        assert!(!ask(30));
        assert_eq!(store.outbox_counts().unwrap().waiting, 3);
        assert!(ask(24 * 60 * 60 + 1), "the next day");
    }
}
