#!/usr/bin/env bash
# `npm run bench`: sets everything up, builds the release server, then runs every benchmark of
# bench/ in turn, each against the same build. Not part of `npm test`; it stops by itself.
#
# Options are passed to every part: --quick (short loops, a few pages), --check (a missed
# target fails the part). A part that fails does not stop the others; the exit status is
# non-zero if any failed.
source "$(dirname "$0")/lib.sh"

setup_all
step "cargo build --release -p server"
cargo build --release --locked -p server
export SMC_SERVER_BIN="$ROOT/target/release/server"
export SMC_WEB_DIR="$ROOT/web/dist"

failed=()
# run_part NAME COMMAND...: one benchmark, timed as a step; a failure is noted, not fatal.
run_part() {
  local name=$1
  shift
  step "bench: $name"
  "$@" || failed+=("$name")
}

run_part "server load, login under attack, cold start and memory" node bench/load/run.mjs "$@"
run_part "where a sign-in spends its time" node bench/sign-in/run.mjs "$@"
run_part "rendering every page twice or once (the render worker's bundle)" node bench/render/render-once.mjs
run_part "from a save to the page served with it" node bench/publish/run.mjs "$@"
run_part "from a save to the page served with it, five years of content" node bench/publish/run.mjs --five-years "$@"
run_part "the site search in the server, 5,000 documents and 1,000 people" node bench/search/server.mjs "$@"
run_part "reading the text of PDFs, and the legacy Hindi converter" \
  cargo run --release --locked -p pdf-text-bench -- "$@"
run_part "memory and restart with five years of content" node bench/data/footprint.mjs "$@"
run_part "durability (crash loop)" node bench/durability/run.mjs "$@"
run_part "fuzzing" bash bench/fuzz/run.sh "$@"
run_part "the first visit's extra transfer for offline use" node bench/offline/run.mjs
run_part "Lighthouse, every public route in both languages" node bench/lighthouse/run.mjs "$@"
run_part "Lighthouse with five years of content" node bench/lighthouse/run.mjs --five-years "$@"
step_summary
if [ ${#failed[@]} -gt 0 ]; then
  printf '\nfailed: %s\n' "${failed[@]}"
  exit 1
fi
