//! The public figures of citizens' messages: how many were received, how many were answered in
//! the time their category allows, and the median days to a first answer and to a resolution,
//! for the last twelve months in all, by month (of receipt, in India), by category and by ward.
//! Nothing in them is about a person: counts and medians only. The server makes them from the
//! store ([`figures_of`]) for the figures page, which the web app draws with these types.

use serde::{Deserialize, Serialize};

use crate::dates::day_in_india;
use crate::feedback::{CATEGORIES, Feedback, FeedbackStatus};
use crate::validate::moment_seconds;

/// The figures of a set of messages.
#[cfg_attr(feature = "schema", derive(ts_rs::TS))]
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Figures {
    /// Messages received.
    pub received: u32,
    /// Of them, those whose answer was due by now or came: the ones "on time" is counted of.
    pub due: u32,
    /// Of those, answered (a step or a reply) by their due moment.
    pub answered_on_time: u32,
    /// `answered_on_time` of `due`, in whole percent; none when nothing was due.
    pub on_time_percent: Option<u32>,
    /// The median days from receipt to a first answer, to a tenth; none when none was answered.
    pub median_days_to_answer: Option<f64>,
    /// The median days from receipt to resolution, to a tenth; none when none was resolved.
    pub median_days_to_resolve: Option<f64>,
}

/// The figures of one month (`YYYY-MM`, of receipt in India).
#[cfg_attr(feature = "schema", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MonthFigures {
    /// The month.
    pub month: String,
    /// Its figures.
    pub figures: Figures,
}

/// The figures of one category.
#[cfg_attr(feature = "schema", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CategoryFigures {
    /// One of [`CATEGORIES`].
    pub category: String,
    /// Its figures.
    pub figures: Figures,
}

/// The figures of one ward.
#[cfg_attr(feature = "schema", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct WardFigures {
    /// The ward's number.
    pub ward: u32,
    /// Its figures.
    pub figures: Figures,
}

/// The figures page's answer: the twelve months (oldest first), the whole, and the figures by
/// month, by category (every category, in the form's order) and by ward (those named, in order).
#[cfg_attr(feature = "schema", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FeedbackFigures {
    /// The first month counted (`YYYY-MM`).
    pub from: String,
    /// The last, the month of now.
    pub to: String,
    /// All the messages of the twelve months.
    pub total: Figures,
    /// Each month, oldest first.
    pub by_month: Vec<MonthFigures>,
    /// Each category.
    pub by_category: Vec<CategoryFigures>,
    /// Each ward messages named.
    pub by_ward: Vec<WardFigures>,
}

const DAY: f64 = 86_400.0;

/// The month (`YYYY-MM`) `months` before the month of `day` (`YYYY-MM-DD`).
fn month_before(day: &str, months: u32) -> String {
    let year: u32 = day.get(..4).and_then(|y| y.parse().ok()).unwrap_or(1970);
    let month: u32 = day.get(5..7).and_then(|m| m.parse().ok()).unwrap_or(1);
    let index = year * 12 + (month - 1) - months;
    format!("{:04}-{:02}", index / 12, index % 12 + 1)
}

/// The middle of `values`, to a tenth of a day.
fn median_days(mut values: Vec<f64>) -> Option<f64> {
    values.sort_by(f64::total_cmp);
    let middle = values.len() / 2;
    let median = match values.len() {
        0 => return None,
        n if n % 2 == 1 => values[middle],
        _ => f64::midpoint(values[middle - 1], values[middle]),
    };
    Some((median * 10.0).round() / 10.0)
}

/// The figures of `messages` at `now`.
fn figures(messages: &[&Feedback], now: i64) -> Figures {
    let mut figures = Figures::default();
    let (mut to_answer, mut to_resolve) = (Vec::new(), Vec::new());
    for message in messages {
        figures.received += 1;
        let Some(received) = moment_seconds(message.received_at()) else {
            continue;
        };
        let due = message.first_answer_due();
        let answered = message.first_answer_at.as_deref().and_then(moment_seconds);
        if let Some(answered) = answered {
            #[allow(clippy::cast_precision_loss, reason = "seconds of a few years")]
            to_answer.push((answered - received) as f64 / DAY);
        }
        if answered.is_some() || due.is_some_and(|due| due < now) {
            figures.due += 1;
            if answered
                .zip(due)
                .is_some_and(|(answered, due)| answered <= due)
            {
                figures.answered_on_time += 1;
            }
        }
        let resolved = message
            .steps
            .iter()
            .find(|step| step.status == FeedbackStatus::Resolved)
            .and_then(|step| moment_seconds(&step.at));
        if let Some(resolved) = resolved {
            #[allow(clippy::cast_precision_loss, reason = "seconds of a few years")]
            to_resolve.push((resolved - received) as f64 / DAY);
        }
    }
    figures.on_time_percent =
        (figures.due > 0).then(|| (figures.answered_on_time * 100 + figures.due / 2) / figures.due);
    figures.median_days_to_answer = median_days(to_answer);
    figures.median_days_to_resolve = median_days(to_resolve);
    figures
}

