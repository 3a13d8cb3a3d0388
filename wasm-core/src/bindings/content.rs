//! The rules of every kind of content, for the admin area's editor, in a wasm module of its
//! own: only the editor loads it (it carries `serde_json`, which the other modules leave out).
//! The server runs the same [`crate::content::check`] on every save.

use serde::Deserialize;
use serde_json::{Value, json};
use wasm_bindgen::prelude::*;

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

/// Checks an item of `kind` (JSON, as a save sends it) against its kind's rules. `references`
/// is JSON `{"designations": [ids], "parties": [ids], "wards": the wards document}`, any of
/// them left out when not known. The answer is JSON `{field path: [codes]}`, as the server's
/// 422 has it under `errors`; `{}` when the item passes.
#[wasm_bindgen(js_name = checkContent)]
pub fn check_content(kind: &str, item: &str, references: &str) -> String {
    let Ok(kind) = serde_json::from_value::<Kind>(Value::String(kind.to_owned())) else {
        return json!({ "": ["unknown_kind"] }).to_string();
    };
    let Ok(item) = serde_json::from_str::<Value>(item) else {
        return json!({ "": ["invalid"] }).to_string();
    };
    let known: KnownReferences = serde_json::from_str(references).unwrap_or_default();
    let refs = References {
        designations: known.designations,
        parties: known.parties,
        wards: known.wards,
    };
    json!(content::problems(kind, item, &refs)).to_string()
}
