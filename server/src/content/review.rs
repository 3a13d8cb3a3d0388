//! Keeping content true (`wasm_core::model::review`): each item's owner and the day it is due
//! for review, as staff see them with the item, and the list of what is due. The day is the one
//! set by hand, else the kind's months counted from the later of when the version on the site
//! went there and its last check; an item visitors do not see is never due.

use wasm_core::dates::day_in_india;
use wasm_core::model::kinds::Kind;
use wasm_core::model::review::{DueItem, ReviewState, months_after, review_months};
use wasm_core::validate::moment_seconds;

use super::live::{LiveItem, Snapshot};
use crate::store::content::StoredItem;
use crate::store::users::User;

/// The accounts that may own items: the active ones, and the admin who takes the items of an
/// account that is disabled or gone.
#[derive(Debug, Clone)]
pub struct Owners {
    active: Vec<String>,
    fallback: String,
}

impl Owners {
    /// The owners among `users`: an item whose owner is not active goes to the account `admin`
    /// when it is active, else to the first active admin.
    pub fn of(users: &[User]) -> Self {
        let active: Vec<String> = users
            .iter()
            .filter(|user| !user.disabled)
            .map(|user| user.username.clone())
            .collect();
        let admins = || {
            users
                .iter()
                .filter(|user| !user.disabled && user.role == wasm_core::roles::Role::Admin.name())
        };
        let fallback = admins()
            .find(|user| user.username == crate::auth::accounts::FIRST_ADMIN)
            .or_else(|| admins().next())
            .map_or_else(
                || crate::auth::accounts::FIRST_ADMIN.to_owned(),
                |user| user.username.clone(),
            );
        Self { active, fallback }
    }

    /// The active accounts, which may be named owners, in the order they were made.
    pub fn names(&self) -> &[String] {
        &self.active
    }

    /// Whether `username` is an active account, which may be named an owner.
    pub fn may_own(&self, username: &str) -> bool {
        self.active.iter().any(|active| active == username)
    }

    /// Who keeps `item` true.
    pub fn owner_of(&self, item: &StoredItem) -> String {
        item.stewardship
            .owner
            .clone()
            .filter(|owner| self.may_own(owner))
            .unwrap_or_else(|| self.fallback.clone())
    }

    /// The admin who takes the items of an account that is disabled.
    pub fn fallback(&self) -> &str {
        &self.fallback
    }
}

/// The day (`YYYY-MM-DD`) `item` of `kind` is due for review, if it is on the site and has one.
pub fn due_day(kind: Kind, item: &StoredItem) -> Option<String> {
    let site = item.site_version()?;
    if let Some(day) = &item.stewardship.review_by {
        return Some(day.clone());
    }
    let months = review_months(kind)?;
    let published = if site.published_at.is_empty() {
        item.created_at.as_str()
    } else {
        site.published_at
    };
    let checked = item
        .stewardship
        .checks
        .last()
        .map(|check| check.at.as_str());
    let since = [Some(published), checked]
        .into_iter()
        .flatten()
        .filter_map(moment_seconds)
        .max()?;
    months_after(&day_in_india(since), months)
}

/// Where `item` of `kind` stands in its review, for staff.
pub fn state_of(kind: Kind, item: &StoredItem, owners: &Owners) -> ReviewState {
    ReviewState {
        owner: owners.owner_of(item),
        due: due_day(kind, item),
        set_by_hand: item.stewardship.review_by.is_some(),
        checks: item.stewardship.checks.iter().rev().cloned().collect(),
    }
}

/// Every item of `snapshot` due for review on `today` (`YYYY-MM-DD`) or before, the longest
/// due first.
pub fn due_items(snapshot: &Snapshot, today: &str, owners: &Owners) -> Vec<DueItem> {
    let mut due: Vec<DueItem> = Kind::ALL
        .into_iter()
        .flat_map(|kind| snapshot.items(kind).iter().map(move |item| (kind, item)))
        .filter_map(|(kind, live)| due_item(kind, live, today, owners))
        .collect();
    due.sort_by(|a, b| (&a.due, a.kind, &a.id).cmp(&(&b.due, b.kind, &b.id)));
    due
}

