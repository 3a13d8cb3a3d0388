//! The JavaScript face of the crate: the only module that knows about wasm-bindgen.
//!
//! Each export is a thin wrapper over a plain Rust module. Only strings, string arrays and
//! numbers cross the boundary: structured answers (routes, navigation) go out as flat string
//! lists that `web/src/lib/` reads back. That keeps serde out of the wasm, which is half the
//! size it would be with it. Names are camelCase for JavaScript.
//!
//! The exports form three wasm modules, one per cargo feature, so that a page downloads only
//! what it uses: `site` (every page: `web/src/lib/wasm.ts`), `search` (the directories and the
//! site search: `web/src/lib/search-index.ts`) and `forms` (the admin pages:
//! `web/src/lib/forms.ts`). `npm run build:wasm` builds each into its own package.
#![allow(
    clippy::needless_pass_by_value,
    reason = "wasm-bindgen hands owned strings and vectors across the boundary"
)]

#[cfg(feature = "content")]
pub mod content;
#[cfg(feature = "forms")]
pub mod forms;
#[cfg(feature = "search")]
pub mod search;
#[cfg(feature = "site")]
pub mod site;
