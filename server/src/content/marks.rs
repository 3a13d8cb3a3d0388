//! "Being edited by X since 10:02": who has an item open in the editor. A mark lives in
//! memory (a restart forgets them, which only lets someone start editing sooner), is kept
//! alive by the editor while its user works, and ends when they close the editor, send the item
//! on (a review step) or sign out; it lapses after [`MARK_LAPSES_AFTER`] without a sign of
//! life, so a mark left by someone who went home never locks an item. Anyone may take over a
//! live mark; the one who had it is told on their next save.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use wasm_core::model::item::EditMark;
use wasm_core::model::kinds::Kind;
use wasm_core::model::values::Moment;

/// How long a mark lasts without a sign of life from its editor: 15 minutes.
pub const MARK_LAPSES_AFTER: u64 = 15 * 60;

#[derive(Debug, Clone)]
struct Mark {
    by: String,
    /// The session it was last kept alive from (the SHA-256 of its token): signing out of
    /// that session ends the mark.
    session: String,
    since: Moment,
    seen: u64,
    /// Who held the mark before this person took it over while it was live.
    took_from: Option<String>,
}

impl Mark {
    /// The mark as others are told of it.
    fn told(&self) -> EditMark {
        EditMark {
            by: self.by.clone(),
            since: self.since.clone(),
        }
    }

    fn is_live(&self, now: u64) -> bool {
        now < self.seen + MARK_LAPSES_AFTER
    }
}

/// What opening an item in the editor found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Opened {
    /// The mark is the caller's now.
    Mine,
    /// The caller took a live mark from this person.
    TookOver(String),
    /// Someone else has it open (the caller did not ask to take over).
    Held(EditMark),
}

/// Who opens an item: the account, and the session it works in (the SHA-256 of its token).
#[derive(Debug, Clone, Copy)]
pub struct Opener<'a> {
    /// The account's username.
    pub name: &'a str,
    /// Its session.
    pub session: &'a str,
}

/// The marks of every item open in an editor; cheap to clone.
#[derive(Debug, Clone, Default)]
pub struct EditMarks {
    marks: Arc<Mutex<HashMap<(Kind, String), Mark>>>,
}

impl EditMarks {
    /// `who` opens (or is still working on) the item at `now` (seconds) / `now_text` (RFC 3339);
    /// with `take`, a live mark of someone else becomes theirs.
    pub fn open(
        &self,
        kind: Kind,
        id: &str,
        who: Opener<'_>,
        now: u64,
        now_text: &str,
        take: bool,
    ) -> Opened {
        let mut marks = self.marks.lock().unwrap_or_else(PoisonError::into_inner);
        marks.retain(|_, mark| mark.is_live(now));
        let key = (kind, id.to_owned());
        match marks.get_mut(&key) {
            Some(mark) if mark.by == who.name => {
                mark.seen = now;
                who.session.clone_into(&mut mark.session);
                Opened::Mine
            }
            Some(mark) if !take => Opened::Held(mark.told()),
            held => {
                let took_from = held.map(|mark| mark.by.clone());
                marks.insert(
                    key,
                    Mark {
                        by: who.name.to_owned(),
                        session: who.session.to_owned(),
                        since: now_text.into(),
                        seen: now,
                        took_from: took_from.clone(),
                    },
                );
                took_from.map_or(Opened::Mine, Opened::TookOver)
            }
        }
    }

    /// `who` closes the item: their mark, if they hold it, goes.
    pub fn close(&self, kind: Kind, id: &str, who: &str) {
        let mut marks = self.marks.lock().unwrap_or_else(PoisonError::into_inner);
        let key = (kind, id.to_owned());
        if marks.get(&key).is_some_and(|mark| mark.by == who) {
            marks.remove(&key);
        }
    }

    /// Ends every mark kept alive from `session` (its token's SHA-256): its user signed out.
    pub fn end_session(&self, session: &str) {
        let mut marks = self.marks.lock().unwrap_or_else(PoisonError::into_inner);
        marks.retain(|_, mark| mark.session != session);
    }

    /// The live mark of someone other than `who` on the item at `now`, if any.
    pub fn other_than(&self, kind: Kind, id: &str, who: &str, now: u64) -> Option<EditMark> {
        let marks = self.marks.lock().unwrap_or_else(PoisonError::into_inner);
        marks
            .get(&(kind, id.to_owned()))
            .filter(|mark| mark.by != who && mark.is_live(now))
            .map(Mark::told)
    }

