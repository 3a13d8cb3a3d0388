//! A session that ends while its write is still arriving: the write is refused when it commits
//! and nothing of it is kept, whether the session was ended by a logout in another tab or by a
//! new password.

use std::convert::Infallible;

use axum::body::{Body, Bytes};
use axum::http::{Method, Request, StatusCode};
use server::auth::accounts::set_password;
use tokio::sync::mpsc;

use crate::common::TestApp;
use crate::forms::{
    PDF, PNG, Part, admin_app, assert_nothing_written, event_data, multipart, multipart_type,
};

/// Sends `uri` a multipart body whose last bytes arrive only after `meanwhile` has ended the
/// session, and checks that the write is refused and nothing of it kept.
async fn refused_when_the_session_ends_meanwhile(
    app: &TestApp,
    auth: &str,
    uri: &str,
    body: Vec<u8>,
    meanwhile: impl std::future::Future<Output = ()>,
) {
    let cut = body.len() - 10;
    let (send, receive) = mpsc::channel::<Result<Bytes, Infallible>>(2);
    let (first, rest) = body.split_at(cut);
    let (first, rest) = (Bytes::copy_from_slice(first), Bytes::copy_from_slice(rest));
    let stream = futures_util::stream::unfold(receive, |mut receive| async move {
        receive.recv().await.map(|chunk| (chunk, receive))
    });
    let request = Request::builder()
        .method(Method::POST)
        .uri(uri)
        .header("authorization", auth)
        .header("content-type", multipart_type())
        .body(Body::from_stream(stream))
        .unwrap();
    let feed = async move {
        send.send(Ok(first)).await.unwrap();
        // The handler has begun reading the body; the session ends before the rest arrives.
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        meanwhile.await;
        send.send(Ok(rest)).await.unwrap();
    };
    let (response, ()) = tokio::join!(app.oneshot(request), feed);
    assert_eq!(
        response.status,
        StatusCode::UNAUTHORIZED,
        "{}",
        response.text()
    );
    assert_nothing_written(app).await;
}

fn pdf_form() -> Vec<u8> {
    multipart(&[Part::File("file", "circular.pdf", PDF.to_vec())])
}

fn event_form() -> Vec<u8> {
    multipart(&[
        Part::Text("data", event_data("Camp", "शिविर")),
        Part::File("images", "a.png", PNG.to_vec()),
    ])
}

#[tokio::test]
async fn an_upload_whose_session_ends_while_it_streams_keeps_nothing() {
    let (app, auth) = admin_app().await;
    let headers = [("authorization", auth.as_str())];
    let log_out = app.request(Method::POST, "/api/scm-auth/logout", &headers);
    refused_when_the_session_ends_meanwhile(&app, &auth, "/api/upload", pdf_form(), async {
        assert_eq!(log_out.await.status, StatusCode::NO_CONTENT);
    })
    .await;
}

#[tokio::test]
async fn an_event_whose_author_gets_a_new_password_while_it_streams_keeps_nothing() {
    let (app, auth) = admin_app().await;
    let store = app.store.clone();
    let new_password = async move {
        tokio::task::spawn_blocking(move || set_password(&store, "admin", "a brand new password"))
            .await
            .unwrap()
            .unwrap();
    };
    refused_when_the_session_ends_meanwhile(&app, &auth, "/api/events", event_form(), new_password)
        .await;
}
