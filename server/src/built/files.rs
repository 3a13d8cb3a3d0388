//! The built web app held in memory: every file with its precompressed copies, and the HTML
//! pages (`pages.rs`).
//!
//! The web build writes `index.html` (English), `index.hi.html` (Hindi), the pages it renders
//! under `_pages/`, and a `.br` and `.gz` copy beside each compressible file
//! (`web/scripts/precompress.mjs`); this module reads that folder once at start.

use std::collections::HashMap;
use std::io;
use std::path::{Path, PathBuf};

use axum::body::Bytes;
use wasm_core::lang::Lang;

use super::asset::{Asset, CACHE_REVALIDATE, etag};
use super::pages::{PageOf, Pages, RENDERED_DIR};

use crate::staging::PageMark;

/// Hashed build output never changes under its name, so browsers may keep it for a year.
const CACHE_IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// Other public files (favicon, robots.txt) keep their names across releases.
const CACHE_DAY: &str = "public, max-age=86400";
/// Files whose name stays while what they say changes with each release: the service worker,
/// the list of what it fetches ahead, and the web app manifests. Checked on every use, so a
/// release reaches a phone that keeps the site for use offline at its next visit.
const NAMED_FOR_RELEASE: [&str; 4] = [
    "/sw.js",
    "/offline.json",
    "/manifest.en.webmanifest",
    "/manifest.hi.webmanifest",
];

/// Why the built app could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum SiteError {
    /// A file or folder could not be read.
    #[error("cannot read the built web app at {path}: {source} (run `npm run build -w web`)")]
    Read {
        /// What could not be read.
        path: PathBuf,
        /// What the file system said.
        source: io::Error,
    },
    /// The build lacks the page in one language.
    #[error("the built web app has no {0} (run `npm run build -w web`)")]
    MissingPage(&'static str),
}

/// The whole built app.
#[derive(Debug, Clone)]
pub struct SiteFiles {
    files: HashMap<String, Asset>,
    pages: Pages,
}

const PAGE_EN: &str = "/index.html";
const PAGE_HI: &str = "/index.hi.html";

impl SiteFiles {
    /// Reads every file under `dir`.
    pub fn load(dir: &Path) -> Result<Self, SiteError> {
        let mut files = Vec::new();
        read_tree(dir, dir, &mut files)?;
        Self::from_files(files)
    }

    /// Builds the site from `(url path, content)` pairs such as `("/assets/app-1a2b.js", …)`;
    /// `.br` and `.gz` entries become the compressed copies of the file they are named after.
    pub fn from_files(
        files: impl IntoIterator<Item = (String, Vec<u8>)>,
    ) -> Result<Self, SiteError> {
        let mut plain = HashMap::new();
        let mut brotli = HashMap::new();
        let mut gzip = HashMap::new();
        for (path, bytes) in files {
            if let Some(original) = path.strip_suffix(".br") {
                brotli.insert(original.to_owned(), Bytes::from(bytes));
            } else if let Some(original) = path.strip_suffix(".gz") {
                gzip.insert(original.to_owned(), Bytes::from(bytes));
            } else {
                plain.insert(path, Bytes::from(bytes));
            }
        }
        let mut assets: HashMap<String, Asset> = plain
            .into_iter()
            .map(|(path, identity)| {
                let asset = Asset {
                    content_type: content_type(&path),
                    cache_control: cache_control(&path),
                    etag: etag(&identity),
                    brotli: brotli.remove(&path),
                    gzip: gzip.remove(&path),
                    identity,
                };
                (path, asset)
            })
            .collect();
        // The pages are only ever sent for an address of the app, never under their file
        // names, and checked on every visit.
        let as_page = |page: Asset| Asset {
            cache_control: CACHE_REVALIDATE,
            ..page
        };
        let mut page = |path, name| {
            let page = assets.remove(path).ok_or(SiteError::MissingPage(name))?;
            Ok::<_, SiteError>(as_page(page))
        };
        let page_en = page(PAGE_EN, "index.html")?;
        let page_hi = page(PAGE_HI, "index.hi.html")?;
        let rendered = assets
            .extract_if(|path, _| path.starts_with(RENDERED_DIR))
            .map(|(path, page)| (path[RENDERED_DIR.len()..].to_owned(), as_page(page)));
        let pages = Pages::new(page_en, page_hi, rendered);
        Ok(Self {
            files: assets,
            pages,
        })
    }

    /// The files whose path begins with `folder` (`/files/`), as built.
    pub fn files_under<'a>(&'a self, folder: &'a str) -> impl Iterator<Item = (&'a str, &'a [u8])> {
        self.files
            .iter()
            .filter(move |(path, _)| path.starts_with(folder))
            .map(|(path, asset)| (path.as_str(), asset.identity.as_ref()))
    }

    /// The file served at `path`, if the build has one.
    pub fn file(&self, path: &str) -> Option<&Asset> {
        self.files.get(path)
    }

    /// The HTML page for `page` in `lang`; `rendered` allows the page rendered at build time
    /// (`Pages::get`).
    pub fn page(&self, lang: Lang, page: PageOf<'_>, rendered: bool) -> &Asset {
        self.pages.get(lang, page, rendered)
    }

    /// The site with the HTML of every page marked by `mark` (a staging copy's banner).
    #[must_use]
    pub fn with_pages_marked(self, mark: &PageMark) -> Self {
        if !mark.is_staging() {
            return self;
        }
        Self {
            pages: self.pages.map_html(|html| mark.apply(html)),
            ..self
        }
    }

    /// How many pages the build rendered, in both languages.
    pub fn rendered_pages(&self) -> usize {
        self.pages.rendered_count()
    }
}

