//! `press`: the photos of the press page and their placeholder.

use serde::{Deserialize, Serialize};

use super::Bilingual;

/// the press page shows at most this many images.
pub const MAX_PRESS_IMAGES: usize = 4;

/// The press page's photos.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct PressGallery {
    /// The image shown in place of one that fails to load (a site path).
    #[cfg_attr(feature = "schema", schemars(extend("x-input" = "photo")))]
    pub placeholder: String,
    /// The photos, in order; at most [`MAX_PRESS_IMAGES`].
    pub images: Vec<PressImage>,
}

/// One press photo.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct PressImage {
    /// The image file, a site path (`/images/press/…` or `/uploads/…`).
    #[cfg_attr(feature = "schema", schemars(extend("x-input" = "photo")))]
    pub src: String,
    /// Its width in pixels, set on the element so nothing shifts while it loads.
    pub width: u32,
    /// Its height in pixels.
    pub height: u32,
    /// What the photo shows.
    pub alt: Bilingual,
}
