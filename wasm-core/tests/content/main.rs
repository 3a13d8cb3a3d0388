//! Loads the real files of `content/` and checks them against their schema (wasm-core's
//! `model`) and the rules of `content/README.md`: one module per data set.

mod common;
mod departments;
mod directory;
mod events;
mod home;
mod i18n;
mod info;
mod kinds;
mod links;
mod profiles;
mod site;
mod tenders;
