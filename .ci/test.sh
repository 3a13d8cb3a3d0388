#!/usr/bin/env bash
# `npm test`: sets everything up, then runs every check and test.
source "$(dirname "$0")/lib.sh"

setup_all
# Debian's Chromium for the end-to-end tests; fonts-noto-core renders Devanagari; nginx stands in
# front of the server in the tests of the server behind a proxy and of the package, whose units
# systemd-analyze checks; python3-aiosmtpd is the real SMTP server the tests of the site's mail
# send to (bench/lib/smtp-server.py).
apt_install chromium fonts-noto-core nginx systemd openssl python3-aiosmtpd

step "the repository stands on its own (no issue numbers, no documents outside it)"
node .ci/stands-alone.mjs
step "cargo fmt --check"
cargo fmt --all --check
step "cargo clippy -D warnings"
# Every feature: the wasm exports (wasm-core/src/bindings/) exist only under theirs, and no code
# is left out by a feature (nothing in the workspace is built only without one).
cargo clippy --workspace --all-targets --all-features --locked -- -D warnings
step "cargo doc of wasm-core (no broken links; its examples run with cargo test)"
# With every feature, as the clippy run above.
RUSTDOCFLAGS="-D warnings" cargo doc -p wasm-core --no-deps --all-features --locked
step "cargo test"
cargo test --workspace --locked
# The end-to-end tests run target/debug/server, which cargo test has just built for the server's
# own tests (with the features of its tests' dependencies, which change nothing it serves).
test -x "$ROOT/target/debug/server"
# What mostly waits for processes to start and stop (the package, the restore drill) and the web
# unit tests run beside the lint and the short checks, their output kept until they are done.
beside "the Debian package: built, installed, served through nginx with TLS, upgraded, purged" \
  as_root env SMC_SERVER_BIN="$ROOT/target/debug/server" bash packaging/tests/install.sh
beside "restore drill: a backup restored beside the live server shows visitors the same (node --test)" \
  env SMC_SERVER_BIN="$ROOT/target/debug/server" node --test bench/lib/restore-drill.test.mjs
beside "web unit tests (Vitest)" npm run --silent test:unit -w web
step "server launcher of the benches and end-to-end tests (node --test)"
SMC_SERVER_BIN="$ROOT/target/debug/server" node --test bench/lib/server.test.mjs
step "the five-year data set, imported and sent a page at a time (node --test)"
SMC_SERVER_BIN="$ROOT/target/debug/server" node --test bench/data/make.test.mjs
step "wasm-core's JavaScript package: the examples of wasm-core/README.md (node --test)"
node --test wasm-core/js/
step "type check of wasm-core's JavaScript package: its declarations, and the Rust exports it calls"
npm run --silent typecheck -w wasm-core
step "type check of the search benchmark"
npx tsc --noEmit -p bench/search
step "lint and format check"
npm run --silent lint
beside_done
step "end-to-end tests (Playwright, Chromium)"
SMC_SERVER_BIN="$ROOT/target/debug/server" npm run --silent test:e2e -w web
step_summary
