//! The admin's uploads: one multipart part `file`, stored under a name the server makes and
//! answered 201 with the site path (`/uploads/<name>`) a record then names.
//!
//! - `POST /api/upload`: a PDF circular, recognised by its name (`.pdf`) and its content
//!   (`%PDF-`), at most 20 MiB; answers `{url, pages}`. Its pages are read within the bounds of
//!   `crate::uploads::pdf`: a file that would cost more to read (a "PDF bomb") is refused with
//!   422 `{"file": ["too_complex"]}`; one that is not read in time, or not at all, is kept
//!   with `pages` null.
//! - `POST /api/upload/photo`: a JPEG, PNG or WebP photo, recognised by its bytes, with the
//!   limits of every image the site receives; answers `{url, width, height}`.
//! - `GET /api/upload/{name}` (signed in): what the editor says of a file an item names, in
//!   place of its server-made name: `{url, fileName, bytes, pages, mediaType, uploadedAt}`, and
//!   for a PDF whose text has been read, `text`: how it was obtained, its language and its
//!   pages with text or scanned (`TextSummary`).
//!
//! A PDF's text is read with its pages (`crate::uploads::pdf`) and kept with its record; a PDF
//! whose text could not be read in time is read again later (`crate::uploads::texts`).
//!
//! The file is kept only once its record is saved, and only while the admin's session is
//! still live: a session that ended while the file streamed in keeps nothing. The audit log
//! records each upload in the same write as its record: `upload`, kind `pdf` or `photo`, the
//! stored name as the item and the name the file had on the uploader's computer as the detail.

use axum::extract::multipart::{Field, MultipartRejection};
use axum::extract::{DefaultBodyLimit, Multipart, Path, State};
use axum::http::StatusCode;
use axum::routing::{get, post};
use axum::{Json, Router};
use serde_json::{Value, json};
use wasm_core::model::documents::DocumentText;
use wasm_core::validate::{
    IMAGE_MAX_BYTES, NOT_PDF_CONTENT, NOT_PDF_NAME, PDF_MAX_BYTES, PDF_SNIFF_BYTES,
    PDF_TOO_COMPLEX, pdf_content_ok, pdf_name_ok,
};
use wasm_core::workflow::Action;

use crate::auth::extract::{SignedIn, Uploader};
use crate::client_address::ClientAddress;
use crate::error::AppError;
use crate::state::AppState;
use crate::store::StoreError;
use crate::store::audit::AuditEntry;
use crate::store::uploads::UploadRecord;
use crate::uploads::{
    Expect, Image, PdfContents, PdfRead, Received, UploadDir, multipart_error, name_of_url,
    safe_file_name, upload_name, uploads_url,
};

/// Room for the form around the file in a request's body.
const FORM_BYTES: usize = 64 * 1024;

/// Most bytes of a PDF upload request: the largest PDF and the form around it.
#[allow(clippy::cast_possible_truncation, reason = "20 MiB fits any usize")]
const PDF_BODY_MAX_BYTES: usize = PDF_MAX_BYTES as usize + FORM_BYTES;

/// Most bytes of a photo upload request: the largest image and the form around it.
#[allow(clippy::cast_possible_truncation, reason = "5 MiB fits any usize")]
const PHOTO_BODY_MAX_BYTES: usize = IMAGE_MAX_BYTES as usize + FORM_BYTES;

/// The refusal of a file whose content does not start as a PDF's does.
fn not_pdf_content() -> AppError {
    AppError::NotPdf(NOT_PDF_CONTENT)
}

const PDF: Expect = Expect {
    max_bytes: PDF_MAX_BYTES,
    too_large: "A PDF may be at most 20 MB.",
    head_bytes: PDF_SNIFF_BYTES,
    can_start: pdf_content_ok,
    early_bytes: PDF_SNIFF_BYTES,
    wrong_type: not_pdf_content,
};

