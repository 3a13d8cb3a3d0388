//! The web app's descriptions of the content kinds, generated from their Rust types so the
//! two can never disagree: `web/src/generated/content.ts` (TypeScript types, by ts-rs) and
//! `web/src/generated/content-schema.json` (JSON Schema, by schemars, from which the admin
//! area's editor draws its forms). This test fails when either file is not what the types
//! give; `npm run generate` (which runs it with `SMC_WRITE_GENERATED=1`) writes them anew.

use std::any::TypeId;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;
use std::path::PathBuf;

use schemars::generate::SchemaSettings;
use serde_json::{Map, Value, json};
use ts_rs::{Config, TS, TypeVisitor};
use wasm_core::content::{KindVisitor, person_fields, visit_kinds};
use wasm_core::feedback::{Feedback, FeedbackStatusView, PageFeedbackSummary};
use wasm_core::model::directory::Directory;
use wasm_core::model::item::{ItemMeta, Status};
use wasm_core::model::kinds::{Kind, Shape};
use wasm_core::workflow::Action;

/// Collects the declaration of every type a kind's type uses, once each, by name (ts-rs visits
/// a type's dependencies in no fixed order, so the file lists them alphabetically).
struct Declarations {
    config: Config,
    written: BTreeMap<String, String>,
    ids: BTreeSet<TypeId>,
}

impl TypeVisitor for Declarations {
    fn visit<T: TS + 'static + ?Sized>(&mut self) {
        if !self.ids.insert(TypeId::of::<T>()) {
            return;
        }
        if T::output_path().is_some() {
            let name = T::ident(&self.config);
            if !self.written.contains_key(&name) {
                let docs = T::docs().unwrap_or_default();
                let declaration = format!("{docs}export {}", T::decl(&self.config));
                self.written.insert(name, declaration);
            }
        }
        T::visit_dependencies(self);
    }
}

struct Kinds {
    declarations: Declarations,
    generator: schemars::SchemaGenerator,
    schemas: Map<String, Value>,
    item_types: Vec<(Kind, String)>,
}

impl KindVisitor for Kinds {
    fn visit<T: TS + schemars::JsonSchema + 'static>(&mut self, kind: Kind) {
        self.declarations.visit::<T>();
        let schema = self.generator.subschema_for::<T>();
        self.schemas.insert(
            kind.name().to_owned(),
            json!({
                "shape": match kind.shape() { Shape::Collection => "collection", Shape::Document => "document" },
                "fixed": kind.is_fixed(),
                "archives": kind.has_archive(),
                "changeNotes": kind.has_change_notes(),
                "file": kind.file(),
                "schema": schema,
            }),
        );
        self.item_types
            .push((kind, T::ident(&self.declarations.config)));
    }
}

/// `"a", "b"`: names as the elements of a TypeScript array.
fn quoted<const N: usize>(names: [&str; N]) -> String {
    names.map(|name| format!("\"{name}\"")).join(", ")
}

fn generated(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../web/src/generated")
        .join(name)
}

fn compare_or_write(name: &str, made: &str) {
    let path = generated(name);
    if std::env::var_os("SMC_WRITE_GENERATED").is_some() {
        std::fs::write(&path, made).unwrap();
        return;
    }
    let current = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        current == made,
        "{} is not what the Rust types give: run `npm run generate` and commit the result",
        path.display()
    );
}

#[test]
fn the_web_app_s_content_types_and_schema_are_current() {
    let config = Config::new().with_large_int("number");
    let mut kinds = Kinds {
        declarations: Declarations {
            config,
            written: BTreeMap::new(),
            ids: BTreeSet::new(),
        },
        generator: SchemaSettings::draft2020_12().into_generator(),
        schemas: Map::new(),
        item_types: Vec::new(),
    };
    visit_kinds(&mut kinds);
    kinds.declarations.visit::<Kind>();
    kinds.declarations.visit::<Status>();
    kinds.declarations.visit::<ItemMeta>();
    kinds.declarations.visit::<Action>();
    kinds.declarations.visit::<Feedback>();
    kinds.declarations.visit::<FeedbackStatusView>();
    kinds.declarations.visit::<PageFeedbackSummary>();

    let mut ts = String::from(
        "// Generated from wasm-core's content types (wasm-core/tests/generated.rs): do not edit.\n\
         // `npm run generate` writes it anew after a change to wasm-core/src/model/.\n\n",
    );
    for declaration in kinds.declarations.written.values() {
        ts.push_str(declaration);
        ts.push_str("\n\n");
    }
    ts.push_str("/** The type of each kind's items (or of its one document). */\nexport interface KindTypes {\n");
    for (kind, name) in &kinds.item_types {
        writeln!(ts, "  \"{}\": {name};", kind.name()).unwrap();
    }
    ts.push_str("}\n");
    // Lists the web app needs as values: the audit log's filter offers them.
    write!(
        ts,
        "\n/** Every kind, in the order of wasm-core's `Kind::ALL`. */\n\
         export const KIND_NAMES: readonly Kind[] = [{}];\n\
         \n/** Every action of the audit log, in the order its filter lists them (`Action::ALL`). */\n\
         export const ACTIONS: readonly Action[] = [{}];\n\
         \n/** The longest comment of \"Was this page useful?\" (`validate::PAGE_COMMENT_MAX`): the\n \
         * prompt says it and holds its box to it without the forms' wasm module. */\n\
         export const PAGE_COMMENT_MAX = {};\n",
        quoted(Kind::ALL.map(Kind::name)),
        quoted(Action::ALL.map(Action::name)),
        wasm_core::validate::PAGE_COMMENT_MAX,
    )
    .unwrap();
    compare_or_write("content.ts", &ts);

    let mut definitions = kinds.generator.take_definitions(true);
    mark_directory_fields(&mut definitions);
    let schema = json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "kinds": kinds.schemas,
        "$defs": definitions,
    });
    let mut text = serde_json::to_string_pretty(&schema).unwrap();
    text.push('\n');
    compare_or_write("content-schema.json", &text);
}

/// Gives each of a person's fields that only some directories have an `x-when`: the values of
/// `directory` that use it (the editor shows it only then, as the rules allow it only then).
fn mark_directory_fields(definitions: &mut Map<String, Value>) {
    let properties = definitions["Person"]["properties"]
        .as_object_mut()
        .expect("a person has properties");
    for directory in Directory::ALL {
        for field in person_fields(directory) {
            let when = properties[field]
                .as_object_mut()
                .expect("a field's schema is an object")
                .entry("x-when")
                .or_insert_with(|| json!({"directory": []}));
            when["directory"]
                .as_array_mut()
                .expect("a list of directories")
                .push(json!(directory.id()));
        }
    }
}
