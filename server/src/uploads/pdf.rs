//! What the server reads from a PDF for the page of its document: how many pages it has.
//! Read with `lopdf`, which follows the file's cross-reference table or stream to its page
//! tree, as a PDF reader does. A file it cannot read (damaged, or encrypted with a password)
//! has no page count: its page says its size and format alone, and it is still served.

use wasm_core::model::documents::FileFacts;

/// The number of pages of the PDF `bytes`, if it can be read.
pub fn page_count(bytes: &[u8]) -> Option<u32> {
    let document = lopdf::Document::load_mem(bytes).ok()?;
    u32::try_from(document.get_pages().len())
        .ok()
        .filter(|&pages| pages > 0)
}

/// The facts of the PDF `bytes`: its size, its format and its page count.
pub fn pdf_facts(bytes: &[u8]) -> FileFacts {
    FileFacts {
        bytes: bytes.len() as u64,
        format: "pdf".to_owned(),
        pages: page_count(bytes),
    }
}

/// A PDF of `pages` blank pages, written as a PDF writer does, with its cross-reference table:
/// for tests of what the server reads from an uploaded document.
pub fn blank_pdf(pages: usize) -> Vec<u8> {
    let kids: Vec<String> = (0..pages).map(|page| format!("{} 0 R", page + 3)).collect();
    let mut objects = vec![
        "<< /Type /Catalog /Pages 2 0 R >>".to_owned(),
        format!(
            "<< /Type /Pages /Kids [{}] /Count {pages} >>",
            kids.join(" ")
        ),
    ];
    objects.extend(
        (0..pages).map(|_| "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>".to_owned()),
    );
    let mut out = b"%PDF-1.4\n".to_vec();
    let mut offsets = Vec::new();
    for (index, object) in objects.iter().enumerate() {
        offsets.push(out.len());
        out.extend(format!("{} 0 obj\n{object}\nendobj\n", index + 1).bytes());
    }
    let xref = out.len();
    out.extend(format!("xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1).bytes());
    for offset in offsets {
        out.extend(format!("{offset:010} 00000 n \n").bytes());
    }
    out.extend(
        format!(
            "trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n",
            objects.len() + 1
        )
        .bytes(),
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pages_of_a_pdf_are_counted() {
        assert_eq!(page_count(&blank_pdf(1)), Some(1));
        assert_eq!(page_count(&blank_pdf(7)), Some(7));
        let facts = pdf_facts(&blank_pdf(3));
        assert_eq!(facts.pages, Some(3));
        assert_eq!(facts.format, "pdf");
        assert_eq!(facts.bytes, blank_pdf(3).len() as u64);
    }

    #[test]
    fn a_file_that_is_not_a_readable_pdf_has_no_page_count() {
        assert_eq!(page_count(b"%PDF-1.4\nnot really a PDF"), None);
        assert_eq!(page_count(b""), None);
        let mut cut = blank_pdf(2);
        cut.truncate(40);
        assert_eq!(page_count(&cut), None);
    }
}
