//! Content checks of press, hoarding, tender and recruitment, beyond their kinds' rules
//! (which `kinds.rs` runs over every file): the files they name exist.

use wasm_core::model::hoarding::{BUILT_IN_HOARDING_CIRCULAR, HoardingCircular};
use wasm_core::model::press::{MAX_PRESS_IMAGES, PressGallery};
use wasm_core::model::tenders::{Recruitment, Tender};

use crate::common::{assert_image, assert_pdf, load};

#[test]
fn press_has_at_most_four_light_images_that_exist() {
    let press: PressGallery = load("press.json");
    assert!(
        !press.images.is_empty() && press.images.len() <= MAX_PRESS_IMAGES,
        "at most 4 press images, found {}",
        press.images.len()
    );
    assert_image("press placeholder", &press.placeholder);
    for image in &press.images {
        assert_image(&image.alt.en, &image.src);
    }
}

#[test]
fn the_hoarding_circular_a_new_site_starts_with_is_the_built_in_pdf() {
    let circular: HoardingCircular = load("hoarding.json");
    assert_eq!(circular.pdf, BUILT_IN_HOARDING_CIRCULAR);
    assert_eq!(circular.year, "2025", "as its file is named");
    assert_pdf("hoarding circular", &circular.pdf);
}

#[test]
fn tenders_have_their_pdfs_and_portal_links() {
    let tenders: Vec<Tender> = load("tenders.json");
    assert!(!tenders.is_empty(), "the tender page has sample notices");
    for tender in &tenders {
        assert_pdf(&tender.no, &tender.pdf);
        for corrigendum in &tender.corrigenda {
            if let Some(pdf) = &corrigendum.pdf {
                assert_pdf(&tender.no, pdf);
            }
        }
        assert!(
            tender.link.is_some(),
            "{}: a tender needs its portal link",
            tender.no
        );
    }
    assert!(
        tenders.iter().any(|t| !t.corrigenda.is_empty()),
        "a sample tender has a corrigendum"
    );
}

#[test]
fn recruitment_advertisements_have_their_pdfs() {
    let advertisements: Vec<Recruitment> = load("recruitment.json");
    for advertisement in &advertisements {
        assert_pdf(&advertisement.no, &advertisement.pdf);
    }
}
