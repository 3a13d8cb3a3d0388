//! The rules of the hoarding circular (`crate::model::hoarding`).

use crate::content::{Checker, Content, Facts};
use crate::model::hoarding::{HoardingCircular, is_circular_year};

impl Content for HoardingCircular {
    fn check(&self, c: &mut Checker) {
        c.value("pdf", &self.pdf);
        if self.year.is_empty() {
            c.fail("year", "required");
        } else if !is_circular_year(&self.year) {
            c.fail("year", "invalid_year");
        }
        if let Some(issued) = &self.issued {
            c.value("issued", issued);
        }
    }

    fn facts(&self) -> Facts {
        Facts::default()
    }
}
