//! The server behind a real nginx (Debian's, with the proxy settings of
//! `packaging/nginx/proxy.conf`), over real sockets: each citizen is counted by their own
//! address, which the audit log records, and `X-Forwarded-For` is believed only from the
//! trusted proxy. Clients on loopback take addresses of their own (127.0.0.2, 127.0.0.3, …).

use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::binary::{Server, Start, connect_from, exchange, web_dir};
use serde_json::{Value, json};

const PASSWORD: &str = "the proxied admin password";

/// Debian's nginx binary (`npm test` installs the package).
const NGINX: &str = "/usr/sbin/nginx";

/// An nginx on a free port of loopback that hands every request to `upstream` with the
/// product's proxy settings; stopped when dropped.
struct Nginx {
    child: Child,
    addr: String,
}

impl Nginx {
    fn start(dir: &Path, upstream: &str) -> Self {
        assert!(
            Path::new(NGINX).exists(),
            "{NGINX} is missing: install Debian's nginx (npm test does)"
        );
        let proxy = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../packaging/nginx/proxy.conf");
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let temp = |name: &str| dir.join(name).display().to_string();
        let conf = format!(
            "worker_processes 1;\n\
             pid {pid};\n\
             error_log {error} warn;\n\
             events {{ worker_connections 64; }}\n\
             http {{\n\
               access_log off;\n\
               client_body_temp_path {body}; proxy_temp_path {proxy_temp};\n\
               fastcgi_temp_path {fastcgi}; uwsgi_temp_path {uwsgi}; scgi_temp_path {scgi};\n\
               server {{\n\
                 listen 127.0.0.1:{port};\n\
                 location / {{ proxy_pass http://{upstream}; include {proxy}; }}\n\
               }}\n\
             }}\n",
            pid = temp("nginx.pid"),
            error = temp("error.log"),
            body = temp("body"),
            proxy_temp = temp("proxy"),
            fastcgi = temp("fastcgi"),
            uwsgi = temp("uwsgi"),
            scgi = temp("scgi"),
            proxy = proxy.display(),
        );
        let conf_file = dir.join("nginx.conf");
        std::fs::write(&conf_file, conf).unwrap();
        let child = Command::new(NGINX)
            .arg("-p")
            .arg(dir)
            .arg("-e")
            .arg(dir.join("error.log"))
            .arg("-c")
            .arg(&conf_file)
            .args(["-g", "daemon off; master_process off;"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("nginx starts");
        let addr = format!("127.0.0.1:{port}");
        let deadline = Instant::now() + Duration::from_secs(10);
        while TcpStream::connect(&addr).is_err() {
            assert!(
                Instant::now() < deadline,
                "nginx did not listen: {}",
                std::fs::read_to_string(dir.join("error.log")).unwrap_or_default()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        Self { child, addr }
    }
}

impl Drop for Nginx {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// `method path` with a JSON `body` (and `headers`) from `from` to `to`: the status and the body.
fn send(
    from: &str,
    to: &str,
    method: &str,
    path: &str,
    headers: &str,
    body: &Value,
) -> (u16, Value) {
    let body = if body.is_null() {
        String::new()
    } else {
        body.to_string()
    };
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: {to}\r\nContent-Type: application/json\r\n{headers}\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    let answer = exchange(connect_from(from, to), request.as_bytes());
    let status = answer
        .split(' ')
        .nth(1)
        .and_then(|code| code.parse().ok())
        .unwrap_or_else(|| panic!("no answer: {answer:?}"));
    let body = answer.split_once("\r\n\r\n").map_or("", |(_, body)| body);
    (status, serde_json::from_str(body).unwrap_or(Value::Null))
}

/// A citizen's message as the form sends it.
fn feedback() -> Value {
    json!({
        "category": "sanitation",
        "message": "Garbage has not been collected in our lane for a week.",
        "homepage": "",
        "fillMs": 20000
    })
}

fn send_feedback(from: &str, to: &str, forwarded_for: Option<&str>) -> u16 {
    let headers = forwarded_for.map_or(String::new(), |value| {
        format!("X-Forwarded-For: {value}\r\n")
    });
    send(from, to, "POST", "/api/feedback", &headers, &feedback()).0
}

fn sign_in(from: &str, to: &str, username: &str, password: &str) -> (u16, Value) {
    let body = json!({ "username": username, "password": password });
    send(from, to, "POST", "/api/scm-auth/login", "", &body)
}

fn start_server(root: &Path) -> Server {
    let how = Start {
        env: vec![
            ("SMC_ADMIN_PASSWORD", PASSWORD.to_owned()),
            ("SMC_TRUSTED_PROXIES", "127.0.0.1".to_owned()),
        ],
        ..Start::default()
    };
    Server::start(&root.join("data"), &web_dir(root), &how)
}

#[test]
fn behind_nginx_each_citizen_is_counted_and_recorded_by_their_own_address() {
    let root = tempfile::tempdir().unwrap();
    let server = start_server(root.path());
    let nginx = Nginx::start(root.path(), &server.addr);
    let site = nginx.addr.as_str();
    let per_hour = server::submissions::PER_ADDRESS;

    // One citizen's messages use up their own allowance, not the city's.
    for _ in 0..per_hour {
        assert_eq!(send_feedback("127.0.0.2", site, None), 201);
    }
    assert_eq!(send_feedback("127.0.0.2", site, None), 429);
    assert_eq!(
        send_feedback("127.0.0.3", site, None),
        201,
        "another citizen may still write"
    );
    // What a citizen writes into X-Forwarded-For themselves changes nothing: nginx appends the
    // address it saw, and that one counts.
    for n in 1..per_hour {
        assert_eq!(
            send_feedback("127.0.0.3", site, Some(&format!("198.51.100.{n}"))),
            201
        );
    }
    assert_eq!(send_feedback("127.0.0.3", site, Some("198.51.100.99")), 429);

    // Wrong passwords from one address hold back that address, not every staff sign-in.
    for n in 0..server::auth::throttle::FREE_FAILURES {
        let (status, _) = sign_in("127.0.0.4", site, &format!("guess{n}"), "not the password");
        assert_eq!(status, 401);
    }
    assert_eq!(sign_in("127.0.0.4", site, "admin", PASSWORD).0, 429);
    let (status, signed_in) = sign_in("127.0.0.5", site, "admin", PASSWORD);
    assert_eq!(status, 200, "{signed_in}");
    let token = signed_in["token"].as_str().unwrap();

    // The audit log names each one's own address.
    let auth = format!("Authorization: Bearer {token}\r\n");
    let (status, log) = send("127.0.0.5", site, "GET", "/api/audit", &auth, &Value::Null);
    assert_eq!(status, 200, "{log}");
    let entries = log["entries"].as_array().unwrap();
    let address_of = |action: &str| -> Vec<&str> {
        entries
            .iter()
            .filter(|entry| entry["action"] == action)
            .map(|entry| entry["address"].as_str().unwrap_or("none"))
            .collect()
    };
    assert_eq!(address_of("signIn"), ["127.0.0.5"], "{log}");
    let failed = address_of("signInFailed");
    assert_eq!(failed.len(), server::auth::throttle::FREE_FAILURES, "{log}");
    assert!(
        failed.iter().all(|address| *address == "127.0.0.4"),
        "{log}"
    );

    // The answer carries nginx's id of the request (32 hex digits), which the server's log
    // line names too.
    let answer = exchange(
        connect_from("127.0.0.5", site),
        format!("GET /api/health HTTP/1.1\r\nHost: {site}\r\nConnection: close\r\n\r\n").as_bytes(),
    );
    let id = answer
        .lines()
        .find_map(|line| line.strip_prefix("x-request-id: "))
        .unwrap_or_else(|| panic!("no request id: {answer}"));
    assert!(
        id.len() == 32 && id.bytes().all(|b| b.is_ascii_hexdigit()),
        "{id}"
    );

    drop(nginx);
    server.stop();
}

#[test]
fn x_forwarded_for_is_believed_only_from_a_trusted_proxy() {
    let root = tempfile::tempdir().unwrap();
    let server = start_server(root.path());
    let direct = server.addr.as_str();
    let per_hour = server::submissions::PER_ADDRESS;

    // A client that is not a trusted proxy names other addresses in vain.
    for n in 0..per_hour {
        let forged = format!("198.51.100.{n}");
        assert_eq!(send_feedback("127.0.0.6", direct, Some(&forged)), 201);
    }
    assert_eq!(
        send_feedback("127.0.0.6", direct, Some("198.51.100.200")),
        429
    );

    // From the trusted proxy, the client it names counts; an IPv6 client by its /64.
    for n in 1..=per_hour {
        let client = format!("2001:db8:1:2::{n}");
        assert_eq!(send_feedback("127.0.0.1", direct, Some(&client)), 201);
    }
    assert_eq!(
        send_feedback("127.0.0.1", direct, Some("2001:db8:1:2:ffff::9")),
        429
    );
    assert_eq!(
        send_feedback("127.0.0.1", direct, Some("2001:db8:1:3::1")),
        201
    );
    // The proxy's own requests, and the IPv4 clients it names, are each their own.
    assert_eq!(
        send_feedback("127.0.0.1", direct, Some("198.51.100.7")),
        201
    );

    server.stop();
}
