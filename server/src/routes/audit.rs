//! `GET /api/audit` (admins): the audit log, newest first, filtered, as JSON a page at a time or
//! as a CSV file of every entry that matches. Nothing changes or removes an entry: the route
//! has no other method (405).
//!
//! Query parameters, each optional and at most once (an empty one is the same as none):
//!
//! - `who`: the account that acted (for a refused sign-in, the name tried), exactly;
//! - `kind`: a kind of content (`notices`), or `events`, `hoarding`, `pdf`, `photo`, `accounts`;
//! - `action`: an action's name (`signIn`, `save`, …: wasm-core `workflow::Action`);
//! - `from`, `to`: days `YYYY-MM-DD` in India time (UTC+05:30), both included;
//! - `limit`: entries in a page, 1 to [`MOST_LIMIT`], [`DEFAULT_LIMIT`] without it;
//! - `before`: an entry's number: the page of the entries before it (older), as `next` says;
//! - `format`: `json` or `csv`; without it, CSV when `Accept` names `text/csv`.
//!
//! JSON: `{"entries": [{id, at, who, address?, action, kind?, item?, version?, detail?,
//! unreviewed?}, …], "next"?}`, where `next` is the `before` of the following page, present
//! while there are older entries that match. CSV (`audit/csv.rs`): every matching entry, newest
//! first (`limit` and `before` do not apply), `Content-Disposition: attachment;
//! filename="audit-<today in India>.csv"`. Anything else is a 422
//! `{"errors": {"<parameter>": ["<code>"]}}`: `unknown`, `repeated`, `invalid` (an action, a
//! number or a format), `invalid_date`, `before_start` (`to` before `from`), `out_of_range`
//! (`limit`).
//!
//! Reading the log first writes the summaries of the runs of throttled sign-ins that have
//! ended (`audit/throttled.rs`), so it is up to date.

use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use axum::http::header::{ACCEPT, CACHE_CONTROL, CONTENT_DISPOSITION, CONTENT_TYPE};
use axum::http::{HeaderMap, HeaderValue};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use serde::Serialize;
use wasm_core::content::FieldProblems;
use wasm_core::validate::moment_seconds;
use wasm_core::workflow::Action;

use crate::audit::append_all;
use crate::audit::csv::audit_csv;
use crate::audit::india::{day_in_india, day_span};
use crate::auth::extract::AdminUser;
use crate::error::AppError;
use crate::state::AppState;
use crate::store::audit::AuditEntry;

/// Entries in a page without `limit`.
pub const DEFAULT_LIMIT: usize = 200;
/// Most entries in a page.
pub const MOST_LIMIT: usize = 1000;

/// The audit log's route.
pub fn router() -> Router<AppState> {
    Router::new().route("/audit", get(read_log))
}

/// Which entries a request keeps.
#[derive(Debug, Default)]
struct Filter {
    who: Option<String>,
    kind: Option<String>,
    action: Option<Action>,
    /// From when (included) and until when (excluded) the days `from` and `to` span in India,
    /// in seconds since 1970.
    from: Option<i64>,
    until: Option<i64>,
}

impl Filter {
    fn keeps(&self, entry: &AuditEntry) -> bool {
        if self.who.as_ref().is_some_and(|who| *who != entry.who)
            || self
                .kind
                .as_ref()
                .is_some_and(|kind| entry.kind.as_ref() != Some(kind))
            || self.action.is_some_and(|action| action != entry.action)
        {
            return false;
        }
        if self.from.is_none() && self.until.is_none() {
            return true;
        }
        moment_seconds(&entry.at).is_some_and(|at| {
            self.from.is_none_or(|from| at >= from) && self.until.is_none_or(|until| at < until)
        })
    }
}

/// A request to read the log, from its query.
#[derive(Debug)]
struct Reading {
    filter: Filter,
    limit: usize,
    before: Option<u64>,
    /// `Some(true)` for `format=csv`, `Some(false)` for `format=json`, `None` without it.
    csv: Option<bool>,
}

