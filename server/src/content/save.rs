//! The rules every write of content follows, inside the write's transaction (so two saves
//! cannot both pass a check the other breaks): the kind's rules from wasm-core, fields unique
//! among the kind, files that exist, the version the change started from; and the uploaded
//! files a change stops naming, which are deleted when nothing else names them.

use serde_json::Value;
use unicode_normalization::UnicodeNormalization;
use wasm_core::content::{FieldProblems, References, check, facts, files, new_id};
use wasm_core::model::directory::{Designation, Party, Wards};
use wasm_core::model::kinds::{Kind, Shape};

use super::live::document_id;
use crate::error::AppError;
use crate::site::SiteFiles;
use crate::store::Change;
use crate::store::content::StoredItem;
use crate::uploads::name_of_url;

/// Who saves, when, and the built site whose files an item may name.
pub struct Context<'a> {
    /// The time of the save (RFC 3339).
    pub now: &'a str,
    /// The account saving.
    pub by: &'a str,
    /// The files of the built site (`/files/…`, `/images/…`).
    pub site: &'a SiteFiles,
}

/// What a save did: the item's id and the uploaded files no longer named by anything, whose
/// records it removed (the caller deletes the files once the change is saved).
#[derive(Debug)]
pub struct Saved {
    /// The item's id.
    pub id: String,
    /// Names of uploaded files to delete.
    pub dropped: Vec<String>,
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
    let body = with_defaults(kind, body, context.now);
    let (mut data, facts) = checked(change, kind, body)?;
    let items = change.content_items(kind)?;
    let id = new_id(&facts.label, "item", |id| {
        items.iter().any(|(taken, _)| taken == id)
    });
    data["id"] = Value::from(id.clone());
    write(change, kind, &id, data, None, context)
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
    let current = change.content_item(kind, id)?.ok_or(AppError::NotFound)?;
    if current.version != version {
        return Err(AppError::StaleVersion(Some(current.last_save())));
    }
    let body = with_defaults(kind, body, context.now);
    let (mut data, _) = checked(change, kind, body)?;
    if kind.shape() == Shape::Collection {
        data["id"] = Value::from(id.to_owned());
    }
    write(change, kind, id, data, Some(current), context)
}

/// Removes the item of `kind` with this id, unless other content refers to it.
pub fn delete(change: &mut Change<'_>, kind: Kind, id: &str) -> Result<Saved, AppError> {
    if kind.is_fixed() {
        return Err(AppError::Fixed);
    }
    let current = change.content_item(kind, id)?.ok_or(AppError::NotFound)?;
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
    let dropped = release(change, kind, id, &current.data, &Value::Null)?;
    change.remove_content(kind, id)?;
    Ok(Saved {
        id: id.to_owned(),
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

/// `body` with what a save may leave out filled in (an alert starts now), its texts composed.
fn with_defaults(kind: Kind, mut body: Value, now: &str) -> Value {
    composed(&mut body);
    if kind == Kind::Alerts
        && let Value::Object(fields) = &mut body
        && fields
            .get("from")
            .is_none_or(|from| from.as_str() == Some(""))
    {
        fields.insert("from".into(), Value::from(now));
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

fn write(
    change: &mut Change<'_>,
    kind: Kind,
    id: &str,
    data: Value,
    current: Option<StoredItem>,
    context: &Context<'_>,
) -> Result<Saved, AppError> {
    let mut problems = FieldProblems::new();
    unique_among_kind(change, kind, id, &data, &mut problems)?;
    for (path, file) in files(&data) {
        let exists = match name_of_url(&file) {
            Some(name) => change.upload(name)?.is_some(),
            None => !file.starts_with("/uploads/") && context.site.file(&file).is_some(),
        };
        if !exists {
            problems.entry(path).or_default().push("unknown_file");
        }
    }
    if !problems.is_empty() {
        return Err(AppError::InvalidFields(problems));
    }
    let dropped = match &current {
        Some(current) => release(change, kind, id, &current.data, &data)?,
        None => Vec::new(),
    };
    let item = match current {
        Some(current) => current.next(data, context.now, context.by),
        None => StoredItem::first(data, context.now, context.by),
    };
    change.put_content(kind, id, &item)?;
    Ok(Saved {
        id: document_id(kind).map_or_else(|| id.to_owned(), str::to_owned),
        dropped,
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
        let Some(theirs) = facts(kind, &other.data) else {
            continue;
        };
        for (field, value) in &mine.unique {
            if theirs.unique.contains(&(*field, value.clone())) {
                let codes = problems.entry((*field).to_owned()).or_default();
                if !codes.contains(&"taken") {
                    codes.push("taken");
                }
            }
        }
    }
    Ok(())
}

/// The uploaded files `old` names and `new` does not, that no other item and no hoarding
/// record names: their records are removed and their names returned.
fn release(
    change: &mut Change<'_>,
    kind: Kind,
    id: &str,
    old: &Value,
    new: &Value,
) -> Result<Vec<String>, AppError> {
    let kept: Vec<String> = files(new).into_iter().map(|(_, file)| file).collect();
    let mut candidates: Vec<String> = files(old)
        .into_iter()
        .map(|(_, file)| file)
        .filter(|file| name_of_url(file).is_some() && !kept.contains(file))
        .collect();
    candidates.dedup();
    if candidates.is_empty() {
        return Ok(Vec::new());
    }
    let mut named_elsewhere: Vec<String> = change.hoarding_urls()?;
    for other_kind in Kind::ALL {
        for (other_id, other) in change.content_items(other_kind)? {
            if other_kind == kind && other_id == id {
                continue;
            }
            named_elsewhere.extend(files(&other.data).into_iter().map(|(_, file)| file));
        }
    }
    let mut dropped = Vec::new();
    for file in candidates {
        if named_elsewhere.contains(&file) {
            continue;
        }
        if let Some(name) = name_of_url(&file) {
            change.remove_upload(name)?;
            dropped.push(name.to_owned());
        }
    }
    Ok(dropped)
}
