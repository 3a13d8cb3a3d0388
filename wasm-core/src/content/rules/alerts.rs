//! The rules of an alert (`crate::model::alerts`).

use super::newest_first;
use crate::content::{Checker, Content, Facts, Length};
use crate::model::alerts::Alert;
use crate::model::values::Moment;

impl Content for Alert {
    fn check(&self, c: &mut Checker) {
        c.bilingual("message", &self.message, Length::Short);
        if let Some(link) = &self.link {
            c.value("link", link);
        }
        // Left empty, they are filled when the alert is saved (`alerts::fill_defaults`).
        let mut moment = |path, moment: &Moment| {
            if moment.is_empty() {
                return None;
            }
            c.value(path, moment);
            moment.seconds()
        };
        let from = moment("from", &self.from);
        let until = moment("until", &self.until);
        if let (Some(from), Some(until)) = (from, until)
            && until <= from
        {
            c.fail("until", "before_start");
        }
    }

    fn facts(&self) -> Facts {
        Facts {
            label: self.message.en.clone(),
            from: self.from.seconds(),
            until: self.until.seconds(),
            order: newest_first(self.from.get(..10).unwrap_or(""), &self.id),
            ..Facts::default()
        }
    }
}
