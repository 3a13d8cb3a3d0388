//! Domain logic of the Singrauli Municipal Corporation website.
//!
//! Every module here is plain Rust, tested natively and used by the server as an ordinary
//! library. `bindings` is the only module that knows about JavaScript; it exposes the same
//! functions to JavaScript when the crate is compiled to WebAssembly with one of the features
//! `site`, `search`, `forms` or `content` (its text format, `bindings::format`, is plain Rust
//! and always compiled).

pub mod bindings;

/// The allocator of the wasm build (see `Cargo.toml`); native builds keep the system one.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

pub mod content;
pub mod cookies;
pub mod dates;
pub mod feedback;
pub mod feedback_figures;
pub mod i18n;
pub mod lang;
pub mod legacy_hindi;
pub mod model;
pub mod next_page;
pub mod phone;
pub mod roles;
pub mod routes;
pub mod script;
pub mod search;
pub mod subscriptions;
pub mod validate;
pub mod workflow;

/// `prefix` followed by `rest`. `[prefix, rest].concat()` says the same but brings the general
/// slice-joining code, about a kilobyte, into every wasm module.
pub(crate) fn prefixed(prefix: &str, rest: &str) -> String {
    let mut text = String::with_capacity(prefix.len() + rest.len());
    text.push_str(prefix);
    text.push_str(rest);
    text
}
