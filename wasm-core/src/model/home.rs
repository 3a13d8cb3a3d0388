//! `home`: the home page's cleanliness result cards and the sanitation-worker helpline. (Its
//! notices are the `notices` kind, its Gallery & Events the newest `events`.)

use serde::{Deserialize, Serialize};

use super::Bilingual;
use super::values::{Pdf, Phone};

/// Most cleanliness result cards: the row of cards on the home page.
pub const RESULT_CARDS_MAX: usize = 8;

/// Everything on the home page that is not a kind of its own.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Home {
    /// The cleanliness mission result cards, in order; 1 to [`RESULT_CARDS_MAX`].
    #[cfg_attr(feature = "schema", schemars(length(min = 1, max = RESULT_CARDS_MAX)))]
    pub results: Vec<ResultCard>,
    /// The helpline number for sanitation workers, as printed.
    pub helpline: Phone,
}

/// A cleanliness mission result with its certificate.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
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
    /// The certificate, a PDF (`/files/certificates/…` or `/uploads/…`).
    pub certificate: Pdf,
}
