//! Grievances that cannot be forgotten: each category's time to answer
//! (`wasm_core::feedback::CategorySettings`, in the store), the moment a message is due
//! (`answer_by`), and the escalation of overdue messages to the account their category names
//! (`escalation.rs`). The public figures of how fast the corporation answers are wasm-core's
//! (`feedback_figures`), served by `crate::routes`.

pub mod escalation;

use wasm_core::feedback::CategorySettings;

use crate::clock::rfc3339_at;

/// When a message of `category` received (or reopened) at `now` (seconds since 1970) is due,
/// by `settings` (RFC 3339).
pub fn answer_by(settings: &[CategorySettings], category: &str, now: u64) -> String {
    let days = settings
        .iter()
        .find(|settings| settings.category == category)
        .map_or_else(
            || wasm_core::feedback::default_answer_days(category),
            |settings| settings.answer_days,
        );
    rfc3339_at(now + u64::from(days) * 24 * 60 * 60)
}
