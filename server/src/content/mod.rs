//! Publishing: the site's content as it is live (`live.rs`, read by `GET /api/content` and by
//! the drawing of pages) and the saves that change it (`save.rs`, the rules every write of
//! content follows: wasm-core's rules of the kind, unique fields, files that exist, versions).

pub mod live;
pub mod save;

pub use live::Live;
