//! What the server writes is for its own account alone, whatever the umask it runs with: the
//! data directory, the store, the uploads folder and every uploaded file (the temporary file an
//! upload arrives in too), a backup's folders and files and an export's are folders `0700` and
//! files `0600`; and a data directory made readable by all before is narrowed at start, with
//! one line in the log, without following a link out of it. Against the real binary, started
//! with `umask 000` (so that nothing is narrow by chance).

use std::io::Write;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use serde_json::json;

use crate::backups::{PASSWORD, binary};
use crate::binary::{Server, Start, read_answer, web_dir};
use crate::binary::{body_json, session_token, with_token};

/// Everything under `root` (itself included) but symbolic links, each with its permission
/// bits and whether it is a folder.
fn modes(root: &Path) -> Vec<(PathBuf, u32, bool)> {
    let mut found = Vec::new();
    let mut dirs = vec![root.to_owned()];
    while let Some(dir) = dirs.pop() {
        let metadata = std::fs::symlink_metadata(&dir).unwrap();
        found.push((dir.clone(), metadata.permissions().mode() & 0o7777, true));
        for entry in std::fs::read_dir(&dir).unwrap() {
            let entry = entry.unwrap();
            let kind = entry.file_type().unwrap();
            if kind.is_dir() {
                dirs.push(entry.path());
            } else if kind.is_file() {
                let mode = entry.metadata().unwrap().permissions().mode() & 0o7777;
                found.push((entry.path(), mode, false));
            }
        }
    }
    found
}

/// Every folder under `root` is `0700` and every file `0600`; how many files there are.
fn assert_owner_only(root: &Path) -> usize {
    let found = modes(root);
    let wrong: Vec<String> = found
        .iter()
        .filter(|(_, mode, dir)| *mode != if *dir { 0o700 } else { 0o600 })
        .map(|(path, mode, _)| format!("{} {mode:o}", path.display()))
        .collect();
    assert!(wrong.is_empty(), "not owner-only: {wrong:#?}");
    found.iter().filter(|(_, _, dir)| !dir).count()
}

fn set_mode(path: &Path, mode: u32) {
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
}

/// `server ARGS…` on `data` with `umask 000`; it must succeed.
fn command_with_open_umask(data: &Path, args: &[&str]) {
    let output = std::process::Command::new("sh")
        .args(["-c", "umask 000 && exec \"$0\" \"$@\""])
        .arg(binary().get_program())
        .arg("--data-dir")
        .arg(data)
        .args(args)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
}

/// Uploads a PDF in two halves, and reads the mode of the temporary file it arrives in while
/// the second half is still to come; the mode and the answer.
fn upload_looking_at_the_incoming_file(server: &Server, data: &Path, token: &str) -> (u32, String) {
    let pdf = b"%PDF-1.4\n% a notice\n%%EOF\n";
    let boundary = "XyZ";
    let mut multipart = format!(
        "--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"n.pdf\"\r\n\
         Content-Type: application/pdf\r\n\r\n"
    )
    .into_bytes();
    multipart.extend_from_slice(pdf);
    multipart.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
    let head = format!(
        "POST /api/upload HTTP/1.1\r\nHost: {}\r\nAuthorization: Bearer {token}\r\n\
         Content-Type: multipart/form-data; boundary={boundary}\r\nContent-Length: {}\r\n\r\n",
        server.addr,
        multipart.len()
    );
    // The part's head and the PDF's first bytes: the file is begun, not finished.
    let first = multipart.len() - 20;
    let mut stream = server.connect();
    stream.write_all(head.as_bytes()).unwrap();
    stream.write_all(&multipart[..first]).unwrap();
    let uploads = data.join("uploads");
    let deadline = Instant::now() + Duration::from_secs(10);
    let incoming = loop {
        let found = std::fs::read_dir(&uploads)
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .find(|path| {
                path.file_name()
                    .is_some_and(|name| name.to_string_lossy().starts_with(".incoming-"))
            });
        if let Some(path) = found {
            break path;
        }
        assert!(Instant::now() < deadline, "no temporary file appeared");
        std::thread::sleep(Duration::from_millis(10));
    };
    let mode = std::fs::metadata(&incoming).unwrap().permissions().mode() & 0o7777;
    stream.write_all(&multipart[first..]).unwrap();
    (mode, read_answer(&mut stream))
}

