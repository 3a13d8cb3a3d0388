//! The letters of subscriptions, in the subscriber's language, from the catalogs of
//! `content/i18n/` (`mail.subscription.*`, and the form's names of the topics,
//! `subscribe.topic.*`): the confirmation, an item announced at once, and the daily letter.
//! Every letter but the confirmation carries the link that ends the subscription, in its text
//! and as `List-Unsubscribe` for the reader's mail program.

use wasm_core::lang::Lang;
use wasm_core::subscriptions::{Frequency, Topic};

use crate::catalogs::text;
use crate::store::outbox::Letter;
use crate::store::subscribers::{Announcement, News, Subscriber, Wanted};

fn lang_of(code: &str) -> Lang {
    Lang::from_tag(code).unwrap_or(Lang::DEFAULT)
}

fn topic_name(lang: Lang, topic: Topic) -> String {
    text(lang, &format!("subscribe.topic.{}", topic.name()), &[])
}

/// The topics' names joined (`tenders, emergency alerts`).
fn topic_names(lang: Lang, topics: &[Topic]) -> String {
    topics
        .iter()
        .map(|topic| topic_name(lang, *topic))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The page that ends the subscription of `id` (a button, so that no program that opens links
/// ends it), and the address a mail program posts to for one click (RFC 8058).
fn unsubscribe_links(id: &str, subscriber: &Subscriber, origin: &str) -> (String, String) {
    let token = &subscriber.unsubscribe;
    (
        format!(
            "{origin}/subscribe/unsubscribe?lang={}&id={id}&t={token}",
            subscriber.lang
        ),
        format!("{origin}/api/subscriptions/unsubscribe?id={id}&t={token}"),
    )
}

/// The confirmation letter of what `wanted` asks, whose link carries `secret`.
pub fn confirmation(
    subscriber: &Subscriber,
    wanted: &Wanted,
    id: &str,
    secret: &str,
    origin: &str,
) -> Letter {
    let lang = lang_of(&wanted.lang);
    let link = format!(
        "{origin}/subscribe/confirm?lang={}&id={id}&t={secret}",
        lang.code()
    );
    let what = topic_names(lang, &wanted.topics);
    let frequency = text(
        lang,
        match wanted.frequency {
            Frequency::Immediate => "mail.subscription.frequency.immediate",
            Frequency::Daily => "mail.subscription.frequency.daily",
        },
        &[],
    );
    Letter {
        to: subscriber.email.clone(),
        lang: lang.code().to_owned(),
        subject: text(lang, "mail.subscription.confirm.subject", &[]),
        text: text(
            lang,
            "mail.subscription.confirm.text",
            &[("what", &what), ("frequency", &frequency), ("link", &link)],
        ) + "\n",
        unsubscribe: None,
        about: "subscription".into(),
    }
}

/// What `announcement` is, in a line: "Corrigendum — Tenders: …".
fn headline(lang: Lang, announcement: &Announcement) -> String {
    let topic =
        Topic::of_kind(announcement.kind).map_or_else(String::new, |topic| topic_name(lang, topic));
    let title = announcement.title.get(lang);
    let key = match announcement.news {
        News::New => "mail.subscription.new.subject",
        News::Updated => "mail.subscription.updated.subject",
        News::Corrigendum => "mail.subscription.corrigendum.subject",
    };
    text(lang, key, &[("topic", &topic), ("title", title)])
}

/// The lines that tell of `announcement`: its headline, the note of a change, and its page.
fn told(lang: Lang, announcement: &Announcement, origin: &str) -> Vec<String> {
    let mut lines = vec![headline(lang, announcement)];
    if let Some(note) = &announcement.note {
        lines.push(note.get(lang).to_owned());
    }
    let separator = if announcement.path.contains('?') {
        '&'
    } else {
        '?'
    };
    let link = format!(
        "{origin}{}{separator}lang={}",
        announcement.path,
        lang.code()
    );
    lines.push(text(lang, "mail.subscription.open", &[("link", &link)]));
    lines
}

/// A letter to subscriber `id` with `body`, and the footer that ends the subscription.
fn to_subscriber(
    id: &str,
    subscriber: &Subscriber,
    origin: &str,
    subject: String,
    body: &str,
) -> Letter {
    let lang = lang_of(&subscriber.lang);
    let (page, one_click) = unsubscribe_links(id, subscriber, origin);
    let footer = text(
        lang,
        "mail.subscription.footer",
        &[
            ("topics", &topic_names(lang, &subscriber.topics)),
            ("link", &page),
        ],
    );
    Letter {
        to: subscriber.email.clone(),
        lang: lang.code().to_owned(),
        subject,
        text: format!("{body}\n\n-- \n{footer}\n"),
        unsubscribe: Some(one_click),
        about: "subscription".into(),
    }
}

/// The letter that tells subscriber `id` of `announcement` at once.
pub fn announced(
    id: &str,
    subscriber: &Subscriber,
    announcement: &Announcement,
    origin: &str,
) -> Letter {
    let lang = lang_of(&subscriber.lang);
    let body = told(lang, announcement, origin).join("\n");
    to_subscriber(id, subscriber, origin, headline(lang, announcement), &body)
}

/// The daily letter to subscriber `id` of `announcements`.
pub fn daily(
    id: &str,
    subscriber: &Subscriber,
    announcements: &[&Announcement],
    origin: &str,
) -> Letter {
    let lang = lang_of(&subscriber.lang);
    let count = announcements.len().to_string();
    let mut parts = vec![text(lang, "mail.subscription.daily.text", &[])];
    for announcement in announcements {
        parts.push(told(lang, announcement, origin).join("\n"));
    }
    to_subscriber(
        id,
        subscriber,
        origin,
        text(
            lang,
            "mail.subscription.daily.subject",
            &[("count", &count)],
        ),
        &parts.join("\n\n"),
    )
}
