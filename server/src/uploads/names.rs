//! The names uploaded files are stored and served under, and the name offered on download.

use crate::random::random_hex;

/// The extensions the server stores files under.
const EXTENSIONS: [&str; 4] = ["pdf", "jpg", "png", "webp"];

/// A new stored name: 128 random bits as 32 hex digits, and the extension of its kind.
pub fn upload_name(extension: &str) -> String {
    format!("{}.{extension}", random_hex::<16>())
}

/// Whether `name` has the shape of a name this server makes; anything else (`..`, slashes,
/// encoded characters, other extensions) is refused before the file system is asked.
pub fn is_issued_name(name: &str) -> bool {
    name.split_once('.').is_some_and(|(stem, extension)| {
        stem.len() == 32
            && stem.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
            && EXTENSIONS.contains(&extension)
    })
}

/// The site path of a stored file.
pub fn uploads_url(name: &str) -> String {
    format!("/uploads/{name}")
}

/// The stored name of a site path, when it is one of this server's uploads.
pub fn name_of_url(url: &str) -> Option<&str> {
    url.strip_prefix("/uploads/")
        .filter(|name| is_issued_name(name))
}

/// The file name offered when a file is saved: the uploaded name without its extension, its
/// letters, digits, `-`, `_` and `.` (others become `-`; a Devanagari name becomes `fallback`), at most 80 characters,
/// ending in `.extension`. Safe inside a quoted `Content-Disposition` parameter.
pub fn safe_file_name(uploaded: &str, extension: &str, fallback: &str) -> String {
    let base = uploaded.rsplit(['/', '\\']).next().unwrap_or_default();
    let stem = base.rsplit_once('.').map_or(base, |(stem, _)| stem);
    let mut safe = String::new();
    for c in stem.chars() {
        let c = if c.is_ascii_alphanumeric() || matches!(c, '_' | '.') {
            c
        } else {
            '-'
        };
        if !(c == '-' && (safe.is_empty() || safe.ends_with('-'))) {
            safe.push(c);
        }
    }
    let safe = safe.trim_matches(['-', '.']);
    let stem = if safe.chars().any(|c| c.is_ascii_alphanumeric()) {
        &safe[..safe.len().min(80)]
    } else {
        fallback
    };
    format!("{stem}.{extension}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn made_names_are_random_and_recognised() {
        let (a, b) = (upload_name("pdf"), upload_name("pdf"));
        assert_ne!(a, b);
        assert!(is_issued_name(&a));
        assert_eq!(a.rsplit('.').next(), Some("pdf"));
        assert_eq!(name_of_url(&uploads_url(&a)), Some(a.as_str()));
    }

    #[test]
    fn other_names_are_refused() {
        for name in [
            "",
            "../smc.redb",
            "..%2fsmc.redb",
            "0123456789abcdef0123456789abcdef.html",
            "0123456789abcdef0123456789abcdef.pdf.exe",
            "0123456789ABCDEF0123456789ABCDEF.pdf",
            "0123456789abcdef0123456789abcde.pdf",
            "0123456789abcdef0123456789abcdef",
            "0123456789abcdef0123456789abcde\0.pdf",
            ".incoming-0123456789abcdef0123456789abcdef",
        ] {
            assert!(!is_issued_name(name), "{name:?}");
        }
        assert_eq!(name_of_url("https://evil.example/uploads/x.pdf"), None);
        assert_eq!(
            name_of_url("/uploads/../0123456789abcdef0123456789abcdef.pdf"),
            None
        );
    }

    #[test]
    fn offered_names_are_plain() {
        assert_eq!(
            safe_file_name("Hoarding Circular 2026.PDF", "pdf", "circular"),
            "Hoarding-Circular-2026.pdf"
        );
        assert_eq!(
            safe_file_name("C:\\Users\\x\\a\"b;c.pdf", "pdf", "circular"),
            "a-b-c.pdf"
        );
        assert_eq!(
            safe_file_name("होर्डिंग.pdf", "pdf", "circular"),
            "circular.pdf"
        );
        assert_eq!(safe_file_name("photo.jpeg", "jpg", "image"), "photo.jpg");
        assert_eq!(
            safe_file_name("../../etc/passwd", "png", "image"),
            "passwd.png"
        );
        assert_eq!(safe_file_name(&"a".repeat(300), "pdf", "x").len(), 84);
    }
}
