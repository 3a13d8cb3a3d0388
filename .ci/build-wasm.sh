#!/usr/bin/env bash
# `npm run build:wasm`: rebuilds wasm-core's wasm modules (pkg/, pkg-search/, pkg-forms/, pkg-content/)
# after a change to wasm-core.
source "$(dirname "$0")/lib.sh"

build_wasm
step_summary
