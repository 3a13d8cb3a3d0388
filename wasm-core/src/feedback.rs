//! Citizens' feedback and grievances: the categories a citizen picks from, the tracking number
//! they are given, and where their message stands (received, forwarded to the department,
//! resolved), with the date of each step and the staff's public reply.
//!
//! What a citizen sends is checked by `validate::feedback_problems`; the server keeps the
//! messages ([`Feedback`], in `server/src/store/feedback.rs`). Anyone with the tracking number
//! sees the public part ([`FeedbackStatusView`]); the sender's name, phone number, e-mail
//! address and message are for staff only. The web app's types of both are generated from
//! these (`tests/generated.rs`).

use serde::{Deserialize, Serialize};

/// The categories of the form, in the order it lists them (`other` last).
pub const CATEGORIES: [&str; 8] = [
    "sanitation",
    "water",
    "roads",
    "streetlights",
    "drainage",
    "property-tax",
    "website",
    "other",
];

/// The days within which staff give a message its first answer (a step after `received`, or
/// a reply) when nothing else is set: a message still without one after them is overdue. Each
/// category has its own ([`default_answer_days`], changed by an admin: [`CategorySettings`]);
/// a message kept before it had its own due moment is due after these.
pub const ANSWER_WITHIN_DAYS: i64 = 7;

/// The days a citizen has to reopen a resolved message, from its resolution.
pub const REOPEN_WITHIN_DAYS: i64 = 30;

/// Most days an admin may give a category to answer in.
pub const ANSWER_DAYS_MAX: u32 = 60;

/// The days staff have to answer a message of `category` until an admin sets others: a street
/// light out and a home without water cannot wait a week.
pub fn default_answer_days(category: &str) -> u32 {
    match category {
        "water" => 2,
        "streetlights" => 3,
        _ => 7,
    }
}

/// A category's time to answer, and the account an overdue message of it is escalated to.
#[cfg_attr(feature = "schema", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CategorySettings {
    /// One of [`CATEGORIES`].
    pub category: String,
    /// Days from receipt to the first answer (1 to [`ANSWER_DAYS_MAX`]).
    pub answer_days: u32,
    /// The account an overdue message is assigned to, and told of; none: nobody.
    pub escalate_to: Option<String>,
}

impl CategorySettings {
    /// The settings of `category` before an admin changes them.
    pub fn default_of(category: &str) -> Self {
        Self {
            category: category.to_owned(),
            answer_days: default_answer_days(category),
            escalate_to: None,
        }
    }
}

/// An overdue message given to the account its category names.
#[cfg_attr(feature = "schema", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Escalation {
    /// The account.
    pub to: String,
    /// When (RFC 3339, UTC).
    pub at: String,
}

/// A citizen's reopening of their resolved message.
#[cfg_attr(feature = "schema", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reopening {
    /// When (RFC 3339, UTC).
    pub at: String,
    /// Why, in the citizen's words (staff only).
    pub reason: String,
}

/// Where a message stands.
#[cfg_attr(feature = "schema", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum FeedbackStatus {
    /// Received and not yet answered.
    Received,
    /// Sent on to the department or officer who can act on it.
    Forwarded,
    /// Dealt with.
    Resolved,
    /// Reopened by its citizen after it was resolved: waiting for an answer again.
    Reopened,
}

impl FeedbackStatus {
    /// Every status, in the order a message goes through them.
    pub const ALL: [FeedbackStatus; 4] = [
        FeedbackStatus::Received,
        FeedbackStatus::Forwarded,
        FeedbackStatus::Resolved,
        FeedbackStatus::Reopened,
    ];

    /// Its name, as the API sends it and the inbox's filter takes it.
    pub fn name(self) -> &'static str {
        match self {
            FeedbackStatus::Received => "received",
            FeedbackStatus::Forwarded => "forwarded",
            FeedbackStatus::Resolved => "resolved",
            FeedbackStatus::Reopened => "reopened",
        }
    }

    /// The status named `name`.
    pub fn parse(name: &str) -> Option<FeedbackStatus> {
        FeedbackStatus::ALL
            .into_iter()
            .find(|status| status.name() == name)
    }
}

