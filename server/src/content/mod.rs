//! Publishing: the site's content as it is live (`live.rs`, read by `GET /api/content` and by
//! the rendering of pages) with the facts of the documents it names (`documents.rs`) and the
//! documents that have a page of their own (`shown.rs`), the pages of the lists that grow with
//! the years (`paging.rs`), the steps that change it (`save.rs`:
//! saves, review, restore, archive, each following wasm-core's rules and lifecycle), and who
//! has an item open in the editor (`marks.rs`).

pub mod documents;
pub mod live;
pub mod marks;
pub mod paging;
pub mod save;
pub mod shown;

pub use documents::Documents;
pub use live::Live;
pub use marks::EditMarks;

/// Compares `made` with the web app's generated file `name` (`web/src/generated/`), or writes it
/// when `SMC_WRITE_GENERATED` is set (`npm run generate`): the build reads what the server's own
/// code works out, never a copy written by hand.
#[cfg(test)]
pub(crate) fn generated_file(name: &str, made: &str) {
    let path = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../web/src/generated")
        .join(name);
    if std::env::var_os("SMC_WRITE_GENERATED").is_some() {
        std::fs::write(&path, made).unwrap();
        return;
    }
    let current = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        current == made,
        "{} is not what the server's code gives: run `npm run generate` and commit the result",
        path.display()
    );
}
