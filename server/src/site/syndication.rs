//! The routes of what programs read of the site besides its pages (`crate::syndication`): the feeds,
//! the sitemap and `robots.txt`, each made once for its content generation and answered with
//! its entity tag.

use axum::Router;
use axum::extract::{FromRequestParts, Path, State};
use axum::http::request::Parts;
use axum::http::{HeaderMap, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use wasm_core::lang::Lang;
use wasm_core::validate::moment_seconds;

use crate::audit::india::day_in_india;
use crate::built::{Asset, VARY_FILE, respond};
use crate::content::shown::shown;
use crate::error::AppError;
use crate::staging::ROBOTS_TXT;
use crate::state::AppState;
use crate::syndication::feeds::{self, FeedKind};
use crate::syndication::made::{MadeFrom, Syndicated};
use crate::syndication::sitemap;

/// The content type of a feed.
const ATOM: &str = "application/atom+xml; charset=utf-8";

/// `/feeds/{lang}/{file}`, `/sitemap.xml` (and its parts, `/sitemap-N.xml`) and `/robots.txt`.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/feeds/{lang}/{file}", get(serve_feed))
        .route("/sitemap.xml", get(serve_sitemap))
        .route("/sitemap-{part}", get(serve_sitemap_part))
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

/// `asset` as the answer, compressed as the reader accepts, with its entity tag (a reader that
/// has it gets 304).
fn answer(asset: &Asset, method: &Method, request: &HeaderMap) -> Response {
    respond(
        asset,
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
    let now = state.clock.moment();
    let snapshot = state.content.snapshot();
    let made_from = MadeFrom {
        generation: snapshot.generation,
        pages: 0,
    };
    let asset = state
        .syndication
        .get_or_make(
            Syndicated::Feed(kind, lang),
            &origin,
            made_from,
            now,
            || {
                let xml = feeds::feed(&snapshot, kind, lang, now, &origin);
                (Asset::made(xml, ATOM), snapshot.next_change_after(now))
            },
        )
        .await;
    answer(&asset, &method, &headers)
}

/// `GET /sitemap.xml`: the sitemap, or the index of its parts.
async fn serve_sitemap(
    State(state): State<AppState>,
    PublicOrigin(origin): PublicOrigin,
    method: Method,
    headers: HeaderMap,
) -> Response {
    let asset = sitemap_file(&state, &origin, 0).await;
    answer(&asset, &method, &headers)
}

/// `GET /sitemap-N.xml`: part N (from 1) of a sitemap past the protocol's limits, or 404.
async fn serve_sitemap_part(
    State(state): State<AppState>,
    Path(part): Path<String>,
    PublicOrigin(origin): PublicOrigin,
    method: Method,
    headers: HeaderMap,
) -> Response {
    // A million addresses a part at most 50,000: a sitemap has far fewer than this many parts,
    // and a made-up number past it is never made (nor kept).
    const MOST_PARTS: u32 = 1000;
    let number = part
        .strip_suffix(".xml")
        .filter(|digits| !digits.starts_with('0'))
        .and_then(|digits| digits.parse::<u32>().ok())
        .filter(|number| *number <= MOST_PARTS);
    let Some(number) = number else {
        return AppError::NotFound.into_response();
    };
    let asset = sitemap_file(&state, &origin, number).await;
    if asset.identity.is_empty() {
        return AppError::NotFound.into_response();
    }
    answer(&asset, &method, &headers)
}

/// File `number` of the sitemap's (0: `/sitemap.xml`), made for the content and the rendered
/// pages as they are and kept until either changes; an empty one when there is no such part.
async fn sitemap_file(state: &AppState, origin: &str, number: u32) -> Asset {
    let now = state.clock.moment();
    // The pages' revision is read before their days, so that a sitemap kept under it never
    // holds days older than it.
    let pages = state.pages.revision();
    let snapshot = state.content.snapshot();
    let made_from = MadeFrom {
        generation: snapshot.generation,
        pages,
    };
    state
        .syndication
        .get_or_make(Syndicated::Sitemap(number), origin, made_from, now, || {
            let documents: Vec<(String, Option<String>)> = shown(&snapshot, now)
                .iter()
                .map(|document| {
                    // The day visitors first saw its version; the build's for the seed's.
                    let day = moment_seconds(&document.shown_since)
                        .and_then(|seconds| u64::try_from(seconds).ok())
                        .map(day_in_india)
                        .or_else(|| state.pages.build_day());
                    (document.query(), day)
                })
                .collect();
            let files = sitemap::sitemap_files(
                origin,
                |lang, path| state.pages.updated(lang, path),
                &documents,
                sitemap::Limits::PROTOCOL,
            );
            // A lone sitemap has no parts: `/sitemap-1.xml` is not one of its files.
            let xml = match number {
                0 => files.into_iter().next(),
                _ if files.len() == 1 => None,
                _ => files.into_iter().nth(number as usize),
            };
            (
                Asset::made(xml.unwrap_or_default(), "application/xml; charset=utf-8"),
                snapshot.next_change_after(now),
            )
        })
        .await
}

/// `GET /robots.txt`: the build's (`content/public/robots.txt`) with the sitemap's address,
/// which must be a full one; a staging copy's disallows everything.
async fn serve_robots(
    State(state): State<AppState>,
    PublicOrigin(origin): PublicOrigin,
    method: Method,
    headers: HeaderMap,
) -> Response {
    // It changes with nothing but the origin: made once for each.
    let made_from = MadeFrom {
        generation: 0,
        pages: 0,
    };
    let asset = state
        .syndication
        .get_or_make(Syndicated::Robots, &origin, made_from, 0, || {
            if state.page_mark.is_staging() {
                return (
                    Asset::made(ROBOTS_TXT.to_owned(), "text/plain; charset=utf-8"),
                    None,
                );
            }
            let built = state.site.file("/robots.txt").map_or_else(
                || "User-agent: *\nAllow: /\n".to_owned(),
                |file| String::from_utf8_lossy(&file.identity).into_owned(),
            );
            let text = sitemap::robots_txt(&built, &origin);
            (Asset::made(text, "text/plain; charset=utf-8"), None)
        })
        .await;
    answer(&asset, &method, &headers)
}
