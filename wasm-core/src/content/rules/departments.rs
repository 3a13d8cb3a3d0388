//! The rules of a department's page (`crate::model::departments`).

use super::{at, each_bilingual};
use crate::content::{Checker, Content, Facts, Length};
use crate::model::departments::{Department, RESPONSIBILITIES_MAX, STAFF_MAX};
use crate::routes::ROUTES;

impl Content for Department {
    fn check(&self, c: &mut Checker) {
        c.bilingual("name", &self.name, Length::Short);
        c.bilingual("head.name", &self.head.name, Length::Short);
        c.bilingual("head.post", &self.head.post, Length::Short);
        c.value("head.phone", &self.head.phone);
        c.value("head.photo", &self.head.photo);
        c.bilingual("about", &self.about, Length::Long);
        each_bilingual(
            c,
            "responsibilities",
            &self.responsibilities,
            (1, RESPONSIBILITIES_MAX),
            Length::Long,
        );
        c.count("staff", self.staff.len(), 0, STAFF_MAX);
        for (index, member) in self.staff.iter().enumerate() {
            c.bilingual(&at("staff", index, "name"), &member.name, Length::Short);
            c.bilingual(
                &at("staff", index, "position"),
                &member.position,
                Length::Short,
            );
            c.value(&at("staff", index, "mobile"), &member.mobile);
            c.value(&at("staff", index, "image"), &member.image);
        }
    }

    fn facts(&self) -> Facts {
        let position = ROUTES.iter().position(|route| route.page == self.id);
        Facts {
            label: self.name.en.clone(),
            order: format!("{:05}", position.unwrap_or(usize::MAX % 100_000)),
            ..Facts::default()
        }
    }
}
