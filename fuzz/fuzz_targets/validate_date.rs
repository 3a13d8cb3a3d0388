//! Calendar dates: `is_calendar_date` must agree with a reference written another way
//! (`wasm_core_fuzz::reference_calendar_date`), on any text and on dates built from numbers,
//! which reach the month and leap-year rules far more often than random text does.
#![no_main]

use libfuzzer_sys::arbitrary::{self, Arbitrary};
use libfuzzer_sys::fuzz_target;
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
    assert_eq!(
        is_calendar_date(&text),
        reference_calendar_date(&text),
        "{text:?}"
    );
});
