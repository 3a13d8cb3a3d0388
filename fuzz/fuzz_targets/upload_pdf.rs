//! Upload type sniffing of PDFs: any name, first bytes and declared size. Properties: the
//! name and content checks agree with plain references, and `pdf_problems` lists exactly the
//! codes its documentation gives for them.
#![no_main]

use libfuzzer_sys::arbitrary::{self, Arbitrary};
use libfuzzer_sys::fuzz_target;
use wasm_core::validate::{PDF_MAX_BYTES, pdf_content_ok, pdf_name_ok, pdf_problems};

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

fuzz_target!(|upload: Upload| {
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
});
