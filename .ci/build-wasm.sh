#!/usr/bin/env bash
# `npm run build:wasm`: rebuilds wasm-core into pkg/ after a change to wasm-core.
source "$(dirname "$0")/lib.sh"

build_wasm
step_summary
