//! What programs read of the site besides its pages: an Atom feed of each dated kind in each
//! language (`feeds.rs`) and the sitemap (`sitemap.rs`), both showing what visitors see at the
//! moment they ask, with the site's address in their links. Each is made once for its content
//! generation and kept until what is live changes (`made.rs`). Their routes are
//! `site/syndication.rs`.

pub mod feeds;
pub mod made;
pub mod sitemap;