/// The upload routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route(
            "/upload",
            post(upload_pdf).layer(DefaultBodyLimit::max(PDF_BODY_MAX_BYTES)),
        )
        .route(
            "/upload/photo",
            post(upload_photo).layer(DefaultBodyLimit::max(PHOTO_BODY_MAX_BYTES)),
        )
        .route("/upload/{name}", get(upload_facts))
}

/// `GET /api/upload/{name}`: the record of an uploaded file, for staff; 404 for a name this
/// server did not issue.
async fn upload_facts(
    State(state): State<AppState>,
    Path(name): Path<String>,
    _: SignedIn,
) -> Result<Json<Value>, AppError> {
    let url = format!("/uploads/{name}");
    if name_of_url(&url).is_none() {
        return Err(AppError::NotFound);
    }
    let store = state.store.clone();
    let (record, text) = tokio::task::spawn_blocking(move || {
        let record = store.upload(&name)?;
        let text = store.document_text(&name)?;
        Ok::<_, StoreError>((record, text))
    })
    .await??;
    let record = record.ok_or(AppError::NotFound)?;
    let mut facts = json!({
        "url": url,
        "fileName": record.file_name,
        "bytes": record.bytes,
        "pages": record.pages,
        "mediaType": record.media_type,
        "uploadedAt": record.uploaded_at,
    });
    if let Some(text) = text {
        facts["text"] = serde_json::to_value(text.summary()).expect("a summary serialises");
    }
    Ok(Json(facts))
}

/// What an upload route receives.
#[derive(Clone, Copy)]
enum Upload {
    Pdf,
    Photo,
}

impl Upload {
    /// The kind the audit log gives its uploads.
    fn kind(self) -> &'static str {
        match self {
            Upload::Pdf => "pdf",
            Upload::Photo => "photo",
        }
    }

    /// Streams the `file` part into a temporary file; a PDF whose name is not `.pdf` is
    /// refused before its bytes are read.
    async fn receive(
        self,
        uploads: &UploadDir,
        field: &mut Field<'_>,
    ) -> Result<Received, AppError> {
        match self {
            Upload::Pdf => {
                if !pdf_name_ok(field.file_name().unwrap_or_default()) {
                    return Err(AppError::NotPdf(NOT_PDF_NAME));
                }
                uploads.receive(field, &PDF).await
            }
            Upload::Photo => uploads.receive_image(field).await,
        }
    }

    /// Reads the one `file` part; a second file or any other part is refused, and a form
    /// without the file, or with an empty one, is a 422.
    async fn read(
        self,
        uploads: &UploadDir,
        multipart: Result<Multipart, MultipartRejection>,
    ) -> Result<Received, AppError> {
        let mut multipart =
            multipart.map_err(|_| AppError::BadRequest("Send the file as multipart/form-data."))?;
        let mut file = None;
        while let Some(mut field) = multipart
            .next_field()
            .await
            .map_err(|e| multipart_error(&e))?
        {
            match field.name() {
                Some("file") if file.is_none() => {
                    file = Some(self.receive(uploads, &mut field).await?);
                }
                Some("file") => return Err(AppError::BadRequest("Send one file at a time.")),
                _ => {
                    return Err(AppError::BadRequest(
                        "The form has a field it should not have.",
                    ));
                }
            }
        }
        file.filter(|file| file.size > 0)
            .ok_or_else(|| AppError::Invalid(vec![("file", vec!["required"])]))
    }
}

