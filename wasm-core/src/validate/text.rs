//! Free text typed by staff (titles, descriptions, places): what it may hold.

/// Whether `c` may not appear in stored text: control characters (tab and line breaks only
/// where `multiline`), the bidirectional overrides and isolates that make text display in
/// another order than it is stored, the byte-order mark and the zero-width space. ZWJ and ZWNJ
/// stay allowed: Hindi spelling uses them.
fn is_forbidden(c: char, multiline: bool) -> bool {
    match c {
        '\n' | '\r' | '\t' => !multiline,
        '\u{200B}'
        | '\u{200E}'
        | '\u{200F}'
        | '\u{061C}'
        | '\u{FEFF}'
        | '\u{202A}'..='\u{202E}'
        | '\u{2066}'..='\u{2069}' => true,
        _ => c.is_control(),
    }
}

/// The codes for one text field of at most `max` characters (counted as characters of the text
/// as stored, [`clean_text`]): `required`, `too_long`, `control_characters`.
pub(crate) fn text_problems(text: &str, max: usize, multiline: bool) -> Vec<&'static str> {
    // Counted as stored: a Windows line break is one character.
    let text = clean_text(text);
    let mut problems = Vec::new();
    if text.is_empty() {
        problems.push("required");
    }
    if text.chars().count() > max {
        problems.push("too_long");
    }
    if text.chars().any(|c| is_forbidden(c, multiline)) {
        problems.push("control_characters");
    }
    problems
}

/// Text as it is stored: trimmed, with every line break (Windows `\r\n`, old Mac `\r`) made a
/// plain `\n`. Replacing `\r\n` alone would turn `\r\r\n` into a new `\r\n` (found by fuzzing).
pub fn clean_text(text: &str) -> String {
    text.trim().replace("\r\n", "\n").replace('\r', "\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_text_in_either_script_passes() {
        assert!(text_problems("Swachhta Abhiyan 2026", 200, false).is_empty());
        // क्‍ष with a ZWJ is how some keyboards write it.
        assert!(text_problems("स्वच्छता अभियान क्\u{200D}ष", 200, false).is_empty());
        assert!(text_problems("Line one\nline two\r\n\tthree", 5000, true).is_empty());
    }

    #[test]
    fn length_is_counted_in_characters_after_trimming() {
        assert!(text_problems(&format!("  {}  ", "स".repeat(200)), 200, false).is_empty());
        assert_eq!(text_problems(&"स".repeat(201), 200, false), ["too_long"]);
        assert_eq!(text_problems("   \n ", 200, true), ["required"]);
    }

    #[test]
    fn control_and_direction_characters_are_refused() {
        for text in [
            "a\u{0}b",
            "a\u{7}b",
            "a\nb",
            "a\u{1b}[31mb",
            "a\u{202E}gnp.exe",
            "a\u{2066}b",
            "a\u{200F}b",
            "\u{FEFF}a",
            "a\u{200B}b",
            "a\u{85}b",
        ] {
            assert_eq!(
                text_problems(text, 200, false),
                ["control_characters"],
                "{text:?}"
            );
        }
        assert_eq!(
            text_problems("a\u{202E}b\nc", 5000, true),
            ["control_characters"]
        );
    }

    #[test]
    fn stored_text_is_trimmed_with_plain_line_breaks() {
        assert_eq!(clean_text("  a\r\nb \n"), "a\nb");
        assert_eq!(clean_text("a\r\r\nb\rc"), "a\n\nb\nc");
    }

    #[test]
    fn line_breaks_count_as_one_character() {
        let lines = "ab\r\n".repeat(1000);
        assert_eq!(lines.trim().chars().count(), 3998);
        assert!(text_problems(&lines, 3000, true).is_empty());
    }
}
