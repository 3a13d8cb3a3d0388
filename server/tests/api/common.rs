//! A test app over a temporary store and a small stand-in build of the web app.

use axum::Router;
use axum::body::Body;
use axum::http::{HeaderMap, Method, Request, StatusCode};
use http_body_util::BodyExt;
use server::app;
use server::audit::throttled::ThrottledRuns;
use server::auth::Auth;
use server::built::SiteFiles;
use server::clock::Clock;
use server::content::{Documents, EditMarks, Live};
use server::cross_origin::SiteOrigins;
use server::publishing::Publishing;
use server::render::{QueryPages, RenderedPages, Rendering};
use server::state::{AppParts, AppState};
use server::store::Store;
use server::syndication::made::Syndication;
use server::uploads::UploadDir;
use std::sync::Arc;
use tower::ServiceExt;

pub const PAGE_EN: &str = "<!doctype html><html lang=\"en\"><title>SMC</title>";
pub const PAGE_HI: &str = "<!doctype html><html lang=\"hi\"><title>नगर पालिक निगम</title>";
pub const SCRIPT: &str = "/assets/index-1a2b3c.js";
const SVG: &[u8] = b"<svg xmlns='http://www.w3.org/2000/svg'/>";

pub struct TestApp {
    router: Router,
    /// The app's store, to set up records directly.
    pub store: Store,
    /// The app's clock, which a test can move forward.
    pub clock: Clock,
    /// The app's uploads folder.
    pub uploads: UploadDir,
    /// The feeds and the sitemap as the app made them.
    pub syndication: Syndication,
    /// The app's mail (off unless made `with_mail`).
    pub mail: server::mail::Mail,
    /// The app's metrics.
    pub metrics: server::metrics::Metrics,
    /// The content as the app shows it.
    pub content: Live,
    _data: tempfile::TempDir,
}

pub struct TestResponse {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: Vec<u8>,
}

impl TestResponse {
    pub fn text(&self) -> String {
        String::from_utf8(self.body.clone()).expect("utf-8 body")
    }

    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .get(name)
            .map(|v| v.to_str().expect("ascii header"))
    }

    pub fn json(&self) -> serde_json::Value {
        serde_json::from_slice(&self.body).expect("json body")
    }
}

impl TestApp {
    pub fn new() -> Self {
        Self::with_build(&[])
    }

    /// The app of a site served over TLS (`--secure-cookies`).
    pub fn secure() -> Self {
        Self::with_options(&[], true, None)
    }

    /// The app over the stand-in build with `extra` files added to it.
    pub fn with_build(extra: &[(&str, &[u8])]) -> Self {
        Self::with_options(extra, false, None)
    }

    /// The app sending its mail through the mail server at `smtp_url` (from a runtime, which
    /// runs the sender).
    pub fn with_mail(smtp_url: &str) -> Self {
        Self::with_options(&[], false, Some(smtp_url))
    }

