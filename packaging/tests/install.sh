#!/usr/bin/env bash
# The package as an operator installs it, on this machine (root, Debian 12): built from what
# `npm test` has built, its contents and units checked (systemd-analyze verify), installed with
# apt, the packaged server run as its own user with its settings (what the unit runs: systemd
# is not PID 1 here), nginx in front with the package's site and a throwaway certificate on
# loopback, a smoke test through HTTPS (packaging/tests/smoke.mjs), the staging copy filled with
# the official site's content and served beside it, an upgrade that backs up first, then
# removed and purged. Nothing is left installed.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$ROOT"
BIN="${SMC_SERVER_BIN:-target/debug/server}"

fail() { echo "FAIL: $*" >&2; exit 1; }
[ "$(id -u)" = 0 ] || fail "installing a package needs root"
if dpkg -s smc-website >/dev/null 2>&1; then
  fail "smc-website is installed on this machine already; the test installs and purges its own"
fi

work="$(mktemp -d)"
server_pid=""
staging_pid=""
nginx_pid=""
cleanup() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
  [ -n "$staging_pid" ] && kill "$staging_pid" 2>/dev/null || true
  [ -n "$nginx_pid" ] && kill "$nginx_pid" 2>/dev/null || true
  wait 2>/dev/null || true
  if dpkg -s smc-website >/dev/null 2>&1; then dpkg --purge smc-website >/dev/null || true; fi
  rm -rf /var/backups/smc-website "$work"
}
trap cleanup EXIT
free_port() { node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }

echo "== build: two versions, from the server and web app already built"
deb1="$(bash packaging/build-deb.sh --bin "$BIN" --no-build --gzip --version 0.0.1+test1)"
deb2="$(bash packaging/build-deb.sh --bin "$BIN" --no-build --gzip --version 0.0.2+test2)"

echo "== contents"
dpkg-deb -c "$deb1" | awk '{ print $1, $6 }' > "$work/contents"
for path in ./usr/lib/smc-website/server ./usr/bin/smc-website ./usr/share/smc-website/dist/index.html \
  ./usr/share/smc-website/dist-render/worker.mjs ./usr/share/smc-website/node_modules/react-dom/package.json \
  ./lib/systemd/system/smc-website.service ./lib/systemd/system/smc-website-backup.service \
  ./lib/systemd/system/smc-website-backup.timer ./lib/systemd/system/smc-website@.service \
  ./etc/smc-website/smc.env ./etc/smc-website/staging.env \
  ./etc/nginx/sites-available/smc-website.conf ./etc/nginx/sites-available/smc-website-staging.conf \
  ./etc/nginx/snippets/smc-website-proxy.conf \
  ./etc/logrotate.d/smc-website ./usr/share/doc/smc-website/operations.md; do
  grep -q " $path$" "$work/contents" || fail "the package has no $path"
done
grep -q "^-rwxr-xr-x ./usr/lib/smc-website/server$" "$work/contents" || fail "the server is not executable"
for env in smc staging; do
  grep -q "^-rw-r----- ./etc/smc-website/$env.env$" "$work/contents" || fail "the settings ($env.env) are readable by all"
done
dpkg-deb -f "$deb1" Depends | grep -q "nodejs" || fail "the package does not depend on nodejs"
[ "$(dpkg-deb -f "$deb1" Package)" = smc-website ] || fail "the package's name"

echo "== install"
apt-get install -y -qq --no-install-recommends "$ROOT/$deb1" >/dev/null
id smc-website >/dev/null || fail "no service user"
[ "$(getent passwd smc-website | cut -d: -f7)" != /bin/bash ] || fail "the service user has a login shell"
[ "$(stat -c %a:%U /var/lib/smc-website)" = 700:smc-website ] || fail "the data folder is not the service's alone"
for file in admin-password staging-admin-password; do
  [ "$(stat -c %a:%U:%G "/etc/smc-website/$file")" = 640:root:smc-website ] || fail "the mode of $file"
