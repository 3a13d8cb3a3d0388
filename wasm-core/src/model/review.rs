//! Keeping content true: every item has an owner (an account) and a day by which it is read
//! again, "review by". The day follows from the kind ([`review_months`]: a directory every 3
//! months, a page of information every 6, a dated document never, since its own date says how
//! old it is) counted from when its version went on the site or was last checked, unless staff
//! set one by hand. An item past its day is "due for review" in the admin area until its owner
//! marks it "checked, still correct" (a [`Check`], which makes no new version) or publishes a
//! new version.
//!
//! The server keeps the owner, the day set by hand and the checks with each item and sends
//! [`ReviewState`] with it to staff, and the items due as [`DueItem`]s; the web app's types are
//! generated from these.

use serde::{Deserialize, Serialize};

use super::kinds::Kind;
use crate::validate::calendar_day;

/// Months between two reviews of an item of `kind`; `None` for the kinds that are never due by
/// themselves: notices, tenders, recruitment, alerts, events and the hoarding circular, dated
/// documents that say how old they are and leave the site by their own dates.
pub fn review_months(kind: Kind) -> Option<u32> {
    match kind {
        Kind::Notices
        | Kind::Tenders
        | Kind::Recruitment
        | Kind::Alerts
        | Kind::Events
        | Kind::Hoarding => None,
        // Who to call changes most often: officers move, numbers change.
        Kind::People | Kind::Designations | Kind::Parties | Kind::Wards | Kind::Contact => Some(3),
        _ => Some(6),
    }
}

/// A "checked, still correct" of an item: when, and by whom.
#[cfg_attr(feature = "schema", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Check {
    /// When (RFC 3339, UTC).
    pub at: String,
    /// The account that checked it.
    pub by: String,
}

/// Most checks an item keeps (its newest): years of quarterly reviews.
pub const CHECKS_KEPT: usize = 40;

/// Where an item stands in its review, as staff see it with the item.
#[cfg_attr(feature = "schema", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ReviewState {
    /// The account that keeps it true: the one named, or an admin when none is named or the one
    /// named is disabled.
    pub owner: String,
    /// The day it is due for review (`YYYY-MM-DD`, in India); `None` when it is never due by
    /// itself, or is not on the site.
    pub due: Option<String>,
    /// Whether `due` was set by hand (else it follows from the kind).
    pub set_by_hand: bool,
    /// Its checks, newest first.
    pub checks: Vec<Check>,
}

/// An item due for review, as the admin area's list shows it.
#[cfg_attr(feature = "schema", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DueItem {
    /// Its kind.
    pub kind: Kind,
    /// Its id.
    pub id: String,
    /// What the admin area calls it (its title, or a person's name).
    pub label: String,
    /// Who keeps it true.
    pub owner: String,
    /// The day it became due (`YYYY-MM-DD`).
    pub due: String,
    /// When its version went on the site (RFC 3339).
    pub published_at: String,
    /// Its last check, if it has been checked.
    pub last_check: Option<Check>,
}

/// `day` (`YYYY-MM-DD`) `months` later: the same day of the month, or the month's last day
/// when it has fewer (31 August and 6 months is 28 or 29 February); `None` when `day` is not a
/// real calendar day.
///
/// ```
/// use wasm_core::model::review::months_after;
///
/// assert_eq!(months_after("2026-11-29", 3).as_deref(), Some("2027-02-28"));
/// assert_eq!(months_after("2027-08-31", 6).as_deref(), Some("2028-02-29"));
/// assert_eq!(months_after("2026-02-30", 1), None);
/// ```
pub fn months_after(day: &str, months: u32) -> Option<String> {
    let (year, month, date) = calendar_day(day)?;
    let index = year * 12 + (month - 1) + months;
    let (year, month) = (index / 12, index % 12 + 1);
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    let last = match month {
        2 if leap => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    };
    Some(format!("{year:04}-{month:02}-{:02}", date.min(last)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn directories_are_due_every_three_months_pages_every_six_and_dated_documents_never() {
        assert_eq!(review_months(Kind::People), Some(3));
        assert_eq!(review_months(Kind::Contact), Some(3));
        assert_eq!(review_months(Kind::Rti), Some(6));
        assert_eq!(review_months(Kind::Departments), Some(6));
        assert_eq!(review_months(Kind::Notices), None);
        assert_eq!(review_months(Kind::Hoarding), None);
        assert!(
            Kind::ALL
                .iter()
                .filter(|kind| review_months(**kind).is_some())
                .count()
                > 15
        );
    }

    #[test]
    fn months_are_counted_in_the_calendar() {
        assert_eq!(months_after("2026-01-15", 6).as_deref(), Some("2026-07-15"));
        assert_eq!(months_after("2026-10-31", 3).as_deref(), Some("2027-01-31"));
        assert_eq!(months_after("2026-11-30", 3).as_deref(), Some("2027-02-28"));
        assert_eq!(months_after("2099-12-31", 0).as_deref(), Some("2099-12-31"));
    }
}
