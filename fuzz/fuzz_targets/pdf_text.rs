//! The text of uploaded PDFs: any bytes read as a PDF for the text of its pages, within small
//! bounds (`upload_pdf` checks what a reading spends against them). Properties: reading
//! never panics, keeps no more text than `MAX_TEXT_BYTES` allows (a legacy font's text may
//! grow when converted), and a document whose pages have no text is a scan exactly when one
//! of them paints an image. The seeds of `upload_pdf` suit it too.
#![no_main]

use libfuzzer_sys::fuzz_target;
use server::uploads::{MAX_TEXT_BYTES, TextSource, read_text};
use wasm_core_fuzz::PDF_LIMITS as LIMITS;

/// Most characters converting a legacy font's text writes for one it reads (as wasm-core's
/// properties of the conversion say), in bytes: five Devanagari characters of three bytes.
const GROWTH_MAX: usize = 5 * 3;

fuzz_target!(|data: &[u8]| {
    let Ok(Some((text, source))) = read_text(data, LIMITS) else {
        return;
    };
    let kept: usize = text.pages.iter().map(|page| page.text.len()).sum();
    assert!(kept <= MAX_TEXT_BYTES * GROWTH_MAX, "{kept}");
    let any_text = text.pages.iter().any(|page| !page.text.is_empty());
    let any_image = text.pages.iter().any(|page| page.has_images);
    match source {
        TextSource::Unicode | TextSource::Legacy(_) => assert!(any_text),
        TextSource::Scanned => assert!(!any_text && any_image),
        TextSource::Empty => assert!(!any_text && !any_image),
    }
    for page in &text.pages {
        assert_eq!(page.text, page.text.trim_end());
    }
    let _ = text.script();
});
