//! Choosing the compressed copy of a file that the client accepts (`Accept-Encoding`), and
//! making the copies of a page the server renders itself.

use std::io::Write;

use axum::body::Bytes;

/// A stored copy of a file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encoding {
    /// Brotli, the smallest.
    Brotli,
    /// gzip.
    Gzip,
    /// As built.
    Identity,
}

impl Encoding {
    /// The `Content-Encoding` value, if any.
    pub fn header_value(self) -> Option<&'static str> {
        match self {
            Encoding::Brotli => Some("br"),
            Encoding::Gzip => Some("gzip"),
            Encoding::Identity => None,
        }
    }
}

/// Brotli quality of the pages the server renders: 9 makes a page a few per cent larger than the
/// build's 11, in a tenth of the time (every page is compressed again when a change every page
/// shows is saved, and a save waits for its pages).
const RENDERED_BROTLI_QUALITY: u32 = 9;

/// Brotli and gzip copies of `bytes`, nearly as small as the build makes its own (`web/scripts/
/// precompress.mjs`): a rendered page is compressed once and sent many times.
pub fn compress(bytes: &[u8]) -> (Bytes, Bytes) {
    let mut brotli = brotli::CompressorWriter::new(Vec::new(), 4096, RENDERED_BROTLI_QUALITY, 22);
    brotli
        .write_all(bytes)
        .expect("writing to memory cannot fail");
    let mut gzip = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    gzip.write_all(bytes)
        .expect("writing to memory cannot fail");
    let gzip = gzip.finish().expect("writing to memory cannot fail");
    (Bytes::from(brotli.into_inner()), Bytes::from(gzip))
}

/// Picks the best copy the client accepts among those available: Brotli, then gzip, then the
/// file as built. A coding with `q=0` is refused; `*` stands for any coding not named.
pub fn negotiate(accept_encoding: Option<&str>, has_brotli: bool, has_gzip: bool) -> Encoding {
    let Some(header) = accept_encoding else {
        return Encoding::Identity;
    };
    let mut br = None;
    let mut gzip = None;
    let mut any = None;
    for item in header.split(',') {
        let mut parts = item.split(';');
        let coding = parts.next().unwrap_or_default().trim();
        let accepted = parts
            .filter_map(|p| {
                p.trim()
                    .strip_prefix("q=")
                    .or_else(|| p.trim().strip_prefix("Q="))
            })
            .filter_map(|q| q.trim().parse::<f32>().ok())
            .next_back()
            .is_none_or(|q| q > 0.0);
        let is = |name: &str| coding.eq_ignore_ascii_case(name);
        if is("br") {
            br = Some(accepted);
        } else if is("gzip") || is("x-gzip") {
            gzip = Some(accepted);
        } else if coding == "*" {
            any = Some(accepted);
        }
    }
    let wants = |named: Option<bool>| named.or(any).unwrap_or(false);
    if has_brotli && wants(br) {
        Encoding::Brotli
    } else if has_gzip && wants(gzip) {
        Encoding::Gzip
    } else {
        Encoding::Identity
    }
}

#[cfg(test)]
mod tests {
    use super::{Encoding::*, negotiate};

    #[test]
    fn prefers_brotli_then_gzip() {
        assert_eq!(
            negotiate(Some("gzip, deflate, br, zstd"), true, true),
            Brotli
        );
        assert_eq!(negotiate(Some("gzip, deflate"), true, true), Gzip);
        assert_eq!(negotiate(Some("br"), false, true), Identity);
        assert_eq!(negotiate(Some("gzip, br"), false, true), Gzip);
    }

    #[test]
    fn no_header_or_unknown_codings_get_the_plain_file() {
        assert_eq!(negotiate(None, true, true), Identity);
        assert_eq!(negotiate(Some(""), true, true), Identity);
        assert_eq!(negotiate(Some("identity, deflate"), true, true), Identity);
    }

    #[test]
    fn honours_q_zero_and_the_wildcard() {
        assert_eq!(negotiate(Some("br;q=0, gzip;q=0.5"), true, true), Gzip);
        assert_eq!(negotiate(Some("br;q=0, gzip;q=0"), true, true), Identity);
        assert_eq!(negotiate(Some("*"), true, true), Brotli);
        assert_eq!(negotiate(Some("*;q=0, gzip"), true, true), Gzip);
        assert_eq!(negotiate(Some("BR ; q=1.0"), true, true), Brotli);
    }
}
