//! The maintenance switch, for a defacement or a breach: `server maintenance on "<en>" "<hi>"`
//! makes every public page a notice in both languages (503, never cached, not indexed) while
//! staff keep working in the admin area; `server maintenance off` ends it. The switch is a file
//! in the data directory (`maintenance.json`), which the running server looks at every second,
//! so the command works while the server runs and needs nothing of the store, which may be
//! what was broken into.
//!
//! While it is on, a visitor who is not signed in gets the notice for everything but the admin
//! area's pages and the built app's files they need, sign-in, and the health and readiness
//! checks. A signed-in account is served as usual, so staff can see and mend the site. The
//! guard that does so is `maintenance_guard.rs`.

use std::path::{Path, PathBuf};
use std::sync::{Arc, RwLock};
use std::time::Duration;

use serde::{Deserialize, Serialize};
use wasm_core::lang::Lang;

use crate::catalogs::text;

/// The switch's file in the data directory.
pub const FILE_NAME: &str = "maintenance.json";
/// The most characters of a notice in one language.
pub const MOST_CHARS: usize = 1000;
/// How often the running server looks at the switch.
const LOOK_EVERY: Duration = Duration::from_secs(1);

/// The notice shown while the switch is on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Notice {
    /// In English.
    pub en: String,
    /// In Hindi.
    pub hi: String,
    /// When it was switched on (RFC 3339).
    pub since: String,
}

/// Why the switch could not be turned.
#[derive(Debug, thiserror::Error)]
pub enum MaintenanceError {
    /// A notice is empty or too long.
    #[error("the notice in {0} must have 1 to {MOST_CHARS} characters")]
    BadNotice(&'static str),
    /// The file could not be written or removed.
    #[error("cannot change {path}: {source}")]
    Io {
        /// The switch's file.
        path: PathBuf,
        /// What the file system said.
        source: std::io::Error,
    },
}

/// Turns the switch on in `data_dir` with the notice `en` and `hi`, at `now` (RFC 3339).
pub fn switch_on(
    data_dir: &Path,
    en: &str,
    hi: &str,
    now: &str,
) -> Result<Notice, MaintenanceError> {
    let (en, hi) = (en.trim(), hi.trim());
    for (text, language) in [(en, "English"), (hi, "Hindi")] {
        if text.is_empty() || text.chars().count() > MOST_CHARS {
            return Err(MaintenanceError::BadNotice(language));
        }
    }
    let notice = Notice {
        en: en.to_owned(),
        hi: hi.to_owned(),
        since: now.to_owned(),
    };
    let path = data_dir.join(FILE_NAME);
    let bytes = serde_json::to_vec_pretty(&notice).expect("a notice serialises");
    let io = |source| MaintenanceError::Io {
        path: path.clone(),
        source,
    };
    crate::private::create_dir_all(data_dir).map_err(io)?;
    // Written beside and renamed into place: the server never reads half a notice.
    let partial = data_dir.join(format!("{FILE_NAME}.partial"));
    crate::private::write(&partial, &bytes).map_err(io)?;
    std::fs::rename(&partial, &path).map_err(io)?;
    Ok(notice)
}

/// Turns the switch off in `data_dir`; whether it was on.
pub fn switch_off(data_dir: &Path) -> Result<bool, MaintenanceError> {
    let path = data_dir.join(FILE_NAME);
    match std::fs::remove_file(&path) {
        Ok(()) => Ok(true),
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(false),
        Err(source) => Err(MaintenanceError::Io { path, source }),
    }
}

/// The notice of `data_dir`'s switch when it is on. A file that cannot be read as a notice
/// still means on (whoever wrote it wanted the site closed), with the site's own words.
pub fn read(data_dir: &Path) -> Option<Notice> {
    look(data_dir).unwrap_or_else(|_| Some(closed()))
}

/// The notice of `data_dir`'s switch when it is on; an error when the file is there but could
/// not be read (out of file descriptors, say), which says nothing of the switch.
fn look(data_dir: &Path) -> std::io::Result<Option<Notice>> {
    let bytes = match std::fs::read(data_dir.join(FILE_NAME)) {
        Ok(bytes) => bytes,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(error) => return Err(error),
    };
    Ok(Some(
        serde_json::from_slice(&bytes).unwrap_or_else(|_| closed()),
    ))
}

/// The notice in the site's own words.
fn closed() -> Notice {
    Notice {
        en: text(Lang::En, "maintenance.closed", &[]),
        hi: text(Lang::Hi, "maintenance.closed", &[]),
        since: String::new(),
    }
}

/// Where the switch stands, as the running server last saw it.
#[derive(Debug, Clone, Default)]
pub struct Maintenance(Arc<RwLock<Option<Arc<Notice>>>>);

impl Maintenance {
    /// The switch of `data_dir`, read now and then every second for as long as the runtime runs.
    /// A look that cannot read the file (out of descriptors under a crowd) changes nothing.
    pub fn watch(data_dir: PathBuf) -> Self {
        let maintenance = Self::default();
        maintenance.set(read(&data_dir));
        let watched = maintenance.clone();
        tokio::spawn(async move {
            let mut every = tokio::time::interval(LOOK_EVERY);
            loop {
                every.tick().await;
                let dir = data_dir.clone();
                match tokio::task::spawn_blocking(move || look(&dir)).await {
                    Ok(Ok(notice)) => watched.set(notice),
                    Ok(Err(error)) => {
                        tracing::debug!(%error, "cannot look at the maintenance switch");
                    }
                    Err(_) => {}
                }
            }
        });
        maintenance
    }