    fn with_options(extra: &[(&str, &[u8])], secure_cookies: bool, smtp_url: Option<&str>) -> Self {
        let data = tempfile::tempdir().expect("temp dir");
        let store = Store::open(data.path()).expect("store");
        let files = [
            ("/index.html", PAGE_EN.as_bytes()),
            ("/index.html.br", b"brotli-page"),
            ("/index.html.gz", b"gzip-page"),
            ("/index.hi.html", PAGE_HI.as_bytes()),
            (SCRIPT, b"console.log('app')"),
            ("/assets/index-1a2b3c.js.br", b"brotli-js"),
            ("/assets/index-1a2b3c.js.gz", b"gzip-js"),
            ("/assets/wasm_core_bg-9f8e.wasm", b"\0asm"),
            ("/robots.txt", b"User-agent: *\nAllow: /\n"),
            // The built-in event's four images: a save of it checks that each exists.
            ("/images/events/health-camp-1.svg", SVG),
            ("/images/events/health-camp-2.svg", SVG),
            ("/images/events/health-camp-3.svg", SVG),
            ("/images/events/health-camp-4.svg", SVG),
            ("/files/notices/n01.pdf", b"%PDF-1.4 sample"),
        ]
        .map(|(path, bytes)| (path.to_owned(), bytes.to_vec()))
        .into_iter()
        .chain(
            extra
                .iter()
                .map(|(path, bytes)| ((*path).to_owned(), bytes.to_vec())),
        );
        let site = SiteFiles::from_files(files).expect("site");
        let auth = Auth {
            secure_cookies,
            ..Auth::default()
        };
        let uploads = UploadDir::open(data.path()).expect("uploads folder");
        let content = Live::load(&store, Documents::of_build(&site)).expect("content");
        let syndication = Syndication::default();
        let clock = Clock::default();
        let rendering = Rendering::idle();
        let publishing = Publishing::new(store.clone(), content.clone(), rendering.clone());
        let metrics = server::metrics::Metrics::default();
        let mail = smtp_url.map_or_else(server::mail::Mail::off, |url| {
            let settings = server::mail::smtp::MailSettings::new(
                url,
                Some("Singrauli Municipal Corporation <noreply@smc.example.in>"),
                None,
            )
            .expect("mail settings");
            server::mail::Mail::start(
                settings,
                "https://smc.example.in",
                store.clone(),
                clock.clone(),
                metrics.clone(),
            )
        });
        let live = content.clone();
        let router = app(AppState::new(AppParts {
            store: store.clone(),
            site: Arc::new(site),
            clock: clock.clone(),
            auth,
            throttled_runs: ThrottledRuns::default(),
            uploads: uploads.clone(),
            origins: SiteOrigins::new(&[], secure_cookies),
            trusted_proxies: server::client_address::TrustedProxies::default(),
            search: server::search::SiteSearch::new(content.clone()),
            content,
            marks: EditMarks::default(),
            pages: RenderedPages::default(),
            rendering,
            publishing,
            queries: QueryPages::idle(),
            submissions: server::submissions::SubmissionLimit::default(),
            page_answers: server::submissions::SubmissionLimit::new(
                server::routes::page_feedback::PER_ADDRESS,
            ),
            feedback_lookups: server::submissions::SubmissionLimit::lookups(
                server::submissions::LOOKUPS_PER_MINUTE,
            ),
            subscribe_attempts: server::submissions::SubmissionLimit::new(
                server::routes::subscriptions::PER_ADDRESS,
            ),
            syndication: syndication.clone(),
            ready: server::config::ReadyChecks {
                data_dir: data.path().to_owned(),
                min_free_disk: 0,
            },
            maintenance: server::maintenance::Maintenance::default(),
            metrics: metrics.clone(),
            mail: mail.clone(),
            page_mark: server::staging::PageMark::default(),
        }));
        Self {
            router,
            store,
            clock,
            uploads,
            syndication,
            mail,
            metrics,
            content: live,
            _data: data,
        }
    }

    pub async fn request(
        &self,
        method: Method,
        uri: &str,
        headers: &[(&str, &str)],
    ) -> TestResponse {
        self.send(method, uri, headers, Vec::new()).await
    }

    /// A request with a body.
    pub async fn send(
        &self,
        method: Method,
        uri: &str,
        headers: &[(&str, &str)],
        body: Vec<u8>,
    ) -> TestResponse {
        self.oneshot(request(method, uri, headers, body)).await
    }

    /// Any request, as built by the test.
    pub async fn oneshot(&self, request: Request<Body>) -> TestResponse {
        let response = self
            .router
            .clone()
            .oneshot(request)
            .await
            .expect("infallible");
        let (parts, body) = response.into_parts();
        let body = body.collect().await.expect("body").to_bytes().to_vec();
        TestResponse {
            status: parts.status,
            headers: parts.headers,
            body,
        }
    }

