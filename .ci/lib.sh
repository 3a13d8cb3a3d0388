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

# build_wasm_module FEATURE DIR: builds wasm-core with one feature's exports into DIR,
# optimised for size.
build_wasm_module() {
  local feature=$1 dir=$2
  # wasm-pack's own wasm-opt step would use Debian's binaryen 108, which breaks the externref
  # table wasm-bindgen emits; the binaryen npm package (a devDependency) is current.
  wasm-pack --quiet build wasm-core --target bundler --profile wasm --out-dir "$dir" --no-opt \
    -- --features "$feature"
  # The producers and target-features sections only name the tools; no browser reads them.
  node_modules/.bin/wasm-opt -Oz --strip-producers --strip-target-features \
    --enable-bulk-memory --enable-sign-ext --enable-mutable-globals \
    --enable-nontrapping-float-to-int --enable-reference-types --enable-multivalue \
    "wasm-core/$dir/wasm_core_bg.wasm" -o "wasm-core/$dir/wasm_core_bg.opt.wasm"
  mv "wasm-core/$dir/wasm_core_bg.opt.wasm" "wasm-core/$dir/wasm_core_bg.wasm"
  printf 'wasm-core/%s/wasm_core_bg.wasm: %s bytes, %s gzipped\n' "$dir" \
    "$(wc -c < "wasm-core/$dir/wasm_core_bg.wasm")" "$(gzip -9c "wasm-core/$dir/wasm_core_bg.wasm" | wc -c)"
}

# Builds wasm-core's four wasm modules into wasm-core/pkg/: site (every page), search (the
# pages that search), forms (the forms' rules) and content (the content editor). The package
# wasm-core (wasm-core/package.json, wasm-core/js/) loads them through a bundler and in Node.
build_wasm() {
  step "wasm-core -> wasm-core/pkg/{site,search,forms,content}/"
  for feature in site search forms content; do
    build_wasm_module "$feature" "pkg/$feature"
  done
}

# Installs whatever is missing, then builds wasm-core into pkg/ and the web app into web/dist/.
setup_all() {
  ensure_rust_tools
  ensure_npm_packages
  build_wasm
  step "web app -> web/dist/"
  npm run --silent build -w web
}
