//! The log's moments and days in India time (UTC+05:30), the city's, whatever the server's.

use wasm_core::dates::{INDIA_OFFSET_SECONDS as OFFSET_SECONDS, day_start_in_india};
use wasm_core::validate::moment_seconds;

use crate::clock::rfc3339_at;

/// India's offset as RFC 3339 writes it.
const OFFSET: &str = "+05:30";

/// A moment (RFC 3339) in India time (`2026-11-24T12:00:00+05:30`); `None` when it is not one.
pub fn moment_in_india(moment: &str) -> Option<String> {
    let seconds = u64::try_from(moment_seconds(moment)? + OFFSET_SECONDS).ok()?;
    Some(rfc3339_at(seconds).replace('Z', OFFSET))
}

/// The day (`YYYY-MM-DD`) it is in India at `seconds` since 1970.
pub fn day_in_india(seconds: u64) -> String {
    wasm_core::dates::day_in_india(i64::try_from(seconds).unwrap_or(i64::MAX))
}

/// When the day `day` (`YYYY-MM-DD`) begins and when the next begins in India, in seconds
/// since 1970; `None` when it is not a real day.
pub fn day_span(day: &str) -> Option<(i64, i64)> {
    let start = day_start_in_india(day)?;
    Some((start, start + 86_400))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moments_are_shown_five_and_a_half_hours_ahead_of_utc() {
        assert_eq!(
            moment_in_india("2026-11-24T06:30:00Z").as_deref(),
            Some("2026-11-24T12:00:00+05:30")
        );
        assert_eq!(
            moment_in_india("2026-11-24T20:00:00Z").as_deref(),
            Some("2026-11-25T01:30:00+05:30"),
            "past midnight in India"
        );
        assert_eq!(moment_in_india("yesterday"), None);
    }

    #[test]
    fn a_day_in_india_starts_at_half_past_six_the_evening_before_in_utc() {
        let (start, end) = day_span("2026-11-24").unwrap();
        assert_eq!(start, moment_seconds("2026-11-23T18:30:00Z").unwrap());
        assert_eq!(end, moment_seconds("2026-11-24T18:30:00Z").unwrap());
        assert_eq!(day_span("2026-02-30"), None);
        assert_eq!(day_span("2026-11-24T00:00:00Z"), None);
    }

    #[test]
    fn today_is_the_day_in_india() {
        let evening_utc = u64::try_from(moment_seconds("2026-11-24T19:00:00Z").unwrap()).unwrap();
        assert_eq!(day_in_india(evening_utc), "2026-11-25");
        assert_eq!(day_in_india(evening_utc - 3600), "2026-11-24");
    }
}
