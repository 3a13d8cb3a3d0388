//! The rendered pages kept in the data directory (`pages/`), so that a restart sends the pages of
//! the store's content at once instead of the build's until they are rendered again. What is kept:
//! each page's HTML and its compressed copies, and `state.json`, which says which build they
//! were rendered for (their links name its files), what they were rendered from, and what each
//! read. A page kept for another build is not used.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use axum::body::Bytes;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use wasm_core::lang::Lang;
use wasm_core::model::kinds::Kind;

use super::rendered::{RenderedPage, RenderedPages};
use crate::built::Asset;

/// `state.json`.
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct State {
    /// The build the pages were rendered for (a digest of its `index.html`).
    build: String,
    /// What visitors saw of each kind when they were rendered.
    rendered_from: HashMap<Kind, u64>,
    /// Each page: its language, path, file, the content lists it read and the day they last changed.
    pages: Vec<KeptPage>,
}

#[derive(Debug, Serialize, Deserialize)]
struct KeptPage {
    lang: String,
    path: String,
    file: String,
    read: Vec<String>,
    #[serde(default)]
    updated: String,
}

/// The folder of kept pages of one data directory, for one build.
#[derive(Debug, Clone)]
pub struct Kept {
    dir: PathBuf,
    build: String,
}

impl Kept {
    /// The kept pages of `data_dir` for the build in `web_dir`, rendered for a staging copy of the
    /// site or not (`staging.rs`: a page rendered for the one is never sent by the other).
    pub fn new(data_dir: &Path, web_dir: &Path, staging: bool) -> Self {
        let mut index = std::fs::read(web_dir.join("index.html")).unwrap_or_default();
        if staging {
            index.extend_from_slice(b"\nstaging");
        }
        let digest = Sha256::digest(&index);
        let build = digest.iter().take(8).fold(String::new(), |mut hex, b| {
            use std::fmt::Write;
            let _ = write!(hex, "{b:02x}");
            hex
        });
        Self {
            dir: data_dir.join("pages"),
            build,
        }
    }

    /// Puts the kept pages into `pages`; what they were rendered from, if they were kept for this
    /// build.
    pub fn load(&self, pages: &RenderedPages) -> Option<HashMap<Kind, u64>> {
        let text = std::fs::read_to_string(self.dir.join("state.json")).ok()?;
        let state: State = serde_json::from_str(&text).ok()?;
        if state.build != self.build {
            return None;
        }
        for page in state.pages {
            let Some(lang) = Lang::from_tag(&page.lang) else {
                continue;
            };
            let read = |extension: &str| {
                std::fs::read(self.dir.join(format!("{}{extension}", page.file))).map(Bytes::from)
            };
            let (Ok(html), Ok(brotli), Ok(gzip)) = (read(""), read(".br"), read(".gz")) else {
                return None;
            };
            let asset = Asset::kept_page(html, brotli, gzip);
            pages.put(
                lang,
                &page.path,
                RenderedPage {
                    asset,
                    read: page.read,
                    updated: page.updated,
                },
            );
        }
        Some(state.rendered_from)
    }

    /// Keeps `pages` (every page rendered so far) as rendered from `rendered_from`, writing the
    /// files of the pages `fresh` (those just rendered; the others were written when they were
    /// rendered). Each file is written beside its place and renamed into it, and `state.json` last,
    /// so a crash leaves either the old state or the new one.
    pub fn save(
        &self,
        pages: &RenderedPages,
        rendered_from: &HashMap<Kind, u64>,
        fresh: &[(Lang, String)],
    ) -> std::io::Result<()> {
        crate::private::create_dir_all(&self.dir)?;
        let mut kept = Vec::new();
        for ((lang, path), page) in pages.all() {
            let file = file_name(lang, &path);
            let asset = &page.asset;
            if fresh.iter().any(|(l, p)| *l == lang && *p == path) {
                write(&self.dir.join(&file), &asset.identity)?;
                if let (Some(brotli), Some(gzip)) = (&asset.brotli, &asset.gzip) {
                    write(&self.dir.join(format!("{file}.br")), brotli)?;
                    write(&self.dir.join(format!("{file}.gz")), gzip)?;
                }
            }
            kept.push(KeptPage {
                lang: lang.code().to_owned(),
                path,
                file,
                read: page.read.clone(),
                updated: page.updated.clone(),
            });
        }
        let state = State {
            build: self.build.clone(),
            rendered_from: rendered_from.clone(),
            pages: kept,
        };
        write(
            &self.dir.join("state.json"),
            &serde_json::to_vec(&state).expect("a state serialises"),
        )
    }
}

/// The file of a page: its language and its path with `/` written `_` (`en_smc-officer.html`).
fn file_name(lang: Lang, path: &str) -> String {
    let name: String = path
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect();
    format!("{}{name}.html", lang.code())
}

fn write(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let temporary = path.with_extension("new");
    crate::private::write(&temporary, bytes)?;
    std::fs::rename(&temporary, path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kept_pages_come_back_for_the_same_build_only() {
        let root = tempfile::tempdir().unwrap();
        let web = root.path().join("web");
        std::fs::create_dir_all(&web).unwrap();
        std::fs::write(web.join("index.html"), "<html>build 1</html>").unwrap();
        let pages = RenderedPages::default();
        let asset = Asset::rendered_page("<p>rendered</p>".into());
        pages.put(
            Lang::Hi,
            "/smc-officer",
            RenderedPage {
                asset,
                read: vec!["people?directory=smc-officer".into()],
                updated: "2026-11-24".into(),
            },
        );
        let rendered_from = HashMap::from([(Kind::People, 7)]);
        let kept = Kept::new(root.path(), &web, false);
        kept.save(
            &pages,
            &rendered_from,
            &[(Lang::Hi, "/smc-officer".to_owned())],
        )
        .unwrap();

        let again = RenderedPages::default();
        assert_eq!(
            Kept::new(root.path(), &web, false).load(&again),
            Some(rendered_from)
        );
        let page = again.get(Lang::Hi, "/smc-officer").unwrap();
        assert_eq!(page.asset.identity, "<p>rendered</p>");
        assert!(page.reads("people"));
        assert_eq!(page.updated, "2026-11-24");
        let staging = RenderedPages::default();
        assert_eq!(Kept::new(root.path(), &web, true).load(&staging), None);
        assert!(staging.is_empty(), "a staging copy renders its pages anew");

        std::fs::write(web.join("index.html"), "<html>build 2</html>").unwrap();
        let other = RenderedPages::default();
        assert_eq!(Kept::new(root.path(), &web, false).load(&other), None);
        assert!(other.is_empty());
    }
}