    /// The notice, while the switch is on.
    pub fn current(&self) -> Option<Arc<Notice>> {
        self.0
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .clone()
    }

    fn set(&self, notice: Option<Notice>) {
        let mut current = self
            .0
            .write()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if current.as_deref() == notice.as_ref() {
            return;
        }
        if notice.is_some() {
            tracing::warn!("maintenance on: public pages show the notice");
        } else {
            tracing::warn!("maintenance off: the site is public again");
        }
        *current = notice.map(Arc::new);
    }
}

/// The notice as a page of its own, in both languages, which needs nothing else from the server.
pub fn notice_page(notice: &Notice) -> String {
    let escape = |text: &str| {
        text.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
            .replace('"', "&quot;")
    };
    let part = |lang: Lang, message: &str| {
        format!(
            "<section lang=\"{code}\"><h1>{name}</h1><h2>{title}</h2><p>{message}</p><p>{later}</p></section>",
            code = lang.code(),
            name = escape(&text(lang, "maintenance.site", &[])),
            title = escape(&text(lang, "maintenance.title", &[])),
            message = escape(message),
            later = escape(&text(lang, "maintenance.later", &[])),
        )
    };
    format!(
        "<!doctype html>\n<html lang=\"hi\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <meta name=\"robots\" content=\"noindex\"><title>{title}</title>\
         <style>body{{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;\
         line-height:1.6;color:#1a1a1a;background:#fff}}h1{{font-size:1.4rem}}h2{{font-size:1.15rem}}\
         section+section{{border-top:1px solid #767676;margin-top:2rem}}</style></head>\
         <body><main>{hi}{en}</main></body></html>\n",
        title = escape(&format!(
            "{} / {}",
            text(Lang::Hi, "maintenance.title", &[]),
            text(Lang::En, "maintenance.title", &[])
        )),
        hi = part(Lang::Hi, &notice.hi),
        en = part(Lang::En, &notice.en),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_switch_is_a_file_turned_on_and_off() {
        let dir = tempfile::tempdir().unwrap();
        assert_eq!(read(dir.path()), None);
        let notice = switch_on(
            dir.path(),
            " Closed for repair. ",
            "मरम्मत के लिए बंद।",
            "2026-11-27T10:00:00Z",
        )
        .unwrap();
        assert_eq!(notice.en, "Closed for repair.");
        assert_eq!(read(dir.path()), Some(notice));
        assert!(switch_off(dir.path()).unwrap());
        assert!(!switch_off(dir.path()).unwrap());
        assert_eq!(read(dir.path()), None);
    }

    #[test]
    fn a_notice_needs_both_languages_and_a_bound() {
        let dir = tempfile::tempdir().unwrap();
        assert!(matches!(
            switch_on(dir.path(), "Closed.", "  ", "now"),
            Err(MaintenanceError::BadNotice("Hindi"))
        ));
        let long = "a".repeat(MOST_CHARS + 1);
        assert!(matches!(
            switch_on(dir.path(), &long, "बंद", "now"),
            Err(MaintenanceError::BadNotice("English"))
        ));
        assert_eq!(read(dir.path()), None, "nothing was switched on");
    }

    #[test]
    fn a_switch_that_cannot_be_looked_at_says_nothing_of_the_switch() {
        let dir = tempfile::tempdir().unwrap();
        // A folder in the file's place: reading it fails, as it does out of descriptors.
        std::fs::create_dir(dir.path().join(FILE_NAME)).unwrap();
        assert!(look(dir.path()).is_err());
        assert!(
            read(dir.path()).is_some(),
            "at start, an unreadable switch is on"
        );
    }

    #[test]
    fn an_unreadable_switch_still_closes_the_site_with_the_site_s_words() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join(FILE_NAME), "{not json").unwrap();
        let notice = read(dir.path()).expect("on");
        assert_eq!(notice.en, text(Lang::En, "maintenance.closed", &[]));
        assert_ne!(notice.hi, notice.en);
    }

    #[test]
    fn the_page_has_both_languages_marked_and_escapes_the_notice() {
        let notice = Notice {
            en: "Back at <b>5 pm</b>.".into(),
            hi: "शाम 5 बजे तक।".into(),
            since: String::new(),
        };
        let page = notice_page(&notice);
        assert!(page.contains("<section lang=\"hi\">") && page.contains("<section lang=\"en\">"));
        assert!(page.contains("Back at &lt;b&gt;5 pm&lt;/b&gt;."), "{page}");
        assert!(page.contains("शाम 5 बजे तक।"));
        assert!(page.contains("<meta name=\"robots\" content=\"noindex\">"));
    }
}
