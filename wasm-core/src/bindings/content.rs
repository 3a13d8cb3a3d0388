//! The rules of every kind of content, for the admin area's editor, in a wasm module of its
//! own: only the editor loads it (it carries `serde_json`, which the other modules leave out).
//! The server runs the same [`crate::content::check`] on every save.

use serde::Deserialize;
use serde_json::{Value, json};
use wasm_bindgen::prelude::*;

use crate::content::largest::{Files, largest_json};
use crate::content::{self, References};
use crate::model::directory::Wards;
use crate::model::kinds::Kind;

/// What an item may refer to, as the editor has it from the store.
#[derive(Deserialize, Default)]
#[serde(default)]
struct KnownReferences {
    designations: Vec<String>,
    parties: Vec<String>,
    wards: Option<Wards>,
}

/// The references of `references`, JSON as [`check_content`] takes them.
fn references_of(references: &str) -> References {
    let known: KnownReferences = serde_json::from_str(references).unwrap_or_default();
    References {
        designations: known.designations,
        parties: known.parties,
        wards: known.wards,
    }
}

fn kind_of(kind: &str) -> Option<Kind> {
    serde_json::from_value::<Kind>(Value::String(kind.to_owned())).ok()
}

/// Checks an item of `kind` (JSON, as a save sends it) against its kind's rules. `references`
/// is JSON `{"designations": [ids], "parties": [ids], "wards": the wards document}`, any of
/// them left out when not known. The answer is JSON `{field path: [codes]}`, as the server's
/// 422 has it under `errors`; `{}` when the item passes.
#[wasm_bindgen(js_name = checkContent)]
pub fn check_content(kind: &str, item: &str, references: &str) -> String {
    let Some(kind) = kind_of(kind) else {
        return json!({ "": ["unknown_kind"] }).to_string();
    };
    let Ok(item) = serde_json::from_str::<Value>(item) else {
        return json!({ "": ["invalid"] }).to_string();
    };
    json!(content::problems(kind, item, &references_of(references))).to_string()
}

/// The largest item of `kind` the rules accept (`content::largest`), as JSON: every list at its
/// maximum, every text as long as the kind's size allows, naming the site's files `pdf` and
/// `image`; a person's designation, zone and wards taken from `references` (as
/// [`check_content`] takes them). For the tests that hold the pages showing it to their
/// budgets. `null` for a kind the site does not know.
#[wasm_bindgen(js_name = largestItem)]
pub fn largest_item(kind: &str, references: &str, pdf: &str, image: &str) -> String {
    let Some(kind) = kind_of(kind) else {
        return Value::Null.to_string();
    };
    largest_json(kind, &references_of(references), Files { pdf, image })
}
