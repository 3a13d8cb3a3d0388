//! PDF bombs: object streams that inflate to far more than the file's size, made fast and
//! without ever holding what a bomb inflates to.

use std::fmt::Write as _;

use flate2::{Compress, Compression, FlushCompress};

/// A PDF bomb: `pages` pages and as many object streams, each of which inflates to
/// `inflated_each` bytes of zeros (and the object it holds), about a thousand times its size
/// in the file. With `pages_inside`, each page is in one of those streams, so reading the
/// pages means inflating them; without, the pages are plain objects and the streams hold
/// objects nothing refers to.
#[derive(Debug, Clone, Copy)]
pub struct Bomb {
    /// Its pages, and its object streams.
    pub pages: usize,
    /// Bytes each object stream inflates to, at least.
    pub inflated_each: u64,
    /// Whether the pages are in the object streams.
    pub pages_inside: bool,
}

/// The PDF of `bomb`, with a cross-reference stream as PDF 1.5 writes it.
pub fn bomb_pdf(bomb: Bomb) -> Vec<u8> {
    let pages = bomb.pages;
    let page_text = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>";
    let page_number = |page: usize| page + 3;
    let container_number = |page: usize| pages + 3 + page;
    let xref_number = 2 * pages + 3;
    // Without `pages_inside`, the streams hold objects numbered after the cross-reference.
    let junk_number = |page: usize| 2 * pages + 4 + page;
    let size = if bomb.pages_inside {
        xref_number + 1
    } else {
        junk_number(pages)
    };
    let zeros = Zeros::new();
    let mut out = b"%PDF-1.5\n%\xE2\xE3\xCF\xD3\n".to_vec();
    let mut entries = vec![(0u8, 0u64, 0u16); size];
    let mut object = |out: &mut Vec<u8>, number: usize, body: &[u8]| {
        entries[number] = (1, out.len() as u64, 0);
        out.extend_from_slice(format!("{number} 0 obj\n").as_bytes());
        out.extend_from_slice(body);
        out.extend_from_slice(b"\nendobj\n");
    };
    object(&mut out, 1, b"<< /Type /Catalog /Pages 2 0 R >>");
    let kids = (0..pages).fold(String::new(), |mut kids, page| {
        let _ = write!(kids, "{} 0 R ", page_number(page));
        kids
    });
    let pages_node = format!("<< /Type /Pages /Kids [{kids}] /Count {pages} >>");
    object(&mut out, 2, pages_node.as_bytes());
    for page in 0..pages {
        let member = if bomb.pages_inside {
            page_number(page)
        } else {
            object(&mut out, page_number(page), page_text.as_bytes());
            junk_number(page)
        };
        let member_text = if bomb.pages_inside { page_text } else { "null" };
        let header = format!("{member} {} ", bomb.inflated_each);
        let data = zeros.zlib(
            header.as_bytes(),
            bomb.inflated_each,
            member_text.as_bytes(),
        );
        let mut body = format!(
            "<< /Type /ObjStm /N 1 /First {} /Filter /FlateDecode /Length {} >>\nstream\n",
            header.len(),
            data.len()
        )
        .into_bytes();
        body.extend_from_slice(&data);
        body.extend_from_slice(b"\nendstream");
        object(&mut out, container_number(page), &body);
    }
    let xref_at = out.len() as u64;
    entries[xref_number] = (1, xref_at, 0);
    for page in 0..pages {
        let member = if bomb.pages_inside {
            page_number(page)
        } else {
            junk_number(page)
        };
        entries[member] = (2, container_number(page) as u64, 0);
    }
    let mut rows = Vec::with_capacity(size * 7);
    for (kind, first, second) in entries {
        rows.push(kind);
        rows.extend_from_slice(&u32::try_from(first).unwrap_or(u32::MAX).to_be_bytes());
        rows.extend_from_slice(&second.to_be_bytes());
    }
    out.extend_from_slice(
        format!(
            "{xref_number} 0 obj\n<< /Type /XRef /Size {size} /W [1 4 2] /Root 1 0 R /Length {} >>\nstream\n",
            rows.len()
        )
        .as_bytes(),
    );
    out.extend_from_slice(&rows);
    out.extend_from_slice(format!("\nendstream\nendobj\nstartxref\n{xref_at}\n%%EOF\n").as_bytes());
    out
}

