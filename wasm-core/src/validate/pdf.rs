//! PDF circulars: a name ending in `.pdf` (any case) and content that starts with `%PDF-`,
//! at most [`PDF_MAX_BYTES`].

/// Most bytes a PDF may have (20 MiB).
pub const PDF_MAX_BYTES: u64 = 20 * 1024 * 1024;
/// How many leading bytes [`pdf_content_ok`] looks at.
pub const PDF_SNIFF_BYTES: usize = 5;
/// The problem of a file whose name does not end in `.pdf`.
pub const NOT_PDF_NAME: &str = "not_pdf_name";
/// The problem of a file whose content does not start as a PDF's does.
pub const NOT_PDF_CONTENT: &str = "not_pdf_content";
/// The problem of a PDF that would cost the server more to read than its bounds allow (one
/// made to inflate to far more than its size): only the server can tell, once it has it.
pub const PDF_TOO_COMPLEX: &str = "too_complex";

/// Whether a file name says PDF: something, then `.pdf` in any case (`Notice.PDF` is one).
pub fn pdf_name_ok(name: &str) -> bool {
    let bytes = name.as_bytes();
    bytes.len() > 4
        && bytes
            .get(bytes.len() - 4..)
            .is_some_and(|tail| tail.eq_ignore_ascii_case(b".pdf"))
}

/// Whether a file's content starts as a PDF does.
pub fn pdf_content_ok(head: &[u8]) -> bool {
    head.starts_with(b"%PDF-")
}

/// What is wrong with a chosen file named `name` of `size` bytes starting with `head`:
/// `required` (no file, or an empty one), `not_pdf_name`, `not_pdf_content`, `too_large`.
pub fn pdf_problems(name: &str, head: &[u8], size: u64) -> Vec<&'static str> {
    if name.is_empty() && size == 0 {
        return vec!["required"];
    }
    let mut problems = Vec::new();
    if !pdf_name_ok(name) {
        problems.push(NOT_PDF_NAME);
    }
    if size == 0 {
        problems.push("required");
    } else if !pdf_content_ok(head) {
        problems.push(NOT_PDF_CONTENT);
    }
    if size > PDF_MAX_BYTES {
        problems.push("too_large");
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_end_in_pdf_in_any_case() {
        for name in ["circular.pdf", "CIRCULAR.PDF", "a.Pdf", "होर्डिंग.pdf"] {
            assert!(pdf_name_ok(name), "{name}");
        }
        for name in [
            "pdf",
            ".pdf",
            "circular.pdf.exe",
            "circular.pd",
            "circular.html",
            "",
        ] {
            assert!(!pdf_name_ok(name), "{name}");
        }
    }

    #[test]
    fn content_must_start_as_a_pdf() {
        assert!(pdf_problems("a.pdf", b"%PDF-1.7\n", 9).is_empty());
        assert_eq!(pdf_problems("a.pdf", b"<html>", 6), ["not_pdf_content"]);
        assert_eq!(pdf_problems("a.png", b"%PDF-1.4", 8), ["not_pdf_name"]);
        assert_eq!(pdf_problems("", b"", 0), ["required"]);
        assert_eq!(pdf_problems("a.pdf", b"", 0), ["required"]);
        assert_eq!(
            pdf_problems("a.pdf", b"%PDF-", PDF_MAX_BYTES + 1),
            ["too_large"]
        );
    }
}
