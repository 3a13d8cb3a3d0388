//! The rules every write of content follows, inside the write's transaction (so two saves
//! cannot both pass a check the other breaks): the kind's rules from wasm-core, fields unique
//! among the kind, files that exist, the version the change started from, and the publishing
//! lifecycle (wasm-core `workflow`: who may save, send for review, approve, return, restore,
//! archive and delete). Each step says what the audit log records of it. An uploaded file stays
//! while any revision of an item names it (a restore needs it), and is deleted with the last
//! item that names it.

use serde_json::Value;
use unicode_normalization::UnicodeNormalization;
use wasm_core::content::{
    FieldProblems, References, among_kind, change_note, check, facts, files, new_id,
};
use wasm_core::model::Bilingual;
use wasm_core::model::directory::{Designation, Party, Wards};
use wasm_core::model::item::{Returned, Status};
use wasm_core::model::kinds::{Kind, Shape};
use wasm_core::roles::Role;
use wasm_core::validate::moment_seconds;
use wasm_core::workflow::{Action, Refusal, Step, may_take, saved_status};

use super::live::{LiveItem, document_id};
use crate::built::SiteFiles;
use crate::error::AppError;
use crate::store::Change;
use crate::store::content::StoredItem;
use crate::uploads::name_of_url;

/// Who saves, when, and the built site whose files an item may name.
pub struct Context<'a> {
    /// The time of the save (RFC 3339).
    pub now: &'a str,
    /// The account saving.
    pub by: &'a str,
    /// Its role.
    pub role: Role,
    /// The files of the built site (`/files/…`, `/images/…`).
    pub site: &'a SiteFiles,
}

/// What a step did: the item's id, what the audit log records of it, and the uploaded files
/// no longer named by anything, whose records it removed (the caller deletes the files once
/// the change is saved).
#[derive(Debug)]
pub struct Saved {
    /// The item's id.
    pub id: String,
    /// The step, as the audit log names it.
    pub action: Action,
    /// The version it made or acted on (none after a delete).
    pub version: Option<u64>,
    /// Whether it put a version on the site without a second person's review.
    pub unreviewed: bool,
    /// What else the audit log says (a return's comment, the revision restored).
    pub detail: Option<String>,
    /// Names of uploaded files to delete.
    pub dropped: Vec<String>,
}

impl From<Refusal> for AppError {
    fn from(refusal: Refusal) -> Self {
        match refusal {
            Refusal::Forbidden(needs) => AppError::Forbidden(Some(needs)),
            Refusal::OwnWork => AppError::OwnWork,
            Refusal::WrongStatus => AppError::WrongStatus,
        }
    }
}

/// The item of `kind` with this id, if it is still at `version` (when one is given); else
/// 412 with what the item is now at `now` (RFC 3339).
fn current_at(
    change: &Change<'_>,
    kind: Kind,
    id: &str,
    version: Option<u64>,
    now: &str,
) -> Result<StoredItem, AppError> {
    let current = change.content_item(kind, id)?.ok_or(AppError::NotFound)?;
    if version.is_some_and(|version| version != current.version) {
        let now = moment_seconds(now).unwrap_or_default();
        let conflict = LiveItem::new(kind, id.to_owned(), current).conflict(now);
        return Err(AppError::StaleVersion(Some(Box::new(conflict))));
    }
    Ok(current)
}

/// Adds a new item of `kind` (a collection that is not a fixed set).
pub fn create(
    change: &mut Change<'_>,
    kind: Kind,
    body: Value,
    context: &Context<'_>,
) -> Result<Saved, AppError> {
    if kind.is_fixed() {
        return Err(AppError::Fixed);
    }
    may_take(context.role, Step::Save, Status::Draft, true)?;
    let note = note_of(kind, &body)?;
    let body = with_defaults(kind, body, context.now);
    let (mut data, facts) = checked(change, kind, body)?;
    let items = change.content_items(kind)?;
    let id = new_id(&facts.label, "item", |id| {
        items.iter().any(|(taken, _)| taken == id)
    });
    data["id"] = Value::from(id.clone());
    write(change, kind, &id, data, None, note, None, context)
}