done
password="$(head -n 1 /etc/smc-website/admin-password)"
[ "${#password}" -ge 12 ] || fail "the generated password is too short"
cmp -s /etc/smc-website/admin-password /etc/smc-website/staging-admin-password \
  && fail "the staging copy's first admin has the official site's password"

echo "== the units"
systemd-analyze verify /lib/systemd/system/smc-website.service /lib/systemd/system/smc-website@staging.service \
  /lib/systemd/system/smc-website-backup.service /lib/systemd/system/smc-website-backup.timer
# The copies' template repeats the service's sandbox: it must not drift from it.
sandbox() { sed -n '/^NoNewPrivileges=/,$p' "$1"; }
[ "$(sandbox /lib/systemd/system/smc-website.service)" = "$(sandbox /lib/systemd/system/smc-website@.service)" ] \
  || fail "smc-website@.service's sandbox is not smc-website.service's"

echo "== configure as an operator: the port, the site's address"
port="$(free_port)"
tls_port="$(free_port)"
http_port="$(free_port)"
metrics_port="$(free_port)"
staging_port="$(free_port)"
sed -i -e "s/^SMC_PORT=.*/SMC_PORT=$port/" -e "s/^SMC_METRICS_LISTEN=.*/SMC_METRICS_LISTEN=127.0.0.1:$metrics_port/" -e "s#^SMC_ORIGIN=.*#SMC_ORIGIN=https://127.0.0.1:$tls_port#" /etc/smc-website/smc.env
sed -i -e "s/^SMC_PORT=.*/SMC_PORT=$staging_port/" -e "s#^SMC_ORIGIN=.*#SMC_ORIGIN=https://staging.smc.example.in:$tls_port#" /etc/smc-website/staging.env

# run_unit UNIT [INSTANCE]: what the unit runs, read from it (its user, its settings, its
# command, its log; `%i` is the instance), in the background until it is ready; its process
# id in $started.
started=""
run_unit() {
  local text exec_start env_line log state port_of
  text="$(sed "s/%i/${2:-}/g" "$1")"
  exec_start="$(sed -n 's/^ExecStart=//p' <<< "$text")"
  env_line="$(sed -n 's/^Environment=//p' <<< "$text")"
  log="$(sed -n 's/^StandardOutput=append://p' <<< "$text")"
  state="/var/lib/$(sed -n 's/^StateDirectory=//p' <<< "$text")"
  local -a vars=(PATH=/usr/sbin:/usr/bin:/sbin:/bin "HOME=$state")
  while IFS= read -r line || [ -n "$line" ]; do
    case "$line" in '' | '#'*) ;; *=*) vars+=("$line") ;; esac
  done < "$(sed -n 's/^EnvironmentFile=//p' <<< "$text")"
  read -r -a more <<< "$env_line"
  vars+=("${more[@]}")
  port_of="$(printf '%s\n' "${vars[@]}" | sed -n 's/^SMC_PORT=//p' | tail -n 1)"
  # What StateDirectory= and LogsDirectory= make.
  install -d -o smc-website -g smc-website -m 0700 "$state"
  install -d -o smc-website -g smc-website -m 0750 "$(dirname "$log")"
  (cd / && umask 077 && exec env -i "${vars[@]}" setpriv --reuid=smc-website --regid=smc-website \
    --init-groups $exec_start >> "$log" 2>&1) &
  started=$!
  for _ in $(seq 1 180); do
    if curl -fsS "http://127.0.0.1:$port_of/api/ready" >/dev/null 2>&1; then return 0; fi
    kill -0 "$started" 2>/dev/null || { tail -20 "$log"; fail "$1 stopped"; }
    sleep 0.5
  done
  tail -20 "$log"
  fail "$1 was not ready within 90 s"
}
start_server() {
  run_unit /lib/systemd/system/smc-website.service
  server_pid=$started
}
start_server
[ "$(ps -o user= -p "$server_pid" | tr -d ' ')" = smc-website ] || fail "the server does not run as its own user"

