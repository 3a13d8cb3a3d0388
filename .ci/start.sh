#!/usr/bin/env bash
# `npm start`: sets everything up, builds the server and runs the site at
# http://127.0.0.1:8080 (see `target/release/server --help` for the port and data directory).
source "$(dirname "$0")/lib.sh"

setup_all
step "server (release build)"
cargo build --release --locked -p server
step_end
# Two of glibc's memory arenas, as the packaged service has them (packaging/systemd/).
export MALLOC_ARENA_MAX=2
exec target/release/server "$@"
