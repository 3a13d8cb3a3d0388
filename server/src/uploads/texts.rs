//! Reading the text of the uploaded PDFs that have none yet: those uploaded before the server
//! read the text of documents, and those whose reading found no turn or ran out of time on
//! upload. It runs once when the server starts, in the background, one file at a time in the
//! turns of reading uploads ([`super::PdfReads`]), so visitors never wait for it; once texts
//! were read, the content generation is raised and the caller's `then` reads the content again,
//! so the pages and the search show them.

use wasm_core::model::documents::DocumentText;

use super::{PdfRead, UploadDir};
use crate::store::{Change, Store, StoreError};

/// Starts reading, on the current runtime, the texts the store lacks; `then` runs (on a
/// blocking thread) once some were read and the content generation raised.
pub fn start<E: std::fmt::Display>(
    store: Store,
    uploads: UploadDir,
    then: impl FnOnce() -> Result<u64, E> + Send + 'static,
) {
    tokio::spawn(async move {
        match read_missing(&store, &uploads).await {
            Ok(0) => {}
            Ok(read) => {
                tracing::info!(read, "the text of uploaded PDFs read");
                let changed = tokio::task::spawn_blocking(move || {
                    store
                        .change(|change: &mut Change<'_>| change.content_shown_changed())
                        .map_err(|error| error.to_string())?;
                    then().map_err(|error| error.to_string())
                })
                .await;
                if let Ok(Err(error)) = changed {
                    tracing::error!(%error, "the content could not be read again after texts were read");
                }
            }
            Err(error) => tracing::error!(%error, "the texts of uploaded PDFs could not be read"),
        }
    });
}

/// Reads and keeps the text of every uploaded PDF (not a citizen's file) that has none;
/// how many were kept.
pub async fn read_missing(store: &Store, uploads: &UploadDir) -> Result<usize, StoreError> {
    let listed = store.clone();
    let missing = tokio::task::spawn_blocking(move || {
        let mut missing = Vec::new();
        for (name, record) in listed.upload_records()? {
            if record.media_type == "application/pdf"
                && !record.feedback
                && !listed.has_document_text(&name)?
            {
                missing.push(name);
            }
        }
        Ok::<_, StoreError>(missing)
    })
    .await
    .expect("the listing does not panic")?;
    let mut kept = 0;
    for name in missing {
        let Ok(bytes) = tokio::fs::read(uploads.path_of(&name)).await else {
            continue;
        };
        let text = match uploads.pdf_reads.read(bytes).await {
            PdfRead::Read(contents) => contents.text,
            _ => None,
        };
        let Some(text) = text else { continue };
        if keep(store, &name, text).await? {
            kept += 1;
        }
    }
    Ok(kept)
}

/// Keeps `text` as the text of `name`, if its record is still there (it may have been removed
/// meanwhile); whether it was kept.
async fn keep(store: &Store, name: &str, text: DocumentText) -> Result<bool, StoreError> {
    let (store, name) = (store.clone(), name.to_owned());
    tokio::task::spawn_blocking(move || {
        store.change(|change| {
            if change.upload(&name)?.is_none() {
                return Ok(false);
            }
            change.put_document_text(&name, &text)?;
            Ok(true)
        })
    })
    .await
    .expect("keeping a text does not panic")
}

#[cfg(test)]
mod tests {
    use wasm_core::model::documents::TextSource;

    use super::*;
    use crate::store::uploads::UploadRecord;
    use crate::uploads::blank_pdf;

    #[tokio::test]
    async fn the_texts_of_pdfs_uploaded_before_are_read_once() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let uploads = UploadDir::open(dir.path()).unwrap();
        let record = |feedback| UploadRecord {
            media_type: "application/pdf".into(),
            file_name: "circular.pdf".into(),
            bytes: 10,
            uploaded_at: "2026-11-22T10:00:00Z".into(),
            pages: Some(2),
            feedback,
        };
        for (name, feedback) in [("a.pdf", false), ("b.pdf", true), ("gone.pdf", false)] {
            store.add_upload(name, &record(feedback)).unwrap();
            if name != "gone.pdf" {
                std::fs::write(uploads.path_of(name), blank_pdf(2)).unwrap();
            }
        }
        assert_eq!(read_missing(&store, &uploads).await.unwrap(), 1);
        let text = store.document_text("a.pdf").unwrap().expect("read");
        assert_eq!(
            (text.origin.source, text.pages.len()),
            (TextSource::None, 2)
        );
        assert_eq!(
            store.document_text("b.pdf").unwrap(),
            None,
            "a citizen's file"
        );
        assert_eq!(store.document_text("gone.pdf").unwrap(), None, "no file");
        assert_eq!(read_missing(&store, &uploads).await.unwrap(), 0);
    }

    #[tokio::test]
    async fn once_texts_were_read_the_content_generation_is_raised_and_the_caller_told() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let uploads = UploadDir::open(dir.path()).unwrap();
        let record = UploadRecord {
            media_type: "application/pdf".into(),
            file_name: "circular.pdf".into(),
            bytes: 10,
            uploaded_at: "2026-11-22T10:00:00Z".into(),
            pages: Some(1),
            feedback: false,
        };
        store.add_upload("a.pdf", &record).unwrap();
        std::fs::write(uploads.path_of("a.pdf"), blank_pdf(1)).unwrap();
        let before = store.content().unwrap().generation;
        let (told, heard) = tokio::sync::oneshot::channel();
        start(store.clone(), uploads, move || {
            told.send(()).unwrap();
            Ok::<u64, StoreError>(0)
        });
        heard.await.expect("the caller is told");
        assert!(store.document_text("a.pdf").unwrap().is_some());
        assert_eq!(store.content().unwrap().generation, before + 1);
    }
}
