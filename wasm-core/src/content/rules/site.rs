//! The rules of the site's own facts (`crate::model::site`).

use super::at;
use crate::content::{Checker, Content, Facts, Length};
use crate::model::site::{EMAILS_MAX, HELPLINES_MAX, SOCIAL_LINKS_MAX, SiteInfo};

impl Content for SiteInfo {
    fn check(&self, c: &mut Checker) {
        c.bilingual("name", &self.name, Length::Short);
        c.count("helplines", self.helplines.len(), 1, HELPLINES_MAX);
        for (index, line) in self.helplines.iter().enumerate() {
            c.bilingual(&at("helplines", index, "label"), &line.label, Length::Short);
            c.value(&at("helplines", index, "phone"), &line.phone);
        }
        c.bilingual("helpDeskHours", &self.help_desk_hours, Length::Short);
        c.count("emails", self.emails.len(), 1, EMAILS_MAX);
        for (index, email) in self.emails.iter().enumerate() {
            c.bilingual(&at("emails", index, "label"), &email.label, Length::Short);
            c.value(&at("emails", index, "address"), &email.address);
        }
        c.count("social", self.social.len(), 0, SOCIAL_LINKS_MAX);
        for (index, social) in self.social.iter().enumerate() {
            if !["facebook", "x", "instagram", "youtube"].contains(&social.id.as_str()) {
                c.fail(&at("social", index, "id"), "invalid");
            }
            c.bilingual(&at("social", index, "name"), &social.name, Length::Short);
            c.value(&at("social", index, "url"), &social.url);
        }
    }

    fn facts(&self) -> Facts {
        Facts::default()
    }
}
