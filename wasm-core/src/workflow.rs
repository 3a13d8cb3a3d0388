//! The publishing lifecycle of an item and who may move it along (the server enforces it; the
//! admin screens offer only the steps it allows):
//!
//! - an editor's save is a draft; a publisher's or an admin's own save publishes at once (for
//!   an alert that is the emergency path, with no extra step);
//! - a draft is sent for review by anyone who may edit;
//! - an item in review is approved (published) by a publisher other than its author, or
//!   returned to draft with a comment;
//! - while a newer version is a draft or in review, the published one stays on the site;
//! - a published notice, tender or advertisement may be moved to its archive before its time,
//!   and a publisher may put an item so moved back on the site (the undo of an archive).
//!
//! Every step is recorded in the audit log under one of [`Action`]'s names.

use serde::{Deserialize, Serialize};

use crate::model::item::Status;
use crate::roles::{Permission, Role};

/// A step someone takes with an item.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// Save a version (new or changed).
    Save,
    /// Send a draft for review.
    Submit,
    /// Publish a version in review.
    Approve,
    /// Send a version in review back to draft, with a comment.
    Return,
    /// Make an earlier revision the newest version.
    Restore,
    /// Move a published item to its archive now.
    Archive,
    /// Put an item moved to its archive back on the site.
    Unarchive,
    /// Remove the item and its revisions.
    Delete,
}

/// Why a step is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The role may not take this step at all (HTTP 403 `forbidden`): it needs this
    /// permission.
    Forbidden(Permission),
    /// The author of a version may not approve it: a second person must (403 `own_work`).
    OwnWork,
    /// The item is not where the step starts (409 `wrong_status`): approving a draft, sending
    /// an item already in review.
    WrongStatus,
}

/// Whether `role` may take `step` with an item whose newest version is at `status`, saved by
/// the same account (`own`) or another.
pub fn may_take(role: Role, step: Step, status: Status, own: bool) -> Result<(), Refusal> {
    let needs = match step {
        Step::Save | Step::Submit | Step::Restore => Permission::Edit,
        Step::Approve | Step::Return | Step::Archive | Step::Unarchive | Step::Delete => {
            Permission::Publish
        }
    };
    if !role.may(needs) {
        return Err(Refusal::Forbidden(needs));
    }
    let starts_from = match step {
        Step::Save | Step::Restore | Step::Delete => return Ok(()),
        Step::Submit => Status::Draft,
        Step::Approve | Step::Return => Status::Review,
        Step::Archive => Status::Published,
        Step::Unarchive => Status::Archived,
    };
    if status != starts_from {
        return Err(Refusal::WrongStatus);
    }
    if step == Step::Approve && own {
        return Err(Refusal::OwnWork);
    }
    Ok(())
}

/// Where a version saved (or restored) by `role` is: published at once, or a draft.
pub fn saved_status(role: Role) -> Status {
    if role.may(Permission::Publish) {
        Status::Published
    } else {
        Status::Draft
    }
}

/// What an audit log entry records.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub enum Action {
    /// A successful sign-in.
    SignIn,
    /// A sign-in refused for a wrong name or password.
    SignInFailed,
    /// Sign-in attempts refused because there were too many (one entry for a run of them).
    SignInThrottled,
    /// A sign-out.
    SignOut,
    /// A new item saved.
    Create,
    /// An item saved (a draft, or published at once: see `unreviewed`).
    Save,
    /// A draft sent for review.
    Submit,
    /// A version in review published by a second person.
    Approve,
    /// A version in review sent back to draft with a comment.
    Return,
    /// A version put on the site by its own author without review.
    Publish,
    /// A published item moved to its archive.
    Archive,
    /// An item moved to its archive put back on the site.
    Unarchive,
    /// An earlier revision made the newest version.
    Restore,
    /// An item removed.
    Delete,
    /// A file uploaded.
    Upload,
    /// An uploaded file removed because nothing named it a day after it arrived (the server's
    /// own action).
    RemoveUnused,
    /// An account added.
    AccountAdd,
    /// An account's role, state or password changed by an admin.
    AccountChange,
    /// Someone changed their own password.
    PasswordChange,
    /// Someone took over the editing of an item another person had open.
    TakeOver,
    /// A citizen's message answered: its status changed, a reply given or it was assigned.
    FeedbackAnswer,
    /// An item's owner or its day for review changed.
    ReviewSet,
    /// An item checked and found still correct, without a new version.
    Checked,
    /// Everything kept of a subscriber shown to an admin, at the subscriber's request.
    SubscriberExport,
    /// A subscriber removed by an admin, at the subscriber's request.
    SubscriberDelete,
    /// An overdue message given to the account its category names (the website's own action).
    FeedbackEscalate,
    /// A category's time to answer or its escalation account changed.
    FeedbackSettings,
}