/// Reads the query's parameters, or says what is wrong with each.
fn reading(params: &[(String, String)]) -> Result<Reading, FieldProblems> {
    let mut problems = FieldProblems::new();
    let mut seen: Vec<&str> = Vec::new();
    let mut reading = Reading {
        filter: Filter::default(),
        limit: DEFAULT_LIMIT,
        before: None,
        csv: None,
    };
    let (mut from, mut to) = (None, None);
    for (name, value) in params {
        if seen.contains(&name.as_str()) {
            problems.entry(name.clone()).or_default().push("repeated");
            continue;
        }
        seen.push(name);
        let mut fail = |code| problems.entry(name.clone()).or_default().push(code);
        if value.is_empty() {
            if !PARAMETERS.contains(&name.as_str()) {
                fail("unknown");
            }
            continue;
        }
        match name.as_str() {
            "who" => reading.filter.who = Some(value.clone()),
            "kind" => reading.filter.kind = Some(value.clone()),
            "action" => match Action::parse(value) {
                Some(action) => reading.filter.action = Some(action),
                None => fail("invalid"),
            },
            "from" | "to" => match day_span(value) {
                Some(span) if name == "from" => from = Some((value.as_str(), span.0)),
                Some(span) => to = Some((value.as_str(), span.1)),
                None => fail("invalid_date"),
            },
            "limit" => match value.parse::<usize>() {
                Ok(limit) if (1..=MOST_LIMIT).contains(&limit) => reading.limit = limit,
                Ok(_) => fail("out_of_range"),
                Err(_) => fail("invalid"),
            },
            "before" => match value.parse::<u64>() {
                Ok(before) => reading.before = Some(before),
                Err(_) => fail("invalid"),
            },
            "format" => match value.as_str() {
                "csv" => reading.csv = Some(true),
                "json" => reading.csv = Some(false),
                _ => fail("invalid"),
            },
            _ => fail("unknown"),
        }
    }
    if let (Some((first, _)), Some((last, _))) = (from, to)
        && last < first
    {
        problems
            .entry("to".to_owned())
            .or_default()
            .push("before_start");
    }
    reading.filter.from = from.map(|(_, start)| start);
    reading.filter.until = to.map(|(_, end)| end);
    if problems.is_empty() {
        Ok(reading)
    } else {
        Err(problems)
    }
}

/// The parameters the route takes.
const PARAMETERS: [&str; 8] = [
    "who", "kind", "action", "from", "to", "limit", "before", "format",
];

/// An entry as the API lists it: with its number.
#[derive(Serialize)]
struct Listed<'a> {
    id: u64,
    #[serde(flatten)]
    entry: &'a AuditEntry,
}

/// Whether the request asks for the CSV file.
fn wants_csv(reading: &Reading, headers: &HeaderMap) -> bool {
    reading.csv.unwrap_or_else(|| {
        headers
            .get_all(ACCEPT)
            .iter()
            .filter_map(|value| value.to_str().ok())
            .any(|value| value.to_ascii_lowercase().contains("text/csv"))
    })
}