/// Deflate blocks of zeros, made once and repeated: a compressor flushed in full starts
/// afresh, so its blocks can follow any others.
struct Zeros {
    /// The blocks of [`Zeros::CHUNK`] zeros.
    chunk: Vec<u8>,
}

impl Zeros {
    const CHUNK: u64 = 1024 * 1024;

    fn new() -> Self {
        Zeros {
            chunk: deflate(
                &vec![0; usize::try_from(Self::CHUNK).unwrap_or(0)],
                FlushCompress::Full,
            ),
        }
    }

    /// zlib data that inflates to `head`, `count` zeros, then `tail`.
    fn zlib(&self, head: &[u8], count: u64, tail: &[u8]) -> Vec<u8> {
        let mut out = vec![0x78, 0xDA];
        out.extend(deflate(head, FlushCompress::Full));
        for _ in 0..count / Self::CHUNK {
            out.extend_from_slice(&self.chunk);
        }
        let rest = vec![0; usize::try_from(count % Self::CHUNK).unwrap_or(0)];
        out.extend(deflate(&rest, FlushCompress::Full));
        out.extend(deflate(tail, FlushCompress::Finish));
        // Adler-32 of it all: zeros leave its first sum as it is and add it to the second.
        let (mut a, mut b) = (1u64, 0u64);
        for &byte in head {
            a = (a + u64::from(byte)) % 65521;
            b = (b + a) % 65521;
        }
        b = (b + count % 65521 * a) % 65521;
        for &byte in tail {
            a = (a + u64::from(byte)) % 65521;
            b = (b + a) % 65521;
        }
        out.extend_from_slice(&u32::try_from(b << 16 | a).unwrap_or(0).to_be_bytes());
        out
    }
}

/// `data` as raw deflate blocks from a fresh compressor, ended by `flush`.
fn deflate(data: &[u8], flush: FlushCompress) -> Vec<u8> {
    let mut compressor = Compress::new(Compression::best(), false);
    let mut out = Vec::new();
    loop {
        out.reserve(64 * 1024);
        let read = usize::try_from(compressor.total_in()).unwrap_or(usize::MAX);
        let status = compressor
            .compress_vec(&data[read.min(data.len())..], &mut out, flush)
            .expect("deflate never fails on memory");
        let all_in = usize::try_from(compressor.total_in()).unwrap_or(usize::MAX) >= data.len();
        // Done once everything is in and the output had room to spare: the flush is complete.
        if status == flate2::Status::StreamEnd || (all_in && out.len() < out.capacity()) {
            return out;
        }
    }
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use flate2::read::ZlibDecoder;

    use super::*;

    #[test]
    fn a_bomb_stream_inflates_to_its_zeros_with_a_valid_checksum() {
        let zeros = Zeros::new();
        let data = zeros.zlib(b"7 3000000 ", 3_000_000, b"null");
        assert!(data.len() < 4 * 1024, "{}", data.len());
        let mut inflated = Vec::new();
        ZlibDecoder::new(&data[..])
            .read_to_end(&mut inflated)
            .expect("a valid zlib stream, checksum included");
        assert_eq!(inflated.len(), 10 + 3_000_000 + 4);
        assert!(inflated.starts_with(b"7 3000000 \0\0") && inflated.ends_with(b"\0null"));
    }

    #[test]
    fn a_bomb_is_small_and_lopdf_reads_its_pages() {
        let bomb = bomb_pdf(Bomb {
            pages: 3,
            inflated_each: 2 * 1024 * 1024,
            pages_inside: true,
        });
        assert!(bomb.len() < 16 * 1024, "{}", bomb.len());
        let document = lopdf::Document::load_mem(&bomb).expect("a valid PDF");
        assert_eq!(document.get_pages().len(), 3);
    }
}
