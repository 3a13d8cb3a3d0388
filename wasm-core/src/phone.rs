//! Indian phone numbers: turning a number as printed on the site into a `tel:` link.

use crate::prefixed;

/// National short codes dialled as they are: police, fire, ambulance, the national emergency
/// number, the Madhya Pradesh CM helpline, the women's and the children's helplines.
const SHORT_CODES: [&str; 8] = ["100", "101", "102", "108", "112", "181", "1091", "1098"];

/// The `tel:` URI of a number written the way Indian offices print them: a 10-digit mobile
/// (`9876543210`, `98765 43210`), optionally with `+91`, `91` or a leading `0`, a landline
/// with its STD code (`07805-234567`), or a national short code (`101`, `112`). `None` when
/// the text holds no such number.
///
/// ```
/// use wasm_core::phone::tel_uri;
///
/// assert_eq!(tel_uri("98765 43210").as_deref(), Some("tel:+919876543210"));
/// assert_eq!(tel_uri("07805-234567").as_deref(), Some("tel:+917805234567"));
/// assert_eq!(tel_uri("112").as_deref(), Some("tel:112"));
/// assert_eq!(tel_uri("see the notice"), None);
/// ```
pub fn tel_uri(number: &str) -> Option<String> {
    let number = number.trim();
    if SHORT_CODES.contains(&number) {
        return Some(prefixed("tel:", number));
    }
    if !number
        .chars()
        .all(|c| matches!(c, '0'..='9' | ' ' | '-' | '+' | '(' | ')'))
    {
        return None;
    }
    let digits: String = number.chars().filter(char::is_ascii_digit).collect();
    // strip_prefix rather than slicing keeps panics (and their formatting) out of the wasm.
    let national = match digits.len() {
        10 => Some(digits.as_str()),
        11 => digits.strip_prefix('0'),
        12 => digits.strip_prefix("91"),
        _ => None,
    }?;
    (!national.starts_with('0')).then(|| prefixed("tel:+91", national))
}

#[cfg(test)]
mod tests {
    use super::tel_uri;

    #[test]
    fn mobiles_and_landlines_become_international_links() {
        for (printed, uri) in [
            ("7000000001", "tel:+917000000001"),
            ("70000 00001", "tel:+917000000001"),
            ("+91 70000-00001", "tel:+917000000001"),
            ("07000000001", "tel:+917000000001"),
            ("07805-234567", "tel:+917805234567"),
            ("(07805) 234567", "tel:+917805234567"),
        ] {
            assert_eq!(tel_uri(printed).as_deref(), Some(uri), "{printed}");
        }
    }

    #[test]
    fn national_short_codes_dial_as_they_are() {
        assert_eq!(tel_uri("101").as_deref(), Some("tel:101"));
        assert_eq!(tel_uri(" 112 ").as_deref(), Some("tel:112"));
        assert_eq!(tel_uri("1098").as_deref(), Some("tel:1098"));
    }

    #[test]
    fn anything_else_is_not_a_number() {
        for text in [
            "",
            "12",
            "999",
            "12345",
            "0000000000",
            "70000000011111",
            "call 7000000001",
            "call 101",
            "७०००",
        ] {
            assert_eq!(tel_uri(text), None, "{text}");
        }
    }
}
