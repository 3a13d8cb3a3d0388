//! Content checks of press, hoarding, tender and recruitment.

use wasm_core::model::notices_tables::{
    BUILT_IN_HOARDING_CIRCULAR, MAX_PRESS_IMAGES, NoticeRow, NoticeTables, PressGallery,
};
use wasm_core::validate::is_calendar_date;

use crate::common::{assert_bilingual, assert_image, assert_pdf, load};

#[test]
fn press_has_at_most_four_light_images_that_exist() {
    let press: PressGallery = load("press.json");
    assert!(
        !press.images.is_empty() && press.images.len() <= MAX_PRESS_IMAGES,
        "specification section 9: at most 4 press images, found {}",
        press.images.len()
    );
    assert_image("press placeholder", &press.placeholder);
    for image in &press.images {
        assert_image(&image.alt.en, &image.src);
        assert_bilingual(&image.src, &image.alt);
        assert!(
            image.width > 0 && image.height > 0,
            "{}: no size",
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
