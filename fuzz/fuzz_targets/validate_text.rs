//! Free text as stored and compared. Properties: `title_key` is idempotent, has no space at
//! either end or twice in a row and ignores ASCII case and outer spacing; `clean_text` is
//! idempotent, trimmed, and leaves no Windows line break (`\r\n`) behind.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wasm_core::validate::{clean_text, title_key};

fuzz_target!(|text: &str| {
    let key = title_key(text);
    assert_eq!(title_key(&key), key, "title_key is idempotent");
    assert_eq!(key.trim(), key);
    assert!(!key.contains("  "));
    assert!(!key.chars().any(|c| c.is_ascii_uppercase()));
    assert!(
        !key.chars().any(|c| c.is_whitespace() && c != ' '),
        "{key:?}"
    );
    assert_eq!(
        title_key(&text.to_ascii_uppercase()),
        key,
        "case does not matter"
    );
    assert_eq!(
        title_key(&format!(" \t{text}\n ")),
        key,
        "outer space does not matter"
    );

    let clean = clean_text(text);
    assert_eq!(clean.trim(), clean, "clean text is trimmed");
    assert!(
        !clean.contains("\r\n"),
        "clean_text({text:?}) leaves a Windows line break: {clean:?}"
    );
    assert_eq!(clean_text(&clean), clean, "clean_text is idempotent");
});
