//! The rules of a notice (`crate::model::notices`).

use super::schedule::Schedule;
use crate::content::{Checker, Content, Facts, Length};
use crate::model::kinds::Kind;
use crate::model::notices::Notice;

impl Notice {
    fn schedule(&self) -> Schedule<'_> {
        Schedule::new(
            self.publish_at.as_ref(),
            self.valid_until.as_ref(),
            &self.date,
        )
    }
}

impl Content for Notice {
    fn check(&self, c: &mut Checker) {
        c.bilingual("title", &self.title, Length::Short);
        c.value("date", &self.date);
        c.value("pdf", &self.pdf);
        self.schedule().check(c);
    }

    fn facts(&self) -> Facts {
        self.schedule()
            .facts(Kind::Notices, &self.id, self.title.en.clone())
    }
}