/// Replaces the item of `kind` with this id, if it is still at `version`.
pub fn replace(
    change: &mut Change<'_>,
    kind: Kind,
    id: &str,
    version: u64,
    body: Value,
    context: &Context<'_>,
) -> Result<Saved, AppError> {
    let current = current_at(change, kind, id, Some(version), context.now)?;
    may_take(
        context.role,
        Step::Save,
        current.status,
        current.updated_by == context.by,
    )?;
    let note = note_of(kind, &body)?;
    let body = with_defaults(kind, body, context.now);
    let data = checked_as(change, kind, id, body)?;
    write(change, kind, id, data, Some(current), note, None, context)
}

/// Makes revision `revision` of the item the newest version, if the item is still at
/// `version`: saved as any save is (a draft when an editor restores), after passing today's
/// rules again.
pub fn restore(
    change: &mut Change<'_>,
    kind: Kind,
    id: &str,
    version: u64,
    revision: u64,
    context: &Context<'_>,
) -> Result<Saved, AppError> {
    let current = current_at(change, kind, id, Some(version), context.now)?;
    may_take(context.role, Step::Restore, current.status, false)?;
    let old = change
        .revisions(kind, id)?
        .into_iter()
        .find(|r| r.version == revision)
        .ok_or(AppError::NotFound)?;
    let data = checked_as(change, kind, id, old.data)?;
    write(
        change,
        kind,
        id,
        data,
        Some(current),
        None,
        Some(revision),
        context,
    )
}

/// Takes a review step on the item, if it is still at `version` (when one is given): sends its
/// draft for review, approves (publishes) the version in review, returns it to draft with
/// `comment` (required), moves a published notice, tender or advertisement to its archive, or
/// puts one so moved back on the site.
pub fn review(
    change: &mut Change<'_>,
    kind: Kind,
    id: &str,
    version: Option<u64>,
    step: Step,
    comment: &str,
    context: &Context<'_>,
) -> Result<Saved, AppError> {
    let mut current = current_at(change, kind, id, version, context.now)?;
    if matches!(step, Step::Archive | Step::Unarchive) && !kind.has_archive() {
        return Err(AppError::NoArchive);
    }
    may_take(
        context.role,
        step,
        current.status,
        current.updated_by == context.by,
    )?;
    let (action, detail) = match step {
        Step::Submit => {
            current.status = Status::Review;
            current.returned = None;
            (Action::Submit, None)
        }
        Step::Approve => {
            let mut problems = FieldProblems::new();
            live_among_kind(change, kind, id, &current.data, context.now, &mut problems)?;
            if !problems.is_empty() {
                return Err(AppError::InvalidFields(problems));
            }
            current.publish(context.now);
            (Action::Approve, None)
        }
        Step::Return => {
            let comment = return_comment(comment)?;
            current.status = Status::Draft;
            current.returned = Some(Returned {
                by: context.by.to_owned(),
                at: context.now.into(),
                comment: comment.clone(),
            });
            (Action::Return, Some(comment))
        }
        Step::Archive => {
            current.status = Status::Archived;
            (Action::Archive, None)
        }
        Step::Unarchive => {
            let now = moment_seconds(context.now);
            let past = facts(kind, &current.data)
                .zip(now)
                .is_some_and(|(facts, now)| facts.is_archived(now));
            if past {
                return Err(AppError::PastItsTime);
            }
            current.status = Status::Published;
            (Action::Unarchive, None)
        }
        Step::Save | Step::Restore | Step::Delete => return Err(AppError::NotFound),
    };
    change.put_content(kind, id, &current)?;
    Ok(step_done(id, &current, action, detail))
}

/// A return's comment, trimmed: required, at most a long text.
fn return_comment(comment: &str) -> Result<String, AppError> {
    let comment = comment.trim();
    let code = if comment.is_empty() {
        "required"
    } else if comment.chars().count() > wasm_core::content::LONG_TEXT_MAX {
        "too_long"
    } else {
        return Ok(comment.to_owned());
    };
    Err(AppError::InvalidFields(FieldProblems::from([(
        "comment".to_owned(),
        vec![code],
    )])))
}

fn step_done(id: &str, item: &StoredItem, action: Action, detail: Option<String>) -> Saved {
    Saved {
        id: id.to_owned(),
        action,
        version: Some(item.version),
        unreviewed: false,
        detail,
        dropped: Vec::new(),
    }
}

/// The change note a save of `kind` sends, checked.
fn note_of(kind: Kind, body: &Value) -> Result<Option<Bilingual>, AppError> {
    change_note(kind, body).map_err(AppError::InvalidFields)
}

