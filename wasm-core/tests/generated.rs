//! The web app's descriptions of the content kinds, generated from their Rust types so the
//! two can never disagree: `web/src/generated/content.ts` (TypeScript types, by ts-rs) and
//! `web/src/generated/content-schema.json` (JSON Schema, by schemars, from which the admin
//! area's editor renders its forms). This test fails when either file is not what the types
//! give; `npm run generate` (which runs it with `SMC_WRITE_GENERATED=1`) writes them anew.

use std::any::TypeId;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;
use std::path::PathBuf;

use schemars::generate::SchemaSettings;
use serde_json::{Map, Value, json};
use ts_rs::{Config, TS, TypeVisitor};
use wasm_core::content::largest::{Files, largest};
use wasm_core::content::{KindVisitor, References, person_fields, problems, visit_kinds};
use wasm_core::feedback::{
    CategorySettings, Feedback, FeedbackStatus, FeedbackStatusView, InboxMessage,
    PageFeedbackSummary,
};
use wasm_core::feedback_figures::FeedbackFigures;
use wasm_core::model::directory::Directory;
use wasm_core::model::documents::{DocumentTextAnswer, TextSummary};
use wasm_core::model::events::Category;
use wasm_core::model::item::{ItemMeta, READ_ONLY_FIELDS, Status};
use wasm_core::model::kinds::{Kind, Shape};
use wasm_core::model::list_page::ListPage;
use wasm_core::model::review::{DueItem, ReviewState};
use wasm_core::model::search::{SearchAnswer, SearchGroup};
use wasm_core::subscriptions::{SubscriptionRequest, Topic};
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
                "paged": kind.is_paged(),
                "changeNotes": kind.has_change_notes(),
                "maxBytes": kind.max_bytes(),
                "liveMax": kind.live_max(),
                "file": kind.file(),
                "schema": schema,
            }),
        );
        self.item_types
            .push((kind, T::ident(&self.declarations.config)));
    }
}

/// A category's name as it is sent (its serde name).
fn name_of(value: impl serde::Serialize) -> String {
    match serde_json::to_value(value) {
        Ok(Value::String(name)) => name,
        other => panic!("a value of this enum is sent as its name, not {other:?}"),
    }
}

/// `"a", "b"`: names as the elements of a TypeScript array.
fn quoted<const N: usize>(names: [impl AsRef<str>; N]) -> String {
    names
        .map(|name| format!("\"{}\"", name.as_ref()))
        .join(", ")
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

/// The TypeScript types and the JSON Schema the Rust types give.
fn generate() -> (String, Value) {
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
    kinds.declarations.visit::<ListPage>();
    kinds.declarations.visit::<SearchAnswer>();
    kinds.declarations.visit::<SearchGroup>();
    kinds.declarations.visit::<Action>();
    kinds.declarations.visit::<Feedback>();
    kinds.declarations.visit::<InboxMessage>();
    kinds.declarations.visit::<FeedbackStatusView>();
    kinds.declarations.visit::<PageFeedbackSummary>();
    kinds.declarations.visit::<DocumentTextAnswer>();
    kinds.declarations.visit::<TextSummary>();
    kinds.declarations.visit::<DueItem>();
    kinds.declarations.visit::<ReviewState>();
    kinds.declarations.visit::<SubscriptionRequest>();
    kinds.declarations.visit::<FeedbackFigures>();
    kinds.declarations.visit::<CategorySettings>();

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
    // Lists the web app needs as values: the audit log's filter offers them, the gallery's filter
    // row and the event form the categories, the staff's events and the inbox the statuses.
    write!(
        ts,
        "\n/** Every kind, in the order of wasm-core's `Kind::ALL`. */\n\
         export const KIND_NAMES: readonly Kind[] = [{}];\n\
         \n/** Every action of the audit log, in the order its filter lists them (`Action::ALL`). */\n\
         export const ACTIONS: readonly Action[] = [{}];\n\
         \n/** Every category of events, in the order of the gallery's filter row (`Category::ALL`). */\n\
         export const CATEGORIES: readonly Category[] = [{}];\n\
         \n/** Every status of an item, in its lifecycle's order (`Status::ALL`). */\n\
         export const STATUSES: readonly Status[] = [{}];\n\
         \n/** Every status of a citizen's message, in the order it goes through them\n \
         * (`FeedbackStatus::ALL`). */\n\
         export const FEEDBACK_STATUSES: readonly FeedbackStatus[] = [{}];\n\
         \n/** The longest comment of \"Was this page useful?\" (`validate::PAGE_COMMENT_MAX`): the\n \
         * prompt says it and holds its box to it without the forms' wasm module. */\n\
         export const PAGE_COMMENT_MAX = {};\n\
         \n/** The fields of a stored item that are not its content (`item::READ_ONLY_FIELDS`): a save\n \
         * may send them and the server ignores them, but for a collection item's `id` and the\n \
         * public `changeNote`. */\n\
         export const READ_ONLY_FIELDS: readonly string[] = [{}];\n\
         \n/** Every topic a citizen may subscribe to, in the order the form lists them\n \
         * (`Topic::ALL`). */\n\
         export const TOPICS: readonly Topic[] = [{}];\n",
        quoted(Kind::ALL.map(Kind::name)),
        quoted(Action::ALL.map(Action::name)),
        quoted(Category::ALL.map(name_of)),
        quoted(Status::ALL.map(name_of)),
        quoted(FeedbackStatus::ALL.map(FeedbackStatus::name)),
        wasm_core::validate::PAGE_COMMENT_MAX,
        quoted(READ_ONLY_FIELDS),
        quoted(Topic::ALL.map(Topic::name)),
    )
    .unwrap();
    let mut definitions = kinds.generator.take_definitions(true);
    mark_directory_fields(&mut definitions);
    let schema = json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "kinds": kinds.schemas,
        "$defs": definitions,
    });
    (ts, schema)
}

