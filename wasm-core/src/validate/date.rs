//! Calendar dates written `YYYY-MM-DD` (events, notices).

/// Whether `text` is a real calendar day written `YYYY-MM-DD` (leap years included).
pub fn is_calendar_date(text: &str) -> bool {
    calendar_day(text).is_some()
}

/// The year, month (1–12) and day of a real calendar day written `YYYY-MM-DD` (leap years
/// included); `None` for any other text.
pub fn calendar_day(text: &str) -> Option<(u32, u32, u32)> {
    // Bytes and `get` only: no slicing that could panic, so the wasm carries no panic messages.
    let [y1, y2, y3, y4, b'-', m1, m2, b'-', d1, d2] = *text.as_bytes() else {
        return None;
    };
    let number = |digits: &[u8]| -> Option<u32> {
        digits.iter().try_fold(0, |value, &b| {
            b.is_ascii_digit().then(|| value * 10 + u32::from(b - b'0'))
        })
    };
    let year = number(&[y1, y2, y3, y4])?;
    let month = number(&[m1, m2])?;
    let day = number(&[d1, d2])?;
    let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    let days_in_month = match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return None,
    };
    (year >= 1 && (1..=days_in_month).contains(&day)).then_some((year, month, day))
}

#[cfg(test)]
mod tests {
    use super::*;

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
