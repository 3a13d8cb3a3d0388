//! Receiving an image: a JPEG, PNG or WebP recognised by its bytes (never by its name or
//! declared type), at most [`IMAGE_MAX_BYTES`] (413) and [`IMAGE_MAX_PIXELS`] (422). A part
//! that starts like another kind of file is refused (415) before the rest is read; one whose
//! header cannot be read as an image of an accepted kind is refused too (415), and one with
//! too many pixels is a 422 naming the form's field.
//!
//! [`IMAGE_MAX_PIXELS`]: wasm_core::validate::IMAGE_MAX_PIXELS

use axum::extract::multipart::Field;
use wasm_core::validate::{
    IMAGE_MAX_BYTES, IMAGE_SNIFF_BYTES, ImageInfo, image_info, image_problems,
};

use super::{Expect, Received, UploadDir, safe_file_name, upload_name};
use crate::error::AppError;
use crate::store::uploads::UploadRecord;

const IMAGE: Expect = Expect {
    max_bytes: IMAGE_MAX_BYTES,
    too_large: "Each image may be at most 5 MB.",
    head_bytes: IMAGE_SNIFF_BYTES,
    can_start: can_start_image,
    early_bytes: 12,
    wrong_type: not_an_image,
};

/// The refusal of a file that is not a JPEG, PNG or WebP.
fn not_an_image() -> AppError {
    AppError::UnsupportedType("Images must be JPEG, PNG or WebP files.")
}

/// Whether these first bytes can start a JPEG, PNG or WebP.
fn can_start_image(head: &[u8]) -> bool {
    head.starts_with(&[0xFF, 0xD8, 0xFF])
        || head.starts_with(b"\x89PNG\r\n\x1a\n")
        || (head.starts_with(b"RIFF") && head.get(8..12) == Some(b"WEBP"))
}

/// A received image and what its header says.
pub struct Image {
    /// The file, still under its temporary name.
    pub file: Received,
    /// Kind and size in pixels.
    pub info: ImageInfo,
}

impl Image {
    /// Checks that a received file is an image the site accepts; its problems are answered
    /// under `field`, the name of the form's field.
    pub fn recognise(file: Received, field: &'static str) -> Result<Self, AppError> {
        let problems = image_problems(&file.head, file.size);
        if problems.contains(&"unsupported_type") {
            return Err(not_an_image());
        }
        if !problems.is_empty() {
            return Err(AppError::Invalid(vec![(field, problems)]));
        }
        let info = image_info(&file.head).expect("image_problems found its header");
        Ok(Self { file, info })
    }

    /// A new stored name for it, with the extension of its kind.
    pub fn stored_name(&self) -> String {
        upload_name(self.info.kind.extension())
    }

    /// The record the store keeps of it, uploaded at `uploaded_at`.
    pub fn record(&self, uploaded_at: &str) -> UploadRecord {
        let extension = self.info.kind.extension();
        UploadRecord {
            media_type: self.info.kind.media_type().to_owned(),
            file_name: safe_file_name(&self.file.client_name, extension, "image"),
            bytes: self.file.size,
            uploaded_at: uploaded_at.to_owned(),
            pages: None,
            feedback: false,
        }
    }
}

impl UploadDir {
    /// Streams an image part into a temporary file, refusing it as soon as it passes the size
    /// limit or starts like another kind of file. What it is exactly is checked by
    /// [`Image::recognise`] once the part has arrived (an empty part is the caller's to judge).
    pub async fn receive_image(&self, field: &mut Field<'_>) -> Result<Received, AppError> {
        self.receive(field, &IMAGE).await
    }
}