#[test]
fn the_web_app_s_content_types_and_schema_are_current() {
    let (ts, schema) = generate();
    compare_or_write("content.ts", &ts);
    let mut text = serde_json::to_string_pretty(&schema).unwrap();
    text.push('\n');
    compare_or_write("content-schema.json", &text);
}

/// The schema of `node`, with a `$ref` followed and an optional value's `null` left out.
fn resolved<'a>(schema: &'a Value, node: &'a Value) -> &'a Value {
    if let Some(reference) = node["$ref"].as_str() {
        let name = reference.trim_start_matches("#/$defs/");
        return resolved(schema, &schema["$defs"][name]);
    }
    if let Some(options) = node["anyOf"].as_array()
        && let Some(option) = options.iter().find(|option| option["type"] != "null")
    {
        return resolved(schema, option);
    }
    node
}

/// The schema of the field at `path` (`sections.3.items`) of an item of `kind`.
fn field_schema<'a>(schema: &'a Value, kind: Kind, path: &str) -> &'a Value {
    let mut node = resolved(schema, &schema["kinds"][kind.name()]["schema"]);
    for part in path.split('.') {
        let next = if part.parse::<usize>().is_ok() {
            &node["items"]
        } else {
            &node["properties"][part]
        };
        node = resolved(schema, next);
    }
    node
}

/// Every list of `value` by its path, with its length.
fn lists(value: &Value, path: &str, found: &mut Vec<(String, usize)>) {
    let at = |part: &str| {
        if path.is_empty() {
            part.to_owned()
        } else {
            format!("{path}.{part}")
        }
    };
    match value {
        Value::Array(entries) => {
            found.push((path.to_owned(), entries.len()));
            for (index, entry) in entries.iter().enumerate() {
                lists(entry, &at(&index.to_string()), found);
            }
        }
        Value::Object(fields) => {
            for (name, field) in fields {
                lists(field, &at(name), found);
            }
        }
        _ => {}
    }
}

/// Adds to `found` the path of every list under `node` that has no `maxItems`.
fn unbounded(node: &Value, path: &str, found: &mut Vec<String>) {
    match node {
        Value::Object(fields) => {
            let is_list = node["type"] == "array"
                || node["type"]
                    .as_array()
                    .is_some_and(|types| types.contains(&json!("array")));
            if is_list && !node["maxItems"].is_u64() {
                found.push(path.to_owned());
            }
            for (name, field) in fields {
                unbounded(field, &format!("{path}/{name}"), found);
            }
        }
        Value::Array(entries) => {
            for (index, entry) in entries.iter().enumerate() {
                unbounded(entry, &format!("{path}/{index}"), found);
            }
        }
        _ => {}
    }
}

