//! The rules of the profiles of the commissioner, the mayor and the chairman
//! (`crate::model::profiles`).

use super::{at, each_bilingual};
use crate::content::{Checker, Content, Facts, Length, join};
use crate::model::profiles::{CAREER_MAX, POSTINGS_MAX, Profiles};

impl Content for Profiles {
    fn check(&self, c: &mut Checker) {
        let p = &self.commissioner;
        for (field, text) in [
            ("name", &p.name),
            ("designation", &p.designation),
            ("service", &p.service),
            ("jurisdiction", &p.jurisdiction),
            ("education", &p.education),
        ] {
            c.bilingual(&join("commissioner", field), text, Length::Short);
        }
        c.bilingual("commissioner.achievement", &p.achievement, Length::Long);
        c.value("commissioner.photo", &p.photo);
        each_bilingual(
            c,
            "commissioner.previousPostings",
            &p.previous_postings,
            (0, POSTINGS_MAX),
            Length::Short,
        );
        let m = &self.mayor;
        c.bilingual("mayor.name", &m.name, Length::Short);
        c.value("mayor.photo", &m.photo);
        c.value("mayor.mobile", &m.mobile);
        c.value("mayor.email", &m.email);
        c.bilingual("mayor.education", &m.education, Length::Short);
        c.count("mayor.career", m.career.len(), 0, CAREER_MAX);
        for (index, step) in m.career.iter().enumerate() {
            c.bilingual(&at("mayor.career", index, "text"), &step.text, Length::Long);
            if !(1900..=2100).contains(&step.year) {
                c.fail(&at("mayor.career", index, "year"), "invalid");
            }
        }
        let h = &self.chairman;
        c.bilingual("chairman.name", &h.name, Length::Short);
        c.value("chairman.photo", &h.photo);
        c.value("chairman.mobile", &h.mobile);
        c.value("chairman.email", &h.email);
        c.bilingual("chairman.education", &h.education, Length::Short);
        each_bilingual(
            c,
            "chairman.career",
            &h.career,
            (0, CAREER_MAX),
            Length::Long,
        );
    }

    fn facts(&self) -> Facts {
        Facts::default()
    }
}
