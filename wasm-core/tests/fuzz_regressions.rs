//! Inputs on which a fuzz target of `fuzz/` (bench/fuzz/run.sh) found wasm-core wrong, replayed
//! as plain tests so that `npm test` keeps them fixed. Each test names its target, the input
//! and what went wrong.

use wasm_core::validate::clean_text;

/// Target `validate_text`, input `*+\r\r\n\rW`: a carriage return before a Windows line break
/// survived cleaning as a new `\r\n` (`*+\r\n\rW`), so the stored text still held a Windows line
/// break, and cleaning it again changed it (`*+\n\rW`). Stored text must hold none, and cleaning
/// must be idempotent: the server cleans what an edit sends back.
#[test]
fn clean_text_leaves_no_windows_line_break() {
    for text in [
        "*+\r\r\n\rW",
        "a\r\r\nb",
        "a\r\r\r\n\nb",
        "Tr\ne Tr\ne \u{1}\0\0\0\0\0\0\u{2}e\r\r\ne rA",
        "\r\nƠ\r\u{a0}\r\r\nƠ\r\u{a0}\r",
    ] {
        let clean = clean_text(text);
        assert!(!clean.contains("\r\n"), "clean_text({text:?}) = {clean:?}");
        assert_eq!(clean_text(&clean), clean, "cleaning {text:?} twice");
    }
}
