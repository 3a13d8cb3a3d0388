//! A PDF written object by object, with its cross-reference table: the objects of the tests'
//! and the benchmark's documents, each written as its test wants it.

use std::fmt::Write as _;
use std::io::Write as _;

use flate2::Compression;
use flate2::write::ZlibEncoder;

/// A PDF written object by object, with its cross-reference table.
#[derive(Debug, Default)]
pub struct Pdf {
    objects: Vec<Vec<u8>>,
}

impl Pdf {
    /// Adds an object; its number.
    pub fn add(&mut self, body: impl AsRef<[u8]>) -> usize {
        self.objects.push(body.as_ref().to_vec());
        self.objects.len()
    }

    /// A number for an object written later with [`Pdf::set`].
    pub fn reserve(&mut self) -> usize {
        self.add("null")
    }

    /// Writes the object `number`, reserved before.
    pub fn set(&mut self, number: usize, body: impl AsRef<[u8]>) {
        self.objects[number - 1] = body.as_ref().to_vec();
    }

    /// Adds a stream of `data` whose dictionary holds `entries` and its length.
    pub fn stream(&mut self, entries: &str, data: &[u8]) -> usize {
        let mut body = format!("<< {entries} /Length {} >>\nstream\n", data.len()).into_bytes();
        body.extend_from_slice(data);
        body.extend_from_slice(b"\nendstream");
        self.add(body)
    }

    /// Adds a stream of `data` compressed with Flate.
    pub fn flate(&mut self, entries: &str, data: &[u8]) -> usize {
        self.stream(&format!("{entries} /Filter /FlateDecode"), &compress(data))
    }

    /// The file, its catalog's page tree being `pages`.
    pub fn finish(mut self, pages: usize) -> Vec<u8> {
        let catalog = self.add(format!("<< /Type /Catalog /Pages {pages} 0 R >>"));
        let mut out = b"%PDF-1.7\n%\xE2\xE3\xCF\xD3\n".to_vec();
        let mut offsets = Vec::new();
        for (index, body) in self.objects.iter().enumerate() {
            offsets.push(out.len());
            out.extend_from_slice(format!("{} 0 obj\n", index + 1).as_bytes());
            out.extend_from_slice(body);
            out.extend_from_slice(b"\nendobj\n");
        }
        let xref = out.len();
        let mut table = format!("xref\n0 {}\n0000000000 65535 f \n", offsets.len() + 1);
        for offset in offsets {
            let _ = writeln!(table, "{offset:010} 00000 n ");
        }
        let _ = write!(
            table,
            "trailer\n<< /Size {} /Root {catalog} 0 R >>\nstartxref\n{xref}\n%%EOF\n",
            self.objects.len() + 1
        );
        out.extend_from_slice(table.as_bytes());
        out
    }
}

/// `text` as a literal string, each of its characters one byte (Latin-1, as Windows' encoding
/// has them), its parentheses and backslashes escaped.
pub fn latin_literal(text: &str) -> Vec<u8> {
    let mut string = vec![b'('];
    for c in text.chars() {
        let byte = u8::try_from(u32::from(c)).expect("a Latin-1 character");
        if matches!(byte, b'(' | b')' | b'\\') {
            string.push(b'\\');
        }
        string.push(byte);
    }
    string.push(b')');
    string
}

/// `data` compressed as a Flate stream holds it (zlib).
pub fn compress(data: &[u8]) -> Vec<u8> {
    let mut encoder = ZlibEncoder::new(Vec::new(), Compression::default());
    encoder
        .write_all(data)
        .expect("writing to memory never fails");
    encoder.finish().expect("writing to memory never fails")
}
