//! Phone numbers as the digits that identify them.

/// The national digits of a phone number as printed: digits only (Devanagari digits too),
/// without the country code 91 of a 12-digit number or the trunk 0 of an 11-digit one.
#[must_use]
pub fn national(number: &str) -> String {
    let digits: String = number
        .chars()
        .filter_map(|c| match c {
            '0'..='9' => Some(c),
            '\u{0966}'..='\u{096F}' => char::from_u32(u32::from(c) - 0x0966 + u32::from(b'0')),
            _ => None,
        })
        .collect();
    strip_prefix(digits, false)
}

/// A run of digits typed in a query, without a leading +91 (or 91 before ten digits) or 0.
#[must_use]
pub fn strip_prefix(digits: String, after_plus: bool) -> String {
    let digits = match digits.strip_prefix("91") {
        Some(rest) if after_plus || rest.len() == 10 => rest.to_owned(),
        _ => digits,
    };
    match digits.strip_prefix('0') {
        Some(rest) if rest.len() >= 3 => rest.to_owned(),
        _ => digits,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn country_code_trunk_zero_and_spacing_go() {
        assert_eq!(national("7000000345"), "7000000345");
        assert_eq!(national("+91 70000 00345"), "7000000345");
        assert_eq!(national("917000000345"), "7000000345");
        assert_eq!(national("07000000345"), "7000000345");
        assert_eq!(national("०७०००००० ३४५"), "7000000345");
        assert_eq!(national("07805-234567"), "7805234567");
    }

    #[test]
    fn query_runs_lose_only_a_real_prefix() {
        assert_eq!(strip_prefix("9170000".into(), true), "70000");
        assert_eq!(strip_prefix("9170000".into(), false), "9170000");
        assert_eq!(strip_prefix("917000000345".into(), false), "7000000345");
        assert_eq!(strip_prefix("0345".into(), false), "345");
        assert_eq!(strip_prefix("012".into(), false), "012");
        assert_eq!(strip_prefix("91".into(), true), "");
    }
}
