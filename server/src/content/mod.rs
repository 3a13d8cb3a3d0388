//! Publishing: the site's content as it is live (`live.rs`, read by `GET /api/content` and by
//! the rendering of pages) with the facts of the documents it names (`documents.rs`) and the
//! documents that have a page of their own (`shown.rs`), the pages of the lists that grow with
//! the years (`paging.rs`), the steps that change it (`save.rs`:
//! saves, review, restore, archive, each following wasm-core's rules and lifecycle), and who
//! has an item open in the editor (`marks.rs`), and who keeps each item true and when it is due
//! for review (`review.rs`).

pub mod documents;
pub mod live;
pub mod marks;
pub mod paging;
pub mod review;
pub mod save;
pub mod shown;
pub mod texts;

pub use documents::Documents;
pub use live::Live;
pub use marks::EditMarks;
