//! The schedule of an item with a day of its own (a notice, a tender, an advertisement, an
//! event): `publishAt`, the moment it appears on the site, and `validUntil`, the last day it is
//! shown, both optional; and the facts that follow from them and from its day.

use super::newest_first;
use crate::content::{Checker, Facts};
use crate::dates::day_start_in_india;
use crate::model::kinds::Kind;
use crate::model::values::{Day, Moment};

/// The moment the day after `day` (`YYYY-MM-DD`) begins in India, in seconds since 1970.
pub(super) fn end_of_day_in_india(day: &str) -> Option<i64> {
    Some(day_start_in_india(day)? + 86_400)
}

/// An item's schedule and the days it is read with.
pub(super) struct Schedule<'a> {
    /// When it appears on the site; at once when absent.
    publish_at: Option<&'a Moment>,
    /// The last day it is shown; `last_day` (or until it is removed) when absent.
    valid_until: Option<&'a Day>,
    /// The day it is dated or opens: its `validUntil` may not come before it, its kind's list
    /// sorts by it, newest first, and files it under it.
    first_day: &'a Day,
    /// The last day it is shown when it has no `validUntil`: a tender's closing day.
    last_day: Option<&'a Day>,
}

impl<'a> Schedule<'a> {
    /// The schedule of an item dated `first_day`, shown until its `validUntil` (or until it is
    /// removed).
    pub fn new(
        publish_at: Option<&'a Moment>,
        valid_until: Option<&'a Day>,
        first_day: &'a Day,
    ) -> Self {
        Self {
            publish_at,
            valid_until,
            first_day,
            last_day: None,
        }
    }

    /// The schedule, with `last_day` the last day it is shown when it has no `validUntil`.
    pub fn closing(self, last_day: &'a Day) -> Self {
        Self {
            last_day: Some(last_day),
            ..self
        }
    }

    /// `publishAt` a moment, `validUntil` a day not before the first day.
    pub fn check(&self, c: &mut Checker) {
        if let Some(moment) = self.publish_at {
            c.value("publishAt", moment);
        }
        if let Some(until) = self.valid_until {
            c.value("validUntil", until);
            c.day_order("validUntil", self.first_day, until);
        }
    }

    /// The facts of the item `id` of `kind` called `label`: when it is live, whether its kind
    /// keeps it after, its order and its day.
    pub fn facts(&self, kind: Kind, id: &str, label: String) -> Facts {
        Facts {
            label,
            from: self.publish_at.and_then(Moment::seconds),
            until: self
                .valid_until
                .or(self.last_day)
                .and_then(|day| end_of_day_in_india(day)),
            archives: kind.has_archive(),
            order: newest_first(self.first_day, id),
            day: Some(self.first_day.to_string()),
            ..Facts::default()
        }
    }
}