/// Removes the item of `kind` with this id and its revisions, unless other content refers
/// to it.
pub fn delete(
    change: &mut Change<'_>,
    kind: Kind,
    id: &str,
    version: Option<u64>,
    context: &Context<'_>,
) -> Result<Saved, AppError> {
    if kind.is_fixed() {
        return Err(AppError::Fixed);
    }
    let current = current_at(change, kind, id, version, context.now)?;
    may_take(context.role, Step::Delete, current.status, false)?;
    let field = match kind {
        Kind::Designations => Some("designation"),
        Kind::Parties => Some("party"),
        _ => None,
    };
    if let Some(field) = field {
        let people = change.content_items(Kind::People)?;
        if people.iter().any(|(_, p)| p.data[field] == id) {
            return Err(AppError::InUse);
        }
    }
    let dropped = release(change, kind, id)?;
    change.remove_content(kind, id)?;
    Ok(Saved {
        id: id.to_owned(),
        action: Action::Delete,
        version: None,
        unreviewed: false,
        detail: None,
        dropped,
    })
}

/// Every text of `value` in Unicode's composed form (NFC), as stored texts are kept: one text
/// has one spelling, whichever keyboard typed it.
pub fn composed(value: &mut Value) {
    match value {
        Value::String(text) if !unicode_normalization::is_nfc(text) => {
            *text = text.nfc().collect();
        }
        Value::Array(items) => items.iter_mut().for_each(composed),
        Value::Object(fields) => fields.values_mut().for_each(composed),
        _ => {}
    }
}

/// `body` with what a save may leave out filled in (an alert starts now and is shown for a
/// day), its texts composed.
fn with_defaults(kind: Kind, mut body: Value, now: &str) -> Value {
    composed(&mut body);
    if kind == Kind::Alerts
        && let Value::Object(fields) = &mut body
    {
        wasm_core::model::alerts::fill_defaults(fields, now);
    }
    body
}

/// The item as stored and its facts, or what is wrong with it.
fn checked(
    change: &Change<'_>,
    kind: Kind,
    body: Value,
) -> Result<(Value, wasm_core::content::Facts), AppError> {
    let refs = if kind == Kind::People {
        references(change)?
    } else {
        References::default()
    };
    check(kind, body, &refs).map_err(AppError::InvalidFields)
}

/// `body` checked as the new version of the item `id` of `kind`, which a collection's item
/// carries in its content.
fn checked_as(change: &Change<'_>, kind: Kind, id: &str, body: Value) -> Result<Value, AppError> {
    let (mut data, _) = checked(change, kind, body)?;
    if kind.shape() == Shape::Collection {
        data["id"] = Value::from(id.to_owned());
    }
    Ok(data)
}

/// What people may refer to, as of this change.
fn references(change: &Change<'_>) -> Result<References, AppError> {
    let read = |kind| -> Result<Vec<Value>, AppError> {
        Ok(change
            .content_items(kind)?
            .into_iter()
            .map(|(_, item)| item.data)
            .collect())
    };
    let designations: Vec<Designation> = read(Kind::Designations)?
        .into_iter()
        .filter_map(|v| serde_json::from_value(v).ok())
        .collect();
    let parties: Vec<Party> = read(Kind::Parties)?
        .into_iter()
        .filter_map(|v| serde_json::from_value(v).ok())
        .collect();
    let wards: Option<Wards> = read(Kind::Wards)?
        .into_iter()
        .next()
        .and_then(|v| serde_json::from_value(v).ok());
    Ok(References::new(&designations, &parties, wards))
}

