//! `server backup --rotate DIR`, the daily backup: each run writes a backup named for its
//! moment in UTC (`2026-11-27T033000Z`) into `DIR`, then keeps the newest backup of each of the
//! last [`DAILY`] days, [`WEEKLY`] weeks and [`MONTHLY`] months that have one and removes the
//! others, then runs the operator's `--after-backup` command, which copies the new backup off
//! the machine (rsync, rclone, restic) with `SMC_BACKUP` naming it. A backup is written under a
//! `.partial` name and renamed when complete, so a run that dies leaves nothing that looks
//! like a backup; the next run removes what it left. Folders of other names are never touched.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

use chrono::{DateTime, Datelike, NaiveDateTime, Utc};

use super::{BackupError, backup, io};
use crate::private;

/// Days whose newest backup is kept.
pub const DAILY: usize = 7;
/// Weeks (ISO weeks) whose newest backup is kept.
pub const WEEKLY: usize = 4;
/// Months whose newest backup is kept.
pub const MONTHLY: usize = 12;

/// How a backup's folder is named: its moment in UTC.
const NAME_FORMAT: &str = "%Y-%m-%dT%H%M%SZ";
/// The end of the name of a backup still being written.
const PARTIAL: &str = ".partial";

/// What a rotation did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rotated {
    /// The new backup's folder.
    pub made: PathBuf,
    /// How many uploaded files it holds.
    pub files: usize,
    /// How many backups are kept, the new one included.
    pub kept: usize,
    /// The folders removed: older backups no longer kept, and unfinished ones.
    pub removed: Vec<String>,
}

/// Backs up the store of `data_dir` into a new dated folder of `root` at `now`, then thins the
/// backups of `root`.
pub fn rotate(data_dir: &Path, root: &Path, now: DateTime<Utc>) -> Result<Rotated, BackupError> {
    private::create_dir_all(root).map_err(io(root))?;
    let name = now.format(NAME_FORMAT).to_string();
    let made = root.join(&name);
    if made.exists() {
        return Err(BackupError::NotEmpty(made));
    }
    let partial = root.join(format!("{name}{PARTIAL}"));
    if partial.exists() {
        std::fs::remove_dir_all(&partial).map_err(io(&partial))?;
    }
    let files = backup(data_dir, &partial)?;
    std::fs::rename(&partial, &made).map_err(io(&made))?;

    let mut backups = Vec::new();
    let mut removed = Vec::new();
    for entry in std::fs::read_dir(root).map_err(io(root))? {
        let path = entry.map_err(io(root))?.path();
        let Some(name) = path.file_name().and_then(|n| n.to_str()).map(str::to_owned) else {
            continue;
        };
        if let Some(moment) = name.strip_suffix(PARTIAL).and_then(moment_of) {
            // A run that died before it finished; this one has finished.
            if moment < now.naive_utc() {
                std::fs::remove_dir_all(&path).map_err(io(&path))?;
                removed.push(name);
            }
        } else if let Some(moment) = moment_of(&name) {
            backups.push((moment, path, name));
        }
    }
    let keep = kept(
        &backups
            .iter()
            .map(|(moment, ..)| *moment)
            .collect::<Vec<_>>(),
    );
    for (moment, path, name) in &backups {
        if !keep.contains(moment) {
            std::fs::remove_dir_all(path).map_err(io(path))?;
            removed.push(name.clone());
        }
    }
    removed.sort();
    Ok(Rotated {
        made,
        files,
        kept: keep.len(),
        removed,
    })
}

/// The moment a backup's folder is named for.
fn moment_of(name: &str) -> Option<NaiveDateTime> {
    NaiveDateTime::parse_from_str(name, NAME_FORMAT).ok()
}