/// A step of a message: the status it took, and when (RFC 3339, UTC).
#[cfg_attr(feature = "schema", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FeedbackStep {
    /// The status from then on.
    pub status: FeedbackStatus,
    /// When.
    pub at: String,
}

/// The staff's answer that the citizen reads on the status page.
#[cfg_attr(feature = "schema", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FeedbackReply {
    /// The answer, in the language staff wrote it.
    pub text: String,
    /// When it was given (RFC 3339, UTC).
    pub at: String,
}

/// What anyone who has the tracking number sees: no word of the message and nothing about its
/// sender.
#[cfg_attr(feature = "schema", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FeedbackStatusView {
    /// The tracking number (`SMC-7K3M-Q9TX`).
    pub tracking_id: String,
    /// One of [`CATEGORIES`].
    pub category: String,
    /// The ward it is about, if the citizen named one.
    pub ward: Option<u32>,
    /// Every step, the first being `received`, oldest first.
    pub steps: Vec<FeedbackStep>,
    /// The staff's public reply, if there is one.
    pub reply: Option<FeedbackReply>,
    /// When its answer is due (RFC 3339, UTC), while it waits for one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub answer_by: Option<String>,
    /// Until when its citizen may reopen it (RFC 3339, UTC): 30 days after it was resolved.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub reopen_until: Option<String>,
}

/// A comment a visitor left with "No" under "Was this page useful?", as staff read it: the text
/// only, nothing about who wrote it.
#[cfg_attr(feature = "schema", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PageComment {
    /// The page (a path of the route table).
    pub page: String,
    /// The page's language when it was written (`en`, `hi`).
    pub lang: String,
    /// When it was sent (RFC 3339, UTC).
    pub at: String,
    /// What the visitor wrote.
    pub text: String,
}

/// What visitors said of one page under "Was this page useful?": how many answered yes and
/// no, and the latest comments, newest first.
#[cfg_attr(feature = "schema", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PageFeedbackSummary {
    /// The page (a path of the route table).
    pub page: String,
    /// Answers "yes".
    pub yes: u64,
    /// Answers "no".
    pub no: u64,
    /// The latest comments, newest first.
    pub comments: Vec<PageComment>,
}

/// A message as staff see it: what the citizen sent, who sent it, and its answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Feedback {
    /// The tracking number (`SMC-7K3M-Q9TX`).
    pub tracking_id: String,
    /// One of [`CATEGORIES`].
    pub category: String,
    /// The ward it is about.
    pub ward: Option<u32>,
    /// The page of the site it was sent from or is about.
    pub page: Option<String>,
    /// What the citizen wrote.
    pub message: String,
    /// The sender's name, if given.
    pub name: Option<String>,
    /// A phone number to call the sender back on, if given.
    pub phone: Option<String>,
    /// An e-mail address to answer to, if given.
    pub email: Option<String>,
    /// The language of the page it was sent from (`en`, `hi`), which the mail to its sender is
    /// written in; English for a message kept before it was recorded.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub lang: Option<String>,
    /// Every step, oldest first; the first is `received`.
    pub steps: Vec<FeedbackStep>,
    /// The public reply, if any.
    pub reply: Option<FeedbackReply>,
    /// The account it is assigned to, if any.
    pub assignee: Option<String>,
    /// When staff first answered it: its first step after `received` or its first reply.
    pub first_answer_at: Option<String>,
    /// The address of the photo sent with it (`/uploads/…`), which only signed-in staff may
    /// fetch; never in its public view.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub photo: Option<String>,
    /// When its first answer is due (its category's days from receipt), or its next answer
    /// after it was reopened (RFC 3339, UTC); absent for a message kept before it was recorded,
    /// due [`ANSWER_WITHIN_DAYS`] after receipt.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub answer_by: Option<String>,
    /// When its first answer was due, kept once a reopening has set `answer_by` anew (the
    /// public figures count the first answer against it); absent until then.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub first_answer_by: Option<String>,
    /// To whom it went when it was overdue.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub escalated: Option<Escalation>,
    /// Its citizen's reopenings, oldest first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "schema", ts(as = "Option<Vec<Reopening>>", optional))]
    pub reopenings: Vec<Reopening>,
}

