//! Telling subscribers what is published: every [`LOOK_EVERY`] the items of the topics' kinds
//! that visitors see now are compared with what was announced of them. An item seen for the
//! first time is new; one whose version on the site carries a change note newer than the one
//! announced is updated, and a tender with more corrigenda has a corrigendum. Each is kept for
//! the daily letters, and mailed at once to the confirmed subscribers of its topic who chose
//! that (and to all who chose emergency alerts, for an alert), in one write with the record of
//! what was announced. A draft, a version in review and a version waiting for its moment
//! (`publishAt`) are not seen, so they are never announced: a scheduled item is announced at its
//! moment. When subscriptions begin, what is on the site then is recorded without a letter.

use std::collections::HashMap;
use std::time::Duration;

use serde_json::Value;
use wasm_core::model::Bilingual;
use wasm_core::model::kinds::Kind;
use wasm_core::subscriptions::{Frequency, Topic};

use super::letters;
use crate::clock::Clock;
use crate::content::Live;
use crate::content::live::{LiveItem, Snapshot};
use crate::store::subscribers::{ANNOUNCEMENTS_KEPT_SECONDS, Announced, Announcement, News};
use crate::store::{Store, StoreError};

/// How often the site looks for what to announce.
pub const LOOK_EVERY: Duration = Duration::from_secs(5);
/// The store's fact that says subscriptions began (what was on the site then was recorded).
const BEGUN: &str = "announcements_begun";

/// The title of an item of `kind`, in both languages.
fn title_of(kind: Kind, data: &Value) -> Option<Bilingual> {
    let field = match kind {
        Kind::Tenders => "work",
        Kind::Recruitment => "post",
        Kind::Alerts => "message",
        _ => "title",
    };
    serde_json::from_value(data.get(field)?.clone()).ok()
}

/// The path of the page that shows an item of `kind`.
fn path_of(kind: Kind, id: &str) -> String {
    match kind {
        Kind::Notices | Kind::Tenders | Kind::Recruitment => {
            format!("/document?kind={}&id={id}", kind.name())
        }
        Kind::Events => "/events-gallery".to_owned(),
        _ => "/".to_owned(),
    }
}

/// How many corrigenda an item has (a tender's).
fn corrigenda_of(data: &Value) -> usize {
    data.get("corrigenda")
        .and_then(Value::as_array)
        .map_or(0, Vec::len)
}

/// What an item's announcement says: what happened, and the note of a change.
type Said = (News, Option<Bilingual>);

/// What `live` has to announce at `now` against what was announced of it (`None`: never): what
/// to say (`None` for a new version that is not news), and what to record. `None` when there is
/// nothing new to record.
fn news_of(
    live: &LiveItem,
    before: Option<&Announced>,
    now: i64,
) -> Option<(Option<Said>, Announced)> {
    let site = live.site.as_ref().filter(|_| live.is_live(now))?;
    let seen = Announced {
        version: site.version,
        corrigenda: corrigenda_of(&site.data),
        last_note: site.changes.last().map(|change| change.at.to_string()),
    };
    let Some(before) = before else {
        return Some((Some((News::New, None)), seen));
    };
    if before.version >= seen.version {
        return None;
    }
    let said = if seen.corrigenda > before.corrigenda {
        let note = site.data["corrigenda"]
            .as_array()
            .and_then(|all| all.last())
            .and_then(|last| serde_json::from_value(last["note"].clone()).ok());
        Some((News::Corrigendum, note))
    } else if seen.last_note.is_some() && seen.last_note != before.last_note {
        site.changes
            .last()
            .map(|change| (News::Updated, Some(change.note.clone())))
    } else {
        None
    };
    Some((said, seen))
}

/// What `snapshot` shows at `now` that was not announced, against `announced`.
fn found_in<'a>(
    snapshot: &'a Snapshot,
    announced: &HashMap<(Kind, String), Announced>,
    now: i64,
) -> Vec<(Topic, &'a LiveItem, Option<Said>, Announced)> {
    let mut found = Vec::new();
    for topic in Topic::ALL {
        let kind = topic.kind();
        for live in snapshot.items(kind) {
            let before = announced.get(&(kind, live.id.clone()));
            if let Some((said, seen)) = news_of(live, before, now) {
                found.push((topic, live, said, seen));
            }
        }
    }
    found
}

/// Announces what `snapshot` shows at `now` that was not announced: records it, keeps it for
/// the daily letters and queues the letters sent at once, in one write; how many letters.
pub fn announce(
    store: &Store,
    snapshot: &Snapshot,
    now: u64,
    origin: &str,
) -> Result<usize, StoreError> {
    let moment = i64::try_from(now).unwrap_or(i64::MAX);
    let begun = store.fact(BEGUN)?.is_some();
    let found = found_in(snapshot, &store.announced()?, moment);
    if found.is_empty() && begun {
        return Ok(0);
    }
    store.change(|change| {
        let subscribers = change.subscribers()?;
        let mut letters = 0;
        for (topic, live, said, seen) in found {
            change.put_announced(topic.kind(), &live.id, &seen)?;
            let Some((news, note)) = said.filter(|_| begun) else {
                continue;
            };
            let data = &live.site.as_ref().expect("a live item is on the site").data;
            let Some(title) = title_of(topic.kind(), data) else {
                continue;
            };
            let announcement = Announcement {
                at: now,
                kind: topic.kind(),
                id: live.id.clone(),
                news,
                title,
                note,
                path: path_of(topic.kind(), &live.id),
            };
            change.add_announcement(&announcement)?;
            for (id, subscriber) in &subscribers {
                let at_once =
                    subscriber.frequency == Frequency::Immediate || topic == Topic::Alerts;
                if subscriber.confirmed_at.is_some()
                    && at_once
                    && subscriber.topics.contains(&topic)
                {
                    let letter = letters::announced(id, subscriber, &announcement, origin);
                    change.queue_mail(letter, now)?;
                    letters += 1;
                }
            }
        }
        if !begun {
            change.set_fact(BEGUN, now)?;
        }
        change.forget_announcements(now.saturating_sub(ANNOUNCEMENTS_KEPT_SECONDS))?;
        Ok(letters)
    })
}

/// Looks for what to announce every [`LOOK_EVERY`] for as long as the server runs; `then` after
/// letters were queued.
pub fn start(
    store: Store,
    content: Live,
    clock: Clock,
    origin: String,
    then: impl Fn() + Send + 'static,
) {
    tokio::spawn(async move {
        loop {
            let (store, snapshot, origin) = (store.clone(), content.snapshot(), origin.clone());
            let now = clock.now();
            let made =
                tokio::task::spawn_blocking(move || announce(&store, &snapshot, now, &origin))
                    .await;
            match made {
                Ok(Ok(0)) => {}
                Ok(Ok(letters)) => {
                    tracing::info!(letters, "subscribers told of what was published");
                    then();
                }
                Ok(Err(error)) => tracing::error!(%error, "cannot announce what was published"),
                Err(error) => tracing::error!(%error, "the announcements failed"),
            }
            tokio::time::sleep(LOOK_EVERY).await;
        }
    });
}