fn due_item(kind: Kind, live: &LiveItem, today: &str, owners: &Owners) -> Option<DueItem> {
    let item = &live.item;
    let due = due_day(kind, item).filter(|day| day.as_str() <= today)?;
    let site = item.site_version()?;
    Some(DueItem {
        kind,
        id: live.id.clone(),
        label: live.facts.label.clone(),
        owner: owners.owner_of(item),
        due,
        published_at: if site.published_at.is_empty() {
            item.created_at.clone()
        } else {
            site.published_at.to_owned()
        },
        last_check: item.stewardship.checks.last().cloned(),
    })
}

#[cfg(test)]
mod tests {
    use serde_json::json;
    use wasm_core::model::review::Check;

    use super::*;

    fn user(name: &str, role: &str, disabled: bool) -> User {
        User {
            id: 1,
            username: name.into(),
            role: role.into(),
            password_hash: String::new(),
            disabled,
            email: None,
        }
    }

    #[test]
    fn a_directory_row_is_due_three_months_after_it_went_on_the_site_or_was_checked() {
        let mut item = StoredItem::first(json!({}), "2026-11-29T05:00:00Z", "clerk");
        assert_eq!(due_day(Kind::People, &item).as_deref(), Some("2027-02-28"));
        assert_eq!(due_day(Kind::Rti, &item).as_deref(), Some("2027-05-29"));
        assert_eq!(due_day(Kind::Notices, &item), None, "a dated document");
        item.stewardship.checks.push(Check {
            at: "2027-03-01T04:00:00Z".into(),
            by: "clerk".into(),
        });
        assert_eq!(due_day(Kind::People, &item).as_deref(), Some("2027-06-01"));
        // 20:00 UTC is already the next day in India.
        item.stewardship.checks.push(Check {
            at: "2027-03-01T20:00:00Z".into(),
            by: "clerk".into(),
        });
        assert_eq!(due_day(Kind::People, &item).as_deref(), Some("2027-06-02"));
        item.stewardship.review_by = Some("2027-01-31".into());
        assert_eq!(due_day(Kind::Notices, &item).as_deref(), Some("2027-01-31"));
    }

    #[test]
    fn a_draft_never_on_the_site_is_never_due() {
        let item = StoredItem::first_as(
            json!({}),
            "2026-01-01T00:00:00Z",
            "clerk",
            wasm_core::model::item::Status::Draft,
            None,
        );
        assert_eq!(due_day(Kind::People, &item), None);
    }

    #[test]
    fn the_items_of_a_disabled_account_or_of_nobody_are_the_admin_s() {
        let owners = Owners::of(&[
            user("admin", "admin", false),
            user("clerk", "editor", false),
            user("gone", "editor", true),
        ]);
        let mut item = StoredItem::first(json!({}), "2026-11-29T05:00:00Z", "clerk");
        assert_eq!(owners.owner_of(&item), "clerk");
        item.stewardship.owner = Some("gone".into());
        assert_eq!(owners.owner_of(&item), "admin");
        item.stewardship.owner = None;
        assert_eq!(owners.owner_of(&item), "admin");
        let owners = Owners::of(&[user("admin", "admin", true), user("chief", "admin", false)]);
        assert_eq!(owners.fallback(), "chief");
        assert!(!owners.may_own("admin"));
    }

    #[test]
    fn a_check_shows_on_the_public_page_only_after_the_version_went_there() {
        let mut item = StoredItem::first(json!({}), "2026-11-29T05:00:00Z", "clerk");
        assert_eq!(item.checked_since_shown(), None);
        item.stewardship.checks.push(Check {
            at: "2026-12-29T05:00:00Z".into(),
            by: "clerk".into(),
        });
        assert_eq!(
            item.checked_since_shown().as_deref(),
            Some("2026-12-29T05:00:00Z")
        );
        let next = item.next(json!({"a": 1}), "2027-01-05T05:00:00Z", "clerk");
        assert_eq!(
            next.checked_since_shown(),
            None,
            "the new version was not checked"
        );
    }
}
