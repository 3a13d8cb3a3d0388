//! Content checks of press, hoarding, tender and recruitment.

use wasm_core::model::notices_tables::{
    BUILT_IN_HOARDING_CIRCULAR, MAX_PRESS_IMAGES, NoticeRow, NoticeTables, PressGallery,
};
use wasm_core::validate::is_calendar_date;

use crate::common::{assert_bilingual, assert_public_file, content_dir, load};

/// Images may weigh at most this much (issue 3: no single image over 80 KB).
const MAX_IMAGE_BYTES: u64 = 80 * 1024;

fn file_size(url: &str) -> u64 {
    let path = content_dir()
        .join("public")
        .join(url.trim_start_matches('/'));
    std::fs::metadata(&path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .len()
}

fn assert_pdf(what: &str, url: &str) {
    assert_public_file(what, url);
    let is_pdf = std::path::Path::new(url)
        .extension()
        .is_some_and(|ext| ext.eq_ignore_ascii_case("pdf"));
    assert!(is_pdf, "{what}: {url} is not a PDF");
    let path = content_dir()
        .join("public")
        .join(url.trim_start_matches('/'));
    let bytes = std::fs::read(&path).unwrap();
    assert!(
        bytes.starts_with(b"%PDF-"),
        "{what}: {url} is not a PDF file"
    );
}

#[test]
fn press_has_at_most_four_light_images_that_exist() {
    let press: PressGallery = load("press.json");
    assert!(
        !press.images.is_empty() && press.images.len() <= MAX_PRESS_IMAGES,
        "specification section 9: at most 4 press images, found {}",
        press.images.len()
    );
    assert_public_file("press placeholder", &press.placeholder);
    assert!(file_size(&press.placeholder) <= MAX_IMAGE_BYTES);
    for image in &press.images {
        assert_public_file(&image.alt.en, &image.src);
        assert_bilingual(&image.src, &image.alt);
        assert!(
            image.width > 0 && image.height > 0,
            "{}: no size",
            image.src
        );
        assert!(
            file_size(&image.src) <= MAX_IMAGE_BYTES,
            "{}: over 80 KB",
            image.src
        );
    }
}

#[test]
fn the_built_in_hoarding_circular_is_a_pdf() {
    assert_pdf("hoarding circular", BUILT_IN_HOARDING_CIRCULAR);
}

fn check_rows(table: &str, rows: &[NoticeRow], links: bool) {
    for row in rows {
        let what = format!("{table} {}", row.no);
        assert!(!row.no.trim().is_empty(), "{table}: a row has no number");
        assert_bilingual(&what, &row.work);
        assert_bilingual(&what, &row.desc);
        assert_pdf(&what, &row.pdf);
        assert!(
            is_calendar_date(&row.start_date),
            "{what}: start date {}",
            row.start_date
        );
        assert!(
            is_calendar_date(&row.end_date),
            "{what}: end date {}",
            row.end_date
        );
        assert!(
            row.start_date <= row.end_date,
            "{what}: ends before it starts"
        );
        match &row.link {
            Some(link) => {
                assert!(links, "{what}: the {table} table has no Link column");
                assert!(
                    link.starts_with("https://"),
                    "{what}: link {link} is not https"
                );
            }
            None => assert!(!links, "{what}: a tender row needs its link"),
        }
    }
    let mut numbers: Vec<&str> = rows.iter().map(|r| r.no.as_str()).collect();
    numbers.sort_unstable();
    numbers.dedup();
    assert_eq!(numbers.len(), rows.len(), "{table}: notice numbers repeat");
}

#[test]
fn tender_and_recruitment_rows_are_complete() {
    let tables: NoticeTables = load("notice-tables.json");
    assert!(
        !tables.tender.is_empty(),
        "the tender table has sample rows"
    );
    check_rows("tender", &tables.tender, true);
    check_rows("recruitment", &tables.recruitment, false);
}