async fn read_log(
    State(state): State<AppState>,
    _admin: AdminUser,
    headers: HeaderMap,
    query: Result<Query<Vec<(String, String)>>, QueryRejection>,
) -> Result<Response, AppError> {
    let Query(params) =
        query.map_err(|_| AppError::BadRequest("The query of this call cannot be read."))?;
    let reading = reading(&params).map_err(AppError::InvalidFields)?;
    let csv = wants_csv(&reading, &headers);
    let store = state.store.clone();
    let now = state.clock.now();
    let ended = state.throttled_runs.ended(now);
    let Reading {
        filter,
        limit,
        before,
        ..
    } = reading;
    if csv {
        let text = tokio::task::spawn_blocking(move || {
            append_all(&store, &ended)?;
            let mut entries = store.audit_entries(|entry| filter.keeps(entry))?;
            entries.reverse();
            Ok::<_, AppError>(audit_csv(&entries))
        })
        .await??;
        let disposition = format!("attachment; filename=\"audit-{}.csv\"", day_in_india(now));
        return Ok((
            [
                (
                    CONTENT_TYPE,
                    HeaderValue::from_static("text/csv; charset=utf-8"),
                ),
                (
                    CONTENT_DISPOSITION,
                    HeaderValue::from_str(&disposition).expect("a day is plain ASCII"),
                ),
                (CACHE_CONTROL, HeaderValue::from_static("no-store")),
            ],
            text,
        )
            .into_response());
    }
    let mut entries = tokio::task::spawn_blocking(move || {
        append_all(&store, &ended)?;
        store.audit_newest(before, limit + 1, |entry| filter.keeps(entry))
    })
    .await??;
    let more = entries.len() > limit;
    entries.truncate(limit);
    let listed: Vec<Listed<'_>> = entries
        .iter()
        .map(|(id, entry)| Listed { id: *id, entry })
        .collect();
    let mut body = serde_json::json!({ "entries": listed });
    if more && let Some((last, _)) = entries.last() {
        body["next"] = serde_json::json!(last);
    }
    Ok(Json(body).into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn params(query: &[(&str, &str)]) -> Vec<(String, String)> {
        query
            .iter()
            .map(|(name, value)| ((*name).to_owned(), (*value).to_owned()))
            .collect()
    }

    fn problems(query: &[(&str, &str)]) -> Vec<(String, Vec<&'static str>)> {
        reading(&params(query))
            .expect_err("refused")
            .into_iter()
            .collect()
    }

    fn entry(at: &str, who: &str, action: Action) -> AuditEntry {
        AuditEntry::new(at, who, action)
    }

    #[test]
    fn without_parameters_everything_is_kept_a_page_of_200_at_a_time() {
        let reading = reading(&[]).unwrap();
        assert_eq!(
            (reading.limit, reading.before, reading.csv),
            (200, None, None)
        );
        assert!(
            reading
                .filter
                .keeps(&entry("2026-11-24T06:30:00Z", "admin", Action::SignIn))
        );
    }

    #[test]
    fn empty_parameters_are_the_same_as_none() {
        let reading = reading(&params(&[("who", ""), ("action", ""), ("from", "")])).unwrap();
        assert!(reading.filter.who.is_none() && reading.filter.action.is_none());
        assert!(reading.filter.from.is_none());
    }

    #[test]
    fn who_kind_and_action_must_match_exactly() {
        let reading = reading(&params(&[
            ("who", "admin"),
            ("kind", "events"),
            ("action", "save"),
        ]))
        .unwrap();
        let saved = entry("2026-11-24T06:30:00Z", "admin", Action::Save).on("events", "camp");
        assert!(reading.filter.keeps(&saved));
        let mut other = saved.clone();
        other.who = "Admin".to_owned();
        assert!(!reading.filter.keeps(&other));
        let other = entry("2026-11-24T06:30:00Z", "admin", Action::Save).on("notices", "x");
        assert!(!reading.filter.keeps(&other));
        let other = entry("2026-11-24T06:30:00Z", "admin", Action::Create).on("events", "x");
        assert!(!reading.filter.keeps(&other));
        let unkinded = entry("2026-11-24T06:30:00Z", "admin", Action::Save);
        assert!(!reading.filter.keeps(&unkinded));
    }

    #[test]
    fn days_are_whole_days_in_india_both_included() {
        let reading = reading(&params(&[("from", "2026-11-24"), ("to", "2026-11-25")])).unwrap();
        let kept = |at: &str| reading.filter.keeps(&entry(at, "admin", Action::SignIn));
        assert!(!kept("2026-11-23T18:29:59Z"), "23 November in India");
        assert!(
            kept("2026-11-23T18:30:00Z"),
            "midnight of the 24th in India"
        );
        assert!(kept("2026-11-25T18:29:59Z"), "the last second of the 25th");
        assert!(!kept("2026-11-25T18:30:00Z"));
        assert!(!kept("not a moment"));
        let one_day = super::reading(&params(&[("from", "2026-11-24"), ("to", "2026-11-24")]));
        assert!(one_day.is_ok(), "from and to the same day");
    }

    #[test]
    fn bad_parameters_are_named_with_their_problems() {
        assert_eq!(
            problems(&[("action", "Create"), ("from", "2026-02-30"), ("limit", "0")]),
            [
                ("action".to_owned(), vec!["invalid"]),
                ("from".to_owned(), vec!["invalid_date"]),
                ("limit".to_owned(), vec!["out_of_range"]),
            ]
        );
        assert_eq!(
            problems(&[("from", "2026-11-25"), ("to", "2026-11-24")]),
            [("to".to_owned(), vec!["before_start"])]
        );
        assert_eq!(
            problems(&[("limit", "1001"), ("before", "-1"), ("format", "xml")]),
            [
                ("before".to_owned(), vec!["invalid"]),
                ("format".to_owned(), vec!["invalid"]),
                ("limit".to_owned(), vec!["out_of_range"]),
            ]
        );
        assert_eq!(
            problems(&[("who", "a"), ("who", "b"), ("sort", ""), ("lang", "hi")]),
            [
                ("lang".to_owned(), vec!["unknown"]),
                ("sort".to_owned(), vec!["unknown"]),
                ("who".to_owned(), vec!["repeated"]),
            ]
        );
        assert_eq!(
            problems(&[("limit", "ten")]),
            [("limit".to_owned(), vec!["invalid"])]
        );
    }

    #[test]
    fn csv_is_asked_for_by_format_or_by_accept() {
        let mut headers = HeaderMap::new();
        let plain = reading(&[]).unwrap();
        assert!(!wants_csv(&plain, &headers));
        headers.insert(ACCEPT, HeaderValue::from_static("text/csv"));
        assert!(wants_csv(&plain, &headers));
        let json = reading(&params(&[("format", "json")])).unwrap();
        assert!(!wants_csv(&json, &headers), "the format wins");
        let csv = reading(&params(&[("format", "csv")])).unwrap();
        assert!(wants_csv(&csv, &HeaderMap::new()));
    }
}
