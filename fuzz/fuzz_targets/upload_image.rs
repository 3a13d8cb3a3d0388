//! Upload type sniffing of images, on any bytes. Properties: a recognised image has a width
//! and a height above zero and the magic bytes of its kind; more bytes after a readable header
//! change nothing; and `image_problems` agrees with `image_info` and the limits.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wasm_core::validate::{
    IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, ImageKind, image_info, image_problems,
};

fuzz_target!(|head: &[u8]| {
    let info = image_info(head);
    if let Some(info) = info {
        assert!(info.width > 0 && info.height > 0, "{info:?}");
        let magic = match info.kind {
            ImageKind::Png => head.starts_with(b"\x89PNG\r\n\x1a\n"),
            ImageKind::Jpeg => head.starts_with(&[0xFF, 0xD8, 0xFF]),
            ImageKind::Webp => head.starts_with(b"RIFF") && head.get(8..12) == Some(b"WEBP"),
        };
        assert!(magic, "{info:?} without its magic bytes");
    }
    // The header is read forward only: what a prefix says, the whole file says.
    if let Some(short) = image_info(&head[..head.len() / 2]) {
        assert_eq!(info, Some(short));
    }

    for size in [head.len() as u64, IMAGE_MAX_BYTES + 1] {
        let problems = image_problems(head, size);
        assert_eq!(problems.contains(&"too_large"), size > IMAGE_MAX_BYTES);
        assert_eq!(problems.contains(&"unsupported_type"), info.is_none());
        let pixels = info.map_or(0, |i| u64::from(i.width) * u64::from(i.height));
        assert_eq!(
            problems.contains(&"too_many_pixels"),
            pixels > IMAGE_MAX_PIXELS
        );
    }
});
