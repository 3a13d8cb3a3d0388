#!/usr/bin/env bash
# Fuzzing of wasm-core (and of the server's bounded reading of PDFs and of their text,
# upload_pdf and pdf_text): builds the cargo-fuzz targets of fuzz/ and runs each for a bounded
# time, then prints runs, coverage and crashes per target and writes bench/fuzz/results.json
# (bench/fuzz/report.mjs).
#
#   bench/fuzz/run.sh [--quick] [--check] [SECONDS]
#
# SECONDS per target (default 60; --quick 10). Installs what is missing: the nightly toolchain,
# cargo-fuzz and a C++ compiler (libFuzzer is C++). Builds into fuzz/target (git-ignored), or
# FUZZ_TARGET_DIR. The committed seeds (fuzz/corpus/<target>) are read only; what a run adds
# goes to a corpus under the target dir, kept between runs so that later runs go deeper.
# A crash stops its target; the crashing input is written to fuzz/artifacts/<target>/ and
# becomes a test in wasm-core/tests/fuzz_regressions.rs. Exits 0 when every target ran (crashes
# or not), 1 with --check when a target crashed, 2 when a target could not run.
source "$(dirname "$0")/../../.ci/lib.sh"

TARGETS=(search_fold search_query search_run validate_event validate_login validate_date
  validate_text legacy_hindi upload_image upload_pdf pdf_text)

seconds=60
quick=false
check=()
for arg in "$@"; do
  case "$arg" in
    --quick) quick=true; seconds=10 ;;
    --check) check=(--check) ;;
    *[!0-9]* | "") echo "usage: $0 [--quick] [--check] [SECONDS]" >&2; exit 2 ;;
    *) explicit_seconds=$arg ;;
  esac
done
seconds=${explicit_seconds:-$seconds}

export FUZZ_TARGET_DIR=${FUZZ_TARGET_DIR:-$ROOT/fuzz/target}
work="$FUZZ_TARGET_DIR/bench"
mkdir -p "$work/logs"

# wasm-core and the server forbid unsafe code, so AddressSanitizer would find nothing Rust
# does not check itself, at about half the speed: no sanitizer, but debug assertions (overflow
# checks) on, as cargo-fuzz builds by default. Builds and runs must agree on these flags.
CARGO_FUZZ=(--fuzz-dir fuzz --target-dir "$FUZZ_TARGET_DIR" --sanitizer none)

ensure_fuzz_tools() {
  if ! rustup toolchain list | grep -q '^nightly'; then
    step "rustup toolchain install nightly"
    rustup toolchain install nightly --profile minimal
  fi
  if ! command -v cargo-fuzz >/dev/null; then
    step "cargo install cargo-fuzz"
    cargo install cargo-fuzz --locked
  fi
  command -v c++ >/dev/null || apt_install g++
}

# fuzz_one TARGET: runs one target for $seconds; its log and exit status go to $work/logs.
fuzz_one() {
  local target=$1 grown="$work/corpus/$1" seeds="fuzz/corpus/$1" dict="fuzz/dict/$1.dict"
  local corpora=("$grown") options=()
  mkdir -p "$grown" "fuzz/artifacts/$target"
  [ -d "$seeds" ] && corpora+=("$seeds")
  [ -f "$dict" ] && options+=("-dict=$dict")
  step "fuzz $target (${seconds} s)"
  # The first corpus directory receives new inputs; the seeds stay as committed.
  local status=0
  # A hang is caught per input by -timeout; the outer timeout only guards against a stuck run.
  timeout $((seconds + 300)) cargo +nightly fuzz run "${CARGO_FUZZ[@]}" \
    "$target" "${corpora[@]}" -- \
    -max_total_time="$seconds" -print_final_stats=1 -timeout=10 -rss_limit_mb=2048 \
    -max_len=4096 "${options[@]}" \
    >"$work/logs/$target.log" 2>&1 || status=$?
  echo "$status" >"$work/logs/$target.status"
  grep -E '^#[0-9]+ +DONE|^==[0-9]+== ERROR|panicked at' "$work/logs/$target.log" | tail -2 || true
}

ensure_fuzz_tools
step "cargo fuzz build (${#TARGETS[@]} targets)"
cargo +nightly fuzz build "${CARGO_FUZZ[@]}"
for target in "${TARGETS[@]}"; do
  fuzz_one "$target"
done
step "report"
status=0
node bench/fuzz/report.mjs --work "$work" --seconds "$seconds" --quick "$quick" "${check[@]}" \
  "${TARGETS[@]}" || status=$?
step_summary
exit "$status"
