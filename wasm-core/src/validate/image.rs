//! Event images: JPEG, PNG or WebP recognised by their bytes (never by name or declared type),
//! at most [`IMAGE_MAX_BYTES`] and [`IMAGE_MAX_PIXELS`]. The size in pixels is read from the
//! file's header, so a small file that would decode into a huge picture is refused before any
//! browser tries.

/// Most bytes an image may have (5 MiB).
pub const IMAGE_MAX_BYTES: u64 = 5 * 1024 * 1024;
/// Most pixels an image may have (25 megapixels).
pub const IMAGE_MAX_PIXELS: u64 = 25_000_000;
/// How much of the start of an image is enough to find its size: a JPEG's frame header comes
/// after its metadata segments, which cameras keep well under this.
pub const IMAGE_SNIFF_BYTES: usize = 256 * 1024;

/// The kinds of image the site accepts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImageKind {
    /// JPEG.
    Jpeg,
    /// PNG.
    Png,
    /// WebP (lossy, lossless or extended).
    Webp,
}

impl ImageKind {
    /// The file name extension it is stored under.
    pub fn extension(self) -> &'static str {
        match self {
            ImageKind::Jpeg => "jpg",
            ImageKind::Png => "png",
            ImageKind::Webp => "webp",
        }
    }

    /// Its media type.
    pub fn media_type(self) -> &'static str {
        match self {
            ImageKind::Jpeg => "image/jpeg",
            ImageKind::Png => "image/png",
            ImageKind::Webp => "image/webp",
        }
    }
}

/// What the header of an image says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ImageInfo {
    /// The format.
    pub kind: ImageKind,
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
}

fn be16(bytes: &[u8], at: usize) -> Option<u32> {
    Some(u32::from(u16::from_be_bytes(
        bytes.get(at..at + 2)?.try_into().ok()?,
    )))
}

fn le16(bytes: &[u8], at: usize) -> Option<u32> {
    Some(u32::from(u16::from_le_bytes(
        bytes.get(at..at + 2)?.try_into().ok()?,
    )))
}

fn le24(bytes: &[u8], at: usize) -> Option<u32> {
    let [b0, b1, b2]: [u8; 3] = bytes.get(at..at + 3)?.try_into().ok()?;
    Some(u32::from(b0) | u32::from(b1) << 8 | u32::from(b2) << 16)
}

/// A PNG: the signature, then the IHDR chunk with width and height.
fn png(head: &[u8]) -> Option<(u32, u32)> {
    if !head.starts_with(b"\x89PNG\r\n\x1a\n") || head.get(12..16)? != b"IHDR" {
        return None;
    }
    let width = u32::from_be_bytes(head.get(16..20)?.try_into().ok()?);
    let height = u32::from_be_bytes(head.get(20..24)?.try_into().ok()?);
    Some((width, height))
}

/// A JPEG: the start-of-image marker, then segments up to the first start-of-frame (SOF0–SOF15
/// except DHT, JPG and DAC), which holds height and width.
fn jpeg(head: &[u8]) -> Option<(u32, u32)> {
    if !head.starts_with(&[0xFF, 0xD8, 0xFF]) {
        return None;
    }
    let mut at = 2;
    loop {
        if *head.get(at)? != 0xFF {
            return None;
        }
        // Any number of fill bytes may come before a marker.
        while *head.get(at + 1)? == 0xFF {
            at += 1;
        }
        let marker = *head.get(at + 1)?;
        at += 2;
        match marker {
            0x01 | 0xD0..=0xD7 => {}
            0xC0..=0xCF if !matches!(marker, 0xC4 | 0xC8 | 0xCC) => {
                return Some((be16(head, at + 5)?, be16(head, at + 3)?));
            }
            // End of image or start of scan before any frame: no size to be had.
            0xD9 | 0xDA => return None,
            _ => {
                let length = be16(head, at)? as usize;
                if length < 2 {
                    return None;
                }
                at += length;
            }
        }
    }
}

