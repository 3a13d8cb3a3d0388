//! Content checks of the 17 department pages.

use std::collections::{BTreeMap, BTreeSet};

use wasm_core::model::departments::Department;
use wasm_core::routes::{Menu, NavItem, navigation};

use crate::common::{assert_bilingual, assert_image, assert_phone, load};

fn departments() -> Vec<Department> {
    load("departments.json")
}

/// The page ids of the Departments menu, in menu order.
fn menu_pages() -> Vec<&'static str> {
    navigation()
        .into_iter()
        .find_map(|item| match item {
            NavItem::Menu(Menu::Departments, routes) => {
                Some(routes.iter().map(|r| r.page).collect())
            }
            _ => None,
        })
        .expect("the navigation has a Departments menu")
}

#[test]
fn one_department_per_page_of_the_departments_menu() {
    let ids: Vec<String> = departments().into_iter().map(|d| d.id).collect();
    let unique: BTreeSet<&str> = ids.iter().map(String::as_str).collect();
    assert_eq!(unique.len(), ids.len(), "a department id is repeated");
    let menu: BTreeSet<&str> = menu_pages().into_iter().collect();
    assert_eq!(menu.len(), 17, "the Departments menu has 17 pages");
    assert_eq!(
        unique, menu,
        "departments.json covers exactly the Departments menu"
    );
}

#[test]
fn names_match_the_page_names_of_the_catalogs() {
    let en: BTreeMap<String, String> = load("i18n/en.json");
    let hi: BTreeMap<String, String> = load("i18n/hi.json");
    for d in departments() {
        let key = format!("page.{}", d.id);
        assert_eq!(Some(&d.name.en), en.get(&key), "{}: English name", d.id);
        assert_eq!(Some(&d.name.hi), hi.get(&key), "{}: Hindi name", d.id);
    }
}

#[test]
fn every_department_is_complete_in_both_languages() {
    for d in departments() {
        let id = d.id.as_str();
        assert_bilingual(&format!("{id} name"), &d.name);
        assert_bilingual(&format!("{id} head name"), &d.head.name);
        assert_bilingual(&format!("{id} head post"), &d.head.post);
        assert_phone(&format!("{id} head"), &d.head.phone);
        assert_image(&format!("{id} head photo"), &d.head.photo);
        assert_bilingual(&format!("{id} about"), &d.about);
        assert_eq!(d.responsibilities.len(), 6, "{id}: 6 responsibilities");
        for (i, r) in d.responsibilities.iter().enumerate() {
            assert_bilingual(&format!("{id} responsibility {i}"), r);
        }
        assert_eq!(d.staff.len(), 3, "{id}: 3 assistant staff cards");
        for s in &d.staff {
            let who = format!("{id} staff {}", s.name.en);
            assert_bilingual(&who, &s.name);
            assert_bilingual(&who, &s.position);
            assert_phone(&who, &s.mobile);
            assert_image(&who, &s.image);
        }
    }
}

#[test]
fn every_department_has_its_own_text() {
    let all = departments();
    let mut abouts = BTreeSet::new();
    let mut responsibilities = BTreeSet::new();
    for d in &all {
        assert!(
            abouts.insert(&d.about.en),
            "{}: about repeats another's",
            d.id
        );
        assert!(
            abouts.insert(&d.about.hi),
            "{}: about repeats another's",
            d.id
        );
        for r in &d.responsibilities {
            // No responsibility is copied from another department (or repeated).
            assert!(
                responsibilities.insert(&r.en),
                "{}: responsibility '{}' appears twice",
                d.id,
                r.en
            );
            assert!(
                responsibilities.insert(&r.hi),
                "{}: responsibility '{}' appears twice",
                d.id,
                r.hi
            );
        }
    }
}
