//! Moments written in RFC 3339 (`2026-11-24T06:30:00Z`, `2026-11-24T12:00:00+05:30`): when an
//! alert starts and ends.

use super::date::calendar_day;

/// The seconds since 1970-01-01T00:00:00Z of a moment written `YYYY-MM-DDTHH:MM:SS`, with
/// optional fractions of a second, and `Z` or an offset `±HH:MM`; `None` for any other text
/// (a moment without its offset is not a moment: which clock would it be on?).
pub fn moment_seconds(text: &str) -> Option<i64> {
    let bytes = text.as_bytes();
    let (day, rest) = (text.get(..10)?, bytes.get(10..)?);
    let (year, month, date) = calendar_day(day)?;
    let [sep, h1, h2, b':', m1, m2, b':', s1, s2, rest @ ..] = rest else {
        return None;
    };
    if !matches!(sep, b'T' | b't') {
        return None;
    }
    let two = |a: u8, b: u8| -> Option<i64> {
        (a.is_ascii_digit() && b.is_ascii_digit()).then(|| i64::from((a - b'0') * 10 + (b - b'0')))
    };
    let (hour, minute, second) = (two(*h1, *h2)?, two(*m1, *m2)?, two(*s1, *s2)?);
    if hour > 23 || minute > 59 || second > 59 {
        return None;
    }
    let rest = match rest {
        [b'.', digits @ ..] => {
            let fraction = digits.iter().take_while(|b| b.is_ascii_digit()).count();
            if fraction == 0 {
                return None;
            }
            digits.get(fraction..)?
        }
        _ => rest,
    };
    let offset = match rest {
        [b'Z' | b'z'] => 0,
        [sign @ (b'+' | b'-'), oh1, oh2, b':', om1, om2] => {
            let (oh, om) = (two(*oh1, *oh2)?, two(*om1, *om2)?);
            if oh > 23 || om > 59 {
                return None;
            }
            let minutes = oh * 60 + om;
            if *sign == b'+' { minutes } else { -minutes }
        }
        _ => return None,
    };
    let days = days_from_civil(i64::from(year), i64::from(month), i64::from(date));
    Some(days * 86_400 + hour * 3600 + minute * 60 + second - offset * 60)
}

/// The moment `seconds` after 1970-01-01T00:00:00Z, written in RFC 3339 in UTC
/// (`2026-11-24T06:30:00Z`): what `moment_seconds` reads back.
pub fn moment_text(seconds: i64) -> String {
    let (days, second_of_day) = (seconds.div_euclid(86_400), seconds.rem_euclid(86_400));
    let (year, month, day) = civil_from_days(days);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z",
        second_of_day / 3600,
        second_of_day % 3600 / 60,
        second_of_day % 60
    )
}

/// The day of the proleptic Gregorian calendar `days` after 1970-01-01 (Howard Hinnant's
/// `civil_from_days`).
fn civil_from_days(days: i64) -> (i64, i64, i64) {
    let days = days + 719_468;
    let era = days.div_euclid(146_097);
    let day_of_era = days - era * 146_097;
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted_month = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * shifted_month + 2) / 5 + 1;
    let month = if shifted_month < 10 {
        shifted_month + 3
    } else {
        shifted_month - 9
    };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// Days since 1970-01-01 of a day of the proleptic Gregorian calendar (Howard Hinnant's
/// `days_from_civil`).
fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let year_of_era = year - era * 400;
    let day_of_year = (153 * (month + if month > 2 { -3 } else { 9 }) + 2) / 5 + day - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

#[cfg(test)]
mod tests {
    use super::{moment_seconds, moment_text};

    #[test]
    fn moments_written_are_read_back() {
        assert_eq!(moment_text(0), "1970-01-01T00:00:00Z");
        assert_eq!(moment_text(1_795_501_800), "2026-11-24T06:30:00Z");
        assert_eq!(moment_text(951_868_799 - 86_400), "2000-02-28T23:59:59Z");
        assert_eq!(moment_text(951_868_799), "2000-02-29T23:59:59Z");
        assert_eq!(moment_text(-1), "1969-12-31T23:59:59Z");
        // Every day of four years, leap days and the ends of months included.
        for day in 20_000..21_461 {
            let seconds = day * 86_400 + 12_345;
            assert_eq!(moment_seconds(&moment_text(seconds)), Some(seconds));
        }
    }

    #[test]
    fn utc_and_offsets_give_the_same_instant() {
        assert_eq!(moment_seconds("1970-01-01T00:00:00Z"), Some(0));
        assert_eq!(moment_seconds("2026-11-24T06:30:00Z"), Some(1_795_501_800));
        assert_eq!(
            moment_seconds("2026-11-24T12:00:00+05:30"),
            Some(1_795_501_800)
        );
        assert_eq!(
            moment_seconds("2026-11-24T06:30:00.123Z"),
            Some(1_795_501_800)
        );
        assert_eq!(
            moment_seconds("2000-02-29T23:59:59-01:00"),
            Some(951_872_399)
        );
        assert_eq!(moment_seconds("1969-12-31T23:59:59Z"), Some(-1));
    }

    #[test]
    fn anything_else_is_refused() {
        for text in [
            "",
            "2026-11-24",
            "2026-11-24T06:30Z",
            "2026-11-24T06:30:00",
            "2026-11-24 06:30:00Z",
            "2026-02-30T06:30:00Z",
            "2026-11-24T24:00:00Z",
            "2026-11-24T06:60:00Z",
            "2026-11-24T06:30:00.Z",
            "2026-11-24T06:30:00+0530",
            "2026-11-24T06:30:00+05:30x",
            "२०२६-11-24T06:30:00Z",
        ] {
            assert_eq!(moment_seconds(text), None, "{text}");
        }
    }
}
