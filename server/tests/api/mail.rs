//! The site's mail, sent to a real SMTP server on loopback (`smtp.rs`) and read as it arrived:
//! a citizen who gave an address hears in their language that their message was received, and
//! of each step and the reply; a busy mail server gets the letter again later, a mailbox that
//! does not exist is given up, and without `--smtp-url` nothing is queued. The binary sends
//! through STARTTLS with an account, and a letter queued while the mail server was down is sent
//! after a restart.

use std::time::Duration;

use axum::http::StatusCode;
use serde_json::{Value, json};

use crate::binary::{Server, Start, web_dir};
use crate::common::TestApp;
use crate::feedback::{answer, message, send, tracking_number};
use crate::forms::signed_in;
use crate::smtp::SmtpServer;

/// A message in Hindi from `email`.
fn hindi_message(email: &str) -> Value {
    let mut hindi = message();
    hindi["category"] = json!("water");
    hindi["email"] = json!(email);
    hindi["lang"] = json!("hi");
    hindi
}

/// Waits until the outbox of `app` has `waiting` letters waiting and `failed` given up.
async fn outbox_becomes(app: &TestApp, waiting: usize, failed: usize) {
    for _ in 0..400 {
        let counts = app.store.outbox_counts().unwrap();
        if (counts.waiting, counts.failed) == (waiting, failed) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!(
        "the outbox never held {waiting} waiting and {failed} failed: {:?}",
        app.store.outbox_counts().unwrap()
    );
}

#[tokio::test]
async fn a_citizen_who_gave_an_address_hears_of_each_step_in_their_language() {
    let smtp = SmtpServer::start(&[]);
    let app = TestApp::with_mail(&smtp.url());
    let id = tracking_number(&app, &hindi_message("sunita@example.in")).await;

    let received = smtp.wait_for(1).await;
    let receipt = &received[0];
    assert_eq!(receipt.to, ["sunita@example.in"]);
    assert_eq!(receipt.subject(), format!("आपका संदेश {id} प्राप्त हुआ"));
    assert_eq!(receipt.header("content-language"), Some("hi"));
    assert_eq!(receipt.header("auto-submitted"), Some("auto-generated"));
    let id_header = receipt.header("message-id").unwrap_or_default();
    assert!(
        id_header.starts_with("<smc-") && id_header.ends_with("@smc.example.in>"),
        "a Message-ID of the site's own domain: {id_header}"
    );
    assert_eq!(
        receipt.header("from"),
        Some("Singrauli Municipal Corporation <noreply@smc.example.in>")
    );
    assert!(receipt.text.contains("जल आपूर्ति"), "{}", receipt.text);
    assert!(
        receipt.text.contains(&format!(
            "https://smc.example.in/feedback/status?lang=hi&id={id}"
        )),
        "{}",
        receipt.text
    );
    assert!(
        receipt.header("list-unsubscribe").is_none(),
        "mail the citizen asked for by writing is not a list"
    );
    // Sent, and removed from the outbox.
    outbox_becomes(&app, 0, 0).await;

    // Staff forward it with a reply: one letter says both.
    let clerk = signed_in(&app, "clerk", "editor").await;
    let reply = "पाइपलाइन की मरम्मत कल तक हो जाएगी।";
    let forwarded = answer(
        &app,
        &clerk,
        &id,
        &json!({"status": "forwarded", "reply": reply}),
    )
    .await;
    assert_eq!(forwarded.status, StatusCode::OK, "{}", forwarded.text());
    let update = &smtp.wait_for(2).await[1];
    assert_eq!(update.subject(), format!("आपका संदेश {id}: विभाग को भेजा गया"));
    assert!(update.text.contains(reply), "{}", update.text);

    // Assigning it, or sending the same reply again, is not news to the citizen; resolving is.
    let assigned = answer(
        &app,
        &clerk,
        &id,
        &json!({"assignee": "clerk", "reply": reply}),
    )
    .await;
    assert_eq!(assigned.status, StatusCode::OK);
    let resolved = answer(&app, &clerk, &id, &json!({"status": "resolved"})).await;
    assert_eq!(resolved.status, StatusCode::OK);
    let received = smtp.wait_for(3).await;
    assert_eq!(received.len(), 3, "no letter for the assignment");
    assert_eq!(received[2].subject(), format!("आपका संदेश {id}: समाधान हुआ"));
    assert!(!received[2].text.contains(reply), "{}", received[2].text);

    // A message without an address queues nothing; one from the English page is in English.
    let mut anonymous = message();
    anonymous["email"] = json!("");
    tracking_number(&app, &anonymous).await;
    let english = tracking_number(&app, &{
        let mut english = hindi_message("ravi@example.in");
        english["lang"] = json!("en");
        english
    })
    .await;
    let received = smtp.wait_for(4).await;
    assert_eq!(received.len(), 4);
    assert_eq!(received[3].to, ["ravi@example.in"]);
    assert_eq!(
        received[3].subject(),
        format!("Your message {english} has been received")
    );
    assert!(
        received[3].text.contains("Water supply"),
        "{}",
        received[3].text
    );
}

#[tokio::test]
async fn a_busy_mail_server_gets_the_letter_again_a_minute_later_once() {
    let smtp = SmtpServer::start(&["--refuse-first", "1"]);
    let app = TestApp::with_mail(&smtp.url());
    tracking_number(&app, &hindi_message("sunita@example.in")).await;
    // Refused once: the letter waits a minute.
    for _ in 0..400 {
        let waiting = app.store.letters_due(u64::MAX, 10).unwrap();
        if waiting
            .first()
            .is_some_and(|(_, queued)| queued.attempts == 1)
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let (_, queued) = app.store.letters_due(u64::MAX, 10).unwrap().remove(0);
    assert_eq!(queued.attempts, 1);
    assert_eq!(queued.next_at, queued.queued_at + 60, "{queued:?}");
    assert!(
        queued
            .last_error
            .as_deref()
            .unwrap_or_default()
            .contains("451"),
        "{queued:?}"
    );
    assert!(smtp.received().is_empty());

    app.clock.advance(Duration::from_secs(61));
    app.mail.wake();
    let received = smtp.wait_for(1).await;
    outbox_becomes(&app, 0, 0).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(smtp.received().len(), 1, "sent once: {received:?}");
    let metrics = app.metrics.text(&server::metrics::Reading::default());
    assert!(metrics.contains("smc_mail_sent_total 1"), "{metrics}");
    assert!(metrics.contains("smc_mail_failures_total 1"), "{metrics}");
}

#[tokio::test]
async fn a_mailbox_that_does_not_exist_is_given_up_at_once_and_kept_a_month() {
    let smtp = SmtpServer::start(&["--reject-to", "nobody@example.in"]);
    let app = TestApp::with_mail(&smtp.url());
    tracking_number(&app, &hindi_message("nobody@example.in")).await;
    outbox_becomes(&app, 0, 1).await;
    let metrics = app.metrics.text(&server::metrics::Reading::default());
    assert!(metrics.contains("smc_mail_given_up_total 1"), "{metrics}");

    // The next letter still goes; the one given up is never tried again.
    tracking_number(&app, &hindi_message("sunita@example.in")).await;
    let received = smtp.wait_for(1).await;
    assert_eq!(received[0].to, ["sunita@example.in"]);
    outbox_becomes(&app, 0, 1).await;

    // Kept 30 days, then removed by the sender.
    app.clock.advance(Duration::from_hours(24 * 30 - 1));
    app.mail.wake();
    tokio::time::sleep(Duration::from_millis(300)).await;
    outbox_becomes(&app, 0, 1).await;
    app.clock.advance(Duration::from_hours(2));
    app.mail.wake();
    outbox_becomes(&app, 0, 0).await;
}

#[tokio::test]
async fn without_a_mail_server_nothing_is_queued() {
    let app = TestApp::new();
    let sent = send(&app, &hindi_message("sunita@example.in")).await;
    assert_eq!(sent.status, StatusCode::CREATED);
    assert_eq!(app.store.outbox_counts().unwrap().waiting, 0);
}

/// A certificate for `localhost` and its key, made with openssl in `dir`.
fn certificate(dir: &std::path::Path) -> (String, String) {
    let (cert, key) = (dir.join("cert.pem"), dir.join("key.pem"));
    let made = std::process::Command::new("openssl")
        .args([
            "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2",
        ])
        .args([
            "-subj",
            "/CN=localhost",
            "-addext",
            "subjectAltName=DNS:localhost",
        ])
        // A server's own certificate, not an authority's (which rustls refuses to see serve).
        .args(["-addext", "basicConstraints=critical,CA:FALSE"])
        .args(["-addext", "extendedKeyUsage=serverAuth"])
        .arg("-keyout")
        .arg(&key)
        .arg("-out")
        .arg(&cert)
        .output()
        .expect("openssl runs");
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    (cert.display().to_string(), key.display().to_string())
}

/// A free port of loopback, let go again.
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// `POST /api/feedback` of `body` to the server at `addr`; the answer's tracking number.
fn send_over_tcp(addr: &str, body: &Value) -> String {
    let body = body.to_string();
    let request = format!(
        "POST /api/feedback HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    let answer = crate::binary::exchange(
        std::net::TcpStream::connect(addr).unwrap(),
        request.as_bytes(),
    );
    assert!(answer.starts_with("HTTP/1.1 201"), "{answer}");
    let json = answer.split("\r\n\r\n").nth(1).unwrap();
    serde_json::from_str::<Value>(json).unwrap()["trackingId"]
        .as_str()
        .unwrap()
        .to_owned()
}

#[test]
fn the_binary_sends_through_starttls_with_its_account_and_a_letter_outlives_a_restart() {
    let root = tempfile::tempdir().unwrap();
    let (data, web) = (root.path().join("data"), web_dir(root.path()));
    let (cert, key) = certificate(root.path());
    let port = free_port();
    let password_file = root.path().join("smtp-password");
    std::fs::write(&password_file, "s3cret-mail-pass\n").unwrap();
    let start = |ahead: &str| {
        let mut env = vec![
            (
                "SMC_SMTP_URL",
                format!("smtp://localhost:{port}?tls=required"),
            ),
            (
                "SMC_MAIL_FROM",
                "Singrauli Municipal Corporation <noreply@smc.example.in>".to_owned(),
            ),
            ("SMC_SMTP_USERNAME", "smc".to_owned()),
            (
                "SMC_SMTP_PASSWORD_FILE",
                password_file.display().to_string(),
            ),
            // The mail server's certificate is trusted as an operator trusts their own CA.
            ("SSL_CERT_FILE", cert.clone()),
            ("SMC_ORIGIN", "https://smc.example.in".to_owned()),
            ("RUST_LOG", "info".to_owned()),
        ];
        if !ahead.is_empty() {
            env.push(("SMC_CLOCK_AHEAD", ahead.to_owned()));
        }
        Server::start(
            &data,
            &web,
            &Start {
                env,
                ..Start::default()
            },
        )
    };

    // The mail server is down: the letter is queued, tried, and waits.
    let server = start("");
    let id = send_over_tcp(&server.addr, &hindi_message("sunita@example.in"));
    let deadline = std::time::Instant::now() + Duration::from_secs(20);
    while !server.log().contains("mail not sent") {
        assert!(std::time::Instant::now() < deadline, "{}", server.log());
        std::thread::sleep(Duration::from_millis(50));
    }
    let log = server.log();
    assert!(
        log.contains("example.in") && !log.contains("sunita"),
        "only the domain: {log}"
    );
    server.stop();

    // Back up with STARTTLS and a password; the server starts again past the retry's moment.
    let smtp = SmtpServer::start_on(
        port,
        &["--starttls", &cert, &key, "--auth", "smc:s3cret-mail-pass"],
    );
    let server = start("2m");
    let received = smtp.wait_for_blocking(1);
    assert_eq!(received[0].to, ["sunita@example.in"]);
    assert!(received[0].subject().contains(&id), "{:?}", received[0]);
    assert!(received[0].tls, "sent over STARTTLS");
    assert_eq!(received[0].auth_user.as_deref(), Some("smc"));
    assert!(
        !server.log().contains("s3cret"),
        "the password is never logged"
    );
    server.stop();
}

/// `server mail-test it-cell@example.in` with the mail settings `env`.
fn mail_test(env: &[(&str, &str)]) -> std::process::Output {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_server"));
    command
        .args(["mail-test", "it-cell@example.in"])
        .env("SMC_MAIL_FROM", "noreply@smc.example.in")
        .env_remove("SMC_SMTP_USERNAME")
        .env_remove("SMC_SMTP_PASSWORD");
    for (name, value) in env {
        command.env(name, value);
    }
    command.output().unwrap()
}

#[test]
fn mail_test_sends_a_letter_at_once_through_starttls_or_tls_and_says_what_went_wrong() {
    let root = tempfile::tempdir().unwrap();
    let (cert, key) = certificate(root.path());
    let smtp = SmtpServer::start(&["--starttls", &cert, &key, "--auth", "smc:s3cret-mail-pass"]);
    let starttls = format!("smtp://localhost:{}?tls=required", smtp.port);
    let with = |password: &'static str| {
        mail_test(&[
            ("SMC_SMTP_URL", starttls.as_str()),
            ("SMC_SMTP_USERNAME", "smc"),
            ("SMC_SMTP_PASSWORD", password),
            ("SSL_CERT_FILE", cert.as_str()),
        ])
    };
    let output = with("s3cret-mail-pass");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let test = &smtp.wait_for_blocking(1)[0];
    assert_eq!(test.to, ["it-cell@example.in"]);
    assert!(test.tls);
    assert!(
        test.text.contains("mail server") && test.text.contains("मेल सर्वर"),
        "{}",
        test.text
    );

    // A wrong password is said plainly.
    let output = with("wrong");
    assert!(!output.status.success());
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(error.contains("the test letter was not sent"), "{error}");

    // So is a certificate the machine does not trust.
    let output = mail_test(&[("SMC_SMTP_URL", starttls.as_str())]);
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(
        !output.status.success() && error.contains("certificate"),
        "{error}"
    );

    // And mail settings that are missing.
    let output = mail_test(&[("SMC_SMTP_URL", "")]);
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(error.contains("--smtp-url"), "{error}");

    // A mail server of TLS from the first byte (`smtps://`).
    let implicit = SmtpServer::start(&["--tls", &cert, &key]);
    let output = mail_test(&[
        (
            "SMC_SMTP_URL",
            &format!("smtps://localhost:{}", implicit.port),
        ),
        ("SSL_CERT_FILE", cert.as_str()),
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(implicit.wait_for_blocking(1)[0].tls);
}

#[test]
fn a_server_asked_to_send_mail_without_its_own_address_refuses_to_start() {
    // Its letters would link to whatever address a request named, which anyone can choose.
    let root = tempfile::tempdir().unwrap();
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_server"))
        .env("SMC_PORT", "0")
        .env("SMC_DATA_DIR", root.path().join("data"))
        .env("SMC_WEB_DIR", web_dir(root.path()))
        .env("SMC_SMTP_URL", "smtp://127.0.0.1:2525")
        .env("SMC_MAIL_FROM", "noreply@smc.example.in")
        .env_remove("SMC_ORIGIN")
        .output()
        .unwrap();
    assert!(!output.status.success());
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(error.contains("--smtp-url needs --origin"), "{error}");
}
