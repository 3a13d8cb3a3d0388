//! The files of `web/src/generated/` that the server's own code works out (its tests write or
//! check them): the seed's facts, and the TypeScript types of the render protocol and the
//! content API's answers.

use ts_rs::{Config, TS};

/// Compares `made` with the web app's generated file `name` (`web/src/generated/`), or writes it
/// when `SMC_WRITE_GENERATED` is set (`npm run generate`): the build reads what the server's own
/// code works out, never a copy written by hand.
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

/// One type's documentation and exported declaration ([`declaration`]).
pub(crate) type Declaration = fn(&Config) -> (Option<String>, String);

/// A TypeScript module: `head` (its opening comment and imports), then each type's documentation
/// and exported declaration, in the order given.
pub(crate) fn typescript(head: &str, declarations: &[Declaration]) -> String {
    let config = Config::new().with_large_int("number");
    let mut ts = String::from(head);
    for declaration in declarations {
        let (docs, declaration) = declaration(&config);
        ts.push_str(&docs.unwrap_or_default());
        ts.push_str("export ");
        ts.push_str(&declaration);
        ts.push_str("\n\n");
    }
    ts.truncate(ts.trim_end().len());
    ts.push('\n');
    ts
}

/// The documentation and declaration of `T`, for [`typescript`].
pub(crate) fn declaration<T: TS>(config: &Config) -> (Option<String>, String) {
    (T::docs(), T::decl(config))
}