/// Saves `data` as the item's next version (its first when there is no `current`), at the
/// status the saver's role gives: a draft, or published at once.
#[allow(clippy::too_many_arguments)]
fn write(
    change: &mut Change<'_>,
    kind: Kind,
    id: &str,
    data: Value,
    current: Option<StoredItem>,
    note: Option<Bilingual>,
    restored_from: Option<u64>,
    context: &Context<'_>,
) -> Result<Saved, AppError> {
    let status = saved_status(context.role);
    let mut problems = FieldProblems::new();
    unique_among_kind(change, kind, id, &data, &mut problems)?;
    if status == Status::Published {
        live_among_kind(change, kind, id, &data, context.now, &mut problems)?;
    }
    for (path, file) in files(&data) {
        // A citizen's feedback photo is theirs and staff's alone: content may not name it.
        let exists = match name_of_url(&file) {
            Some(name) => change.upload(name)?.is_some_and(|record| !record.feedback),
            None => !file.starts_with("/uploads/") && context.site.file(&file).is_some(),
        };
        if !exists {
            problems.entry(path).or_default().push("unknown_file");
        }
    }
    if !problems.is_empty() {
        return Err(AppError::InvalidFields(problems));
    }
    let first = current.is_none();
    let mut item = if let Some(current) = current {
        current.next_as(data, context.now, context.by, status, note)
    } else {
        StoredItem::first_as(data, context.now, context.by, status, note)
    };
    item.restored_from = restored_from;
    change.put_content(kind, id, &item)?;
    let action = match (restored_from, first) {
        (Some(_), _) => Action::Restore,
        (None, true) => Action::Create,
        (None, false) => Action::Save,
    };
    Ok(Saved {
        id: document_id(kind).map_or_else(|| id.to_owned(), str::to_owned),
        action,
        version: Some(item.version),
        unreviewed: status == Status::Published,
        detail: restored_from.map(|revision| format!("revision {revision}")),
        dropped: Vec::new(),
    })
}

/// Fails with `taken` for each field of the item's facts that another item of the kind has.
fn unique_among_kind(
    change: &Change<'_>,
    kind: Kind,
    id: &str,
    data: &Value,
    problems: &mut FieldProblems,
) -> Result<(), AppError> {
    let Some(mine) = facts(kind, data) else {
        return Ok(());
    };
    if mine.unique.is_empty() {
        return Ok(());
    }
    for (other_id, other) in change.content_items(kind)? {
        if other_id == id {
            continue;
        }
        // Another item's newest version and its version on the site both hold their values:
        // a title another item shows visitors is taken while a draft renames it.
        let site = other.site_version().map(|site| site.data);
        let theirs: Vec<_> = std::iter::once(&other.data)
            .chain(site)
            .filter_map(|data| facts(kind, data))
            .flat_map(|facts| facts.unique)
            .collect();
        for (field, value) in &mine.unique {
            if theirs.contains(&(*field, value.clone())) {
                let codes = problems.entry((*field).to_owned()).or_default();
                if !codes.contains(&"taken") {
                    codes.push("taken");
                }
            }
        }
    }
    Ok(())
}

/// Fails with `too_many_live` (on the item as a whole) when the item, on the site from `now`,
/// would be live at some moment together with as many other items of its kind as may be live
/// at once (wasm-core `content::among_kind`: the alerts). The others count as visitors see
/// them: their published versions.
fn live_among_kind(
    change: &Change<'_>,
    kind: Kind,
    id: &str,
    data: &Value,
    now: &str,
    problems: &mut FieldProblems,
) -> Result<(), AppError> {
    if kind.live_max().is_none() {
        return Ok(());
    }
    let (Some(mine), Some(now)) = (facts(kind, data), moment_seconds(now)) else {
        return Ok(());
    };
    let others: Vec<_> = change
        .content_items(kind)?
        .iter()
        .filter(|(other_id, _)| other_id != id)
        .filter_map(|(_, other)| other.site_version().and_then(|site| facts(kind, site.data)))
        .collect();
    for (path, codes) in among_kind(kind, &mine, &others, now) {
        problems.entry(path).or_default().extend(codes);
    }
    Ok(())
}

/// The uploaded files the item's revisions name that no other item's revision and no version
/// of the hoarding circular names (and that no citizen sent): their records are removed and
/// their names returned.
fn release(change: &mut Change<'_>, kind: Kind, id: &str) -> Result<Vec<String>, AppError> {
    let mut mine: Vec<String> = Vec::new();
    let mut named_elsewhere: Vec<String> = change.hoarding_urls()?;
    for (other_kind, other_id, revision) in change.all_revisions()? {
        let named = files(&revision.data).into_iter().map(|(_, file)| file);
        if other_kind == kind.name() && other_id == id {
            mine.extend(named.filter(|file| name_of_url(file).is_some()));
        } else {
            named_elsewhere.extend(named);
        }
    }
    mine.sort();
    mine.dedup();
    let mut dropped = Vec::new();
    for file in mine {
        if named_elsewhere.contains(&file) {
            continue;
        }
        // A citizen's photo belongs to their message: no change of content removes it.
        if let Some(name) = name_of_url(&file)
            && change.upload(name)?.is_some_and(|record| !record.feedback)
        {
            change.remove_upload(name)?;
            dropped.push(name.to_owned());
        }
    }
    Ok(dropped)
}