impl Feedback {
    /// A message numbered `tracking_id` about `category`, saying `message`, received at `at`
    /// (RFC 3339, UTC): nothing else known of it yet, and no answer.
    pub fn received(tracking_id: &str, category: &str, message: &str, at: &str) -> Self {
        Self {
            tracking_id: tracking_id.to_owned(),
            category: category.to_owned(),
            ward: None,
            page: None,
            message: message.to_owned(),
            name: None,
            phone: None,
            email: None,
            lang: None,
            steps: vec![FeedbackStep {
                status: FeedbackStatus::Received,
                at: at.to_owned(),
            }],
            reply: None,
            assignee: None,
            first_answer_at: None,
            photo: None,
            answer_by: None,
            first_answer_by: None,
            escalated: None,
            reopenings: Vec::new(),
        }
    }

    /// When it was received (RFC 3339, UTC).
    pub fn received_at(&self) -> &str {
        self.steps.first().map_or("", |step| step.at.as_str())
    }

    /// Where it stands now.
    pub fn status(&self) -> FeedbackStatus {
        self.steps
            .last()
            .map_or(FeedbackStatus::Received, |step| step.status)
    }

    /// When its answer is due, in seconds since 1970: its own moment, else
    /// [`ANSWER_WITHIN_DAYS`] after receipt.
    pub fn answer_due(&self) -> Option<i64> {
        match &self.answer_by {
            Some(by) => crate::validate::moment_seconds(by),
            None => crate::validate::moment_seconds(self.received_at())
                .map(|received| received + ANSWER_WITHIN_DAYS * 24 * 60 * 60),
        }
    }

    /// When its first answer was due, in seconds since 1970, however often it was reopened.
    pub fn first_answer_due(&self) -> Option<i64> {
        match &self.first_answer_by {
            Some(by) => crate::validate::moment_seconds(by),
            None => self.answer_due(),
        }
    }

    /// Reopened by its citizen at `now` (RFC 3339, UTC) for `reason`, its next answer due by
    /// `answer_by`: the first answer's due moment is kept.
    pub fn reopen(&mut self, now: &str, reason: String, answer_by: String) {
        if self.first_answer_by.is_none() {
            self.first_answer_by = self.answer_due().map(crate::validate::moment_text);
        }
        self.steps.push(FeedbackStep {
            status: FeedbackStatus::Reopened,
            at: now.to_owned(),
        });
        self.reopenings.push(Reopening {
            at: now.to_owned(),
            reason,
        });
        self.answer_by = Some(answer_by);
        self.escalated = None;
    }

    /// Whether it waits for an answer at `now` (seconds since 1970): its first, or its next
    /// after its citizen reopened it; and whether it is past its due moment: `(waiting,
    /// overdue)`.
    pub fn waiting_at(&self, now: i64) -> (bool, bool) {
        let waiting = match self.status() {
            FeedbackStatus::Reopened => true,
            FeedbackStatus::Resolved => false,
            _ => self.first_answer_at.is_none(),
        };
        if !waiting {
            return (false, false);
        }
        (true, self.answer_due().is_some_and(|due| now > due))
    }

    /// Where it stands against its due moment at `now` (seconds since 1970), while it waits
    /// for an answer: due today in India, or overdue; `None` otherwise.
    pub fn due_state(&self, now: i64) -> Option<DueState> {
        let (waiting, overdue) = self.waiting_at(now);
        if overdue {
            return Some(DueState::Overdue);
        }
        let due = self.answer_due()?;
        let today = crate::dates::day_in_india(now);
        (waiting && crate::dates::day_in_india(due) == today).then_some(DueState::Today)
    }