#[test]
fn what_the_server_writes_is_owner_only_whatever_the_umask() {
    let root = tempfile::tempdir().unwrap();
    let (data, web) = (root.path().join("data"), web_dir(root.path()));
    let how = Start {
        env: vec![("SMC_ADMIN_PASSWORD", PASSWORD.to_owned())],
        umask: Some("000"),
        ..Start::default()
    };
    let server = Server::start(&data, &web, &how);
    // A new data directory, its store and its uploads folder.
    assert!(assert_owner_only(&data) >= 1);

    let token = session_token(&server.addr, "admin", PASSWORD);
    let (incoming, answer) = upload_looking_at_the_incoming_file(&server, &data, &token);
    assert_eq!(incoming, 0o600, "the temporary file of an upload");
    assert!(answer.starts_with("HTTP/1.1 201"), "{answer}");
    let url = body_json(&answer)["url"].as_str().unwrap().to_owned();
    let notice = json!({"title": {"en": "Water supply", "hi": "जल आपूर्ति"},
        "date": "2026-11-24", "pdf": url});
    let saved = with_token(
        &server.addr,
        "POST",
        "/api/content/notices",
        &token,
        &notice,
    );
    assert!(saved.starts_with("HTTP/1.1 201"), "{saved}");
    let uploaded = data
        .join("uploads")
        .join(url.trim_start_matches("/uploads/"));
    assert!(uploaded.is_file(), "{}", uploaded.display());
    assert_owner_only(&data);

    // A backup taken and an export written while it runs, and a restore.
    let backup = root.path().join("backup");
    command_with_open_umask(&data, &["backup", backup.to_str().unwrap()]);
    assert_eq!(
        assert_owner_only(&backup),
        3,
        "the store, the uploaded file and the manifest"
    );
    let export = root.path().join("export");
    command_with_open_umask(&data, &["export", export.to_str().unwrap()]);
    assert!(assert_owner_only(&export) > 20, "one file per kind");
    server.stop();
    let restored = root.path().join("restored");
    command_with_open_umask(&restored, &["restore", backup.to_str().unwrap()]);
    assert_eq!(assert_owner_only(&restored), 2);
}

#[test]
fn a_data_directory_readable_by_all_is_made_owner_only_at_start_without_following_links() {
    let root = tempfile::tempdir().unwrap();
    let (data, web) = (root.path().join("data"), web_dir(root.path()));
    Server::start(&data, &web, &Start::default()).stop();
    // As an older server or a copy left it: everything readable by all, a folder of notes, and
    // links to a folder and a file outside.
    std::fs::create_dir(data.join("notes")).unwrap();
    std::fs::write(data.join("notes/readme.txt"), "kept by the operator").unwrap();
    let outside = root.path().join("outside");
    std::fs::create_dir(&outside).unwrap();
    std::fs::write(outside.join("theirs.txt"), "not the server's").unwrap();
    std::os::unix::fs::symlink(&outside, data.join("notes/outside")).unwrap();
    std::os::unix::fs::symlink(outside.join("theirs.txt"), data.join("theirs.txt")).unwrap();
    for (path, _, dir) in modes(&data).into_iter().chain(modes(&outside)) {
        set_mode(&path, if dir { 0o755 } else { 0o644 });
    }
    let (files, folders) =
        modes(&data).iter().fold(
            (0, 0),
            |(f, d), (_, _, dir)| if *dir { (f, d + 1) } else { (f + 1, d) },
        );
    assert!(
        files >= 2 && folders >= 3,
        "{files} files, {folders} folders"
    );

    let server = Server::start(&data, &web, &Start::default());
    let line = format!("data directory: made {files} files and {folders} folders owner-only");
    assert!(
        server.before.iter().any(|printed| printed.contains(&line)),
        "{line}: {:#?}",
        server.before
    );
    assert_owner_only(&data);
    for (path, mode, dir) in modes(&outside) {
        let wide = if dir { 0o755 } else { 0o644 };
        assert_eq!(mode, wide, "{} is outside: left alone", path.display());
    }
    server.stop();
    // Nothing left to change: no line the next time.
    let again = Server::start(&data, &web, &Start::default());
    assert!(
        again
            .before
            .iter()
            .all(|printed| !printed.contains("owner-only")),
        "{:#?}",
        again.before
    );
    again.stop();
}
