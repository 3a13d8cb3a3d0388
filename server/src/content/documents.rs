//! What the server read from the documents visitors download, by site path: each PDF's size,
//! format and number of pages (its facts), and the text of its pages. The build's PDFs
//! (`/files/…`) are read once when the server starts; an uploaded PDF's were read when it was
//! uploaded and are in its record (`crate::store::uploads`) and its text's
//! (`crate::store::texts`). Every item visitors get carries the facts of the documents it
//! names (`files`), so a document's page, a list and a feed say them without another request;
//! a document's text is asked for by its page (`GET /api/document-text`) and read by the site
//! search.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::Path;
use std::sync::{Arc, Mutex, PoisonError};

use serde_json::Value;
use wasm_core::content::files;
use wasm_core::model::documents::{DocumentText, FileFacts};

use crate::built::SiteFiles;
use crate::store::{Store, StoreError};
use crate::uploads::{Limits, name_of_url, read_contents};

/// The folder of the build's documents.
const BUILT_DOCUMENTS: &str = "/files/";

/// Documents' facts and texts by site path.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Documents {
    facts: HashMap<String, FileFacts>,
    texts: HashMap<String, Arc<DocumentText>>,
}

/// The texts of uploaded documents read from the store so far, by site path: a file's text
/// never changes, so it is read from the store once, when a published version first names
/// it. Shared by the reloads of the content.
pub type UploadTexts = Arc<Mutex<HashMap<String, Arc<DocumentText>>>>;

impl Documents {
    /// The facts of the build's PDFs (`/files/…`).
    pub fn of_build(site: &SiteFiles) -> Self {
        Self::of_files(site.files_under(BUILT_DOCUMENTS))
    }

    /// The facts and texts of the PDFs among `files` (site path, content).
    fn of_files<'a>(files: impl Iterator<Item = (&'a str, &'a [u8])>) -> Self {
        let is_pdf = |path: &str| {
            Path::new(path)
                .extension()
                .is_some_and(|extension| extension.eq_ignore_ascii_case("pdf"))
        };
        let mut documents = Self::default();
        for (path, bytes) in files.filter(|(path, _)| is_pdf(path)) {
            let contents = read_contents(bytes, Limits::READING).unwrap_or_default();
            let facts = FileFacts::pdf(bytes.len() as u64, contents.pages);
            documents.facts.insert(path.to_owned(), facts);
            if let Some(text) = contents.text {
                documents.texts.insert(path.to_owned(), Arc::new(text));
            }
        }
        documents
    }

    /// These facts and texts, and those of the uploaded PDFs among `named` (the files published
    /// versions name), from their records in `store`; their texts from `read`, or else from
    /// the store, kept in `read` (which then holds the named ones alone).
    pub fn with_uploads(
        &self,
        named: &HashSet<String>,
        store: &Store,
        read: &UploadTexts,
    ) -> Result<Documents, StoreError> {
        let mut all = self.clone();
        let mut read = read.lock().unwrap_or_else(PoisonError::into_inner);
        read.retain(|url, _| named.contains(url));
        for url in named {
            let Some(name) = name_of_url(url) else {
                continue;
            };
            let Some(record) = store.upload(name)? else {
                continue;
            };
            if record.media_type != "application/pdf" {
                continue;
            }
            all.facts
                .insert(url.clone(), FileFacts::pdf(record.bytes, record.pages));
            let text = match read.get(url) {
                Some(text) => Some(text.clone()),
                None => store.document_text(name)?.map(Arc::new),
            };
            if let Some(text) = text {
                read.insert(url.clone(), text.clone());
                all.texts.insert(url.clone(), text);
            }
        }
        Ok(all)
    }

    /// The facts of the document at `path`, if it is one.
    pub fn get(&self, path: &str) -> Option<&FileFacts> {
        self.facts.get(path)
    }

    /// The text read from the document at `path`, if it has been read.
    pub fn text(&self, path: &str) -> Option<&Arc<DocumentText>> {
        self.texts.get(path)
    }

    /// The facts of every document `data` (an item's content) names, by path; `None` when it
    /// names none.
    pub fn of_item(&self, data: &Value) -> Option<BTreeMap<String, FileFacts>> {
        let found: BTreeMap<String, FileFacts> = files(data)
            .into_iter()
            .filter_map(|(_, path)| self.facts.get(&path).map(|facts| (path, facts.clone())))
            .collect();
        (!found.is_empty()).then_some(found)
    }
}

