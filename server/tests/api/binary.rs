//! The server binary run as an operator runs it, for the tests that need real sockets and a
//! real process: settings from the environment, the printed address, its log, and a stop with
//! SIGTERM.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::Value;

/// A web app folder with the two pages the server needs to start.
pub fn web_dir(root: &Path) -> PathBuf {
    let dir = root.join("web");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("index.html"), "<html lang=\"en\">").unwrap();
    std::fs::write(dir.join("index.hi.html"), "<html lang=\"hi\">").unwrap();
    dir
}

/// How to start the server.
#[derive(Default)]
pub struct Start<'a> {
    /// `SMC_*` settings and other variables.
    pub env: Vec<(&'a str, String)>,
    /// The most file descriptors the process may open (`ulimit -n`).
    pub descriptors: Option<u32>,
    /// The process's umask (`umask 000`: files and folders readable by all unless the server
    /// says otherwise).
    pub umask: Option<&'a str>,
}

/// A running server.
pub struct Server {
    child: Child,
    /// Its address, as it printed it (`127.0.0.1:PORT`).
    pub addr: String,
    /// What it printed before the address.
    pub before: Vec<String>,
    /// Everything it printed, the log included, as it arrives.
    output: Arc<Mutex<String>>,
}

impl Server {
    /// Starts the server on a free port of loopback with `data` and `web`.
    pub fn start(data: &Path, web: &Path, how: &Start<'_>) -> Self {
        let binary = env!("CARGO_BIN_EXE_server");
        let setup: Vec<String> = how
            .descriptors
            .map(|limit| format!("ulimit -n {limit}"))
            .into_iter()
            .chain(how.umask.map(|mask| format!("umask {mask}")))
            .collect();
        let mut command = if setup.is_empty() {
            Command::new(binary)
        } else {
            let mut shell = Command::new("sh");
            let script = format!("{} && exec \"$0\"", setup.join(" && "));
            shell.args(["-c", &script, binary]);
            shell
        };
        command
            .env("SMC_PORT", "0")
            .env("SMC_DATA_DIR", data)
            .env("SMC_WEB_DIR", web)
            .env("RUST_LOG", "warn")
            .env_remove("SMC_ADMIN_PASSWORD")
            .stdout(Stdio::piped());
        for (name, value) in &how.env {
            command.env(name, value);
        }
        let mut child = command.spawn().expect("server starts");
        let stdout = child.stdout.take().expect("stdout");
        let mut reader = BufReader::new(stdout);
        let mut before = Vec::new();
        let addr = loop {
            let mut line = String::new();
            if !matches!(reader.read_line(&mut line), Ok(1..)) {
                let _ = child.kill();
                let _ = child.wait();
                panic!("the server stopped before printing its address: {before:?}");
            }
            if let Some(url) = line.split("http://").nth(1) {
                break url.trim().trim_end_matches('/').to_owned();
            }
            before.push(line.trim_end().to_owned());
        };
        // The rest is read as it comes, so the pipe never fills and the log can be looked at.
        let output = Arc::new(Mutex::new(String::new()));
        let sink = Arc::clone(&output);
        std::thread::spawn(move || {
            let mut rest = reader;
            let mut chunk = [0u8; 4096];
            while let Ok(n @ 1..) = rest.read(&mut chunk) {
                sink.lock()
                    .unwrap()
                    .push_str(&String::from_utf8_lossy(&chunk[..n]));
            }
        });
        Self {
            child,
            addr,
            before,
            output,
        }
    }

    /// What the server has printed since its address.
    pub fn log(&self) -> String {
        self.output.lock().unwrap().clone()
    }

    /// A new connection to the server.
    pub fn connect(&self) -> TcpStream {
        TcpStream::connect(&self.addr).expect("connects")
    }

    /// Whether the process is still running.
    pub fn is_running(&mut self) -> bool {
        self.child.try_wait().unwrap().is_none()
    }

