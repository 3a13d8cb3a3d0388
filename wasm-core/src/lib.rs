//! Domain logic of the Singrauli Municipal Corporation website.
//!
//! Every module here is plain Rust, tested natively and used by the server as an ordinary
//! library. `bindings` is the only module that knows about JavaScript; it exposes the same
//! functions to the browser when the crate is compiled to WebAssembly.

pub mod bindings;
pub mod i18n;
pub mod lang;
pub mod model;
pub mod phone;
pub mod routes;
pub mod search;
pub mod validate;