impl FromIterator<(String, FileFacts)> for Documents {
    fn from_iter<T: IntoIterator<Item = (String, FileFacts)>>(iter: T) -> Self {
        Self {
            facts: iter.into_iter().collect(),
            texts: HashMap::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use serde_json::json;
    use wasm_core::model::kinds::Kind;

    use super::*;
    use crate::store::seed::seed_items;

    fn facts(bytes: u64, pages: Option<u32>) -> FileFacts {
        FileFacts::pdf(bytes, pages)
    }

    #[test]
    fn an_item_carries_the_facts_of_the_documents_it_names_and_no_others() {
        let documents: Documents = [
            ("/files/tenders/t1.pdf".to_owned(), facts(2048, Some(3))),
            ("/files/tenders/t1-c1.pdf".to_owned(), facts(900, Some(1))),
            ("/files/unnamed.pdf".to_owned(), facts(10, None)),
        ]
        .into_iter()
        .collect();
        let tender = json!({
            "pdf": "/files/tenders/t1.pdf",
            "corrigenda": [{ "pdf": "/files/tenders/t1-c1.pdf" }, { "pdf": "/files/gone.pdf" }],
            "link": "https://mptenders.gov.in/"
        });
        let found = documents.of_item(&tender).expect("two documents");
        assert_eq!(
            found.keys().collect::<Vec<_>>(),
            ["/files/tenders/t1-c1.pdf", "/files/tenders/t1.pdf"]
        );
        assert_eq!(found["/files/tenders/t1.pdf"], facts(2048, Some(3)));
        assert_eq!(documents.of_item(&json!({ "title": "none" })), None);
    }

    /// The build's files under `folder`, as the server holds them (`/files/…`).
    fn read_tree(folder: &Path, url: &str, found: &mut Vec<(String, Vec<u8>)>) {
        for entry in std::fs::read_dir(folder).unwrap() {
            let entry = entry.unwrap();
            let name = entry.file_name().to_string_lossy().into_owned();
            let path = entry.path();
            if path.is_dir() {
                read_tree(&path, &format!("{url}{name}/"), found);
            } else {
                found.push((format!("{url}{name}"), std::fs::read(&path).unwrap()));
            }
        }
    }

    /// The build renders its pages from the seed (`content/`) before any server has read a file;
    /// the facts its items carry are written by this test, from the files the build ships,
    /// as the server reads them: `web/src/generated/seed-documents.json` (`npm run generate`
    /// writes it anew).
    #[test]
    fn the_build_renders_the_seed_with_the_facts_the_server_reads_from_its_documents() {
        let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
        let mut files = Vec::new();
        read_tree(&root.join("content/public/files"), "/files/", &mut files);
        let built = Documents::of_files(
            files
                .iter()
                .map(|(path, bytes)| (path.as_str(), &bytes[..])),
        );
        assert!(
            built.facts.values().all(|facts| facts.pages.is_some()),
            "every PDF of the build can be read"
        );
        assert_eq!(
            built.texts.len(),
            built.facts.len(),
            "every PDF's text is read"
        );
        let mut seed: BTreeMap<&str, BTreeMap<String, BTreeMap<String, FileFacts>>> =
            BTreeMap::new();
        for kind in Kind::ALL {
            for (id, data) in seed_items(kind) {
                if let Some(found) = built.of_item(&data) {
                    seed.entry(kind.name()).or_default().insert(id, found);
                }
            }
        }
        assert!(seed.contains_key("notices") && seed.contains_key("rti"));
        let made = serde_json::to_string_pretty(&seed).unwrap() + "\n";
        crate::generated::generated_file("seed-documents.json", &made);
    }
}