echo "== nginx with the package's site, a throwaway certificate, on loopback"
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1 \
  -keyout "$work/key.pem" -out "$work/cert.pem" 2>/dev/null
# nginx's workers (not root) make and use the cache folder in here.
chmod 0755 "$work"
mkdir -p "$work/snippets"
ln -s /etc/nginx/snippets/smc-website-proxy.conf "$work/snippets/"
sed -e "s/listen 443 ssl http2;/listen 127.0.0.1:$tls_port ssl http2;/" -e "/listen \[::\]:443/d" \
  -e "s/listen 80;/listen 127.0.0.1:$http_port;/" -e "/listen \[::\]:80;/d" \
  -e "s#/etc/letsencrypt/live/[a-z.]*/fullchain.pem#$work/cert.pem#" \
  -e "s#/etc/letsencrypt/live/[a-z.]*/privkey.pem#$work/key.pem#" \
  -e "s#server 127.0.0.1:8080;#server 127.0.0.1:$port;#" -e "s#server 127.0.0.1:8081;#server 127.0.0.1:$staging_port;#" \
  -e "s#/var/log/nginx/#$work/#" -e "s#/var/cache/nginx/smc-website#$work/cache#" \
  /etc/nginx/sites-available/smc-website.conf /etc/nginx/sites-available/smc-website-staging.conf > "$work/site.conf"
cat > "$work/nginx.conf" <<CONF
worker_processes 1;
pid $work/nginx.pid;
error_log $work/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  client_body_temp_path $work/body; proxy_temp_path $work/proxy;
  fastcgi_temp_path $work/fastcgi; uwsgi_temp_path $work/uwsgi; scgi_temp_path $work/scgi;
  include $work/site.conf;
}
CONF
nginx -t -q -p "$work" -c "$work/nginx.conf" -e "$work/error.log"
nginx -p "$work" -c "$work/nginx.conf" -e "$work/error.log" -g "daemon off;" &
nginx_pid=$!
for _ in $(seq 1 50); do curl -fsk "https://127.0.0.1:$tls_port/api/health" >/dev/null 2>&1 && break; sleep 0.2; done

