//! Reading an event form (`multipart/form-data`): one `data` part with the event's JSON and
//! up to [`IMAGES_MAX`] image files, each streamed to a temporary file and recognised by its
//! bytes. Reading stops at the first part over a limit, of an unknown name, or repeated where
//! it may not be.

use axum::extract::Multipart;
use axum::extract::multipart::Field;
use wasm_core::validate::{IMAGE_MAX_BYTES, IMAGES_MAX};

use super::draft::EventData;
use crate::error::AppError;
use crate::uploads::{Image, UploadDir, multipart_error};

/// Most bytes of the `data` part (two descriptions of 5,000 Devanagari characters, escaped,
/// fit easily).
pub const DATA_MAX_BYTES: usize = 128 * 1024;

/// Most bytes of a whole event request: every image at its largest, and room for the rest.
pub const EVENT_BODY_MAX_BYTES: usize = {
    #[allow(clippy::cast_possible_truncation, reason = "50 MiB fits any usize")]
    let images = IMAGES_MAX * IMAGE_MAX_BYTES as usize;
    images + 1024 * 1024
};

/// A read event form.
pub struct EventForm {
    /// The `data` part (empty when it was left out).
    pub data: EventData,
    /// The images, in the order sent.
    pub images: Vec<Image>,
}

async fn read_data(field: &mut Field<'_>) -> Result<EventData, AppError> {
    let mut bytes = Vec::new();
    while let Some(chunk) = field.chunk().await.map_err(|e| multipart_error(&e))? {
        if bytes.len() + chunk.len() > DATA_MAX_BYTES {
            return Err(AppError::TooLarge("The event text is too long."));
        }
        bytes.extend_from_slice(&chunk);
    }
    serde_json::from_slice(&bytes)
        .map_err(|_| AppError::BadRequest("The event data must be a JSON object."))
}

async fn read_image(uploads: &UploadDir, field: &mut Field<'_>) -> Result<Option<Image>, AppError> {
    let file = uploads.receive_image(field).await?;
    // A file input left empty still sends a part, with no name and no bytes.
    if file.size == 0 && file.client_name.is_empty() {
        return Ok(None);
    }
    Image::recognise(file, "images").map(Some)
}

/// Reads the form, with its images under `image_field` (`images` on create, `newImages` on
/// update).
pub async fn read_event_form(
    mut multipart: Multipart,
    uploads: &UploadDir,
    image_field: &str,
) -> Result<EventForm, AppError> {
    let mut data = None;
    let mut images = Vec::new();
    while let Some(mut field) = multipart
        .next_field()
        .await
        .map_err(|e| multipart_error(&e))?
    {
        match field.name() {
            Some("data") if data.is_none() => data = Some(read_data(&mut field).await?),
            Some("data") => return Err(AppError::BadRequest("The data field is repeated.")),
            Some(name) if name == image_field => {
                if images.len() == IMAGES_MAX {
                    return Err(AppError::Invalid(vec![("images", vec!["too_many"])]));
                }
                images.extend(read_image(uploads, &mut field).await?);
            }
            _ => {
                return Err(AppError::BadRequest(
                    "The form has a field it should not have.",
                ));
            }
        }
    }
    Ok(EventForm {
        data: data.unwrap_or_default(),
        images,
    })
}
