//! The legacy Hindi converter and recogniser on any text: converting never panics, writes at
//! most a few characters for each it reads, keeps the ASCII digits in their order and places
//! every short i and reph it reads; recognising never panics and its two functions agree
//! (`wasm-core/tests/legacy_hindi/properties.rs`, which wasm-core's tests also run, so the
//! properties compile without nightly).
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../wasm-core/tests/legacy_hindi/properties.rs"]
mod properties;

fuzz_target!(|text: &str| properties::check(text));