    /// Forgets every mark of an item (it was deleted).
    pub fn forget(&self, kind: Kind, id: &str) {
        let mut marks = self.marks.lock().unwrap_or_else(PoisonError::into_inner);
        marks.remove(&(kind, id.to_owned()));
    }

    /// Whether someone took over the item from `who` (told on `who`'s next save).
    pub fn taken_from(&self, kind: Kind, id: &str, who: &str, now: u64) -> Option<EditMark> {
        let marks = self.marks.lock().unwrap_or_else(PoisonError::into_inner);
        marks
            .get(&(kind, id.to_owned()))
            .filter(|mark| mark.took_from.as_deref() == Some(who) && mark.is_live(now))
            .map(Mark::told)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const AT: &str = "2026-11-24T04:32:00Z";

    /// An account working in a session of its own.
    fn who(name: &str) -> Opener<'_> {
        Opener {
            name,
            session: name,
        }
    }

    #[test]
    fn a_second_person_is_told_who_has_the_item_open_and_may_take_over() {
        let marks = EditMarks::default();
        assert_eq!(
            marks.open(Kind::Notices, "a", who("asha"), 1000, AT, false),
            Opened::Mine
        );
        let held = marks.open(Kind::Notices, "a", who("ravi"), 1010, AT, false);
        assert_eq!(
            held,
            Opened::Held(EditMark {
                by: "asha".into(),
                since: AT.into()
            })
        );
        assert_eq!(
            marks.open(Kind::Notices, "a", who("ravi"), 1020, AT, true),
            Opened::TookOver("asha".into())
        );
        assert_eq!(
            marks
                .taken_from(Kind::Notices, "a", "asha", 1030)
                .unwrap()
                .by,
            "ravi"
        );
        assert!(marks.other_than(Kind::Notices, "a", "ravi", 1030).is_none());
        assert_eq!(
            marks
                .other_than(Kind::Notices, "a", "asha", 1030)
                .unwrap()
                .by,
            "ravi"
        );
    }

    #[test]
    fn a_mark_lapses_after_fifteen_minutes_without_a_sign_of_life() {
        let marks = EditMarks::default();
        marks.open(Kind::Notices, "a", who("asha"), 1000, AT, false);
        marks.open(Kind::Notices, "a", who("asha"), 1000 + 600, AT, false);
        assert!(matches!(
            marks.open(
                Kind::Notices,
                "a",
                who("ravi"),
                1000 + 600 + MARK_LAPSES_AFTER - 1,
                AT,
                false
            ),
            Opened::Held(_)
        ));
        assert_eq!(
            marks.open(
                Kind::Notices,
                "a",
                who("ravi"),
                1000 + 600 + MARK_LAPSES_AFTER,
                AT,
                false
            ),
            Opened::Mine,
            "a lapsed mark is no one's: nothing is taken over"
        );
        assert!(
            marks
                .taken_from(Kind::Notices, "a", "asha", 1000 + 700 + MARK_LAPSES_AFTER)
                .is_none()
        );
        marks.close(Kind::Notices, "a", "asha");
        assert!(
            marks
                .other_than(Kind::Notices, "a", "asha", 1000 + 700 + MARK_LAPSES_AFTER)
                .is_some()
        );
        marks.close(Kind::Notices, "a", "ravi");
        assert!(
            marks
                .other_than(Kind::Notices, "a", "asha", 1000 + 700 + MARK_LAPSES_AFTER)
                .is_none()
        );
    }

    #[test]
    fn signing_out_ends_the_marks_kept_from_that_session_only() {
        let marks = EditMarks::default();
        let phone = Opener {
            name: "asha",
            session: "phone",
        };
        let desk = Opener {
            name: "asha",
            session: "desk",
        };
        marks.open(Kind::Notices, "a", phone, 1000, AT, false);
        marks.open(Kind::Notices, "b", desk, 1000, AT, false);
        marks.end_session("phone");
        assert!(marks.other_than(Kind::Notices, "a", "ravi", 1010).is_none());
        assert!(marks.other_than(Kind::Notices, "b", "ravi", 1010).is_some());
        // Kept alive from the other session, a mark follows it.
        marks.open(Kind::Notices, "b", phone, 1020, AT, false);
        marks.end_session("desk");
        assert!(marks.other_than(Kind::Notices, "b", "ravi", 1030).is_some());
        marks.end_session("phone");
        assert!(marks.other_than(Kind::Notices, "b", "ravi", 1030).is_none());
    }
}
