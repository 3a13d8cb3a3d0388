//! What programs read of the site besides its pages: an Atom feed of each dated kind in each
//! language (`feeds.rs`) and the sitemap (`sitemap.rs`), both made from what visitors see at
//! the moment they ask, with the site's address in their links.

mod catalogs;
pub mod feeds;
pub mod sitemap;

use axum::Router;
use axum::extract::{FromRequestParts, Path, State};
use axum::http::request::Parts;
use axum::http::{HeaderMap, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use wasm_core::lang::Lang;
use wasm_core::validate::moment_seconds;

use crate::AppState;
use crate::audit::india::day_in_india;
use crate::built::{Asset, VARY_FILE, respond};
use crate::content::shown::shown;
use crate::error::AppError;
use feeds::FeedKind;

/// The content type of a feed.
const ATOM: &str = "application/atom+xml; charset=utf-8";

/// `/feeds/{lang}/{file}`, `/sitemap.xml` and `/robots.txt`.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/feeds/{lang}/{file}", get(serve_feed))
        .route("/sitemap.xml", get(serve_sitemap))
        .route("/robots.txt", get(serve_robots))
}

/// The site's address for the links of a feed or the sitemap (`SiteOrigins::public_origin`);
/// a request that names no host that could be one is refused (400).
struct PublicOrigin(String);

impl FromRequestParts<AppState> for PublicOrigin {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        state
            .origins
            .public_origin(&parts.headers)
            .filter(|origin| {
                origin
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b"-.:/[]".contains(&b))
            })
            .map(PublicOrigin)
            .ok_or(AppError::BadRequest("The request names no host."))
    }
}

/// `text` as the answer, compressed as the reader accepts, with an entity tag (a reader that has
/// it gets 304); asked for again each time, since a save or the clock changes it.
fn made_answer(
    text: String,
    content_type: &'static str,
    method: &Method,
    request: &HeaderMap,
) -> Response {
    let asset = Asset::made(text, content_type);
    respond(
        &asset,
        StatusCode::OK,
        request,
        method == Method::HEAD,
        VARY_FILE,
    )
}

/// `GET /feeds/{lang}/{file}`: the feed, or the 404 of an unknown one.
async fn serve_feed(
    State(state): State<AppState>,
    Path((lang, file)): Path<(String, String)>,
    PublicOrigin(origin): PublicOrigin,
    method: Method,
    headers: HeaderMap,
) -> Response {
    let lang = Lang::from_tag(&lang).filter(|known| known.code() == lang);
    let (Some(lang), Some(kind)) = (lang, FeedKind::from_file(&file)) else {
        return AppError::NotFound.into_response();
    };
    let now = state.auth.clock.moment();
    let xml = feeds::feed(&state.content.snapshot(), kind, lang, now, &origin);
    made_answer(xml, ATOM, &method, &headers)
}

/// `GET /sitemap.xml`.
async fn serve_sitemap(
    State(state): State<AppState>,
    PublicOrigin(origin): PublicOrigin,
    method: Method,
    headers: HeaderMap,
) -> Response {
    let now = state.auth.clock.moment();
    let documents: Vec<(String, Option<String>)> = shown(&state.content.snapshot(), now)
        .iter()
        .map(|document| {
            // The day its version went on the site; the build's for the seed's.
            let day = moment_seconds(&document.published_at)
                .and_then(|seconds| u64::try_from(seconds).ok())
                .map(day_in_india)
                .or_else(|| state.pages.build_day());
            (document.query(), day)
        })
        .collect();
    let xml = sitemap::sitemap(
        &origin,
        |lang, path| state.pages.updated(lang, path),
        &documents,
    );
    made_answer(xml, "application/xml; charset=utf-8", &method, &headers)
}

/// `GET /robots.txt`: the build's (`content/public/robots.txt`) with the sitemap's address,
/// which must be a full one.
async fn serve_robots(
    State(state): State<AppState>,
    PublicOrigin(origin): PublicOrigin,
    method: Method,
    headers: HeaderMap,
) -> Response {
    let built = state.site.file("/robots.txt").map_or_else(
        || "User-agent: *\nAllow: /\n".to_owned(),
        |file| String::from_utf8_lossy(&file.identity).into_owned(),
    );
    let text = sitemap::robots_txt(&built, &origin);
    made_answer(text, "text/plain; charset=utf-8", &method, &headers)
}
