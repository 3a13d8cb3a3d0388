//! Calendar dates: `is_calendar_date` must agree with a reference written another way
//! (`wasm_core_fuzz::reference_calendar_date`), on any text and on dates built from numbers,
//! which reach the month and leap-year rules far more often than random text does. The same
//! text written out by `dates::long_day` (the pages' "5 March 2026") must be there exactly for
//! the real days, with the text's day and year as numbers and its month's name.
#![no_main]

use libfuzzer_sys::arbitrary::{self, Arbitrary};
use libfuzzer_sys::fuzz_target;
use wasm_core::dates::long_day;
use wasm_core::lang::Lang;
use wasm_core::validate::is_calendar_date;
use wasm_core_fuzz::reference_calendar_date;

#[derive(Debug, Arbitrary)]
enum Date {
    Text(String),
    Numbers { year: u16, month: u8, day: u8 },
}

fuzz_target!(|date: Date| {
    let text = match date {
        Date::Text(text) => text,
        Date::Numbers { year, month, day } => {
            format!("{:04}-{:02}-{:02}", year % 10_000, month % 14, day % 33)
        }
    };
    let real = reference_calendar_date(&text);
    assert_eq!(is_calendar_date(&text), real, "{text:?}");
    for lang in [Lang::En, Lang::Hi] {
        let long = long_day(&text, lang);
        assert_eq!(long.is_some(), real, "{text:?} {lang:?}: {long:?}");
        let Some(long) = long else { continue };
        // A real day is ASCII `YYYY-MM-DD`, so the slices below are on character boundaries.
        let number = |part: &str| part.parse::<u32>().unwrap().to_string();
        let (day, month_name, year) = parts(&long);
        assert_eq!(day, number(&text[8..10]), "{text:?} {lang:?}: {long:?}");
        assert_eq!(year, number(&text[..4]), "{text:?} {lang:?}: {long:?}");
        // The month's name is the one its first day has, whatever the day and year.
        let first = long_day(&format!("2000-{}-01", &text[5..7]), lang).unwrap();
        assert_eq!(month_name, parts(&first).1, "{text:?} {lang:?}: {long:?}");
    }
});

/// Day, month name and year of a long day (month names have no spaces).
fn parts(long: &str) -> (&str, &str, &str) {
    let words: Vec<&str> = long.split(' ').collect();
    let [day, month, year] = words[..] else {
        panic!("{long:?} is not day, month, year");
    };
    assert!(!month.is_empty(), "{long:?}");
    (day, month, year)
}
