#!/usr/bin/env bash
# `npm run build:wasm`: rebuilds wasm-core's wasm modules (wasm-core/pkg/)
# after a change to wasm-core.
source "$(dirname "$0")/lib.sh"

build_wasm
step_summary
