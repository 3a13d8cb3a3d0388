//! PDFs written as a PDF writer does, their objects numbered in order: blank pages, pages of
//! lines in a simple font, and scanned pages, for the tests and the seed notices.

use super::writer::latin_literal;

/// A PDF of `pages` blank pages, written as a PDF writer does, with its cross-reference table:
/// for tests of what the server reads from an uploaded document.
pub fn blank_pdf(pages: usize) -> Vec<u8> {
    let page = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>".to_owned();
    with_pages(Vec::new(), vec![page; pages])
}

/// A PDF whose pages show the lines of `pages` in a simple font named `font`, not embedded and
/// encoded as `WinAnsiEncoding` (each character one of Latin-1): English in `Helvetica`, or
/// Hindi typed in a legacy font's codes under its name (`KrutiDev010`), as a file typed in it
/// reads on a computer without the font.
pub fn text_pdf(font: &str, pages: &[&[&str]]) -> Vec<u8> {
    let font = format!(
        "<< /Type /Font /Subtype /TrueType /BaseFont /{font} /FirstChar 32 /LastChar 255 \
         /Encoding /WinAnsiEncoding >>"
    );
    let mut extra = vec![font];
    let mut kids = Vec::new();
    for lines in pages {
        let mut content = b"BT /F1 14 Tf 72 770 Td 18 TL".to_vec();
        for line in *lines {
            content.push(b' ');
            content.extend(latin_literal(line));
            content.extend_from_slice(b" Tj T*");
        }
        content.extend_from_slice(b" ET");
        kids.push(content);
    }
    // Object 3 is the font, then each page's content stream and the page (4, 5, 6, 7, …).
    let mut page_objects = Vec::new();
    for (index, content) in kids.into_iter().enumerate() {
        let stream = 4 + 2 * index;
        extra.push(stream_object("", &content));
        page_objects.push(format!(
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] \
             /Resources << /Font << /F1 3 0 R >> >> /Contents {stream} 0 R >>"
        ));
    }
    with_interleaved_pages(extra, page_objects)
}

/// A PDF of `pages` pages, each painting one small grey image and no text: a scanned document.
pub fn scanned_pdf(pages: usize) -> Vec<u8> {
    let image = stream_object(
        "/Type /XObject /Subtype /Image /Width 4 /Height 4 /ColorSpace /DeviceGray \
         /BitsPerComponent 8",
        &[0x80; 16],
    );
    let paint = stream_object("", b"q 500 0 0 700 50 70 cm /Im1 Do Q");
    let page = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] \
                /Resources << /XObject << /Im1 3 0 R >> >> /Contents 4 0 R >>"
        .to_owned();
    with_pages(vec![image, paint], vec![page; pages])
}

/// A stream object of `data` whose dictionary holds `entries` and its length.
fn stream_object(entries: &str, data: &[u8]) -> String {
    // Every sample's data is Latin-1, so the object is kept as a string of those characters.
    let data: String = data.iter().map(|&byte| char::from(byte)).collect();
    format!(
        "<< {entries} /Length {} >>\nstream\n{data}\nendstream",
        data.chars().count()
    )
}

/// The PDF of a catalog (object 1), a page tree (2), `extra` objects (from 3), then `pages`.
fn with_pages(extra: Vec<String>, pages: Vec<String>) -> Vec<u8> {
    let first = 3 + extra.len();
    let mut objects = catalog_and_tree((0..pages.len()).map(|page| first + page));
    objects.extend(extra);
    objects.extend(pages);
    written(&objects)
}

/// The PDF of a catalog (object 1), a page tree (2), the first of `objects_from_3` (3), then
/// each of `pages` after its content stream, the rest of `objects_from_3` in order (from 4: a
/// stream, its page, a stream, …).
fn with_interleaved_pages(mut objects_from_3: Vec<String>, pages: Vec<String>) -> Vec<u8> {
    let streams = objects_from_3.split_off(1);
    let mut objects = catalog_and_tree((0..pages.len()).map(|page| 5 + 2 * page));
    objects.extend(objects_from_3);
    for (stream, page) in streams.into_iter().zip(pages) {
        objects.push(stream);
        objects.push(page);
    }
    written(&objects)
}

/// A catalog (object 1) and a page tree (2) whose pages are the objects `kids`.
fn catalog_and_tree(kids: impl ExactSizeIterator<Item = usize>) -> Vec<String> {
    let count = kids.len();
    let kids: Vec<String> = kids.map(|kid| format!("{kid} 0 R")).collect();
    vec![
        "<< /Type /Catalog /Pages 2 0 R >>".to_owned(),
        format!(
            "<< /Type /Pages /Kids [{}] /Count {count} >>",
            kids.join(" ")
        ),
    ]
}

/// `objects` (numbered from 1) as a PDF file with its cross-reference table; each character
/// of them one byte (Latin-1).
fn written(objects: &[String]) -> Vec<u8> {
    let mut out = b"%PDF-1.4\n".to_vec();
    let mut offsets = Vec::new();
    for (index, object) in objects.iter().enumerate() {
        offsets.push(out.len());
        out.extend(format!("{} 0 obj\n", index + 1).bytes());
        out.extend(
            object
                .chars()
                .map(|c| u8::try_from(u32::from(c)).unwrap_or(b'?')),
        );
        out.extend(b"\nendobj\n");
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
    use wasm_core::model::documents::TextSource;

    use super::*;
    use crate::uploads::pdf::{Limits, read_contents};

    #[test]
    fn the_samples_read_as_what_they_stand_for() {
        let read = |bytes: Vec<u8>| {
            let contents = read_contents(&bytes, Limits::READING).unwrap();
            let text = contents.text.unwrap();
            let pages: Vec<String> = text.pages.iter().map(|page| page.text.clone()).collect();
            (contents.pages, text.origin.source, text.origin.font, pages)
        };
        assert_eq!(
            read(text_pdf(
                "Helvetica",
                &[&["Ward (12) sabha", "on Sunday"], &["Page two"]]
            )),
            (
                Some(2),
                TextSource::Unicode,
                None,
                vec![
                    "Ward (12) sabha\non Sunday".to_owned(),
                    "Page two".to_owned()
                ]
            )
        );
        assert_eq!(
            read(text_pdf("KrutiDev010", &[&["uxj fuxe flaxjkSyh"]])),
            (
                Some(1),
                TextSource::Converted,
                Some("Kruti Dev".to_owned()),
                vec!["नगर निगम सिंगरौली".to_owned()]
            )
        );
        assert_eq!(
            read(scanned_pdf(2)),
            (Some(2), TextSource::Scanned, None, vec![String::new(); 2])
        );
        assert_eq!(read(blank_pdf(1)).1, TextSource::None);
    }
}
