//! Calendar days as the site shows them: the long Indian format of the page language
//! ("21 November 2026", "21 नवंबर 2026"). The browser (notices, events) and the server (the
//! events gallery it renders, `server/src/site/gallery.rs`) both write days with it, so a page the
//! server rendered reads exactly as the app renders it again.

use crate::lang::Lang;
use crate::validate::{calendar_day, is_calendar_date, moment_seconds, moment_text};

/// India's offset from UTC (UTC+05:30): the city's days begin at its midnight, whatever the
/// time zone of the computer reading them.
pub const INDIA_OFFSET_SECONDS: i64 = 5 * 3600 + 30 * 60;

/// When `day` (`YYYY-MM-DD`) begins in India, in seconds since 1970; `None` when it is not a
/// real calendar day.
pub fn day_start_in_india(day: &str) -> Option<i64> {
    if !is_calendar_date(day) {
        return None;
    }
    Some(moment_seconds(&crate::prefixed(day, "T00:00:00Z"))? - INDIA_OFFSET_SECONDS)
}

/// The day (`YYYY-MM-DD`) it is in India at `seconds` since 1970.
///
/// ```
/// use wasm_core::dates::day_in_india;
///
/// // 20:00 in UTC is half past one the next morning in India.
/// assert_eq!(day_in_india(1_795_550_400), "2026-11-25");
/// assert_eq!(day_in_india(1_795_550_400 - 19_801), "2026-11-24");
/// ```
pub fn day_in_india(seconds: i64) -> String {
    moment_text(seconds.saturating_add(INDIA_OFFSET_SECONDS))
        .chars()
        .take(10)
        .collect()
}

/// The months in English.
const MONTHS_EN: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

/// The months in Hindi, as the Unicode CLDR writes them for `hi-IN`.
const MONTHS_HI: [&str; 12] = [
    "जनवरी",
    "फ़रवरी",
    "मार्च",
    "अप्रैल",
    "मई",
    "जून",
    "जुलाई",
    "अगस्त",
    "सितंबर",
    "अक्टूबर",
    "नवंबर",
    "दिसंबर",
];

/// A `YYYY-MM-DD` day written out in `lang`: day, month name, year (`5 March 2026`); `None` when
/// `day` is not a real calendar day.
///
/// ```
/// use wasm_core::{dates::long_day, lang::Lang};
///
/// assert_eq!(long_day("2026-03-05", Lang::En).as_deref(), Some("5 March 2026"));
/// assert_eq!(long_day("2026-11-21", Lang::Hi).as_deref(), Some("21 नवंबर 2026"));
/// assert_eq!(long_day("2026-02-30", Lang::En), None);
/// ```
pub fn long_day(day: &str, lang: Lang) -> Option<String> {
    let (year, month, date) = calendar_day(day)?;
    let months = match lang {
        Lang::En => &MONTHS_EN,
        Lang::Hi => &MONTHS_HI,
    };
    let name = months.get(usize::try_from(month).ok()?.checked_sub(1)?)?;
    let mut text = String::with_capacity(name.len() + 8);
    push_number(&mut text, date);
    text.push(' ');
    text.push_str(name);
    text.push(' ');
    push_number(&mut text, year);
    Some(text)
}

/// Appends `n` in decimal digits, without leading zeros. (By hand: `format!` brings the general
/// number formatting into the wasm.)
fn push_number(text: &mut String, n: u32) {
    let mut digits = [0u8; 10];
    let mut len = 0;
    let mut rest = n;
    loop {
        // `rest % 10` is below 10, so the byte is an ASCII digit.
        digits[len] = b'0' + (rest % 10) as u8;
        len += 1;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    for &digit in digits[..len].iter().rev() {
        text.push(char::from(digit));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_are_written_day_month_year_in_each_language() {
        assert_eq!(
            long_day("2026-11-21", Lang::En).unwrap(),
            "21 November 2026"
        );
        assert_eq!(long_day("2026-11-21", Lang::Hi).unwrap(), "21 नवंबर 2026");
        assert_eq!(long_day("2025-03-05", Lang::En).unwrap(), "5 March 2025");
        assert_eq!(long_day("2024-02-29", Lang::Hi).unwrap(), "29 फ़रवरी 2024");
        assert_eq!(long_day("2025-10-01", Lang::Hi).unwrap(), "1 अक्टूबर 2025");
    }

    #[test]
    fn every_month_has_its_name() {
        for (lang, months) in [(Lang::En, &MONTHS_EN), (Lang::Hi, &MONTHS_HI)] {
            for (index, name) in months.iter().enumerate() {
                let month = index + 1;
                let day = format!("2026-{month:02}-10");
                assert_eq!(long_day(&day, lang).unwrap(), format!("10 {name} 2026"));
            }
        }
    }

    #[test]
    fn years_are_written_without_leading_zeros() {
        assert_eq!(long_day("0005-01-01", Lang::En).unwrap(), "1 January 5");
        assert_eq!(long_day("2000-01-10", Lang::En).unwrap(), "10 January 2000");
        assert_eq!(
            long_day("9999-12-31", Lang::En).unwrap(),
            "31 December 9999"
        );
    }

    #[test]
    fn what_is_not_a_day_is_not_written() {
        for text in [
            "",
            "2025-02-29",
            "2025-13-01",
            "2025-1-30",
            "tomorrow",
            "0000-01-01",
        ] {
            assert_eq!(long_day(text, Lang::En), None, "{text}");
        }
    }
}
