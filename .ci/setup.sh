#!/usr/bin/env bash
# Installs whatever is missing (Rust's wasm target, wasm-pack, the matching wasm-bindgen CLI,
# npm packages including binaryen), then builds wasm-core into pkg/ and the web app into
# web/dist/. A second run installs nothing and only rebuilds.
source "$(dirname "$0")/lib.sh"

setup_all
step_summary
