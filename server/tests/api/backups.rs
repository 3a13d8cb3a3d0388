//! Backups, restores, exports and imports of a data directory (`server backup`, `restore`,
//! `export`, `import`): a new store exports exactly the files of `content/`, an import of
//! edited files round-trips and refuses what the rules refuse, a backup taken while the server
//! saves holds every save answered before it began, and a restore puts it back only when told.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::{Value, json};
use server::backups::{export, import};
use server::store::Store;

use crate::binary::{Server, Start, body_json, exchange, get, session_token, web_dir, with_token};

fn content_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../content")
}

/// Every file under `dir` (JSON only), by its path under `dir`.
fn json_files(dir: &Path) -> Vec<(String, String)> {
    let mut found = Vec::new();
    let mut dirs = vec![dir.to_owned()];
    while let Some(current) = dirs.pop() {
        for entry in std::fs::read_dir(&current).unwrap() {
            let path = entry.unwrap().path();
            let name = path.strip_prefix(dir).unwrap().to_str().unwrap().to_owned();
            if path.is_dir() {
                if name != "i18n" && name != "public" {
                    dirs.push(path);
                }
            } else if path.extension().is_some_and(|e| e == "json") {
                found.push((name, std::fs::read_to_string(&path).unwrap()));
            }
        }
    }
    found.sort();
    found
}

#[test]
fn a_new_store_exports_exactly_the_files_of_content_and_an_edited_export_imports_back() {
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("data");
    drop(Store::open(&data).unwrap());
    let out = root.path().join("export");
    let exported = export(&data, &out).unwrap();
    assert_eq!((exported.content, exported.uploads), (26, 0));
    assert_eq!(
        json_files(&out),
        json_files(&content_dir()),
        "content/'s own format"
    );

    let faq_file = out.join("info/faq.json");
    let mut faq: Value =
        serde_json::from_str(&std::fs::read_to_string(&faq_file).unwrap()).unwrap();
    faq["help"]["phone"] = json!("7000000077");
    std::fs::write(
        &faq_file,
        serde_json::to_string_pretty(&faq).unwrap() + "\n",
    )
    .unwrap();
    let notices_file = out.join("notices.json");
    let mut notices: Vec<Value> =
        serde_json::from_str(&std::fs::read_to_string(&notices_file).unwrap()).unwrap();
    notices.pop();
    std::fs::write(
        &notices_file,
        serde_json::to_string_pretty(&notices).unwrap() + "\n",
    )
    .unwrap();

    let imported = import(&out, &data, "2026-11-24T00:00:00Z", "import").unwrap();
    assert!(imported > 300);
    let again = root.path().join("again");
    export(&data, &again).unwrap();
    assert_eq!(
        json_files(&again),
        json_files(&out),
        "what was imported is what is exported"
    );
    let store = Store::open(&data).unwrap();
    let faq = &store.content_items(server_kind("faq")).unwrap()[0].1;
    assert_eq!(faq.version, 2, "a changed item gets its next version");
    assert_eq!(faq.updated_by, "import");
    assert_eq!(
        store.content_items(server_kind("notices")).unwrap().len(),
        11
    );
}

fn server_kind(name: &str) -> wasm_core::model::kinds::Kind {
    wasm_core::model::kinds::Kind::from_name(name).unwrap()
}

#[test]
fn an_import_that_breaks_a_rule_changes_nothing_and_says_where() {
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("data");
    drop(Store::open(&data).unwrap());
    let out = root.path().join("export");
    export(&data, &out).unwrap();
    let people_file = out.join("directory/people.json");
    let mut people: Vec<Value> =
        serde_json::from_str(&std::fs::read_to_string(&people_file).unwrap()).unwrap();
    people[0]["mobile"] = json!("12345");
    std::fs::write(&people_file, serde_json::to_string_pretty(&people).unwrap()).unwrap();
    let error = import(&out, &data, "2026-11-24T00:00:00Z", "import")
        .unwrap_err()
        .to_string();
    assert!(error.contains("directory/people.json"), "{error}");
    assert!(
        error.contains("smc-officer-1") && error.contains("invalid_phone"),
        "{error}"
    );
    let store = Store::open(&data).unwrap();
    let officer = &store.content_items(server_kind("people")).unwrap()[0].1;
    assert_eq!(officer.version, 1, "nothing was imported");
}

