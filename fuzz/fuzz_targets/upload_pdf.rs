//! Uploads of PDFs: the type sniffing of any name, first bytes and declared size, and the
//! bounded reading of a file's pages. The input is both: read by `arbitrary` as a name, a size
//! and first bytes for the sniffing, and read whole as the file for the reading (so a seed can
//! be a real PDF). Properties: the name and content checks agree with plain references;
//! `pdf_problems` lists exactly the codes its documentation gives for them; reading any file
//! within small bounds never panics, never inflates one stream or all of them past their
//! bounds (by more than the one byte that tells), never parses more than its bound and one
//! last parse, and refuses exactly when a bound was passed.
#![no_main]

use libfuzzer_sys::arbitrary::{self, Arbitrary, Unstructured};
use libfuzzer_sys::fuzz_target;
use server::uploads::{Refused, TooComplex, read_pages};
use wasm_core::validate::{PDF_MAX_BYTES, pdf_content_ok, pdf_name_ok, pdf_problems};
use wasm_core_fuzz::PDF_LIMITS as LIMITS;

#[derive(Debug, Arbitrary)]
struct Upload {
    size: Size,
    name: String,
    head: Vec<u8>,
}

/// Sizes around the edges more often than a random `u64` would give them.
#[derive(Debug, Arbitrary)]
enum Size {
    Empty,
    AtLimit,
    OverLimit,
    Any(u64),
}

fuzz_target!(|data: &[u8]| {
    if let Ok(upload) = Upload::arbitrary_take_rest(Unstructured::new(data)) {
        sniffing(&upload);
    }
    reading(data);
});

fn sniffing(upload: &Upload) {
    let size = match upload.size {
        Size::Empty => 0,
        Size::AtLimit => PDF_MAX_BYTES,
        Size::OverLimit => PDF_MAX_BYTES + 1,
        Size::Any(size) => size,
    };
    let name = upload.name.as_str();
    let name_ok = name.len() > ".pdf".len() && name.to_ascii_lowercase().ends_with(".pdf");
    assert_eq!(pdf_name_ok(name), name_ok, "{name:?}");
    let content_ok = upload.head.get(..5) == Some(b"%PDF-");
    assert_eq!(pdf_content_ok(&upload.head), content_ok);

    let mut expected = Vec::new();
    if name.is_empty() && size == 0 {
        expected.push("required");
    } else {
        if !name_ok {
            expected.push("not_pdf_name");
        }
        if size == 0 {
            expected.push("required");
        } else if !content_ok {
            expected.push("not_pdf_content");
        }
        if size > PDF_MAX_BYTES {
            expected.push("too_large");
        }
    }
    assert_eq!(pdf_problems(name, &upload.head, size), expected);
}

fn reading(data: &[u8]) {
    let reading = read_pages(data, LIMITS);
    let spent = reading.spent;
    assert!(spent.largest_stream <= LIMITS.stream_bytes + 1, "{spent:?}");
    assert!(spent.inflated <= LIMITS.inflated_bytes + 1, "{spent:?}");
    // The last parse may go past the bound by its own length: the file's, or a stream's.
    let one_parse = data.len() as u64 + LIMITS.stream_bytes + 1;
    assert!(spent.parsed <= LIMITS.parsed_bytes + one_parse, "{spent:?}");
    match reading.pages {
        Err(TooComplex(Refused::Stream)) => assert!(spent.largest_stream > LIMITS.stream_bytes),
        Err(TooComplex(Refused::Inflated)) => assert!(spent.inflated > LIMITS.inflated_bytes),
        Err(TooComplex(Refused::Parsed)) => assert!(spent.parsed > LIMITS.parsed_bytes),
        Err(TooComplex(Refused::Objects)) => assert!(spent.listed > LIMITS.objects),
        Err(TooComplex(Refused::Values)) | Ok(_) => {
            assert!(spent.inflated <= LIMITS.inflated_bytes);
            assert!(spent.parsed <= LIMITS.parsed_bytes);
        }
    }
}