fn read_tree(root: &Path, dir: &Path, out: &mut Vec<(String, Vec<u8>)>) -> Result<(), SiteError> {
    let read_err = |path: &Path| {
        let path = path.to_owned();
        move |source| SiteError::Read { path, source }
    };
    for entry in std::fs::read_dir(dir).map_err(read_err(dir))? {
        let path = entry.map_err(read_err(dir))?.path();
        if path.is_dir() {
            read_tree(root, &path, out)?;
        } else {
            let bytes = std::fs::read(&path).map_err(read_err(&path))?;
            let relative = path.strip_prefix(root).expect("walked from root");
            let mut url = String::new();
            for component in relative.components() {
                url.push('/');
                url.push_str(&component.as_os_str().to_string_lossy());
            }
            out.push((url, bytes));
        }
    }
    Ok(())
}

fn content_type(path: &str) -> &'static str {
    let extension = path
        .rsplit_once('.')
        .map(|(_, ext)| ext)
        .unwrap_or_default();
    match extension.to_ascii_lowercase().as_str() {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "json" => "application/json",
        "webmanifest" => "application/manifest+json",
        "wasm" => "application/wasm",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "webp" => "image/webp",
        "ico" => "image/x-icon",
        "pdf" => "application/pdf",
        "woff2" => "font/woff2",
        "txt" => "text/plain; charset=utf-8",
        "xml" => "application/xml",
        _ => "application/octet-stream",
    }
}

fn cache_control(path: &str) -> &'static str {
    if NAMED_FOR_RELEASE.contains(&path) {
        CACHE_REVALIDATE
    } else if path.starts_with("/assets/") {
        CACHE_IMMUTABLE
    } else {
        CACHE_DAY
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site() -> SiteFiles {
        SiteFiles::from_files([
            ("/index.html".to_owned(), b"<html lang=\"en\">".to_vec()),
            ("/index.hi.html".to_owned(), b"<html lang=\"hi\">".to_vec()),
            ("/index.html.br".to_owned(), b"BR".to_vec()),
            ("/assets/app-1a2b.js".to_owned(), b"js".to_vec()),
            ("/assets/app-1a2b.js.gz".to_owned(), b"GZ".to_vec()),
            ("/robots.txt".to_owned(), b"User-agent: *".to_vec()),
        ])
        .unwrap()
    }

    #[test]
    fn compressed_copies_attach_to_their_file() {
        let site = site();
        let js = site.file("/assets/app-1a2b.js").unwrap();
        assert_eq!(js.gzip.as_deref(), Some(&b"GZ"[..]));
        assert!(js.brotli.is_none());
        assert_eq!(
            site.page(Lang::En, PageOf::NotFound, true)
                .brotli
                .as_deref(),
            Some(&b"BR"[..])
        );
        assert!(site.file("/assets/app-1a2b.js.gz").is_none());
    }

    #[test]
    fn pages_are_not_files() {
        let site = site();
        assert!(site.file("/index.html").is_none());
        assert!(site.file("/index.hi.html").is_none());
        assert_eq!(
            &site.page(Lang::Hi, PageOf::Route("/"), true).identity[..],
            b"<html lang=\"hi\">"
        );
    }

    #[test]
    fn types_and_cache_rules_follow_the_name() {
        let site = site();
        let js = site.file("/assets/app-1a2b.js").unwrap();
        assert_eq!(js.content_type, "text/javascript; charset=utf-8");
        assert_eq!(js.cache_control, CACHE_IMMUTABLE);
        let robots = site.file("/robots.txt").unwrap();
        assert_eq!(robots.cache_control, CACHE_DAY);
        assert_eq!(
            site.page(Lang::En, PageOf::Route("/"), false).cache_control,
            CACHE_REVALIDATE
        );
        assert_eq!(content_type("/x/core_bg.WASM"), "application/wasm");
        assert_eq!(content_type("/noextension"), "application/octet-stream");
        assert_eq!(cache_control("/sw.js"), CACHE_REVALIDATE);
        assert_eq!(cache_control("/manifest.hi.webmanifest"), CACHE_REVALIDATE);
        assert_eq!(
            content_type("/manifest.hi.webmanifest"),
            "application/manifest+json"
        );
    }

    #[test]
    fn a_build_without_both_pages_is_refused() {
        let only_en = SiteFiles::from_files([("/index.html".to_owned(), vec![])]);
        assert!(matches!(
            only_en,
            Err(SiteError::MissingPage("index.hi.html"))
        ));
    }

    #[test]
    fn loads_a_folder_tree() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("assets")).unwrap();
        std::fs::write(dir.path().join("index.html"), "en").unwrap();
        std::fs::write(dir.path().join("index.hi.html"), "hi").unwrap();
        std::fs::write(dir.path().join("assets/a.css"), "css").unwrap();
        let site = SiteFiles::load(dir.path()).unwrap();
        assert_eq!(&site.file("/assets/a.css").unwrap().identity[..], b"css");
        assert!(matches!(
            SiteFiles::load(&dir.path().join("missing")),
            Err(SiteError::Read { .. })
        ));
    }
}
