//! The schema of the home page: notices, cleanliness results, gallery cards.
//!
//! `content/notices.json` holds the SMC Updates notices; `content/home.json` the cleanliness
//! result cards, the sanitation-worker helpline and the Gallery & Events cards.

use serde::Deserialize;

use super::Bilingual;

/// One notice of the SMC Updates list (specification section 3: id, title, date, PDF).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Notice {
    /// A stable identifier, unique among the notices.
    pub id: String,
    /// What the notice is about.
    pub title: Bilingual,
    /// The date it was issued, `YYYY-MM-DD`.
    pub date: String,
    /// The site path of its PDF (`/files/notices/…`).
    pub pdf: String,
    /// Whether the list marks it with a NEW badge.
    pub new: bool,
}

/// `content/home.json`: everything on the home page besides the notices and the links.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Home {
    /// The cleanliness mission result cards, in order.
    pub results: Vec<ResultCard>,
    /// The helpline number for sanitation workers, as printed.
    pub helpline: String,
    /// The Gallery & Events cards, in order.
    pub gallery: Vec<GalleryCard>,
}

/// A cleanliness mission result with its certificate.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResultCard {
    /// A stable identifier, unique among the cards.
    pub id: String,
    /// What was measured (National Rank, Star Rating, …).
    pub title: Bilingual,
    /// The result itself (4th, 3 STAR, WATER+, …).
    pub value: Bilingual,
    /// The category or circumstance of the result.
    pub detail: Bilingual,
    /// The site path of the certificate PDF (`/files/certificates/…`).
    pub certificate: String,
}

/// A card of the Gallery & Events section.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GalleryCard {
    /// A stable identifier, unique among the cards.
    pub id: String,
    /// The event's name.
    pub title: Bilingual,
    /// Text alternative of the image.
    pub alt: Bilingual,
    /// The site path of the image (`/images/home/…`).
    pub image: String,
    /// The page the card leads to.
    pub link: String,
}