    /// Stops the server with SIGTERM and checks that it exits cleanly.
    pub fn stop(mut self) {
        let killed = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .unwrap();
        assert!(killed.success());
        let status = wait(&mut self.child);
        assert!(status.success(), "{status:?}");
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Waits at most 20 s for `child` to exit.
pub fn wait(child: &mut Child) -> std::process::ExitStatus {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        assert!(Instant::now() < deadline, "the server did not stop");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// `request` sent on `stream`, and everything the server answers until it closes the
/// connection.
pub fn exchange(mut stream: TcpStream, request: &[u8]) -> String {
    stream.write_all(request).unwrap();
    let mut response = Vec::new();
    let _ = stream.read_to_end(&mut response);
    String::from_utf8_lossy(&response).into_owned()
}

/// A connection to `to` from the loopback address `from` (127.0.0.x).
pub fn connect_from(from: &str, to: &str) -> TcpStream {
    let socket = socket2::Socket::new(socket2::Domain::IPV4, socket2::Type::STREAM, None).unwrap();
    let local: std::net::SocketAddr = format!("{from}:0").parse().unwrap();
    socket.bind(&local.into()).unwrap();
    let remote: std::net::SocketAddr = to.parse().unwrap();
    socket.connect(&remote.into()).unwrap();
    socket.into()
}

/// `GET path` on a new connection that the request asks to close.
pub fn get(addr: &str, path: &str) -> String {
    let request = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    exchange(TcpStream::connect(addr).unwrap(), request.as_bytes())
}

/// Reads one answer of a kept-alive connection: its head and a body of its Content-Length.
pub fn read_answer(stream: &mut TcpStream) -> String {
    let mut bytes = Vec::new();
    let mut byte = [0u8; 1];
    while !bytes.ends_with(b"\r\n\r\n") {
        match stream.read(&mut byte) {
            Ok(1) => bytes.push(byte[0]),
            _ => return String::from_utf8_lossy(&bytes).into_owned(),
        }
    }
    let head = String::from_utf8_lossy(&bytes).into_owned();
    let length: usize = head
        .lines()
        .find_map(|line| {
            let (name, value) = line.split_once(':')?;
            name.eq_ignore_ascii_case("content-length")
                .then(|| value.trim().parse().ok())?
        })
        .unwrap_or(0);
    let mut body = vec![0; length];
    stream.read_exact(&mut body).unwrap();
    head + &String::from_utf8_lossy(&body)
}

/// How long until the server closes `stream` (a read gives 0 bytes or an error), waiting at
/// most `limit`; `None` if it is still open then.
pub fn closed_within(stream: &mut TcpStream, limit: Duration) -> Option<Duration> {
    let started = Instant::now();
    stream.set_read_timeout(Some(limit)).unwrap();
    let mut buffer = [0u8; 1024];
    loop {
        match stream.read(&mut buffer) {
            Ok(0) => return Some(started.elapsed()),
            Ok(_) => {}
            Err(error)
                if matches!(
                    error.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) =>
            {
                return None;
            }
            Err(_) => return Some(started.elapsed()),
        }
    }
}

/// `method path` with the session `token` and a JSON `body`: the answer.
pub fn with_token(addr: &str, method: &str, path: &str, token: &str, body: &Value) -> String {
    let body = if body.is_null() {
        String::new()
    } else {
        body.to_string()
    };
    let auth = if token.is_empty() {
        String::new()
    } else {
        format!("Authorization: Bearer {token}\r\n")
    };
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\n{auth}Content-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    exchange(
        std::net::TcpStream::connect(addr).unwrap(),
        request.as_bytes(),
    )
}

/// Signs `username` in with `password` over a new connection: the session's token.
pub fn session_token(addr: &str, username: &str, password: &str) -> String {
    let credentials = serde_json::json!({ "username": username, "password": password });
    let answer = with_token(addr, "POST", "/api/scm-auth/login", "", &credentials);
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    body_json(&answer)["token"]
        .as_str()
        .expect("a token")
        .to_owned()
}

/// The JSON body of `answer` (`null` when it has none).
pub fn body_json(answer: &str) -> Value {
    serde_json::from_str(answer.split_once("\r\n\r\n").map_or("", |(_, body)| body))
        .unwrap_or_default()
}
