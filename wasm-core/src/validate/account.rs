//! Accounts: what a username and a password must be (the login page, `server admin …`).

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
}
