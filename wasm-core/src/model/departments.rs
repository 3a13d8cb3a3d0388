//! `content/departments.json`: the 17 department pages, one record per page of the
//! Departments menu, keyed by the page id of the route table.

use serde::{Deserialize, Serialize};

use super::Bilingual;
use super::values::{Phone, Photo};

/// Most responsibilities of a department: the bulleted list of its page.
pub const RESPONSIBILITIES_MAX: usize = 12;
/// Most assistant staff of a department: each is a card with a photo on its page.
pub const STAFF_MAX: usize = 12;

/// One department page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Department {
    /// The page id of its route (`accounting`, `vehicle-fire`, …).
    pub id: String,
    /// The department's name; the same as the catalog's `page.<id>` in each language.
    pub name: Bilingual,
    /// The head of the department, shown in the head card.
    pub head: DepartmentHead,
    /// What the department does, one paragraph.
    #[cfg_attr(feature = "schema", schemars(extend("x-input" = "multiline")))]
    pub about: Bilingual,
    /// Its responsibilities (six); 1 to [`RESPONSIBILITIES_MAX`].
    #[cfg_attr(feature = "schema", schemars(length(min = 1, max = RESPONSIBILITIES_MAX)))]
    #[cfg_attr(feature = "schema", schemars(extend("x-input" = "multiline")))]
    pub responsibilities: Vec<Bilingual>,
    /// Its assistant staff cards (three); at most [`STAFF_MAX`].
    #[cfg_attr(feature = "schema", schemars(length(max = STAFF_MAX)))]
    pub staff: Vec<StaffMember>,
}

/// The head of a department (name, post, phone, photo path).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct DepartmentHead {
    /// The head's name.
    pub name: Bilingual,
    /// Designation or post.
    pub post: Bilingual,
    /// Office phone, as printed (a `tel:` link on the page).
    pub phone: Phone,
    /// Site path of the photo under `content/public/`.
    pub photo: Photo,
}

/// An assistant staff card (name, position, mobile, image path).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct StaffMember {
    /// The staff member's name.
    pub name: Bilingual,
    /// Position in the department.
    pub position: Bilingual,
    /// Mobile number, as printed (a `tel:` link on the page).
    pub mobile: Phone,
    /// Site path of the image under `content/public/`.
    pub image: Photo,
}
