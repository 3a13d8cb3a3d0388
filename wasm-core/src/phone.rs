//! Indian phone numbers: turning a number as printed on the site into a `tel:` link.

/// The `tel:` URI of a number written the way Indian offices print them: a 10-digit mobile
/// (`9876543210`, `98765 43210`), optionally with `+91`, `91` or a leading `0`, or a landline
/// with its STD code (`07805-234567`). `None` when the text holds no such number.
pub fn tel_uri(number: &str) -> Option<String> {
    if !number
        .chars()
        .all(|c| c.is_ascii_digit() || " -+()".contains(c))
    {
        return None;
    }
    let digits: String = number.chars().filter(char::is_ascii_digit).collect();
    let national = match digits.len() {
        10 if !digits.starts_with('0') => digits.as_str(),
        11 if digits.starts_with('0') => &digits[1..],
        12 if digits.starts_with("91") => &digits[2..],
        _ => return None,
    };
    (!national.starts_with('0')).then(|| format!("tel:+91{national}"))
}

#[cfg(test)]
mod tests {
    use super::tel_uri;

    #[test]
    fn mobiles_and_landlines_become_international_links() {
        assert_eq!(tel_uri("7000000001").as_deref(), Some("tel:+917000000001"));
        assert_eq!(tel_uri("70000 00001").as_deref(), Some("tel:+917000000001"));
        assert_eq!(
            tel_uri("+91 70000-00001").as_deref(),
            Some("tel:+917000000001")
        );
        assert_eq!(tel_uri("07000000001").as_deref(), Some("tel:+917000000001"));
        assert_eq!(
            tel_uri("07805-234567").as_deref(),
            Some("tel:+917805234567")
        );
        assert_eq!(
            tel_uri("(07805) 234567").as_deref(),
            Some("tel:+917805234567")
        );
    }

    #[test]
    fn anything_else_is_not_a_number() {
        for text in [
            "",
            "12345",
            "0000000000",
            "70000000011111",
            "call 7000000001",
            "७०००",
        ] {
            assert_eq!(tel_uri(text), None, "{text}");
        }
    }
}
