//! The text the server read from each uploaded PDF, keyed by the file's server-made name: the
//! HTML alternative its document's page shows, and the words the site search finds it by. Kept
//! apart from the file's record (`uploads.rs`), which every list of files reads: a document's
//! text may be megabytes. A file's text never changes once read; it goes with its record.

use redb::{ReadableDatabase, TableDefinition, TableError, WriteTransaction};
use wasm_core::model::documents::DocumentText;

use super::{Store, StoreError};

pub(super) const TEXTS: TableDefinition<&str, &[u8]> = TableDefinition::new("document_texts");

pub(super) fn create_table(tx: &WriteTransaction) -> Result<(), redb::Error> {
    tx.open_table(TEXTS)?;
    Ok(())
}

pub(super) fn put(
    tx: &WriteTransaction,
    name: &str,
    text: &DocumentText,
) -> Result<(), redb::Error> {
    let bytes = serde_json::to_vec(text).expect("a text always serialises");
    tx.open_table(TEXTS)?.insert(name, bytes.as_slice())?;
    Ok(())
}

pub(super) fn remove(tx: &WriteTransaction, name: &str) -> Result<(), redb::Error> {
    tx.open_table(TEXTS)?.remove(name)?;
    Ok(())
}

fn decode(name: &str, bytes: &[u8]) -> Result<DocumentText, StoreError> {
    serde_json::from_slice(bytes).map_err(|source| StoreError::Corrupt {
        table: "document_texts",
        key: name.to_owned(),
        source,
    })
}

impl Store {
    /// The text read from the uploaded file `name`, if it has been read.
    pub fn document_text(&self, name: &str) -> Result<Option<DocumentText>, StoreError> {
        let tx = self.db.begin_read()?;
        let table = match tx.open_table(TEXTS) {
            Ok(table) => table,
            Err(TableError::TableDoesNotExist(_)) => return Ok(None),
            Err(e) => return Err(e.into()),
        };
        let value = table.get(name)?;
        value.map(|v| decode(name, v.value())).transpose()
    }

    /// Whether the text of the uploaded file `name` has been read.
    pub fn has_document_text(&self, name: &str) -> Result<bool, StoreError> {
        let tx = self.db.begin_read()?;
        Ok(tx.open_table(TEXTS)?.get(name)?.is_some())
    }
}

#[cfg(test)]
mod tests {
    use wasm_core::model::documents::TextSource;

    use super::*;

    #[test]
    fn a_text_is_kept_with_its_file_and_goes_with_it() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let text = DocumentText::of_pages(
            TextSource::Converted,
            Some("Kruti Dev".into()),
            vec![("नगर निगम".into(), false)],
            0,
        );
        assert_eq!(store.document_text("a.pdf").unwrap(), None);
        store
            .change(|change| change.put_document_text("a.pdf", &text))
            .unwrap();
        drop(store);
        let store = Store::open(dir.path()).unwrap();
        assert_eq!(store.document_text("a.pdf").unwrap(), Some(text));
        assert!(store.has_document_text("a.pdf").unwrap());
        store
            .change(|change| change.remove_upload("a.pdf"))
            .unwrap();
        assert_eq!(store.document_text("a.pdf").unwrap(), None);
    }
}
