//! `content/hoarding.json`: the hoarding circular the Hoarding page shows, one document. Staff
//! change it in the admin area like any other document, or by uploading a PDF on the upload
//! page (`POST /api/hoarding`, which saves a new version of it named by the financial year it
//! was saved in). Its versions are the circulars published so far.

use super::values::{Day, Pdf};
use serde::{Deserialize, Serialize};

/// The built-in hoarding circular, which a new data directory starts with.
pub const BUILT_IN_HOARDING_CIRCULAR: &str = "/files/hoarding/hoarding-circular-2025.pdf";

/// `content/hoarding.json`: the circular, its name and the day it was issued.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct HoardingCircular {
    /// Its PDF: a file of the site (`/files/hoarding/…`) or one uploaded (`/uploads/…`).
    pub pdf: Pdf,
    /// The year it is shown under ("Hoarding Circular - 2025"): a year (`2025`) or a financial
    /// year, April to March (`2026-27`).
    pub year: String,
    /// The day it was issued, `YYYY-MM-DD`, shown as "Published on …"; not shown when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub issued: Option<Day>,
}

impl HoardingCircular {
    /// The circular of a PDF saved as the current one on `day` (`YYYY-MM-DD`, in India), as the
    /// upload page saves it: named by the financial year of that day, issued that day.
    pub fn saved_on(pdf: &str, day: &str) -> Self {
        Self {
            pdf: pdf.into(),
            year: financial_year(day).unwrap_or_default(),
            issued: Some(day.into()),
        }
    }
}

/// Whether `year` names a year as a circular is shown under: four digits (`2025`), or a
/// financial year, its first year and the last two digits of the next (`2026-27`).
pub fn is_circular_year(year: &str) -> bool {
    let digits =
        |text: &str, len: usize| text.len() == len && text.bytes().all(|b| b.is_ascii_digit());
    match year.split_once('-') {
        None => digits(year, 4),
        Some((first, next)) => {
            digits(first, 4)
                && digits(next, 2)
                && first.parse::<u32>().ok().map(|first| (first + 1) % 100)
                    == next.parse::<u32>().ok()
        }
    }
}

/// The Indian financial year (April to March) a day (`YYYY-MM-DD`) falls in, as circulars are
/// named by it: `2026-11-21` → `2026-27`.
pub fn financial_year(day: &str) -> Option<String> {
    let year: u32 = day.get(0..4)?.parse().ok()?;
    let month: u32 = day.get(5..7)?.parse().ok()?;
    let first = if month >= 4 {
        year
    } else {
        year.checked_sub(1)?
    };
    Some(format!("{first}-{:02}", (first + 1) % 100))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_the_financial_year_april_to_march() {
        assert_eq!(financial_year("2026-11-21").as_deref(), Some("2026-27"));
        assert_eq!(financial_year("2026-04-01").as_deref(), Some("2026-27"));
        assert_eq!(financial_year("2027-03-31").as_deref(), Some("2026-27"));
        assert_eq!(financial_year("2099-12-31").as_deref(), Some("2099-00"));
        assert_eq!(financial_year("soon"), None);
    }

    #[test]
    fn a_circular_saved_on_a_day_is_named_by_its_financial_year() {
        let circular = HoardingCircular::saved_on("/uploads/a.pdf", "2027-03-31");
        assert_eq!(circular.year, "2026-27");
        assert_eq!(circular.issued.as_deref(), Some("2027-03-31"));
        assert!(is_circular_year(&circular.year));
    }

    #[test]
    fn a_circular_is_shown_under_a_year_or_a_financial_year() {
        for year in ["2025", "2026-27", "2099-00"] {
            assert!(is_circular_year(year), "{year}");
        }
        for year in [
            "",
            "25",
            "2026-28",
            "2026-2027",
            "२०२५",
            "2026-",
            "-27",
            "2026 27",
        ] {
            assert!(!is_circular_year(year), "{year}");
        }
    }
}
