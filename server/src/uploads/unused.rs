//! Uploads nothing names: a file that no version of any item (current, on the site, or among
//! the revisions a restore needs, the hoarding circular's among them) and no citizen's message
//! names [`UNUSED_AFTER`] after it arrived is removed with its record, so refused or abandoned
//! uploads (a save that never came, a dashboard's image whose event was refused) do not fill
//! the disk. Each removal is logged and recorded in the audit log (`removeUnused`, kind `pdf`
//! or `photo`, the stored name as the item, the uploader's file name as the detail), by the
//! website itself. The check runs at start and then every [`CHECK_EVERY`].

use std::collections::HashSet;
use std::time::Duration;

use wasm_core::content::files;
use wasm_core::model::kinds::Kind;
use wasm_core::workflow::Action;

use super::{UploadDir, uploads_url};
use crate::clock::{Clock, rfc3339_at};
use crate::error::AppError;
use crate::store::Store;
use crate::store::audit::AuditEntry;

/// How long an upload may wait for something to name it.
pub const UNUSED_AFTER: Duration = Duration::from_hours(24);

/// How often the uploads are checked.
pub const CHECK_EVERY: Duration = Duration::from_hours(1);

/// Removes the uploads nothing names that arrived more than [`UNUSED_AFTER`] before `now`
/// (seconds since 1970): their records and audit entries in one write, then their files.
/// Returns the names removed.
pub fn remove_unused(
    store: &Store,
    uploads: &UploadDir,
    now: u64,
) -> Result<Vec<String>, AppError> {
    let cutoff = now.saturating_sub(UNUSED_AFTER.as_secs());
    let at = rfc3339_at(now);
    let removed = store.change(|change| {
        let mut named: HashSet<String> = HashSet::new();
        named.extend(change.hoarding_urls()?);
        named.extend(change.feedback_photos()?);
        for (_, _, revision) in change.all_revisions()? {
            named.extend(files(&revision.data).into_iter().map(|(_, file)| file));
        }
        for kind in Kind::ALL {
            for (_, item) in change.content_items(kind)? {
                let site = item.site_version().map(|site| site.data.clone());
                for data in std::iter::once(item.data).chain(site) {
                    named.extend(files(&data).into_iter().map(|(_, file)| file));
                }
            }
        }
        let mut removed = Vec::new();
        for (name, record) in change.uploads()? {
            let arrived = humantime::parse_rfc3339(&record.uploaded_at)
                .ok()
                .and_then(|at| at.duration_since(std::time::UNIX_EPOCH).ok())
                .map_or(0, |since| since.as_secs());
            if arrived >= cutoff || named.contains(&uploads_url(&name)) {
                continue;
            }
            change.remove_upload(&name)?;
            let kind = if record.media_type == "application/pdf" {
                "pdf"
            } else {
                "photo"
            };
            let mut entry = AuditEntry::new(&at, "", Action::RemoveUnused).on(kind, &name);
            entry.detail = Some(record.file_name.clone());
            change.append_audit(&entry)?;
            removed.push(name);
        }
        Ok::<_, AppError>(removed)
    })?;
    uploads.remove(&removed);
    for name in &removed {
        tracing::info!(%name, "removed an upload nothing named for a day");
    }
    Ok(removed)
}

/// Checks the uploads now and then every [`CHECK_EVERY`], by `clock`'s time, while the
/// server runs.
pub fn start(store: Store, uploads: UploadDir, clock: Clock) {
    tokio::spawn(async move {
        loop {
            let (store, uploads, now) = (store.clone(), uploads.clone(), clock.now());
            match tokio::task::spawn_blocking(move || remove_unused(&store, &uploads, now)).await {
                Ok(Ok(_)) => {}
                Ok(Err(error)) => tracing::warn!(%error, "cannot remove unused uploads"),
                Err(error) => tracing::warn!(%error, "the check of unused uploads failed"),
            }
            tokio::time::sleep(CHECK_EVERY).await;
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::content::StoredItem;
    use crate::store::uploads::UploadRecord;
    use crate::uploads::upload_name;

    const DAY: u64 = 86_400;
    /// 2026-11-24T00:00:00Z.
    const ARRIVED: u64 = 1_795_478_400;

    fn record(media_type: &str) -> UploadRecord {
        UploadRecord {
            media_type: media_type.into(),
            file_name: "circular.pdf".into(),
            bytes: 5,
            uploaded_at: rfc3339_at(ARRIVED),
            pages: None,
            feedback: false,
        }
    }

    fn uploaded(store: &Store, dir: &UploadDir, extension: &str) -> String {
        let name = upload_name(extension);
        let media = if extension == "pdf" {
            "application/pdf"
        } else {
            "image/png"
        };
        store.add_upload(&name, &record(media)).unwrap();
        std::fs::write(dir.path_of(&name), b"%PDF-").unwrap();
        name
    }

    #[test]
    fn an_upload_nothing_names_goes_a_day_after_it_arrived_and_the_audit_log_says_so() {
        let data = tempfile::tempdir().unwrap();
        let store = Store::open(data.path()).unwrap();
        let dir = UploadDir::open(data.path()).unwrap();
        let (unused, named, drafted) = (
            uploaded(&store, &dir, "pdf"),
            uploaded(&store, &dir, "pdf"),
            uploaded(&store, &dir, "png"),
        );
        // One named by a published notice, one only by an editor's draft of a new event.
        let notice = serde_json::json!({
            "id": "n", "title": {"en": "N", "hi": "न"}, "date": "2026-11-24",
            "pdf": uploads_url(&named),
        });
        let event = serde_json::json!({
            "id": "e", "title": {"en": "E", "hi": "ई"}, "description": {"en": "D", "hi": "द"},
            "date": "2026-11-24", "category": "health", "images": [uploads_url(&drafted)],
        });
        store
            .change(|change| {
                change.put_content(Kind::Notices, "n", &StoredItem::first(notice, "x", "a"))?;
                let draft = StoredItem::first_as(
                    event,
                    "x",
                    "clerk",
                    wasm_core::model::item::Status::Draft,
                    None,
                );
                change.put_content(Kind::Events, "e", &draft)
            })
            .unwrap();

        assert!(
            remove_unused(&store, &dir, ARRIVED + DAY)
                .unwrap()
                .is_empty(),
            "not a day yet"
        );
        assert_eq!(
            remove_unused(&store, &dir, ARRIVED + DAY + 1).unwrap(),
            std::slice::from_ref(&unused)
        );
        assert!(store.upload(&unused).unwrap().is_none());
        assert!(!dir.path_of(&unused).exists());
        for kept in [&named, &drafted] {
            assert!(store.upload(kept).unwrap().is_some() && dir.path_of(kept).exists());
        }
        let log = store
            .audit_entries(|entry| entry.action == Action::RemoveUnused)
            .unwrap();
        assert_eq!(log.len(), 1);
        let (_, entry) = &log[0];
        assert_eq!(entry.item.as_deref(), Some(unused.as_str()));
        assert_eq!(entry.kind.as_deref(), Some("pdf"));
        assert_eq!(entry.who, "");
    }
}
