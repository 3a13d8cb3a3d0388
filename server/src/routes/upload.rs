//! `POST /api/upload` (admin): a PDF circular, multipart field `file`, recognised by its name
//! (`.pdf`) and its content (`%PDF-`), at most 20 MiB; answers 201 `{url}` with the site path
//! the hoarding record then names.

use axum::extract::multipart::MultipartRejection;
use axum::extract::{DefaultBodyLimit, Multipart, State};
use axum::http::StatusCode;
use axum::routing::post;
use axum::{Json, Router};
use serde_json::{Value, json};
use wasm_core::validate::{PDF_MAX_BYTES, PDF_SNIFF_BYTES, pdf_content_ok, pdf_name_ok};

use crate::AppState;
use crate::auth::extract::AdminUser;
use crate::error::AppError;
use crate::store::uploads::UploadRecord;
use crate::uploads::{Expect, Received, multipart_error, safe_file_name, upload_name, uploads_url};

/// Most bytes of an upload request: the largest PDF and room for the form around it.
#[allow(clippy::cast_possible_truncation, reason = "20 MiB fits any usize")]
const UPLOAD_BODY_MAX_BYTES: usize = PDF_MAX_BYTES as usize + 64 * 1024;

const NOT_PDF: &str = "Please select a valid PDF file.";

const PDF: Expect = Expect {
    max_bytes: PDF_MAX_BYTES,
    too_large: "A PDF may be at most 20 MB.",
    head_bytes: PDF_SNIFF_BYTES,
    can_start: pdf_content_ok,
    early_bytes: PDF_SNIFF_BYTES,
    wrong_type: NOT_PDF,
};

/// The upload route.
pub fn router() -> Router<AppState> {
    Router::new().route(
        "/upload",
        post(upload_pdf).layer(DefaultBodyLimit::max(UPLOAD_BODY_MAX_BYTES)),
    )
}

/// Reads the one `file` part, refusing a name that is not `.pdf` before reading its bytes.
async fn read_pdf(state: &AppState, mut multipart: Multipart) -> Result<Received, AppError> {
    let mut file = None;
    while let Some(mut field) = multipart
        .next_field()
        .await
        .map_err(|e| multipart_error(&e))?
    {
        match field.name() {
            Some("file") if file.is_none() => {
                if !pdf_name_ok(field.file_name().unwrap_or_default()) {
                    return Err(AppError::UnsupportedType(NOT_PDF));
                }
                file = Some(state.uploads.receive(&mut field, &PDF).await?);
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

async fn upload_pdf(
    State(state): State<AppState>,
    admin: AdminUser,
    multipart: Result<Multipart, MultipartRejection>,
) -> Result<(StatusCode, Json<Value>), AppError> {
    let multipart =
        multipart.map_err(|_| AppError::BadRequest("Send the file as multipart/form-data."))?;
    let received = read_pdf(&state, multipart).await?;
    let name = upload_name("pdf");
    let record = UploadRecord {
        media_type: "application/pdf".to_owned(),
        file_name: safe_file_name(&received.client_name, "pdf", "circular"),
        bytes: received.size,
        uploaded_at: state.auth.clock.rfc3339(),
    };
    let placed = state.uploads.place(received, &name).await?;
    let (store, key) = (state.store.clone(), name.clone());
    let (by, clock) = (admin.0.clone(), state.auth.clock.clone());
    // Kept in the blocking task of the commit, which runs to its end even when the client goes
    // away: a dropped handler would otherwise delete the file whose record was just saved.
    // A session that ended while the file streamed in keeps nothing: the file goes with
    // `placed`.
    tokio::task::spawn_blocking(move || {
        store.change(|saving| {
            by.still_live(saving, &clock)?;
            saving.put_upload(&key, &record)?;
            Ok::<_, AppError>(())
        })?;
        placed.keep();
        Ok::<_, AppError>(())
    })
    .await??;
    tracing::info!(admin = %admin.0.user.username, %name, "PDF uploaded");
    Ok((
        StatusCode::CREATED,
        Json(json!({ "url": uploads_url(&name) })),
    ))
}
