//! Validation rules shared by the browser and the server, so the two never disagree.
//!
//! A rule answers with the codes of what is wrong (`too_short`, …), empty when the value is
//! fine; the interface turns codes into messages in the visitor's language.

/// Fewest characters a password may have.
pub const PASSWORD_MIN: usize = 12;
/// Most characters a password may have (argon2 hashes any length; this bounds the work).
pub const PASSWORD_MAX: usize = 128;
/// Most characters a username may have.
pub const USERNAME_MAX: usize = 32;

/// What is wrong with a password: `required`, `too_short` (under [`PASSWORD_MIN`] characters)
/// or `too_long` (over [`PASSWORD_MAX`]). Characters are counted, not bytes: a Hindi
/// passphrase is as long as it looks.
pub fn password_problems(password: &str) -> Vec<&'static str> {
    let length = password.chars().count();
    if length == 0 {
        vec!["required"]
    } else if length < PASSWORD_MIN {
        vec!["too_short"]
    } else if length > PASSWORD_MAX {
        vec!["too_long"]
    } else {
        Vec::new()
    }
}

/// What is wrong with a username: `required`, `too_long` (over [`USERNAME_MAX`] characters)
/// or `invalid_characters` (anything but lower-case letters, digits, `.`, `_` and `-`, so that
/// a name reads the same in logs and cannot hide a look-alike letter).
pub fn username_problems(username: &str) -> Vec<&'static str> {
    let mut problems = Vec::new();
    if username.is_empty() {
        problems.push("required");
    }
    if username.chars().count() > USERNAME_MAX {
        problems.push("too_long");
    }
    if !username
        .bytes()
        .all(|b| matches!(b, b'a'..=b'z' | b'0'..=b'9' | b'.' | b'_' | b'-'))
    {
        problems.push("invalid_characters");
    }
    problems
}

/// Whether `text` is a real calendar day written `YYYY-MM-DD` (leap years included).
pub fn is_calendar_date(text: &str) -> bool {
    let bytes = text.as_bytes();
    if bytes.len() != 10 || bytes[4] != b'-' || bytes[7] != b'-' {
        return false;
    }
    let number = |range: std::ops::Range<usize>| -> Option<u32> {
        let part = &text[range];
        part.bytes()
            .all(|b| b.is_ascii_digit())
            .then(|| part.parse().ok())
            .flatten()
    };
    let (Some(year), Some(month), Some(day)) = (number(0..4), number(5..7), number(8..10)) else {
        return false;
    };
    let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    let days_in_month = match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return false,
    };
    year >= 1 && (1..=days_in_month).contains(&day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passwords_of_12_to_128_characters_pass() {
        assert!(password_problems("correct horse").is_empty());
        assert!(password_problems(&"x".repeat(128)).is_empty());
        // Twelve Devanagari characters are 36 bytes, and still twelve characters.
        assert!(password_problems("नगरनिगमसिंगरौली").is_empty());
        assert_eq!(password_problems(""), ["required"]);
        assert_eq!(password_problems("elevenchars"), ["too_short"]);
        assert_eq!(password_problems("नगरनिगम"), ["too_short"]);
        assert_eq!(password_problems(&"x".repeat(129)), ["too_long"]);
    }

    #[test]
    fn usernames_are_short_plain_lower_case() {
        assert!(username_problems("admin").is_empty());
        assert!(username_problems("ram.sharma_2-b").is_empty());
        assert_eq!(username_problems(""), ["required"]);
        assert_eq!(username_problems("Admin"), ["invalid_characters"]);
        assert_eq!(
            username_problems("аdmin"),
            ["invalid_characters"],
            "Cyrillic а"
        );
        assert_eq!(username_problems("a b"), ["invalid_characters"]);
        assert_eq!(username_problems(&"a".repeat(33)), ["too_long"]);
    }

    #[test]
    fn real_days_pass() {
        for day in [
            "2025-01-30",
            "2024-02-29",
            "2000-02-29",
            "1999-12-31",
            "2026-11-21",
        ] {
            assert!(is_calendar_date(day), "{day}");
        }
    }

    #[test]
    fn impossible_or_malformed_days_fail() {
        for text in [
            "2025-02-29",
            "1900-02-29",
            "2025-04-31",
            "2025-13-01",
            "2025-00-10",
            "2025-01-00",
            "0000-01-01",
            "2025-1-30",
            "25-01-30",
            "2025/01/30",
            "2025-01-30 ",
            "२०२५-०१-३०",
            "+202-01-01",
            "2025-+1-01",
            "",
            "abcd-ef-gh",
        ] {
            assert!(!is_calendar_date(text), "{text}");
        }
    }
}
