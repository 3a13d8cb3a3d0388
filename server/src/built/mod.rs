//! The built web app held in memory (`files.rs`): every file with its precompressed copies
//! (`encoding.rs`), the HTML pages the build rendered (`pages.rs`), and one file ready to send with
//! the answer that sends it (`asset.rs`). The site (`crate::site`), the pages the server renders
//! (`crate::render`) and the feeds (`crate::syndication`) answer with these.

pub mod asset;
pub mod encoding;
pub mod files;
pub mod pages;

pub use asset::Asset;
pub(crate) use asset::{VARY_FILE, respond};
pub use files::{SiteError, SiteFiles};
pub use pages::PageOf;
