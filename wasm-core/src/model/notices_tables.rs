//! The schema of press, hoarding, tender and recruitment: `content/press.json` (the press photos
//! and their placeholder) and `content/notice-tables.json` (the rows of the tender and
//! recruitment tables).

use serde::Deserialize;

use super::Bilingual;

/// Specification section 9: the press page shows at most this many images.
pub const MAX_PRESS_IMAGES: usize = 4;

/// The built-in hoarding circular, shown while no admin has saved a hoarding record.
pub const BUILT_IN_HOARDING_CIRCULAR: &str = "/files/hoarding/hoarding-circular-2025.pdf";

/// `content/press.json`: the photos of the press page.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PressGallery {
    /// The image shown in place of one that fails to load (a site path).
    pub placeholder: String,
    /// The photos, in order; at most [`MAX_PRESS_IMAGES`].
    pub images: Vec<PressImage>,
}

/// One press photo.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PressImage {
    /// The image file, a site path (`/images/press/…`).
    pub src: String,
    /// Its width in pixels, set on the element so nothing shifts while it loads.
    pub width: u32,
    /// Its height in pixels.
    pub height: u32,
    /// What the photo shows.
    pub alt: Bilingual,
}

/// `content/notice-tables.json`: the rows of the Tender and Recruitment tables.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NoticeTables {
    /// Tender notices.
    pub tender: Vec<NoticeRow>,
    /// Recruitment notices.
    pub recruitment: Vec<NoticeRow>,
}

/// One notice (specification section 3: no, work, desc, date, pdf; the date is its start and
/// end).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct NoticeRow {
    /// The notice number as printed on it (`01/2025`).
    pub no: String,
    /// The work, in short.
    pub work: Bilingual,
    /// The work described.
    pub desc: Bilingual,
    /// The notice itself, a PDF of this site (`/files/tenders/…`).
    pub pdf: String,
    /// The notice on an external portal (tender table only).
    #[serde(default)]
    pub link: Option<String>,
    /// The first day, `YYYY-MM-DD`.
    pub start_date: String,
    /// The last day, `YYYY-MM-DD`.
    pub end_date: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_without_a_link_reads() {
        let row: NoticeRow = serde_json::from_str(
            r#"{"no":"1","work":{"en":"a","hi":"क"},"desc":{"en":"b","hi":"ख"},
            "pdf":"/files/x.pdf","startDate":"2025-01-01","endDate":"2025-01-02"}"#,
        )
        .unwrap();
        assert_eq!(row.link, None);
    }
}