    /// Until when (seconds since 1970) its citizen may reopen it: [`REOPEN_WITHIN_DAYS`] after
    /// it was resolved, while it is.
    pub fn reopen_until(&self) -> Option<i64> {
        let last = self.steps.last()?;
        if last.status != FeedbackStatus::Resolved {
            return None;
        }
        crate::validate::moment_seconds(&last.at).map(|at| at + REOPEN_WITHIN_DAYS * 24 * 60 * 60)
    }

    /// What anyone with the tracking number sees.
    pub fn public_view(&self) -> FeedbackStatusView {
        FeedbackStatusView {
            tracking_id: self.tracking_id.clone(),
            category: self.category.clone(),
            ward: self.ward,
            steps: self.steps.clone(),
            reply: self.reply.clone(),
            answer_by: self
                .answer_due()
                .filter(|_| self.waiting_at(i64::MIN).0)
                .map(crate::validate::moment_text),
            reopen_until: self.reopen_until().map(crate::validate::moment_text),
        }
    }
}

/// Where a message waiting for an answer stands against its due moment.
#[cfg_attr(feature = "schema", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DueState {
    /// Its answer is due today in India.
    Today,
    /// Its answer was due before now.
    Overdue,
}

/// A message as staff see it in the inbox: the message, with when its answer is due and where it
/// stands at the server's now, so that a phone whose clock is wrong says the same as the
/// server's counts and escalation.
#[cfg_attr(feature = "schema", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct InboxMessage {
    /// The message itself.
    #[serde(flatten)]
    pub message: Feedback,
    /// When its answer is due (RFC 3339, UTC): its own moment, or [`ANSWER_WITHIN_DAYS`] after
    /// receipt for a message kept before it had one.
    pub answer_due: String,
    /// Whether it waits for an answer: its first, or its next after its citizen reopened it.
    pub waiting: bool,
    /// Due today or overdue, while it waits.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub due: Option<DueState>,
}

impl InboxMessage {
    /// `message` as it stands at `now` (seconds since 1970).
    pub fn at(message: Feedback, now: i64) -> Self {
        Self {
            answer_due: message
                .answer_due()
                .map(crate::validate::moment_text)
                .unwrap_or_default(),
            waiting: message.waiting_at(now).0,
            due: message.due_state(now),
            message,
        }
    }
}

/// The letters and digits of a tracking number: none that is easily read or said as another
/// (no `0`/`O`, `1`/`I`/`L`).
const TRACKING_ALPHABET: &[u8; 31] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/// What every tracking number starts with.
pub const TRACKING_PREFIX: &str = "SMC";

/// How many characters a tracking number has after its prefix.
const TRACKING_LENGTH: usize = 8;

/// Random bytes from this value up are refused: below it, each character of
/// `TRACKING_ALPHABET` is drawn by exactly as many byte values (8 of the 248), so none is more
/// likely than another. Taking every byte modulo 31 would favour the first 8 characters (9
/// values each of 256 instead of 8).
#[allow(clippy::cast_possible_truncation, reason = "248 fits a byte")]
const ACCEPTED_BELOW: u8 = (256 / TRACKING_ALPHABET.len() * TRACKING_ALPHABET.len()) as u8;

/// The character a random byte draws, or `None` for a byte that is refused (see
/// [`ACCEPTED_BELOW`]).
fn drawn_char(byte: u8) -> Option<char> {
    (byte < ACCEPTED_BELOW)
        .then(|| char::from(TRACKING_ALPHABET[usize::from(byte) % TRACKING_ALPHABET.len()]))
}

/// A tracking number drawn from `random`, a source of random bytes: `SMC-` and two groups of
/// four characters of `TRACKING_ALPHABET` (31⁸, about 850 billion numbers: not guessed by
/// trying), each character equally likely. A byte that would favour some characters is refused
/// and the next one taken (a byte in 32 on average), so it reads 8 bytes or a few more;
/// `None` if `random` ends first.
pub fn tracking_id(random: impl IntoIterator<Item = u8>) -> Option<String> {
    let chars: Vec<char> = random
        .into_iter()
        .filter_map(drawn_char)
        .take(TRACKING_LENGTH)
        .collect();
    if chars.len() < TRACKING_LENGTH {
        return None;
    }
    let (first, second) = chars.split_at(TRACKING_LENGTH / 2);
    Some(format!(
        "{TRACKING_PREFIX}-{}-{}",
        first.iter().collect::<String>(),
        second.iter().collect::<String>()
    ))
}

