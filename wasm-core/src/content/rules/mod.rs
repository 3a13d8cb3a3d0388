//! Each kind's rules and facts, one file per file of `crate::model`: the rules of notices
//! beside the notices' type's name (`notices.rs`), and so on; `schedule.rs` the schedule that
//! notices, tenders, recruitment and events share.

mod alerts;
mod departments;
mod directory;
mod events;
mod hoarding;
mod home;
mod info;
mod links;
mod notices;
mod press;
mod profiles;
mod schedule;
mod site;
mod tenders;

pub use directory::person_fields;

use super::checker::{Checker, Length, join};
use crate::model::Bilingual;

/// Sorts newest first by `day`, then by `id`: an order text whose ascending order is that.
fn newest_first(day: &str, id: &str) -> String {
    let inverted: String = day
        .bytes()
        .map(|b| {
            if b.is_ascii_digit() {
                char::from(b'9' - (b - b'0'))
            } else {
                char::from(b)
            }
        })
        .collect();
    format!("{inverted} {id}")
}

/// A list of `min` to `max` texts in both languages.
fn each_bilingual(
    checker: &mut Checker,
    path: &str,
    texts: &[Bilingual],
    (min, max): (usize, usize),
    length: Length,
) {
    checker.count(path, texts.len(), min, max);
    for (index, text) in texts.iter().enumerate() {
        checker.bilingual(&join(path, &index.to_string()), text, length);
    }
}

/// The path of `field` of the `index`th entry of the list at `path`.
fn at(path: &str, index: usize, field: &str) -> String {
    join(&join(path, &index.to_string()), field)
}
