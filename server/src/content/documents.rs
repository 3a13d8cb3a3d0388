//! The facts of the documents visitors download, by site path: each PDF's size, format and
//! number of pages. The build's PDFs (`/files/…`) are read once when the server starts; an
//! uploaded PDF's facts were read when it was uploaded and are in its record
//! (`crate::store::uploads`). Every item visitors get carries the facts of the documents it
//! names (`files`), so a document's page, a list and a feed say them without another request.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::Path;

use serde_json::Value;
use wasm_core::content::files;
use wasm_core::model::documents::FileFacts;

use crate::built::SiteFiles;
use crate::store::{Store, StoreError};
use crate::uploads::{name_of_url, pdf_facts};

/// The folder of the build's documents.
const BUILT_DOCUMENTS: &str = "/files/";

/// Documents' facts by site path.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Documents(HashMap<String, FileFacts>);

impl Documents {
    /// The facts of the build's PDFs (`/files/…`).
    pub fn of_build(site: &SiteFiles) -> Self {
        Self::of_files(site.files_under(BUILT_DOCUMENTS))
    }

    /// The facts of the PDFs among `files` (site path, content).
    fn of_files<'a>(files: impl Iterator<Item = (&'a str, &'a [u8])>) -> Self {
        let is_pdf = |path: &str| {
            Path::new(path)
                .extension()
                .is_some_and(|extension| extension.eq_ignore_ascii_case("pdf"))
        };
        Self(
            files
                .filter(|(path, _)| is_pdf(path))
                .map(|(path, bytes)| (path.to_owned(), pdf_facts(bytes)))
                .collect(),
        )
    }

    /// These facts, and those of the uploaded PDFs among `named` (the files published
    /// versions name), from their records in `store`.
    pub fn with_uploads(
        &self,
        named: &HashSet<String>,
        store: &Store,
    ) -> Result<Documents, StoreError> {
        let mut all = self.0.clone();
        for url in named {
            let Some(name) = name_of_url(url) else {
                continue;
            };
            if let Some(record) = store.upload(name)?
                && record.media_type == "application/pdf"
            {
                let facts = FileFacts {
                    bytes: record.bytes,
                    format: "pdf".to_owned(),
                    pages: record.pages,
                };
                all.insert(url.clone(), facts);
            }
        }
        Ok(Documents(all))
    }

    /// The facts of the document at `path`, if it is one.
    pub fn get(&self, path: &str) -> Option<&FileFacts> {
        self.0.get(path)
    }

    /// The facts of every document `data` (an item's content) names, by path; `None` when it
    /// names none.
    pub fn of_item(&self, data: &Value) -> Option<BTreeMap<String, FileFacts>> {
        let found: BTreeMap<String, FileFacts> = files(data)
            .into_iter()
            .filter_map(|(_, path)| self.0.get(&path).map(|facts| (path, facts.clone())))
            .collect();
        (!found.is_empty()).then_some(found)
    }
}

impl FromIterator<(String, FileFacts)> for Documents {
    fn from_iter<T: IntoIterator<Item = (String, FileFacts)>>(iter: T) -> Self {
        Self(iter.into_iter().collect())
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
        FileFacts {
            bytes,
            format: "pdf".to_owned(),
            pages,
        }
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
            built.0.values().all(|facts| facts.pages.is_some()),
            "every PDF of the build can be read"
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