/// The figures of `messages` received in the twelve months up to `now` (seconds since 1970).
pub fn figures_of(messages: &[Feedback], now: i64) -> FeedbackFigures {
    let today = day_in_india(now);
    let months: Vec<String> = (0..12)
        .rev()
        .map(|back| month_before(&today, back))
        .collect();
    let month_of = |message: &Feedback| {
        moment_seconds(message.received_at()).map(|at| day_in_india(at)[..7].to_owned())
    };
    let counted: Vec<(&Feedback, String)> = messages
        .iter()
        .filter_map(|message| Some((message, month_of(message)?)))
        .filter(|(_, month)| months.contains(month))
        .collect();
    let of = |keep: &dyn Fn(&Feedback, &str) -> bool| -> Figures {
        let chosen: Vec<&Feedback> = counted
            .iter()
            .filter(|(message, month)| keep(message, month))
            .map(|(message, _)| *message)
            .collect();
        figures(&chosen, now)
    };
    let mut wards: Vec<u32> = counted
        .iter()
        .filter_map(|(message, _)| message.ward)
        .collect();
    wards.sort_unstable();
    wards.dedup();
    FeedbackFigures {
        from: months[0].clone(),
        to: months[11].clone(),
        total: of(&|_, _| true),
        by_month: months
            .iter()
            .map(|month| MonthFigures {
                month: month.clone(),
                figures: of(&|_, of_month| of_month == month),
            })
            .collect(),
        by_category: CATEGORIES
            .iter()
            .map(|category| CategoryFigures {
                category: (*category).to_owned(),
                figures: of(&|message, _| message.category == *category),
            })
            .collect(),
        by_ward: wards
            .into_iter()
            .map(|ward| WardFigures {
                ward,
                figures: of(&|message, _| message.ward == Some(ward)),
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::feedback::FeedbackStep;

    fn message(category: &str, ward: Option<u32>, received: &str) -> Feedback {
        Feedback {
            ward,
            name: Some("Sunita".into()),
            email: Some("sunita@example.in".into()),
            ..Feedback::received(
                "SMC-2222-2222",
                category,
                "A message long enough.",
                received,
            )
        }
    }

    #[test]
    fn a_reopened_message_is_counted_against_the_day_its_first_answer_was_due() {
        let now = moment_seconds("2026-11-29T06:00:00Z").unwrap();
        let mut late = message("water", Some(4), "2026-11-01T04:00:00Z");
        late.answer_by = Some("2026-11-03T04:00:00Z".into());
        late.first_answer_at = Some("2026-11-05T04:00:00Z".into());
        late.steps.push(FeedbackStep {
            status: FeedbackStatus::Resolved,
            at: "2026-11-05T04:00:00Z".into(),
        });
        late.reopen(
            "2026-11-10T04:00:00Z",
            "Still no water.".into(),
            "2026-11-12T04:00:00Z".into(),
        );
        assert_eq!(
            late.answer_due(),
            moment_seconds("2026-11-12T04:00:00Z"),
            "its next answer is due by its reopening's day"
        );
        let figures = figures_of(&[late], now);
        assert_eq!(
            (figures.total.due, figures.total.answered_on_time),
            (1, 0),
            "its first answer came after its first due day"
        );
    }

    #[test]
    fn on_time_medians_and_months_are_counted_and_nothing_personal_is_said() {
        let now = moment_seconds("2026-11-29T06:00:00Z").unwrap();
        let mut quick = message("water", Some(4), "2026-11-01T04:00:00Z");
        quick.answer_by = Some("2026-11-03T04:00:00Z".into());
        quick.first_answer_at = Some("2026-11-02T04:00:00Z".into());
        quick.steps.push(FeedbackStep {
            status: FeedbackStatus::Resolved,
            at: "2026-11-05T04:00:00Z".into(),
        });
        let mut late = message("water", Some(4), "2026-10-01T04:00:00Z");
        late.answer_by = Some("2026-10-03T04:00:00Z".into());
        late.first_answer_at = Some("2026-10-05T04:00:00Z".into());
        let mut waiting = message("streetlights", Some(7), "2026-11-28T04:00:00Z");
        waiting.answer_by = Some("2026-12-01T04:00:00Z".into());
        let overdue = message("roads", None, "2026-06-01T04:00:00Z");
        let too_old = message("water", Some(4), "2025-11-30T04:00:00Z");
        let all = [quick, late, waiting, overdue, too_old];
        let figures = figures_of(&all, now);
        assert_eq!(
            (figures.from.as_str(), figures.to.as_str()),
            ("2025-12", "2026-11")
        );
        assert_eq!(
            figures.total.received, 4,
            "the one of last year is left out"
        );
        assert_eq!(
            figures.total.due, 3,
            "the one still within its time is not counted"
        );
        assert_eq!(figures.total.answered_on_time, 1);
        assert_eq!(figures.total.on_time_percent, Some(33));
        assert_eq!(figures.total.median_days_to_answer, Some(2.5));
        assert_eq!(figures.total.median_days_to_resolve, Some(4.0));
        let november = figures
            .by_month
            .iter()
            .find(|m| m.month == "2026-11")
            .unwrap();
        assert_eq!(november.figures.received, 2);
        assert_eq!(figures.by_month.len(), 12);
        assert_eq!(figures.by_category.len(), CATEGORIES.len());
        let water = &figures.by_category[1];
        assert_eq!(
            (water.category.as_str(), water.figures.on_time_percent),
            ("water", Some(50))
        );
        let wards: Vec<u32> = figures.by_ward.iter().map(|w| w.ward).collect();
        assert_eq!(wards, [4, 7]);
        let text = serde_json::to_string(&figures).unwrap();
        assert!(!text.contains("Sunita") && !text.contains("example.in") && !text.contains("SMC-"));
    }

    #[test]
    fn months_are_counted_back_across_years() {
        assert_eq!(month_before("2026-01-15", 1), "2025-12");
        assert_eq!(month_before("2026-11-29", 11), "2025-12");
        assert_eq!(median_days(vec![]), None);
        assert_eq!(median_days(vec![1.0, 2.0, 10.0]), Some(2.0));
    }
}
