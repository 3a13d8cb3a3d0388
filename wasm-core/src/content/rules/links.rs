//! The rules of the important links (`crate::model::links`).

use super::at;
use crate::content::{Checker, Content, Facts, Length};
use crate::model::links::{IMPORTANT_LINKS_MAX, ImportantLinks};

impl Content for ImportantLinks {
    fn check(&self, c: &mut Checker) {
        c.count("links", self.links.len(), 1, IMPORTANT_LINKS_MAX);
        for (index, link) in self.links.iter().enumerate() {
            c.bilingual(&at("links", index, "name"), &link.name, Length::Short);
            c.value(&at("links", index, "url"), &link.url);
        }
    }

    fn facts(&self) -> Facts {
        Facts::default()
    }
}