impl Action {
    /// Every action, in the order the audit log's filter lists them.
    pub const ALL: [Action; 27] = [
        Action::SignIn,
        Action::SignInFailed,
        Action::SignInThrottled,
        Action::SignOut,
        Action::Create,
        Action::Save,
        Action::Submit,
        Action::Approve,
        Action::Return,
        Action::Publish,
        Action::Archive,
        Action::Unarchive,
        Action::Restore,
        Action::Delete,
        Action::Upload,
        Action::RemoveUnused,
        Action::AccountAdd,
        Action::AccountChange,
        Action::PasswordChange,
        Action::TakeOver,
        Action::FeedbackAnswer,
        Action::ReviewSet,
        Action::Checked,
        Action::SubscriberExport,
        Action::SubscriberDelete,
        Action::FeedbackEscalate,
        Action::FeedbackSettings,
    ];

    /// Its name, as the API sends it and the audit log's filter takes it.
    pub fn name(self) -> &'static str {
        match self {
            Action::SignIn => "signIn",
            Action::SignInFailed => "signInFailed",
            Action::SignInThrottled => "signInThrottled",
            Action::SignOut => "signOut",
            Action::Create => "create",
            Action::Save => "save",
            Action::Submit => "submit",
            Action::Approve => "approve",
            Action::Return => "return",
            Action::Publish => "publish",
            Action::Archive => "archive",
            Action::Unarchive => "unarchive",
            Action::Restore => "restore",
            Action::Delete => "delete",
            Action::Upload => "upload",
            Action::RemoveUnused => "removeUnused",
            Action::AccountAdd => "accountAdd",
            Action::AccountChange => "accountChange",
            Action::PasswordChange => "passwordChange",
            Action::TakeOver => "takeOver",
            Action::FeedbackAnswer => "feedbackAnswer",
            Action::ReviewSet => "reviewSet",
            Action::Checked => "checked",
            Action::SubscriberExport => "subscriberExport",
            Action::SubscriberDelete => "subscriberDelete",
            Action::FeedbackEscalate => "feedbackEscalate",
            Action::FeedbackSettings => "feedbackSettings",
        }
    }

    /// The action named `name`.
    pub fn parse(name: &str) -> Option<Action> {
        Action::ALL.into_iter().find(|action| action.name() == name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_editor_drafts_and_submits_but_never_publishes() {
        let editor = Role::Editor;
        assert_eq!(saved_status(editor), Status::Draft);
        assert_eq!(
            may_take(editor, Step::Save, Status::Published, false),
            Ok(())
        );
        assert_eq!(may_take(editor, Step::Submit, Status::Draft, true), Ok(()));
        assert_eq!(
            may_take(editor, Step::Restore, Status::Published, false),
            Ok(())
        );
        for step in [
            Step::Approve,
            Step::Return,
            Step::Archive,
            Step::Unarchive,
            Step::Delete,
        ] {
            assert_eq!(
                may_take(editor, step, Status::Review, false),
                Err(Refusal::Forbidden(Permission::Publish))
            );
        }
    }

    #[test]
    fn a_second_person_approves() {
        for role in [Role::Publisher, Role::Admin] {
            assert_eq!(saved_status(role), Status::Published);
            assert_eq!(may_take(role, Step::Approve, Status::Review, false), Ok(()));
            assert_eq!(
                may_take(role, Step::Approve, Status::Review, true),
                Err(Refusal::OwnWork)
            );
            assert_eq!(may_take(role, Step::Return, Status::Review, true), Ok(()));
        }
    }

    #[test]
    fn each_step_starts_from_its_status() {
        let publisher = Role::Publisher;
        assert_eq!(
            may_take(publisher, Step::Approve, Status::Draft, false),
            Err(Refusal::WrongStatus)
        );
        assert_eq!(
            may_take(publisher, Step::Submit, Status::Review, false),
            Err(Refusal::WrongStatus)
        );
        assert_eq!(
            may_take(publisher, Step::Archive, Status::Archived, false),
            Err(Refusal::WrongStatus)
        );
        assert_eq!(
            may_take(publisher, Step::Archive, Status::Published, false),
            Ok(())
        );
        assert_eq!(
            may_take(publisher, Step::Unarchive, Status::Published, false),
            Err(Refusal::WrongStatus)
        );
        assert_eq!(
            may_take(publisher, Step::Unarchive, Status::Archived, true),
            Ok(())
        );
    }

    #[test]
    fn actions_go_by_their_names() {
        for action in Action::ALL {
            assert_eq!(Action::parse(action.name()), Some(action));
            assert_eq!(
                serde_json::to_value(action).unwrap(),
                serde_json::Value::from(action.name())
            );
        }
        assert_eq!(Action::parse("Create"), None);
    }
}