/// A WebP: a RIFF container holding a `VP8 ` (lossy), `VP8L` (lossless) or `VP8X`
/// (extended) chunk first.
fn webp(head: &[u8]) -> Option<(u32, u32)> {
    if head.get(0..4)? != b"RIFF" || head.get(8..12)? != b"WEBP" {
        return None;
    }
    match head.get(12..16)? {
        b"VP8 " => {
            if head.get(23..26)? != [0x9D, 0x01, 0x2A] {
                return None;
            }
            Some((le16(head, 26)? & 0x3FFF, le16(head, 28)? & 0x3FFF))
        }
        b"VP8L" => {
            if *head.get(20)? != 0x2F {
                return None;
            }
            let bits = u32::from_le_bytes(head.get(21..25)?.try_into().ok()?);
            Some(((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1))
        }
        b"VP8X" => Some((le24(head, 24)? + 1, le24(head, 27)? + 1)),
        _ => None,
    }
}

/// The kind and size of the image that starts with `head` (the first [`IMAGE_SNIFF_BYTES`] or
/// the whole file), or `None` when it is no JPEG, PNG or WebP whose size can be read.
pub fn image_info(head: &[u8]) -> Option<ImageInfo> {
    let (kind, (width, height)) = if let Some(size) = png(head) {
        (ImageKind::Png, size)
    } else if let Some(size) = jpeg(head) {
        (ImageKind::Jpeg, size)
    } else {
        (ImageKind::Webp, webp(head)?)
    };
    (width > 0 && height > 0).then_some(ImageInfo {
        kind,
        width,
        height,
    })
}

/// What is wrong with an image of `size` bytes that starts with `head`: `too_large`,
/// `unsupported_type` (not a JPEG, PNG or WebP, or its size unreadable), `too_many_pixels`.
pub fn image_problems(head: &[u8], size: u64) -> Vec<&'static str> {
    let mut problems = Vec::new();
    if size > IMAGE_MAX_BYTES {
        problems.push("too_large");
    }
    match image_info(head) {
        None => problems.push("unsupported_type"),
        Some(info) if u64::from(info.width) * u64::from(info.height) > IMAGE_MAX_PIXELS => {
            problems.push("too_many_pixels");
        }
        Some(_) => {}
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The header of a PNG of `width` × `height`.
    fn png_head(width: u32, height: u32) -> Vec<u8> {
        let mut bytes = b"\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR".to_vec();
        bytes.extend(width.to_be_bytes());
        bytes.extend(height.to_be_bytes());
        bytes.extend([8, 2, 0, 0, 0]);
        bytes
    }

    /// A JPEG with an APP0 segment of `padding` bytes before its frame of `width` × `height`.
    fn jpeg_head(width: u16, height: u16, padding: u16) -> Vec<u8> {
        let mut bytes = vec![0xFF, 0xD8, 0xFF, 0xE0];
        bytes.extend((padding + 2).to_be_bytes());
        bytes.extend(std::iter::repeat_n(0, usize::from(padding)));
        bytes.extend([0xFF, 0xFF, 0xC2, 0x00, 0x11, 0x08]);
        bytes.extend(height.to_be_bytes());
        bytes.extend(width.to_be_bytes());
        bytes.extend([3, 1, 0x22, 0]);
        bytes
    }

    fn riff(chunk: [u8; 4], payload: &[u8]) -> Vec<u8> {
        let mut bytes = b"RIFF\0\0\0\0WEBP".to_vec();
        bytes.extend(chunk);
        bytes.extend(u32::try_from(payload.len()).unwrap().to_le_bytes());
        bytes.extend(payload);
        bytes
    }

    #[test]
    fn reads_the_size_of_each_kind() {
        let info = |head: &[u8]| image_info(head).map(|i| (i.kind, i.width, i.height));
        assert_eq!(info(&png_head(640, 480)), Some((ImageKind::Png, 640, 480)));
        assert_eq!(
            info(&jpeg_head(1024, 768, 300)),
            Some((ImageKind::Jpeg, 1024, 768))
        );
        let lossy = riff(
            *b"VP8 ",
            &[0, 0, 0, 0x9D, 0x01, 0x2A, 0x80, 0x02, 0xE0, 0x01],
        );
        assert_eq!(info(&lossy), Some((ImageKind::Webp, 640, 480)));
        // Lossless: 14 bits of width - 1, then 14 bits of height - 1.
        let bits: u32 = 0x27F | (0x1DF << 14); // 639 and 479
        let mut payload = vec![0x2F];
        payload.extend(bits.to_le_bytes());
        assert_eq!(
            info(&riff(*b"VP8L", &payload)),
            Some((ImageKind::Webp, 640, 480))
        );
        let extended = riff(*b"VP8X", &[0, 0, 0, 0, 0x7F, 0x02, 0, 0xDF, 0x01, 0]);
        assert_eq!(info(&extended), Some((ImageKind::Webp, 640, 480)));
    }

    #[test]
    fn other_files_are_refused_whatever_their_name() {
        for head in [
            &b"<html><script>alert(1)</script>"[..],
            b"<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
            b"MZ\x90\0\x03\0\0\0",
            b"\x7fELF\x02\x01\x01",
            b"%PDF-1.7",
            b"GIF89a\x01\0\x01\0",
            b"",
            b"\xFF\xD8\xFF",
            b"RIFF\0\0\0\0WEBPVP8 ",
            b"RIFF\0\0\0\0AVI LIST",
        ] {
            assert_eq!(image_problems(head, 100), ["unsupported_type"], "{head:?}");
        }
    }

    #[test]
    fn a_truncated_or_looping_jpeg_is_refused() {
        let whole = jpeg_head(100, 100, 10);
        for end in 0..whole.len() - 4 {
            assert_eq!(image_info(&whole[..end]), None, "cut at {end}");
        }
        // A segment length of 0 would never move forward.
        assert_eq!(
            image_info(&[0xFF, 0xD8, 0xFF, 0xE0, 0, 0, 0xFF, 0xC0]),
            None
        );
        // Start of scan before the frame.
        assert_eq!(image_info(&[0xFF, 0xD8, 0xFF, 0xDA, 0, 4, 0, 0]), None);
    }

    #[test]
    fn size_limits() {
        assert!(image_problems(&png_head(5000, 5000), IMAGE_MAX_BYTES).is_empty());
        assert_eq!(
            image_problems(&png_head(5000, 5001), 1000),
            ["too_many_pixels"]
        );
        assert_eq!(
            image_problems(&png_head(u32::MAX, u32::MAX), 1000),
            ["too_many_pixels"],
            "no overflow"
        );
        assert_eq!(
            image_problems(&png_head(10, 10), IMAGE_MAX_BYTES + 1),
            ["too_large"]
        );
        assert_eq!(image_problems(&png_head(0, 10), 100), ["unsupported_type"]);
    }
}
