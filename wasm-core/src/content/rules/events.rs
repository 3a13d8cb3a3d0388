//! The rules of an event (`crate::model::events`).

use super::schedule::{Schedule, end_of_day_in_india};
use crate::content::{Checker, Content, Facts, Length, join};
use crate::model::events::Event;
use crate::model::kinds::Kind;
use crate::validate::IMAGES_MAX;

impl Event {
    fn schedule(&self) -> Schedule<'_> {
        Schedule::new(
            self.publish_at.as_ref(),
            self.valid_until.as_ref(),
            &self.date,
        )
    }
}

impl Content for Event {
    fn check(&self, c: &mut Checker) {
        c.bilingual("title", &self.title, Length::Short);
        c.bilingual("description", &self.description, Length::Long);
        c.value("date", &self.date);
        if let Some(location) = &self.location {
            c.bilingual("location", location, Length::Short);
        }
        c.count("images", self.images.len(), 0, IMAGES_MAX);
        for (index, image) in self.images.iter().enumerate() {
            c.value(&join("images", &index.to_string()), image);
        }
        self.schedule().check(c);
    }

    fn facts(&self) -> Facts {
        Facts {
            unique: crate::validate::title_keys(&self.title)
                .into_iter()
                .map(|key| ("title", key))
                .collect(),
            over_from: end_of_day_in_india(&self.date),
            ..self
                .schedule()
                .facts(Kind::Events, &self.id, self.title.en.clone())
        }
    }
}
