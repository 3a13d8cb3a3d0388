//! Drawing the public pages with the store's content, at run time, without ever making a
//! visitor wait for it: the web build's own drawing code runs in a long-lived Node process
//! (`worker.rs`, which speaks `protocol.rs` with `web/src/render/worker.ts`); the drawn pages
//! replace the build's in memory as they arrive (`drawn.rs`); and `schedule.rs` decides what to draw when: every page once at
//! start, then the pages that read a kind of content whenever what visitors see of that kind
//! changes (a save, or the moment an alert starts or ends). A page that fails to draw keeps the
//! last good one, and the failure is logged and reported (`GET /api/drawing`).
//! `docs/architecture.md` says why it is built this way.

pub mod drawn;
pub mod kept;
pub mod protocol;
pub mod queries;
pub mod schedule;
pub mod worker;

pub use drawn::DrawnPages;
pub use queries::QueryPages;
pub use schedule::{Drawing, DrawingStatus};
