//! Citizens' subscriptions by e-mail: what they may subscribe to ([`Topic`]), how often
//! ([`Frequency`]), and the rule a subscription form is checked by, in the browser and on the
//! server ([`subscription_problems`]). The server keeps the subscribers
//! (`server/src/store/subscribers.rs`) and sends what is published; the web app's types are
//! generated from these.

use serde::{Deserialize, Serialize};

use crate::model::kinds::Kind;
use crate::model::values::is_email;
use crate::validate::Problems;

/// What a citizen may subscribe to: each a kind of content whose new items are mailed.
#[cfg_attr(feature = "schema", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Topic {
    /// The SMC Updates notices.
    Notices,
    /// Tender notices and their corrigenda.
    Tenders,
    /// Recruitment advertisements.
    Recruitment,
    /// Events.
    Events,
    /// Emergency alerts: always sent at once, whatever the frequency chosen.
    Alerts,
}

impl Topic {
    /// Every topic, in the order the form lists them.
    pub const ALL: [Topic; 5] = [
        Topic::Notices,
        Topic::Tenders,
        Topic::Recruitment,
        Topic::Events,
        Topic::Alerts,
    ];

    /// Its name, as the API and the form send it.
    pub fn name(self) -> &'static str {
        match self {
            Topic::Notices => "notices",
            Topic::Tenders => "tenders",
            Topic::Recruitment => "recruitment",
            Topic::Events => "events",
            Topic::Alerts => "alerts",
        }
    }

    /// The topic named `name`.
    pub fn parse(name: &str) -> Option<Topic> {
        Topic::ALL.into_iter().find(|topic| topic.name() == name)
    }

    /// The kind of content it mails.
    pub fn kind(self) -> Kind {
        match self {
            Topic::Notices => Kind::Notices,
            Topic::Tenders => Kind::Tenders,
            Topic::Recruitment => Kind::Recruitment,
            Topic::Events => Kind::Events,
            Topic::Alerts => Kind::Alerts,
        }
    }

    /// The topic of `kind`, if it is one.
    pub fn of_kind(kind: Kind) -> Option<Topic> {
        Topic::ALL.into_iter().find(|topic| topic.kind() == kind)
    }
}

/// How often a subscriber is mailed.
#[cfg_attr(feature = "schema", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Frequency {
    /// A letter for each item, when it appears on the site.
    Immediate,
    /// One letter a day of what appeared (emergency alerts still at once).
    Daily,
}

/// A subscription as the form sends it.
#[cfg_attr(feature = "schema", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SubscriptionRequest {
    /// The address to mail.
    pub email: String,
    /// What to mail (at least one).
    pub topics: Vec<Topic>,
    /// How often.
    pub frequency: Frequency,
    /// The language of the letters (`en`, `hi`).
    pub lang: String,
}

/// What is wrong with a subscription: `email` (`required`, `invalid_email`), `topics`
/// (`required`), `lang` (`invalid`).
///
/// ```
/// use wasm_core::subscriptions::{Frequency, SubscriptionRequest, Topic, subscription_problems};
///
/// let mut request = SubscriptionRequest {
///     email: "sunita@example.in".into(),
///     topics: vec![Topic::Tenders],
///     frequency: Frequency::Daily,
///     lang: "hi".into(),
/// };
/// assert!(subscription_problems(&request).is_empty());
/// request.topics.clear();
/// request.email = "sunita".into();
/// assert_eq!(
///     subscription_problems(&request),
///     [("email", vec!["invalid_email"]), ("topics", vec!["required"])]
/// );
/// ```
pub fn subscription_problems(request: &SubscriptionRequest) -> Problems {
    let mut problems: Problems = Vec::new();
    let email = request.email.trim();
    if email.is_empty() {
        problems.push(("email", vec!["required"]));
    } else if !is_email(email) {
        problems.push(("email", vec!["invalid_email"]));
    }
    if request.topics.is_empty() {
        problems.push(("topics", vec!["required"]));
    }
    if !matches!(request.lang.as_str(), "en" | "hi") {
        problems.push(("lang", vec!["invalid"]));
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_topic_is_a_kind_of_content_and_back() {
        for topic in Topic::ALL {
            assert_eq!(Topic::of_kind(topic.kind()), Some(topic));
            assert_eq!(Topic::parse(topic.name()), Some(topic));
        }
        assert_eq!(Topic::of_kind(Kind::People), None);
    }
}
