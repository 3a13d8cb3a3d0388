#!/usr/bin/env bash
# Builds the Debian package smc-website_<version>_amd64.deb into target/debian/: the server,
# the built web app with its render worker and the few Node packages the worker loads, the
# systemd units, the settings, the nginx site and the logrotate rule (packaging/).
#
#   bash packaging/build-deb.sh                       # release build of everything (npm run package)
#   bash packaging/build-deb.sh --bin target/debug/server --no-build --version 0.1.0+test
#
# --bin takes a server binary already built, --no-build the web app already in web/dist and
# web/dist-render (the tests reuse what `npm test` has built), --version overrides the version
# of server/Cargo.toml, --gzip compresses faster and less than xz (for the tests).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"

bin=""
build=1
version=""
compression=xz
while [ $# -gt 0 ]; do
  case "$1" in
    --bin) bin="$2"; shift 2 ;;
    --no-build) build=0; shift ;;
    --version) version="$2"; shift 2 ;;
    --gzip) compression=gzip; shift ;;
    *) echo "unknown option: $1" >&2; exit 2 ;;
  esac
done
[ -n "$version" ] || version="$(awk -F'"' '/^version = / { print $2; exit }' server/Cargo.toml)"

if [ -z "$bin" ]; then
  cargo build --release --locked -p server
  bin=target/release/server
fi
if [ "$build" = 1 ]; then
  npm run --silent build
fi
for need in "$bin" web/dist/index.html web/dist-render/worker.mjs; do
  [ -e "$need" ] || { echo "missing $need: build it first" >&2; exit 1; }
done

stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
tree="$stage/smc-website"
mkdir -p "$tree/DEBIAN"

# The server, and the command operators run.
install -D -m 0755 "$bin" "$tree/usr/lib/smc-website/server"
install -D -m 0755 packaging/bin/smc-website "$tree/usr/bin/smc-website"
# The web app, and the render worker beside it (the server finds dist-render/ next to dist/),
# with the Node packages its bundle imports (react, react-dom, react-router and theirs).
mkdir -p "$tree/usr/share/smc-website"
cp -r web/dist "$tree/usr/share/smc-website/dist"
cp -r web/dist-render "$tree/usr/share/smc-website/dist-render"
modules="$(node -e '
  const { readFileSync } = require("node:fs");
  const seen = new Set();
  const queue = ["react", "react-dom", "react-router"];
  while (queue.length) {
    const name = queue.pop();
    if (seen.has(name)) continue;
    seen.add(name);
    const manifest = JSON.parse(readFileSync(`node_modules/${name}/package.json`, "utf8"));
    queue.push(...Object.keys(manifest.dependencies ?? {}));
  }
  console.log([...seen].sort().join(" "));
')"
for module in $modules; do
  mkdir -p "$tree/usr/share/smc-website/node_modules/$(dirname "$module")"
  cp -r "node_modules/$module" "$tree/usr/share/smc-website/node_modules/$module"
done
# Units, settings, the nginx site, log rotation, documents.
install -D -m 0644 packaging/systemd/smc-website.service "$tree/lib/systemd/system/smc-website.service"
install -D -m 0644 packaging/systemd/smc-website@.service "$tree/lib/systemd/system/smc-website@.service"
install -D -m 0644 packaging/systemd/smc-website-backup.service "$tree/lib/systemd/system/smc-website-backup.service"
install -D -m 0644 packaging/systemd/smc-website-backup.timer "$tree/lib/systemd/system/smc-website-backup.timer"
install -D -m 0640 packaging/smc.env "$tree/etc/smc-website/smc.env"
install -D -m 0640 packaging/staging.env "$tree/etc/smc-website/staging.env"
install -D -m 0644 packaging/nginx/smc-website.conf "$tree/etc/nginx/sites-available/smc-website.conf"
install -D -m 0644 packaging/nginx/smc-website-staging.conf "$tree/etc/nginx/sites-available/smc-website-staging.conf"
install -D -m 0644 packaging/nginx/proxy.conf "$tree/etc/nginx/snippets/smc-website-proxy.conf"
install -D -m 0644 packaging/logrotate/smc-website "$tree/etc/logrotate.d/smc-website"
install -D -m 0644 docs/operations.md "$tree/usr/share/doc/smc-website/operations.md"
install -D -m 0755 packaging/restore-drill.mjs "$tree/usr/share/smc-website/restore-drill.mjs"

sed "s/@VERSION@/$version/" packaging/debian/control > "$tree/DEBIAN/control"
echo "Installed-Size: $(du -sk --exclude=DEBIAN "$tree" | cut -f1)" >> "$tree/DEBIAN/control"
install -m 0644 packaging/debian/conffiles "$tree/DEBIAN/conffiles"
for script in preinst postinst prerm postrm; do
  install -m 0755 "packaging/debian/$script" "$tree/DEBIAN/$script"
done

mkdir -p target/debian
deb="target/debian/smc-website_${version}_amd64.deb"
dpkg-deb --root-owner-group "-Z$compression" --build "$tree" "$deb" >/dev/null
echo "$deb"