/// Of the backups made at `moments`, those kept: the newest of each of the last [`DAILY`] days,
/// [`WEEKLY`] ISO weeks and [`MONTHLY`] months that have a backup.
pub fn kept(moments: &[NaiveDateTime]) -> BTreeSet<NaiveDateTime> {
    let mut newest_first = moments.to_vec();
    newest_first.sort_unstable_by(|a, b| b.cmp(a));
    newest_first.dedup();
    let mut keep = BTreeSet::new();
    let mut newest_of = |period: &dyn Fn(&NaiveDateTime) -> (i32, u32), count: usize| {
        let mut seen = Vec::new();
        for moment in &newest_first {
            let key = period(moment);
            if !seen.contains(&key) {
                if seen.len() == count {
                    break;
                }
                seen.push(key);
                keep.insert(*moment);
            }
        }
    };
    newest_of(&|m| (m.year(), m.ordinal()), DAILY);
    newest_of(&|m| (m.iso_week().year(), m.iso_week().week()), WEEKLY);
    newest_of(&|m| (m.year(), m.month()), MONTHLY);
    keep
}

/// Runs the operator's `command` (with `sh -c`) after the backup `made`, with `SMC_BACKUP`
/// naming it; an error when it cannot run or does not succeed. What it prints goes to the
/// backup's own output (the journal, under the timer).
pub fn after_backup(command: &str, made: &Path) -> Result<(), BackupError> {
    let status = Command::new("sh")
        .args(["-c", command])
        .env("SMC_BACKUP", made)
        .status()
        .map_err(|source| BackupError::AfterBackup(format!("cannot run it: {source}")))?;
    if status.success() {
        tracing::info!(command, backup = %made.display(), "the command after the backup succeeded");
        Ok(())
    } else {
        tracing::error!(command, %status, "the command after the backup failed");
        Err(BackupError::AfterBackup(status.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> NaiveDateTime {
        moment_of(text).unwrap()
    }

    #[test]
    fn folder_names_are_moments_in_utc() {
        let now = DateTime::<Utc>::from_timestamp(1_795_773_600, 0).unwrap();
        assert_eq!(now.format(NAME_FORMAT).to_string(), "2026-11-27T100000Z");
        assert_eq!(moment_of("2026-11-27T100000Z"), Some(now.naive_utc()));
        assert_eq!(moment_of("2026-11-27T100000Z.partial"), None);
        assert_eq!(moment_of("notes"), None);
    }

    #[test]
    fn a_year_of_daily_backups_keeps_7_days_4_weeks_and_12_months() {
        // One backup a day at 03:30 for 400 days, and a second one on the last day.
        let first = at("2025-10-24T033000Z");
        let mut moments: Vec<NaiveDateTime> = (0..400)
            .map(|day| first + chrono::Duration::days(day))
            .collect();
        let last = *moments.last().unwrap();
        moments.push(last + chrono::Duration::hours(6));
        let keep = kept(&moments);
        // The 7 newest days (the last day by its later backup).
        let days: Vec<_> = keep
            .iter()
            .filter(|m| **m > last - chrono::Duration::days(7))
            .collect();
        assert_eq!(days.len(), 7, "{keep:?}");
        assert!(keep.contains(&(last + chrono::Duration::hours(6))));
        assert!(!keep.contains(&last), "the day's earlier backup goes");
        // 12 months, newest of each; weeks fall inside the last month or so.
        let months: BTreeSet<_> = keep.iter().map(|m| (m.year(), m.month())).collect();
        assert_eq!(months.len(), 12, "{keep:?}");
        let weeks: BTreeSet<_> = keep
            .iter()
            .map(|m| (m.iso_week().year(), m.iso_week().week()))
            .collect();
        assert!(weeks.len() >= WEEKLY);
        assert!(keep.len() <= DAILY + WEEKLY + MONTHLY);
        // Nothing older than the twelfth month survives.
        let oldest = keep.iter().next().unwrap();
        assert!(*oldest > last - chrono::Duration::days(366), "{oldest}");
    }

    #[test]
    fn few_backups_are_all_kept() {
        let moments = [
            at("2026-11-01T033000Z"),
            at("2026-11-20T033000Z"),
            at("2026-11-27T033000Z"),
        ];
        assert_eq!(kept(&moments).len(), 3);
        assert!(kept(&[]).is_empty());
    }
}