pub(crate) const PASSWORD: &str = "the first admin password";

pub(crate) fn binary() -> Command {
    Command::new(env!("CARGO_BIN_EXE_server"))
}

/// Uploads a PDF through the API; its URL.
fn upload(addr: &str, token: &str, n: usize) -> String {
    let pdf = format!("%PDF-1.4\n% notice {n}\n%%EOF\n");
    let boundary = "XyZ";
    let multipart = format!(
        "--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"n{n}.pdf\"\r\n\
         Content-Type: application/pdf\r\n\r\n{pdf}\r\n--{boundary}--\r\n"
    );
    let request = format!(
        "POST /api/upload HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bearer {token}\r\n\
         Content-Type: multipart/form-data; boundary={boundary}\r\nContent-Length: {}\r\n\
         Connection: close\r\n\r\n{multipart}",
        multipart.len()
    );
    let answer = exchange(
        std::net::TcpStream::connect(addr).unwrap(),
        request.as_bytes(),
    );
    body_json(&answer)["url"]
        .as_str()
        .expect("uploaded")
        .to_owned()
}

#[test]
fn a_backup_taken_while_the_server_saves_holds_every_save_answered_before_it_and_restores() {
    let root = tempfile::tempdir().unwrap();
    let (data, web) = (root.path().join("data"), web_dir(root.path()));
    let how = Start {
        env: vec![("SMC_ADMIN_PASSWORD", PASSWORD.to_owned())],
        ..Start::default()
    };
    let server = Server::start(&data, &web, &how);
    let token = session_token(&server.addr, "admin", PASSWORD);

    let save = |n: usize| {
        let pdf = upload(&server.addr, &token, n);
        let notice = json!({"title": {"en": format!("Notice {n}"), "hi": format!("सूचना {n}")},
            "date": "2026-11-24", "pdf": pdf});
        let answer = with_token(
            &server.addr,
            "POST",
            "/api/content/notices",
            &token,
            &notice,
        );
        assert!(answer.starts_with("HTTP/1.1 201"), "{answer}");
        (format!("notice-{n}"), pdf)
    };
    let before: Vec<(String, String)> = (1..=5).map(save).collect();
    // Saves go on while the backup runs.
    let backup_dir = root.path().join("backup");
    let running = binary()
        .args([
            "--data-dir",
            data.to_str().unwrap(),
            "backup",
            backup_dir.to_str().unwrap(),
        ])
        .spawn()
        .unwrap();
    let during: Vec<(String, String)> = (6..=10).map(save).collect();
    let finished = running.wait_with_output().unwrap();
    assert!(finished.status.success());
    assert!(during.len() == 5);

    assert_restore_refused(&data, &backup_dir);
    server.stop();

    let restored = root.path().join("restored");
    let put_back = binary()
        .args([
            "--data-dir",
            restored.to_str().unwrap(),
            "restore",
            backup_dir.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    assert!(
        put_back.status.success(),
        "{}",
        String::from_utf8_lossy(&put_back.stderr)
    );
    let again = Server::start(&restored, &web, &Start::default());
    for (id, pdf) in &before {
        let notice = get(&again.addr, &format!("/api/content/notices/{id}"));
        assert!(
            notice.starts_with("HTTP/1.1 200"),
            "{id} is in the backup: {notice}"
        );
        let file = get(&again.addr, pdf);
        assert!(file.starts_with("HTTP/1.1 200"), "{pdf} is in the backup");
    }
    // A save during the backup is in it with its file, or not at all.
    for (id, pdf) in &during {
        if get(&again.addr, &format!("/api/content/notices/{id}")).starts_with("HTTP/1.1 200") {
            assert!(get(&again.addr, pdf).starts_with("HTTP/1.1 200"), "{pdf}");
        }
    }
    // The backup has no sessions: the old token does not sign in.
    let me = format!(
        "GET /api/scm-auth/me HTTP/1.1\r\nHost: {0}\r\nAuthorization: Bearer {token}\r\nConnection: close\r\n\r\n",
        again.addr
    );
    assert!(
        exchange(
            std::net::TcpStream::connect(&again.addr).unwrap(),
            me.as_bytes()
        )
        .starts_with("HTTP/1.1 401")
    );
}

/// A restore over the running server's store is refused: without `--force`, and with it.
fn assert_restore_refused(data: &Path, backup_dir: &Path) {
    let refused = binary()
        .args([
            "--data-dir",
            data.to_str().unwrap(),
            "restore",
            backup_dir.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("--force"));
    let live = binary()
        .args([
            "--data-dir",
            data.to_str().unwrap(),
            "restore",
            "--force",
            backup_dir.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    assert!(
        !live.status.success(),
        "the running server's store is not replaced"
    );
}

#[test]
fn an_import_lets_go_of_the_uploaded_files_only_the_old_content_named() {
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("data");
    let (name, _) = store_with_uploads(&data);
    let out = root.path().join("export");
    export(&data, &out).unwrap();
    // The same content again: the file is still named and stays.
    import(&out, &data, "2026-11-24T01:00:00Z", "import").unwrap();
    assert!(Store::open(&data).unwrap().upload(name).unwrap().is_some());
    assert!(data.join("uploads").join(name).exists());
    // Without the notice: nothing names the file any more.
    std::fs::copy(content_dir().join("notices.json"), out.join("notices.json")).unwrap();
    import(&out, &data, "2026-11-24T02:00:00Z", "import").unwrap();
    assert_eq!(Store::open(&data).unwrap().upload(name).unwrap(), None);
    assert!(!data.join("uploads").join(name).exists());
}

/// A store whose notice names an uploaded PDF, and which holds a citizen's attachment too.
fn store_with_uploads(data: &std::path::Path) -> (&'static str, &'static str) {
    use server::store::content::StoredItem;
    use server::store::uploads::UploadRecord;

    let (pdf, attachment) = (
        "0123456789abcdef0123456789abcdef.pdf",
        "fedcba9876543210fedcba9876543210.jpg",
    );
    let store = Store::open(data).unwrap();
    let record = |file_name: &str, bytes: u64, feedback: bool| UploadRecord {
        media_type: "application/pdf".into(),
        file_name: file_name.into(),
        bytes,
        uploaded_at: "2026-11-24T00:00:00Z".into(),
        pages: Some(1),
        feedback,
    };
    store
        .add_upload(pdf, &record("ward-sabha.pdf", 9, false))
        .unwrap();
    store
        .add_upload(attachment, &record("pothole.jpg", 4, true))
        .unwrap();
    std::fs::create_dir_all(data.join("uploads")).unwrap();
    std::fs::write(data.join("uploads").join(pdf), "%PDF-1.4\n").unwrap();
    std::fs::write(data.join("uploads").join(attachment), "JPEG").unwrap();
    let notice = json!({"id": "ward-sabha", "title": {"en": "Ward sabha", "hi": "वार्ड सभा"},
        "date": "2026-11-24", "pdf": format!("/uploads/{pdf}"), "new": false});
    store
        .change(|change| {
            change.put_content(
                server_kind("notices"),
                "ward-sabha",
                &StoredItem::first(notice, "2026-11-24T00:00:00Z", "clerk"),
            )
        })
        .unwrap();
    (pdf, attachment)
}

#[test]
fn an_export_carries_the_files_its_content_names_into_another_store() {
    let root = tempfile::tempdir().unwrap();
    let (live, staging) = (root.path().join("live"), root.path().join("staging"));
    let (pdf, attachment) = store_with_uploads(&live);
    let out = root.path().join("export");
    let exported = export(&live, &out).unwrap();
    assert_eq!(exported.uploads, 1);
    assert!(out.join("uploads").join(pdf).is_file());
    assert!(
        !out.join("uploads").join(attachment).exists(),
        "a citizen's attachment is never exported"
    );

    // Into a new store, as a staging copy is filled from the live site.
    drop(Store::open(&staging).unwrap());
    import(&out, &staging, "2026-11-24T01:00:00Z", "import").unwrap();
    let store = Store::open(&staging).unwrap();
    let record = store.upload(pdf).unwrap().expect("the file is recorded");
    assert_eq!(
        (record.file_name.as_str(), record.bytes),
        ("ward-sabha.pdf", 9)
    );
    assert_eq!(
        std::fs::read(staging.join("uploads").join(pdf)).unwrap(),
        b"%PDF-1.4\n"
    );
    assert_eq!(store.upload(attachment).unwrap(), None);
    let notices = store.content_items(server_kind("notices")).unwrap();
    assert!(notices.iter().any(|(id, _)| id == "ward-sabha"));
    drop(store);
    // Again: the file is there already and stays.
    import(&out, &staging, "2026-11-24T02:00:00Z", "import").unwrap();
    assert!(
        Store::open(&staging)
            .unwrap()
            .upload(pdf)
            .unwrap()
            .is_some()
    );
}

#[test]
fn an_exported_file_that_is_not_what_was_recorded_imports_nothing() {
    let root = tempfile::tempdir().unwrap();
    let (live, staging) = (root.path().join("live"), root.path().join("staging"));
    let (pdf, _) = store_with_uploads(&live);
    let out = root.path().join("export");
    export(&live, &out).unwrap();
    std::fs::write(out.join("uploads").join(pdf), "%PDF-1.4\n%%EOF\n").unwrap();
    drop(Store::open(&staging).unwrap());
    let error = import(&out, &staging, "2026-11-24T01:00:00Z", "import")
        .unwrap_err()
        .to_string();
    assert!(
        error.contains("uploads.json") && error.contains(pdf),
        "{error}"
    );
    let store = Store::open(&staging).unwrap();
    assert_eq!(store.upload(pdf).unwrap(), None);
    assert!(!staging.join("uploads").join(pdf).exists());
    let notices = store.content_items(server_kind("notices")).unwrap();
    assert!(!notices.iter().any(|(id, _)| id == "ward-sabha"));
    drop(store);

    // Without the file at all, the import names the item that needs it.
    std::fs::remove_file(out.join("uploads").join(pdf)).unwrap();
    std::fs::remove_file(out.join("uploads.json")).unwrap();
    let error = import(&out, &staging, "2026-11-24T01:00:00Z", "import")
        .unwrap_err()
        .to_string();
    assert!(
        error.contains("ward-sabha") && error.contains("has not"),
        "{error}"
    );
}

#[test]
fn a_backup_after_a_crash_says_to_start_the_server_once_and_then_works() {
    let root = tempfile::tempdir().unwrap();
    let (data, web) = (root.path().join("data"), web_dir(root.path()));
    let server = Server::start(&data, &web, &Start::default());
    // Killed, as a power cut would: the store is left to be repaired at the next start.
    drop(server);
    let backup = |name: &str| {
        binary()
            .args([
                "--data-dir",
                data.to_str().unwrap(),
                "backup",
                root.path().join(name).to_str().unwrap(),
            ])
            .output()
            .unwrap()
    };
    let refused = backup("first");
    assert!(!refused.status.success());
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(
        said.contains("not closed cleanly") && said.contains("start the server once"),
        "{said}"
    );
    Server::start(&data, &web, &Start::default()).stop();
    let taken = backup("second");
    assert!(
        taken.status.success(),
        "{}",
        String::from_utf8_lossy(&taken.stderr)
    );
}

/// How a rotated backup's folder is named: its moment in UTC.
const NAME: &str = "%Y-%m-%dT%H%M%SZ";

/// `server backup …args` on `data`: whether it succeeded, and what it printed.
fn backup_command(data: &Path, args: &[&str]) -> (bool, String) {
    let output = binary()
        .args(["--data-dir", data.to_str().unwrap(), "backup"])
        .args(args)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&output.stdout).into_owned()
        + &String::from_utf8_lossy(&output.stderr);
    (output.status.success(), text)
}

/// The backup folders of `root`, by name.
fn backup_names(root: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(root)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// A server on a data directory in `root` whose content has two notices with a PDF each.
fn server_with_two_notices(root: &Path) -> (Server, PathBuf) {
    let (data, web) = (root.join("data"), web_dir(root));
    let how = Start {
        env: vec![("SMC_ADMIN_PASSWORD", PASSWORD.to_owned())],
        ..Start::default()
    };
    let server = Server::start(&data, &web, &how);
    let token = session_token(&server.addr, "admin", PASSWORD);
    for n in 1..=2 {
        let pdf = upload(&server.addr, &token, n);
        let notice = json!({"title": {"en": format!("Notice {n}"), "hi": format!("सूचना {n}")},
            "date": "2026-11-24", "pdf": pdf});
        let answer = with_token(
            &server.addr,
            "POST",
            "/api/content/notices",
            &token,
            &notice,
        );
        assert!(answer.starts_with("HTTP/1.1 201"), "{answer}");
    }
    (server, data)
}

#[test]
fn the_daily_backup_is_rotated_thinned_and_copied_off_the_machine() {
    let root = tempfile::tempdir().unwrap();
    let (server, data) = server_with_two_notices(root.path());

    // Backups of the 40 days before, one left unfinished, and a folder of the operator's own.
    let backups = root.path().join("backups");
    std::fs::create_dir_all(&backups).unwrap();
    let since = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap();
    let today = chrono::DateTime::from_timestamp(i64::try_from(since.as_secs()).unwrap(), 0)
        .unwrap()
        .naive_utc();
    let day_before = |days: i64| {
        (today - chrono::Duration::days(days))
            .date()
            .and_hms_opt(3, 30, 0)
            .unwrap()
    };
    let earlier: Vec<String> = (1..=40)
        .map(|days| day_before(days).format(NAME).to_string())
        .collect();
    for name in &earlier {
        std::fs::create_dir(backups.join(name)).unwrap();
    }
    let unfinished = format!("{}.partial", day_before(41).format(NAME));
    std::fs::create_dir(backups.join(unfinished)).unwrap();
    std::fs::create_dir(backups.join("notes")).unwrap();

    // While the server runs: a dated backup, the old ones thinned, then the operator's command.
    let offsite = root.path().join("offsite");
    std::fs::create_dir(&offsite).unwrap();
    let copy = format!("cp -r \"$SMC_BACKUP\" '{}'/", offsite.display());
    let (ok, text) = backup_command(
        &data,
        &[
            "--rotate",
            backups.to_str().unwrap(),
            "--after-backup",
            &copy,
        ],
    );
    assert!(ok, "{text}");
    assert!(
        text.contains("2 uploaded file(s)") && text.contains("the command after it succeeded"),
        "{text}"
    );
    let names = backup_names(&backups);
    assert!(names.contains(&"notes".to_owned()), "{names:?}");
    assert!(
        !names.iter().any(|name| name.ends_with(".partial")),
        "{names:?}"
    );
    // Exactly the backups the rule keeps are left: the newest of the last 7 days, 4 weeks
    // and 12 months.
    let is_new = |name: &String| name != "notes" && !earlier.contains(name);
    let made = names
        .iter()
        .find(|name| is_new(name))
        .expect("the new backup")
        .clone();
    let moments: Vec<_> = earlier
        .iter()
        .chain([&made])
        .map(|name| {
            chrono::NaiveDateTime::parse_from_str(name, NAME).expect("named for its moment")
        })
        .collect();
    let mut kept: Vec<String> = server::backups::rotation::kept(&moments)
        .iter()
        .map(|moment| moment.format(NAME).to_string())
        .chain(["notes".to_owned()])
        .collect();
    kept.sort();
    assert_eq!(names, kept);
    assert!((9..=24).contains(&names.len()), "{names:?}");
    let copied = offsite.join(&made);
    assert!(
        copied.join("MANIFEST.json").is_file(),
        "the command got the finished backup"
    );

    // A failing command fails the run; the backup itself is kept.
    std::thread::sleep(std::time::Duration::from_millis(1100));
    let (ok, text) = backup_command(
        &data,
        &[
            "--rotate",
            backups.to_str().unwrap(),
            "--after-backup",
            "exit 3",
        ],
    );
    assert!(
        !ok && text.contains("the command after it failed"),
        "{text}"
    );
    // The backup is kept; the morning's earlier one of the same day gives way to it.
    let today_s: Vec<String> = backup_names(&backups)
        .into_iter()
        .filter(|name| is_new(name))
        .collect();
    assert_eq!(today_s.len(), 1, "{today_s:?}");
    assert_ne!(today_s[0], made);
    server.stop();
}

#[test]
fn a_verified_backup_finds_what_changed_was_lost_or_does_not_belong() {
    let root = tempfile::tempdir().unwrap();
    let (server, data) = server_with_two_notices(root.path());
    let copied = root.path().join("backup");
    let (ok, text) = backup_command(&data, &[copied.to_str().unwrap()]);
    assert!(ok, "{text}");
    server.stop();
    let (ok, text) = backup_command(&data, &["--verify", copied.to_str().unwrap()]);
    assert!(
        ok && text.contains("is sound") && text.contains("2 uploaded file(s)"),
        "{text}"
    );

    // Damage found: a file changed, one lost, one that does not belong.
    let mut uploads: Vec<_> = std::fs::read_dir(copied.join("uploads"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    uploads.sort();
    let mut changed = std::fs::read(&uploads[0]).unwrap();
    changed[0] ^= 1;
    std::fs::write(&uploads[0], changed).unwrap();
    std::fs::remove_file(&uploads[1]).unwrap();
    std::fs::write(copied.join("uploads").join("stray.pdf"), b"%PDF").unwrap();
    let (ok, text) = backup_command(&data, &["--verify", copied.to_str().unwrap()]);
    assert!(!ok, "{text}");
    let first = uploads[0].file_name().unwrap().to_string_lossy();
    let second = uploads[1].file_name().unwrap().to_string_lossy();
    assert!(
        text.contains(&format!("uploads/{first}: its contents changed")),
        "{text}"
    );
    assert!(text.contains(&format!("uploads/{second}: ")), "{text}");
    assert!(
        text.contains("uploads/stray.pdf: not in MANIFEST.json"),
        "{text}"
    );
    // A manifest that no longer names the lost file: the store and the content still do.
    let manifest_path = copied.join("MANIFEST.json");
    let mut manifest: Value =
        serde_json::from_slice(&std::fs::read(&manifest_path).unwrap()).unwrap();
    manifest["uploads"]
        .as_object_mut()
        .unwrap()
        .remove(second.as_ref());
    std::fs::write(&manifest_path, manifest.to_string()).unwrap();
    let (ok, text) = backup_command(&data, &["--verify", copied.to_str().unwrap()]);
    assert!(!ok, "{text}");
    assert!(
        text.contains(&format!(
            "uploads/{second}: recorded by the store, not in the backup"
        )),
        "{text}"
    );
    assert!(
        text.contains(&format!(
            "names /uploads/{second}, which the backup has not"
        )),
        "the content names the lost file: {text}"
    );
}