/// Every list the schema describes has a maximum (`maxItems`), and the schema's bounds of each
/// list are the ones the kind's rules hold it to: the largest item the rules accept has each of
/// its lists at the schema's maximum (one more is `too_many`, a test of wasm-core's own), and
/// emptying a list is `too_few` exactly when the schema says it has a minimum.
/// Files and references a largest item of every kind may name.
fn samples() -> (References, Files<'static>) {
    let files = Files {
        pdf: "/files/notices/a.pdf",
        image: "/images/a.svg",
    };
    let wards = largest(Kind::Wards, &References::default(), files);
    let refs = References {
        designations: vec!["sub-engineer".into()],
        parties: vec!["bjp".into()],
        wards: Some(serde_json::from_value(wards).unwrap()),
    };
    (refs, files)
}

/// A day or a moment that a rule says may not come before another field names that field
/// (`x-after`), so that the editor's message can: set alone to a day long past, a field fails
/// with `before_start` exactly when its schema has an `x-after`, which names a field of the
/// same item.
#[test]
fn a_field_that_may_not_come_before_another_names_it() {
    let (_, schema) = generate();
    let (refs, files) = samples();
    let mut named = 0;
    for kind in Kind::ALL {
        let item = largest(kind, &refs, files);
        let Some(fields) = item.as_object() else {
            continue;
        };
        for name in fields.keys() {
            let node = field_schema(&schema, kind, name);
            let early = match node["x-input"].as_str() {
                Some("date") => "2000-01-01",
                Some("moment") => "2000-01-01T00:00:00Z",
                _ => continue,
            };
            let mut changed = item.clone();
            changed[name] = json!(early);
            let fails = problems(kind, changed, &refs)
                .get(name.as_str())
                .is_some_and(|codes| codes.contains(&"before_start"));
            let label = format!("{} {name}", kind.name());
            let after = node["x-after"].as_str();
            assert_eq!(fails, after.is_some(), "{label}: x-after {after:?}");
            if let Some(other) = after {
                assert!(fields.contains_key(other), "{label}: x-after {other}");
                named += 1;
            }
        }
    }
    assert!(
        named >= 7,
        "notices, tenders, recruitment, events and alerts"
    );
}

#[test]
fn every_list_in_the_schema_has_the_bounds_of_its_rules() {
    let (_, schema) = generate();
    let mut found = Vec::new();
    unbounded(&schema, "", &mut found);
    assert!(found.is_empty(), "lists without a maximum: {found:?}");

    let (refs, files) = samples();
    for kind in Kind::ALL {
        let item = largest(kind, &refs, files);
        let mut found = Vec::new();
        lists(&item, "", &mut found);
        // One list of each field is enough (`sections.0.items` for every section's items).
        let mut seen = BTreeSet::new();
        found.retain(|(path, _)| {
            let field: Vec<&str> = path
                .split('.')
                .map(|part| {
                    if part.parse::<usize>().is_ok() {
                        "*"
                    } else {
                        part
                    }
                })
                .collect();
            seen.insert(field.join("."))
        });
        for (path, length) in found {
            let node = field_schema(&schema, kind, &path);
            let label = format!("{} {path}", kind.name());
            assert_eq!(node["maxItems"].as_u64(), Some(length as u64), "{label}");
            let mut emptied = item.clone();
            let pointer = path
                .split('.')
                .fold(String::new(), |pointer, part| pointer + "/" + part);
            *emptied.pointer_mut(&pointer).unwrap() = json!([]);
            let too_few = problems(kind, emptied, &refs)
                .get(&path)
                .is_some_and(|codes| codes.contains(&"too_few"));
            let minimum = node["minItems"].as_u64().unwrap_or(0);
            assert_eq!(too_few, minimum > 0, "{label}");
            if minimum > 0 {
                assert_eq!(
                    minimum, 1,
                    "{label}: an empty list shows only a minimum of 1"
                );
            }
        }
    }
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
