//! What the fuzz targets share: the text format of a search run's input, the small bounds of
//! reading a PDF, and reference implementations the targets compare wasm-core against.

/// Small bounds of reading a PDF, so that inputs of a few KiB reach them (the seed `bomb.pdf`
/// of `upload_pdf` does at once).
pub const PDF_LIMITS: server::uploads::Limits = server::uploads::Limits {
    stream_bytes: 64 * 1024,
    inflated_bytes: 256 * 1024,
    parsed_bytes: 1024 * 1024,
    object_values: 4096,
    objects: 4096,
};

/// A record of a search run: text fields, phone numbers as printed and `name=value` facets.
#[derive(Debug, Default)]
pub struct Record<'a> {
    /// The text fields.
    pub text: Vec<&'a str>,
    /// The phone numbers, as printed.
    pub phones: Vec<&'a str>,
    /// The facets.
    pub facets: Vec<&'a str>,
}

/// A search run: records to index, then a query and filters to run over them.
#[derive(Debug, Default)]
pub struct SearchRun<'a> {
    /// The query, as typed.
    pub query: &'a str,
    /// The filters (`zone=2`).
    pub filters: Vec<&'a str>,
    /// The records, numbered from 0.
    pub records: Vec<Record<'a>>,
}

/// Most records of one run: past 128, so that the tally's bit sets span three words.
pub const RECORDS_MAX: usize = 150;

/// Reads a search run from text, so that the seed corpus is readable and made from the real
/// directory. Line 1 is the query; line 2 the filters, separated by spaces; every further line
/// a record: its text fields separated by `|`, then optionally `#` and its phone numbers
/// separated by `;`, then optionally `@` and its facets separated by spaces:
///
/// ```text
/// sharma 345
/// zone=1
/// Ramesh Sharma|रमेश शर्मा#7000000301;07805-234567@zone=1 designation=ae
/// ```
#[must_use]
pub fn parse_search_run(input: &str) -> SearchRun<'_> {
    let mut lines = input.split('\n');
    let query = lines.next().unwrap_or_default();
    let filters = lines
        .next()
        .unwrap_or_default()
        .split(' ')
        .filter(|filter| !filter.is_empty())
        .collect();
    let records = lines
        .take(RECORDS_MAX)
        .map(|line| {
            let (line, facets) = line.split_once('@').unwrap_or((line, ""));
            let (text, phones) = line.split_once('#').unwrap_or((line, ""));
            Record {
                text: text.split('|').collect(),
                phones: phones.split(';').filter(|p| !p.is_empty()).collect(),
                facets: facets.split(' ').filter(|f| !f.is_empty()).collect(),
            }
        })
        .collect();
    SearchRun {
        query,
        filters,
        records,
    }
}

/// Whether a phone number is written only with digits (ASCII or Devanagari) and the
/// separators a query may put between digit groups, after an optional `+`: typed back as a
/// query, such a number must find its record.
#[must_use]
pub fn is_plain_phone(phone: &str) -> bool {
    let digits = phone.strip_prefix('+').unwrap_or(phone);
    digits
        .chars()
        .all(|c| c.is_ascii_digit() || ('०'..='९').contains(&c) || " -.()".contains(c))
}

/// Days from 1970-01-01 to the civil date `y-m-d` of the proleptic Gregorian calendar
/// (Howard Hinnant's `days_from_civil`), for any month and day numbers: an invalid date
/// lands on another day, which `civil_from_days` then gives back.
fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let year_of_era = year - era * 400;
    let day_of_year = (153 * (month + if month > 2 { -3 } else { 9 }) + 2) / 5 + day - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

/// The civil date of a day number (Howard Hinnant's `civil_from_days`).
fn civil_from_days(days: i64) -> (i64, i64, i64) {
    let days = days + 719_468;
    let era = days.div_euclid(146_097);
    let day_of_era = days - era * 146_097;
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let mp = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// A reference for `validate::is_calendar_date`, written another way: the shape checked with
/// `split` and `parse`, the day checked by a round trip through a day count, so that a
/// 31 April or a 29 February of a common year comes back as another date.
#[must_use]
pub fn reference_calendar_date(text: &str) -> bool {
    let parts: Vec<&str> = text.split('-').collect();
    let [year, month, day] = parts[..] else {
        return false;
    };
    let shaped =
        |part: &str, len: usize| part.len() == len && part.bytes().all(|b| b.is_ascii_digit());
    if !(shaped(year, 4) && shaped(month, 2) && shaped(day, 2)) {
        return false;
    }
    let (Ok(year), Ok(month), Ok(day)) = (year.parse(), month.parse(), day.parse()) else {
        return false;
    };
    year >= 1
        && (1..=12).contains(&month)
        && (1..=31).contains(&day)
        && civil_from_days(days_from_civil(year, month, day)) == (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_reference_knows_the_calendar() {
        for day in [
            "2024-02-29",
            "2000-02-29",
            "0001-01-01",
            "9999-12-31",
            "2025-04-30",
        ] {
            assert!(reference_calendar_date(day), "{day}");
        }
        for day in [
            "1900-02-29",
            "2025-04-31",
            "2025-13-01",
            "0000-01-01",
            "2025-1-30",
            "+202-01-01",
        ] {
            assert!(!reference_calendar_date(day), "{day}");
        }
    }

    #[test]
    fn a_search_run_reads_its_lines() {
        let run = parse_search_run("q\nzone=1  x=2\nA|B#1;2@zone=1\nC");
        assert_eq!(run.query, "q");
        assert_eq!(run.filters, ["zone=1", "x=2"]);
        assert_eq!(run.records[0].text, ["A", "B"]);
        assert_eq!(run.records[0].phones, ["1", "2"]);
        assert_eq!(run.records[0].facets, ["zone=1"]);
        assert_eq!(run.records[1].text, ["C"]);
    }
}
