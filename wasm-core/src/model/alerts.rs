//! `alerts`: a banner on every public page while it is live (a water-supply cut, a flood
//! warning), between its `from` and `until` moments.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::Bilingual;
use super::values::{Link, Moment};
use crate::validate::{moment_seconds, moment_text};

/// Most alerts live at once: their banners stack above the content of every public page.
pub const LIVE_ALERTS_MAX: usize = 5;

/// How long an alert is shown when a save leaves out when it goes away: a day.
pub const SHOWN_FOR_SECONDS: i64 = 24 * 60 * 60;

/// How urgent an alert is; it sets the banner's colour and how screen readers announce it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// Worth knowing (a changed office timing).
    Info,
    /// Act on it (a water-supply cut).
    Warning,
    /// Danger to life or property (a flood, a fire).
    Emergency,
}

/// One alert.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Alert {
    /// A stable identifier, unique among the alerts.
    #[serde(default)]
    pub id: String,
    /// What the banner says.
    #[cfg_attr(feature = "schema", schemars(extend("x-input" = "multiline")))]
    pub message: Bilingual,
    /// How urgent it is.
    pub severity: Severity,
    /// Where to read more: a page or file of the site, or an `https://` address.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub link: Option<Link>,
    /// When the banner appears (RFC 3339, `2026-11-24T06:00:00Z`); now, when a save leaves it
    /// out, so an urgent alert needs only its message and severity.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(extend("x-hint" = "content.hint.alertFrom")))]
    pub from: Moment,
    /// When it goes away (RFC 3339), after `from`; `SHOWN_FOR_SECONDS` after `from` when a save
    /// leaves it out.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(extend("x-hint" = "content.hint.alertUntil", "x-after" = "from")))]
    pub until: Moment,
}

/// Fills in what a save of an alert (`fields`, as sent) left out or empty: `from` is `now`,
/// `until` is a day after `from`. A `from` that is not a moment is left for the rules to
/// refuse.
pub fn fill_defaults(fields: &mut Map<String, Value>, now: &str) {
    let empty = |fields: &Map<String, Value>, name: &str| {
        fields
            .get(name)
            .is_none_or(|value| value.as_str() == Some(""))
    };
    if empty(fields, "from") {
        fields.insert("from".into(), Value::from(now));
    }
    if empty(fields, "until")
        && let Some(from) = fields
            .get("from")
            .and_then(Value::as_str)
            .and_then(moment_seconds)
    {
        fields.insert(
            "until".into(),
            Value::from(moment_text(from + SHOWN_FOR_SECONDS)),
        );
    }
}