[ "$(curl -sk --http2 -o /dev/null -w '%{http_version}' "https://127.0.0.1:$tls_port/?lang=en")" = 2 ] \
  || fail "nginx does not speak HTTP/2"

echo "== smoke test through HTTPS"
NODE_EXTRA_CA_CERTS="$work/cert.pem" PATH="/usr/bin:$PATH" \
  node packaging/tests/smoke.mjs "https://127.0.0.1:$tls_port" "http://127.0.0.1:$http_port" "$password" || {
  tail -n 20 "$work/error.log" /var/log/smc-website/server.log

  fail "the smoke test through HTTPS"
}
grep -q '"target":"access"' /var/log/smc-website/server.log || fail "the log has no line of a request"
grep -q '"timeIndia"' /var/log/smc-website/server.log || fail "the log has no India time"
curl -fsS "http://127.0.0.1:$metrics_port/metrics" > "$work/metrics"
grep -q '^smc_saves_total{kind="notices"} 1$' "$work/metrics" || fail "the metrics did not count the save"
grep -q '^smc_feedback_received_total 1$' "$work/metrics" || fail "the metrics did not count the feedback"
grep -q '^smc_rendering_possible 1$' "$work/metrics" || fail "the metrics say the pages cannot be rendered"
grep -q '^smc_render_worker_starts 1$' "$work/metrics" || {
  grep '^smc_' "$work/metrics"
  fail "the metrics do not count the render worker's start"
}
grep -Eq '^smc_rendering_last_seconds 0\.[0-9]+|^smc_rendering_last_seconds [1-9]' "$work/metrics" \
  || fail "the metrics have no rendering time"

echo "== the staging copy: filled with the official site's content, served beside it, never indexed"
install -d -o smc-website -g smc-website -m 0700 "$work/to-staging"
smc-website export "$work/to-staging/content"
smc-website --instance staging import "$work/to-staging/content"
run_unit /lib/systemd/system/smc-website@.service staging
staging_pid=$started
[ -e /var/lib/smc-website-staging/smc.redb ] || fail "the staging copy's store is not its own"
# Its own name, on the same nginx (the throwaway certificate is for 127.0.0.1: -k).
staging() { curl -fsS --resolve "staging.smc.example.in:$tls_port:127.0.0.1" -k "$@"; }
# Its pages are rendered with the imported content within a few seconds of its start.
for _ in $(seq 1 60); do
  staging -D "$work/staging-head" -o "$work/staging-en" "https://staging.smc.example.in:$tls_port/?lang=en"
  grep -q 'Packaged site notice' "$work/staging-en" && break
  sleep 0.5
done
staging -o "$work/staging-hi" "https://staging.smc.example.in:$tls_port/?lang=hi"
grep -qi '^x-robots-tag: noindex, nofollow' "$work/staging-head" || fail "the staging copy may be indexed"
grep -q 'Staging copy: not the official website</strong></p><p lang="hi">' "$work/staging-en" \
  || fail "the staging copy's English page does not say what it is"
grep -q 'स्टेजिंग प्रति: यह आधिकारिक वेबसाइट नहीं है</strong></p><p lang="en">' "$work/staging-hi" \
  || fail "the staging copy's Hindi page does not say what it is"
grep -q 'Packaged site notice' "$work/staging-en" || fail "the staging copy does not show the official site's notice"
pdf="$(ls "$work/to-staging/content/uploads/")"
[ -n "$pdf" ] || fail "the export did not carry the notice's PDF"
staging -o /dev/null "https://staging.smc.example.in:$tls_port/uploads/$pdf" \
  || fail "the staging copy does not have the notice's PDF"
staging "https://staging.smc.example.in:$tls_port/robots.txt" | grep -qx 'Disallow: /' \
  || fail "the staging copy's robots.txt lets search engines in"
curl -fsS "http://127.0.0.1:$port/?lang=en" | grep -q 'staging-copy' && fail "the official site says it is a staging copy"
kill "$staging_pid"; wait "$staging_pid" 2>/dev/null || true; staging_pid=""

echo "== upgrade: a backup first, then the new server on the same data"
apt-get install -y -qq --no-install-recommends "$ROOT/$deb2" >/dev/null
[ "$(dpkg-query -W -f '${Version}' smc-website)" = 0.0.2+test2 ] || fail "not upgraded"
before="$(ls -d /var/backups/smc-website/before-upgrade-from-0.0.1+test1-* | head -n 1)"
[ -d "$before" ] || fail "no backup before the upgrade"
smc-website backup --verify "$before"
kill "$server_pid"; wait "$server_pid" 2>/dev/null || true
start_server
curl -fsS "http://127.0.0.1:$port/?lang=en" | grep -q "Packaged site notice" || fail "the notice did not survive the upgrade"

echo "== remove keeps the data; purge removes it"
kill "$server_pid"; wait "$server_pid" 2>/dev/null || true; server_pid=""
dpkg -r smc-website >/dev/null
[ -e /var/lib/smc-website/smc.redb ] || fail "removing the package lost the data"
[ -e /etc/smc-website/smc.env ] || fail "removing the package lost the settings"
dpkg --purge smc-website >/dev/null
[ ! -e /var/lib/smc-website ] || fail "purging left the data"
[ ! -e /var/lib/smc-website-staging ] || fail "purging left the staging copy's data"
[ ! -e /etc/smc-website ] || fail "purging left the settings"
! id smc-website >/dev/null 2>&1 || fail "purging left the service user"
[ -d /var/backups/smc-website ] || fail "purging removed the backups"
echo "== the package installs, serves through nginx with TLS, upgrades and goes away cleanly"