/// A tracking number as a citizen may type it back (`smc 7k3m q9tx`, `7K3MQ9TX`, with or
/// without the prefix, spaces or hyphens) written the way it was given, or `None` when it cannot
/// be one.
///
/// ```
/// use wasm_core::feedback::normalize_tracking_id;
///
/// assert_eq!(normalize_tracking_id("smc 7k3m q9tx").as_deref(), Some("SMC-7K3M-Q9TX"));
/// assert_eq!(normalize_tracking_id("7K3MQ9TX").as_deref(), Some("SMC-7K3M-Q9TX"));
/// assert_eq!(normalize_tracking_id("hello"), None);
/// ```
pub fn normalize_tracking_id(typed: &str) -> Option<String> {
    let compact: String = typed
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        // ASCII only: every character of a number is, and Unicode's case tables would add
        // kilobytes to the wasm module.
        .map(|c| c.to_ascii_uppercase())
        .collect();
    let code = compact.strip_prefix(TRACKING_PREFIX).unwrap_or(&compact);
    let valid = code.len() == 8 && code.bytes().all(|byte| TRACKING_ALPHABET.contains(&byte));
    valid.then(|| format!("{TRACKING_PREFIX}-{}-{}", &code[..4], &code[4..]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tracking_number_uses_only_unambiguous_characters_and_reads_back() {
        for random in [[0u8; 8], [247; 8], [7, 30, 31, 62, 93, 124, 155, 186]] {
            let id = tracking_id(random).unwrap();
            assert_eq!(id.len(), 13, "{id}");
            assert!(id.starts_with("SMC-"), "{id}");
            assert!(!id[4..].contains(['0', 'O', '1', 'I', 'L']), "{id}");
            assert_eq!(normalize_tracking_id(&id).as_deref(), Some(id.as_str()));
        }
        assert_ne!(tracking_id([0; 8]), tracking_id([1, 0, 0, 0, 0, 0, 0, 0]));
    }

    #[test]
    fn every_character_is_drawn_by_as_many_byte_values_and_the_rest_are_refused() {
        let mut drawn_by = std::collections::HashMap::new();
        for byte in 0..=u8::MAX {
            if let Some(c) = drawn_char(byte) {
                *drawn_by.entry(c).or_insert(0) += 1;
            }
        }
        assert_eq!(
            drawn_by.len(),
            TRACKING_ALPHABET.len(),
            "every character can be drawn"
        );
        assert!(
            drawn_by.values().all(|&count| count == 8),
            "no character is favoured: {drawn_by:?}"
        );
        // The bytes above the largest multiple of 31 (248 = 8 × 31) draw nothing.
        assert_eq!(ACCEPTED_BELOW, 248);
        assert!((248..=u8::MAX).all(|byte| drawn_char(byte).is_none()));
        assert!((0..248).all(|byte| drawn_char(byte).is_some()));
    }

    #[test]
    fn a_refused_byte_is_skipped_and_the_next_one_drawn() {
        // 248 to 255 would have drawn the first 8 characters a second time; they are passed over.
        let random = [255, 0, 248, 1, 2, 3, 250, 4, 5, 6, 7];
        assert_eq!(tracking_id(random).as_deref(), Some("SMC-2345-6789"));
        assert_eq!(
            tracking_id([30, 61, 92, 123, 154, 185, 216, 247]).as_deref(),
            Some("SMC-ZZZZ-ZZZZ"),
            "the last character is drawn by the last accepted byte"
        );
        // A source that ends before eight characters are drawn gives none.
        assert_eq!(tracking_id([0, 1, 2, 3, 4, 5, 6]), None);
        assert_eq!(tracking_id([255; 64]), None);
    }

    #[test]
    fn a_tracking_number_is_found_however_it_is_typed_back() {
        for typed in [
            "SMC-7K3M-Q9TX",
            "smc-7k3m-q9tx",
            " smc 7k3m q9tx ",
            "7K3MQ9TX",
            "7k3m-q9tx",
            "SMC7K3MQ9TX",
        ] {
            assert_eq!(
                normalize_tracking_id(typed).as_deref(),
                Some("SMC-7K3M-Q9TX"),
                "{typed}"
            );
        }
        for typed in [
            "",
            "SMC-",
            "SMC-7K3M-Q9T",
            "SMC-7K3M-Q9TXX",
            "SMC-7K3M-Q9T0",
            "SMC-7K3M-Q9TI",
            "ABC-7K3M-Q9TX",
            "SMC-७K3M-Q9TX",
        ] {
            assert_eq!(normalize_tracking_id(typed), None, "{typed}");
        }
    }

    #[test]
    fn statuses_are_named_as_the_api_sends_them() {
        for status in FeedbackStatus::ALL {
            assert_eq!(FeedbackStatus::parse(status.name()), Some(status));
            assert_eq!(
                serde_json::to_value(status).unwrap(),
                serde_json::json!(status.name())
            );
        }
        assert_eq!(FeedbackStatus::parse("closed"), None);
    }

    #[test]
    fn a_message_without_a_first_answer_is_overdue_after_the_answer_time() {
        let received = crate::validate::moment_seconds("2026-11-20T10:00:00Z").unwrap();
        let day = 24 * 60 * 60;
        let mut message = Feedback::received(
            "SMC-7K3M-Q9TX",
            "water",
            "No water since Monday.",
            "2026-11-20T10:00:00Z",
        );
        assert_eq!(message.waiting_at(received + day), (true, false));
        let due = received + ANSWER_WITHIN_DAYS * day;
        assert_eq!(message.waiting_at(due), (true, false));
        assert_eq!(message.waiting_at(due + 1), (true, true));
        message.first_answer_at = Some("2026-11-21T10:00:00Z".into());
        assert_eq!(message.waiting_at(due + 1), (false, false), "answered");
        message.first_answer_at = None;
        message.steps.push(FeedbackStep {
            status: FeedbackStatus::Resolved,
            at: "2026-11-21T10:00:00Z".into(),
        });
        assert_eq!(message.waiting_at(due + 1), (false, false), "resolved");
    }

    #[test]
    fn the_inbox_says_where_a_waiting_message_stands_at_the_server_s_now() {
        let mut message = Feedback::received(
            "SMC-7K3M-Q9TX",
            "water",
            "No water since Monday.",
            "2026-11-20T10:00:00Z",
        );
        message.answer_by = Some("2026-11-22T10:00:00Z".into());
        let at_of = |message: &Feedback, moment: &str| {
            InboxMessage::at(
                message.clone(),
                crate::validate::moment_seconds(moment).unwrap(),
            )
        };
        let at = |moment: &str| at_of(&message, moment);
        let before = at("2026-11-21T10:00:00Z");
        assert_eq!((before.waiting, before.due), (true, None));
        assert_eq!(before.answer_due, "2026-11-22T10:00:00Z");
        // 22 November in India from 18:30 UTC on the 21st.
        assert_eq!(at("2026-11-21T19:00:00Z").due, Some(DueState::Today));
        assert_eq!(at("2026-11-22T10:00:01Z").due, Some(DueState::Overdue));
        let json = serde_json::to_value(at("2026-11-22T10:00:01Z")).unwrap();
        assert_eq!(
            json["trackingId"], "SMC-7K3M-Q9TX",
            "the message's own fields"
        );
        assert_eq!(json["due"], "overdue");
        message.first_answer_at = Some("2026-11-21T10:00:00Z".into());
        let answered = at_of(&message, "2026-11-23T10:00:00Z");
        assert_eq!((answered.waiting, answered.due), (false, None));
        message.answer_by = None;
        assert_eq!(
            at_of(&message, "2026-11-23T10:00:00Z").answer_due,
            "2026-11-27T10:00:00Z",
            "the old days after receipt"
        );
    }
}
