//! The rules of the home page's content (`crate::model::home`).

use super::at;
use crate::content::{Checker, Content, Facts, Length};
use crate::model::home::{Home, RESULT_CARDS_MAX};

impl Content for Home {
    fn check(&self, c: &mut Checker) {
        c.count("results", self.results.len(), 1, RESULT_CARDS_MAX);
        c.distinct("results", self.results.iter().map(|r| r.id.as_str()));
        for (index, card) in self.results.iter().enumerate() {
            c.bilingual(&at("results", index, "title"), &card.title, Length::Short);
            c.bilingual(&at("results", index, "value"), &card.value, Length::Short);
            c.bilingual(&at("results", index, "detail"), &card.detail, Length::Short);
            c.value(&at("results", index, "certificate"), &card.certificate);
        }
        c.value("helpline", &self.helpline);
    }

    fn facts(&self) -> Facts {
        Facts::default()
    }
}
