# Shared by the project's scripts: where we are, how steps are shown and timed, and how a
# missing tool is installed. Every install is skipped when the tool is already there.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
export PATH="$HOME/.cargo/bin:$PATH"
# Playwright drives Debian's Chromium; it must never try to download a browser of its own.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"

STEP_NAMES=()
STEP_SECONDS=()
step_started=""
step_name=""

# step NAME: starts a timed step (and ends the previous one).
step() {
  step_end
  step_name="$*"
  step_started=$SECONDS
  printf '\n==> %s\n' "$step_name"
}

step_end() {
  if [ -n "$step_name" ]; then
    STEP_NAMES+=("$step_name")
    STEP_SECONDS+=($((SECONDS - step_started)))
    step_name=""
  fi
}

# Prints how long each step took; also when a step fails, so that a failed run still shows
# where its time went.
step_summary() {
  step_end
  [ ${#STEP_NAMES[@]} -eq 0 ] && return 0
  printf '\n==> time per step\n'
  for i in "${!STEP_NAMES[@]}"; do
    printf '%6ss  %s\n' "${STEP_SECONDS[$i]}" "${STEP_NAMES[$i]}"
  done
  STEP_NAMES=()
  STEP_SECONDS=()
}
trap step_summary EXIT

BESIDE_NAMES=()
BESIDE_PIDS=()
BESIDE_LOGS=()

# beside NAME COMMAND...: starts a check that leaves a core free most of the time (it waits for
# processes to start and stop, or shares the machine well) in the background, beside the steps
# that follow; its output is kept until `beside_done` shows it with how long it took.
beside() {
  local name=$1 log
  shift
  log=$(mktemp)
  printf '\n==> %s (started, beside the next steps)\n' "$name"
  (
    started=$SECONDS
    status=0
    "$@" || status=$?
    echo $((SECONDS - started)) >"$log.seconds"
    exit "$status"
  ) >"$log" 2>&1 &
  BESIDE_NAMES+=("$name")
  BESIDE_PIDS+=($!)
  BESIDE_LOGS+=("$log")
}

# beside_done: waits for every check `beside` started, shows the output of each, and fails
# when one of them failed.
beside_done() {
  step_end
  local i status failed=0
  for i in "${!BESIDE_PIDS[@]}"; do
    status=0
    wait "${BESIDE_PIDS[$i]}" || status=$?
    printf '\n==> %s: %s\n' "${BESIDE_NAMES[$i]}" "$([ "$status" -eq 0 ] && echo "ended" || echo "FAILED ($status)")"
    cat "${BESIDE_LOGS[$i]}"
    STEP_NAMES+=("${BESIDE_NAMES[$i]} (beside)")
    STEP_SECONDS+=("$(cat "${BESIDE_LOGS[$i]}.seconds" 2>/dev/null || echo "?")")
    rm -f "${BESIDE_LOGS[$i]}" "${BESIDE_LOGS[$i]}.seconds"
    [ "$status" -eq 0 ] || failed=$status
  done
  BESIDE_NAMES=()
  BESIDE_PIDS=()
  BESIDE_LOGS=()
  return "$failed"
}

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# apt_install PACKAGE...: installs the Debian packages that are not installed yet.
apt_install() {
  local missing=()
  for package in "$@"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  step "apt-get install ${missing[*]}"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# The wasm-bindgen version Cargo.lock resolved; the CLI must be exactly this version.
wasm_bindgen_version() {
  awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock
}

ensure_rust_tools() {
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    step "rustup target add wasm32-unknown-unknown"
    rustup target add wasm32-unknown-unknown
  fi
  if ! command -v wasm-pack >/dev/null; then
    step "cargo install wasm-pack"
    cargo install wasm-pack --locked
  fi
  local want have
  want=$(wasm_bindgen_version)
  have=$(wasm-bindgen --version 2>/dev/null | awk '{ print $2 }' || true)
  if [ "$have" != "$want" ]; then
    step "cargo install wasm-bindgen-cli $want"
    # The registry mirror can lack a version the CLI's own lock file names; then resolve afresh.
    cargo install wasm-bindgen-cli --version "$want" --locked ||
      cargo install wasm-bindgen-cli --version "$want"
  fi
}

ensure_npm_packages() {
  if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    step "npm ci"
    npm ci --no-audit --no-fund
  fi
}

# wasm_bindgen_module FEATURE DIR: builds wasm-core with one feature's exports into DIR, not yet
# optimised.
wasm_bindgen_module() {
  local feature=$1 dir=$2
  # wasm-pack's own wasm-opt step would use Debian's binaryen 108, which breaks the externref
  # table wasm-bindgen emits; the binaryen npm package (a devDependency) is current.
  wasm-pack --quiet build wasm-core --target bundler --profile wasm --out-dir "$dir" --no-opt \
    -- --features "$feature"
}

# optimise_wasm_module DIR: makes the module in DIR as small as wasm-opt can, and says its size.
optimise_wasm_module() {
  local dir=$1
  # The producers and target-features sections only name the tools; no browser reads them.
  node_modules/.bin/wasm-opt -Oz --strip-producers --strip-target-features \
    --enable-bulk-memory --enable-sign-ext --enable-mutable-globals \
    --enable-nontrapping-float-to-int --enable-reference-types --enable-multivalue \
    "wasm-core/$dir/wasm_core_bg.wasm" -o "wasm-core/$dir/wasm_core_bg.opt.wasm"
  mv "wasm-core/$dir/wasm_core_bg.opt.wasm" "wasm-core/$dir/wasm_core_bg.wasm"
  printf 'wasm-core/%s/wasm_core_bg.wasm: %s bytes, %s gzipped\n' "$dir" \
    "$(wc -c < "wasm-core/$dir/wasm_core_bg.wasm")" "$(gzip -9c "wasm-core/$dir/wasm_core_bg.wasm" | wc -c)"
}

# Builds wasm-core's four wasm modules into wasm-core/pkg/: content (the content editor), site
# (every page), search (the pages that search) and forms (the forms' rules). The package
# wasm-core (wasm-core/package.json, wasm-core/js/) loads them through a bundler and in Node.
# Each module is optimised while cargo builds the next (cargo builds one at a time, its last
# step on one core), the largest first.
build_wasm() {
  step "wasm-core -> wasm-core/pkg/{site,search,forms,content}/"
  local feature optimising=""
  for feature in content site search forms; do
    wasm_bindgen_module "$feature" "pkg/$feature"
    if [ -n "$optimising" ]; then wait "$optimising"; fi
    optimise_wasm_module "pkg/$feature" &
    optimising=$!
  done
  wait "$optimising"
}

# Installs whatever is missing, then builds wasm-core into pkg/ and the web app into web/dist/.
setup_all() {
  ensure_rust_tools
  ensure_npm_packages
  build_wasm
  step "web app -> web/dist/"
  npm run --silent build -w web
}
