//! The rules of the press gallery (`crate::model::press`).

use super::at;
use crate::content::{Checker, Content, Facts, Length};
use crate::model::press::{MAX_PRESS_IMAGES, PressGallery};

impl Content for PressGallery {
    fn check(&self, c: &mut Checker) {
        c.value("placeholder", &self.placeholder);
        c.count("images", self.images.len(), 1, MAX_PRESS_IMAGES);
        for (index, image) in self.images.iter().enumerate() {
            c.value(&at("images", index, "src"), &image.src);
            c.bilingual(&at("images", index, "alt"), &image.alt, Length::Short);
            for (field, value) in [("width", image.width), ("height", image.height)] {
                if !(1..=10_000).contains(&value) {
                    c.fail(&at("images", index, field), "invalid");
                }
            }
        }
    }

    fn facts(&self) -> Facts {
        Facts::default()
    }
}
