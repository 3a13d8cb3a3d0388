//! How the server writes its log: as text for a person at a terminal (`--log-format text`, the
//! default), or as JSON, one object a line, for journald or a log collector
//! (`--log-format json`). Each JSON line has the moment in UTC and in India time (CERT-In asks
//! for both), the level, the module that wrote it, its message and its fields:
//!
//! ```text
//! {"timeUtc":"2026-11-27T10:00:00.120Z","timeIndia":"2026-11-27T15:30:00.120+05:30","level":"INFO","target":"access","message":"request","requestId":"…","method":"GET","path":"/","status":200,"ms":0.4,"client":"198.51.100.7"}
//! ```

use std::fmt;
use std::io::IsTerminal;
use std::time::{SystemTime, UNIX_EPOCH};

use chrono::{DateTime, FixedOffset, SecondsFormat, Utc};
use serde_json::{Map, Value};
use tracing::field::{Field, Visit};
use tracing::{Event, Subscriber};
use tracing_subscriber::EnvFilter;
use tracing_subscriber::fmt::format::Writer;
use tracing_subscriber::fmt::{FmtContext, FormatEvent, FormatFields};
use tracing_subscriber::registry::LookupSpan;

/// India's offset from UTC, in seconds.
const INDIA_OFFSET_SECONDS: i32 = 5 * 3600 + 30 * 60;

/// The form of the log.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum LogFormat {
    /// Lines for a person to read.
    #[default]
    Text,
    /// One JSON object a line.
    Json,
}

/// Starts logging in `format`, at the levels `RUST_LOG` names (`info` when it names none).
pub fn init(format: LogFormat) {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let builder = tracing_subscriber::fmt().with_env_filter(filter);
    match format {
        // Colours only on a terminal: a log file gets no escape bytes.
        LogFormat::Text => builder.with_ansi(std::io::stdout().is_terminal()).init(),
        LogFormat::Json => builder.event_format(JsonLines).init(),
    }
}

/// Writes each event as one JSON object on a line of its own.
#[derive(Debug, Clone, Copy, Default)]
pub struct JsonLines;

impl<S, N> FormatEvent<S, N> for JsonLines
where
    S: Subscriber + for<'a> LookupSpan<'a>,
    N: for<'a> FormatFields<'a> + 'static,
{
    fn format_event(
        &self,
        _: &FmtContext<'_, S, N>,
        mut writer: Writer<'_>,
        event: &Event<'_>,
    ) -> fmt::Result {
        writeln!(writer, "{}", json_line(event, SystemTime::now()))
    }
}

/// The JSON object of `event`, written at `at`.
fn json_line(event: &Event<'_>, at: SystemTime) -> Value {
    let (utc, india) = moments(at);
    let metadata = event.metadata();
    let mut object = Map::new();
    object.insert("timeUtc".into(), utc.into());
    object.insert("timeIndia".into(), india.into());
    object.insert("level".into(), metadata.level().as_str().into());
    object.insert("target".into(), metadata.target().into());
    event.record(&mut Fields(&mut object));
    Value::Object(object)
}

/// `at` in UTC and in India time, to the millisecond.
fn moments(at: SystemTime) -> (String, String) {
    let since = at.duration_since(UNIX_EPOCH).unwrap_or_default();
    let seconds = i64::try_from(since.as_secs()).unwrap_or(i64::MAX);
    let utc = DateTime::<Utc>::from_timestamp(seconds, since.subsec_nanos()).unwrap_or_default();
    let india = FixedOffset::east_opt(INDIA_OFFSET_SECONDS).expect("India's offset is valid");
    (
        utc.to_rfc3339_opts(SecondsFormat::Millis, true),
        utc.with_timezone(&india)
            .to_rfc3339_opts(SecondsFormat::Millis, true),
    )
}

/// Puts an event's fields into a JSON object, by their names written in camelCase
/// (`request_id` as `requestId`).
struct Fields<'a>(&'a mut Map<String, Value>);

