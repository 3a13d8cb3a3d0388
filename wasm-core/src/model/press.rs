//! `press`: the photos of the press page and their placeholder.

use serde::{Deserialize, Serialize};

use super::Bilingual;
use super::values::Photo;

/// Most photos of the press page: its grid of photos.
pub const MAX_PRESS_IMAGES: usize = 4;

/// The press page's photos.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct PressGallery {
    /// The image shown in place of one that fails to load (a site path).
    pub placeholder: Photo,
    /// The photos, in order; 1 to [`MAX_PRESS_IMAGES`].
    #[cfg_attr(feature = "schema", schemars(length(min = 1, max = MAX_PRESS_IMAGES)))]
    pub images: Vec<PressImage>,
}

/// One press photo.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct PressImage {
    /// The image file, a site path (`/images/press/…` or `/uploads/…`).
    pub src: Photo,
    /// Its width in pixels, set on the element so nothing shifts while it loads.
    pub width: u32,
    /// Its height in pixels.
    pub height: u32,
    /// What the photo shows.
    pub alt: Bilingual,
}