/// Moves a received file of `upload` under `name` and saves its `record` (and the `text` read
/// from it) with its audit log entry, if `by`'s session is still live; otherwise nothing is
/// kept.
async fn keep_upload(
    state: &AppState,
    (by, address): (&SignedIn, ClientAddress),
    upload: Upload,
    received: Received,
    name: &str,
    (record, text): (UploadRecord, Option<DocumentText>),
) -> Result<(), AppError> {
    let mut entry = AuditEntry::new(&record.uploaded_at, &by.user.username, Action::Upload)
        .from(address.0)
        .on(upload.kind(), name);
    entry.detail = Some(record.file_name.clone());
    let placed = state.uploads.place(received, name).await?;
    let (store, key) = (state.store.clone(), name.to_owned());
    let (by, clock) = (by.clone(), state.clock.clone());
    // Kept in the blocking task of the commit, which runs to its end even when the client goes
    // away: a dropped handler would otherwise delete the file whose record was just saved.
    // A session that ended while the file streamed in keeps nothing: the file goes with
    // `placed`.
    tokio::task::spawn_blocking(move || {
        store.change(|saving| {
            by.still_live(saving, &clock)?;
            saving.put_upload(&key, &record)?;
            if let Some(text) = &text {
                saving.put_document_text(&key, text)?;
            }
            saving.append_audit(&entry)?;
            Ok::<_, AppError>(())
        })?;
        placed.keep();
        Ok::<_, AppError>(())
    })
    .await?
}

async fn upload_pdf(
    State(state): State<AppState>,
    admin: Uploader,
    address: ClientAddress,
    multipart: Result<Multipart, MultipartRejection>,
) -> Result<(StatusCode, Json<Value>), AppError> {
    let received = Upload::Pdf.read(&state.uploads, multipart).await?;
    let name = upload_name("pdf");
    // Read once here, for the page of the document that will name it: a file that would cost
    // more than the reading's budget is refused; one that could not be read in time is kept
    // without its page count.
    let contents = received.contents().await?;
    let read = state.uploads.pdf_reads.read(contents).await;
    let by = &admin.0.user.username;
    match &read {
        PdfRead::TooComplex(too_complex) => {
            tracing::warn!(admin = %by, reason = ?too_complex.0, "PDF refused: too complex to read");
            return Err(AppError::Invalid(vec![("file", vec![PDF_TOO_COMPLEX])]));
        }
        PdfRead::Busy => tracing::info!(admin = %by, "PDF kept unread: no turn to read it came"),
        PdfRead::TimedOut => {
            tracing::info!(admin = %by, "PDF kept unread: its reading took too long");
        }
        PdfRead::Read(_) => {}
    }
    let PdfContents { pages, text } = read.contents();
    if let Some(text) = &text {
        tracing::info!(admin = %by, source = ?text.origin.source, font = ?text.origin.font, "PDF's text read");
    }
    let record = UploadRecord {
        media_type: "application/pdf".to_owned(),
        file_name: safe_file_name(&received.client_name, "pdf", "circular"),
        bytes: received.size,
        uploaded_at: state.clock.rfc3339(),
        pages,
        feedback: false,
    };
    keep_upload(
        &state,
        (&admin.0, address),
        Upload::Pdf,
        received,
        &name,
        (record, text),
    )
    .await?;
    tracing::info!(admin = %admin.0.user.username, %name, "PDF uploaded");
    Ok((
        StatusCode::CREATED,
        Json(json!({ "url": uploads_url(&name), "pages": pages })),
    ))
}

async fn upload_photo(
    State(state): State<AppState>,
    admin: Uploader,
    address: ClientAddress,
    multipart: Result<Multipart, MultipartRejection>,
) -> Result<(StatusCode, Json<Value>), AppError> {
    let received = Upload::Photo.read(&state.uploads, multipart).await?;
    let image = Image::recognise(received, "file")?;
    let (name, record) = (image.stored_name(), image.record(&state.clock.rfc3339()));
    let (width, height) = (image.info.width, image.info.height);
    let by = (&admin.0, address);
    keep_upload(&state, by, Upload::Photo, image.file, &name, (record, None)).await?;
    tracing::info!(admin = %admin.0.user.username, %name, "photo uploaded");
    Ok((
        StatusCode::CREATED,
        Json(json!({ "url": uploads_url(&name), "width": width, "height": height })),
    ))
}
