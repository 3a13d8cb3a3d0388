//! The server binary as an operator runs it: settings from the environment, the printed
//! address, and a clean stop on SIGTERM that leaves the store ready for the next start.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

fn web_dir(root: &Path) -> std::path::PathBuf {
    let dir = root.join("web");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("index.html"), "<html lang=\"en\">").unwrap();
    std::fs::write(dir.join("index.hi.html"), "<html lang=\"hi\">").unwrap();
    dir
}

/// Starts the server on a free port with settings from the environment; returns it and
/// the address it printed.
fn start(data: &Path, web: &Path) -> (Child, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_server"))
        .env("SMC_PORT", "0")
        .env("SMC_DATA_DIR", data)
        .env("SMC_WEB_DIR", web)
        .env("RUST_LOG", "warn")
        .stdout(Stdio::piped())
        .spawn()
        .expect("server starts");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let url = line
        .split("http://")
        .nth(1)
        .expect("the address is printed")
        .trim();
    (child, url.trim_end_matches('/').to_owned())
}

fn get(addr: &str, path: &str) -> String {
    let mut stream = TcpStream::connect(addr).unwrap();
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).unwrap();
    response
}

fn wait(child: &mut Child) -> std::process::ExitStatus {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        assert!(Instant::now() < deadline, "the server did not stop");
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn serves_then_stops_cleanly_on_sigterm_and_starts_again_on_the_same_store() {
    let root = tempfile::tempdir().unwrap();
    let (data, web) = (root.path().join("data"), web_dir(root.path()));
    for _ in 0..2 {
        let (mut server, addr) = start(&data, &web);
        assert!(addr.starts_with("127.0.0.1:"), "{addr}");
        assert!(get(&addr, "/api/health").starts_with("HTTP/1.1 200"));
        assert!(get(&addr, "/nowhere").starts_with("HTTP/1.1 404"));
        let killed = Command::new("kill")
            .args(["-TERM", &server.id().to_string()])
            .status()
            .unwrap();
        assert!(killed.success());
        assert!(
            wait(&mut server).success(),
            "a SIGTERM stop is a clean exit"
        );
    }
    assert!(data.join(server::store::FILE_NAME).exists());
}

#[test]
fn refuses_to_start_without_a_built_web_app() {
    let root = tempfile::tempdir().unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_server"))
        .args(["--port", "0", "--data-dir"])
        .arg(root.path().join("data"))
        .arg("--web-dir")
        .arg(root.path().join("missing"))
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("npm run build"), "{stderr}");
}