    pub async fn get(&self, uri: &str) -> TestResponse {
        self.request(Method::GET, uri, &[]).await
    }

    /// Requests made as the account whose `Authorization` header value is `auth` (from
    /// `forms::signed_in`).
    pub fn as_staff<'a>(&'a self, auth: &'a str) -> Staff<'a> {
        Staff {
            app: self,
            auth,
            peer: None,
        }
    }
}

/// A request with `headers` and `body`.
fn request(method: Method, uri: &str, headers: &[(&str, &str)], body: Vec<u8>) -> Request<Body> {
    let mut request = Request::builder().method(method).uri(uri);
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    request.body(Body::from(body)).expect("request")
}

/// Requests as one signed-in account: each carries its `Authorization` header, and a body is
/// sent as JSON unless said otherwise.
pub struct Staff<'a> {
    app: &'a TestApp,
    auth: &'a str,
    /// The connection's peer, when the test says where the requests come from.
    peer: Option<std::net::SocketAddr>,
}

impl Staff<'_> {
    /// The same account's requests, coming from `address` (`192.0.2.7:4000`).
    pub fn from(self, address: &str) -> Self {
        Self {
            peer: Some(address.parse().expect("a socket address")),
            ..self
        }
    }

    /// `GET uri`.
    pub async fn get(&self, uri: &str) -> TestResponse {
        self.raw(Method::GET, uri, &[], Vec::new()).await
    }

    /// `POST uri` of `body`.
    pub async fn post(&self, uri: &str, body: &serde_json::Value) -> TestResponse {
        self.send(Method::POST, uri, &[], body).await
    }

    /// `POST uri` with no body (a step that needs nothing more than its address).
    pub async fn post_empty(&self, uri: &str) -> TestResponse {
        let json = [("content-type", "application/json")];
        self.raw(Method::POST, uri, &json, Vec::new()).await
    }

    /// `PUT uri` of `body`, naming no version.
    pub async fn put(&self, uri: &str, body: &serde_json::Value) -> TestResponse {
        self.send(Method::PUT, uri, &[], body).await
    }

    /// `PUT uri` of `body`, from `version` (`If-Match`).
    pub async fn put_from(
        &self,
        uri: &str,
        version: u64,
        body: &serde_json::Value,
    ) -> TestResponse {
        let if_match = format!("\"{version}\"");
        self.send(Method::PUT, uri, &[("if-match", &if_match)], body)
            .await
    }

    /// `DELETE uri`.
    pub async fn delete(&self, uri: &str) -> TestResponse {
        self.raw(Method::DELETE, uri, &[], Vec::new()).await
    }

    /// `method uri` of `body` with `headers` besides the account's and the JSON type.
    pub async fn send(
        &self,
        method: Method,
        uri: &str,
        headers: &[(&str, &str)],
        body: &serde_json::Value,
    ) -> TestResponse {
        let mut all = vec![("content-type", "application/json")];
        all.extend_from_slice(headers);
        self.raw(method, uri, &all, body.to_string().into_bytes())
            .await
    }

    /// `method uri` of `body`, a `content_type` (a multipart form).
    pub async fn send_bytes(
        &self,
        method: Method,
        uri: &str,
        content_type: &str,
        body: Vec<u8>,
    ) -> TestResponse {
        self.raw(method, uri, &[("content-type", content_type)], body)
            .await
    }

    /// `method uri` with the account's header, `headers` and `body`, from the peer if it is set.
    async fn raw(
        &self,
        method: Method,
        uri: &str,
        headers: &[(&str, &str)],
        body: Vec<u8>,
    ) -> TestResponse {
        let mut all = vec![("authorization", self.auth)];
        all.extend_from_slice(headers);
        let mut request = request(method, uri, &all, body);
        if let Some(peer) = self.peer {
            request
                .extensions_mut()
                .insert(axum::extract::ConnectInfo(peer));
        }
        self.app.oneshot(request).await
    }
}