impl Fields<'_> {
    fn put(&mut self, field: &Field, value: Value) {
        self.0.insert(camel_case(field.name()), value);
    }
}

impl Visit for Fields<'_> {
    fn record_str(&mut self, field: &Field, value: &str) {
        self.put(field, value.into());
    }
    fn record_bool(&mut self, field: &Field, value: bool) {
        self.put(field, value.into());
    }
    fn record_u64(&mut self, field: &Field, value: u64) {
        self.put(field, value.into());
    }
    fn record_i64(&mut self, field: &Field, value: i64) {
        self.put(field, value.into());
    }
    fn record_f64(&mut self, field: &Field, value: f64) {
        self.put(field, value.into());
    }
    fn record_error(&mut self, field: &Field, value: &(dyn std::error::Error + 'static)) {
        self.put(field, value.to_string().into());
    }
    fn record_debug(&mut self, field: &Field, value: &dyn fmt::Debug) {
        self.put(field, format!("{value:?}").into());
    }
}

/// `snake_case` as `camelCase`.
fn camel_case(name: &str) -> String {
    let mut words = name.split('_');
    let first = words.next().unwrap_or_default().to_owned();
    words.fold(first, |mut out, word| {
        let mut chars = word.chars();
        if let Some(initial) = chars.next() {
            out.extend(initial.to_uppercase());
            out.push_str(chars.as_str());
        }
        out
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::{Arc, Mutex};
    use std::time::Duration;

    #[test]
    fn a_moment_is_written_in_utc_and_in_india_time() {
        let at = UNIX_EPOCH + Duration::from_millis(1_795_773_600_120);
        assert_eq!(
            moments(at),
            (
                "2026-11-27T10:00:00.120Z".to_owned(),
                "2026-11-27T15:30:00.120+05:30".to_owned()
            )
        );
    }

    #[test]
    fn field_names_are_camel_case() {
        assert_eq!(camel_case("request_id"), "requestId");
        assert_eq!(camel_case("ms"), "ms");
        assert_eq!(camel_case("retry_after_seconds"), "retryAfterSeconds");
    }

    /// What the JSON log writes, kept for a test.
    #[derive(Clone, Default)]
    struct Kept(Arc<Mutex<Vec<u8>>>);

    impl std::io::Write for Kept {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn each_event_is_one_json_object_a_line_with_its_fields() {
        let kept = Kept::default();
        let writer = kept.clone();
        let subscriber = tracing_subscriber::fmt()
            .event_format(JsonLines)
            .with_writer(move || writer.clone())
            .finish();
        tracing::subscriber::with_default(subscriber, || {
            tracing::info!(target: "access", request_id = "abc", status = 200u16, ms = 1.5, path = %"/a\"b", "request");
            tracing::warn!(error = %std::io::Error::other("line one\nline two"), "failed");
        });
        let text = String::from_utf8(kept.0.lock().unwrap().clone()).unwrap();
        let lines: Vec<Value> = text
            .lines()
            .map(|line| serde_json::from_str(line).unwrap())
            .collect();
        assert_eq!(lines.len(), 2, "{text}");
        assert_eq!(lines[0]["target"], "access");
        assert_eq!(lines[0]["level"], "INFO");
        assert_eq!(lines[0]["message"], "request");
        assert_eq!(lines[0]["requestId"], "abc");
        assert_eq!(lines[0]["status"], 200);
        assert_eq!(lines[0]["ms"], 1.5);
        assert_eq!(lines[0]["path"], "/a\"b");
        assert!(lines[0]["timeUtc"].as_str().unwrap().ends_with('Z'));
        assert!(lines[0]["timeIndia"].as_str().unwrap().ends_with("+05:30"));
        assert_eq!(lines[1]["level"], "WARN");
        assert_eq!(lines[1]["error"], "line one\nline two");
    }
}
