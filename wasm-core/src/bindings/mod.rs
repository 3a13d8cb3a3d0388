//! The JavaScript face of the crate: the only module that knows about wasm-bindgen.
//!
//! Each export is a thin wrapper over a plain Rust module. Only strings, byte arrays and
//! numbers cross the boundary: structured values (routes, navigation, drafts, problems,
//! limits) travel in the one text format of [`self::format`], with named fields, which the
//! package's JavaScript (`wasm-core/js/`) turns into typed objects. That keeps serde out of
//! the wasm, which is half the size it would be with it. Names are camelCase for JavaScript.
//!
//! The exports form four wasm modules, one per cargo feature, so that a page downloads only
//! what it uses: `site` (every page), `search` (the directories and the site search), `forms`
//! (the forms' rules) and `content` (every kind's rules, for the content editor). `npm run
//! build:wasm` builds each for bundlers and for Node; `wasm-core/README.md` shows their use.
#![allow(
    clippy::needless_pass_by_value,
    reason = "wasm-bindgen hands owned strings and vectors across the boundary"
)]

#[cfg(feature = "content")]
pub mod content;
pub mod format;
#[cfg(feature = "forms")]
pub mod forms;
#[cfg(feature = "search")]
pub mod search;
#[cfg(feature = "site")]
pub mod site;
