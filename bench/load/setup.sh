#!/usr/bin/env bash
# Installs what bench/load needs when it is missing: wrk (the load generator) and nginx (the
# reference server; Debian's nginx-light has gzip_static, which is all the bench uses). With
# --wrk-only (parts that load our server alone), wrk only.
source "$(dirname "${BASH_SOURCE[0]}")/../../.ci/lib.sh"

apt_install wrk
[ "${1:-}" = "--wrk-only" ] && exit 0
# Any of Debian's nginx flavours will do; install the lightest only when none is there.
if ! command -v nginx >/dev/null; then
  apt_install nginx-light
  # Outside a container the package starts a system nginx on port 80; the bench starts its own
  # on a free loopback port and leaves nothing running, so stop the one the install started.
  if [ -s /run/nginx.pid ]; then nginx -s quit || true; fi
fi
if ! nginx -V 2>&1 | grep -q -- --with-http_gzip_static_module; then
  echo "error: this nginx lacks gzip_static; install nginx-light or nginx-full" >&2
  exit 1
fi
