//! Rendering the public pages with the store's content, at run time, without ever making a
//! visitor wait for it: the web build's own rendering code runs in a long-lived Node process
//! (`worker.rs`, which speaks `protocol.rs` with `web/src/render/worker.ts`); the rendered pages
//! replace the build's in memory as they arrive (`rendered.rs`); and `schedule.rs` decides what to
//! render when: every page once at start, then the pages that read a kind of content whenever what
//! visitors see of that kind changes (a save, or the moment an alert starts or ends). A page that
//! fails to render keeps the last good one, and the failure is logged and reported (`GET
//! /api/rendering`). `docs/architecture.md` says why it is built this way.

pub mod kept;
pub mod protocol;
pub mod queries;
pub mod rendered;
pub mod schedule;
pub mod worker;

pub use queries::QueryPages;
pub use rendered::RenderedPages;
pub use schedule::{Rendering, RenderingStatus};
