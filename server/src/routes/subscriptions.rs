//! Citizens' subscriptions by e-mail (`crate::subscriptions`):
//!
//! - `POST /api/subscriptions` `{email, topics, frequency, lang}` (wasm-core's
//!   `subscription_problems`, 422): 202 `{"sent": true}` whether or not the address is known
//!   (nobody learns who subscribes); the confirmation letter goes unless the address had its
//!   letters for the day. 429 past the subscriptions one address may ask for in an hour; 503
//!   `mail_off` when the site sends no mail.
//! - `POST /api/subscriptions/confirm` `{id, t}`: the subscription asked for takes effect: 200
//!   `{topics, frequency, lang}`; 404 `link_invalid`, 410 `link_expired`.
//! - `POST /api/subscriptions/unsubscribe?id=…&t=…`: ends it at once and forgets the
//!   subscriber: what a mail program posts for one click (`List-Unsubscribe-Post`, RFC 8058),
//!   with any body; 200 `{"unsubscribed": bool}` (`false`: there was none).
//! - The subscription pages' plain forms, for a browser without JavaScript, post the same as
//!   `application/x-www-form-urlencoded` to `/subscribe?lang=…` (`email`, `topics` once for each,
//!   `frequency`), `/subscribe/confirm?lang=…` and `/subscribe/unsubscribe?lang=…` (`id`, `t`), and
//!   are answered 303 to the page again, with what happened in its address (`sent=1`,
//!   `done=confirmed|unsubscribed|link_invalid|link_expired`; or, when the site could not do it,
//!   the link's `id` and `t` with `problem=failed`, its button there to press again). A refused
//!   subscription form is answered with its page rendered again for the request, holding what
//!   was sent and each problem (422; 429, 503 `mail_off`), never stored by a browser or a proxy.
//! - For admins: `GET /api/subscribers` (how many, by state, topic, frequency and language),
//!   `GET /api/subscribers/one?email=…` (everything kept of one subscriber, for their request to
//!   see it) and `DELETE /api/subscribers/one?email=…` (removes it); both in the audit log.

use std::collections::BTreeMap;
use std::net::{IpAddr, Ipv4Addr};

use axum::body::Bytes;
use axum::extract::rejection::JsonRejection;
use axum::extract::{DefaultBodyLimit, OriginalUri, Query, State};
use axum::http::HeaderValue;
use axum::http::StatusCode;
use axum::http::header::{LOCATION, RETRY_AFTER};
use axum::response::{IntoResponse, Response};
use axum::routing::{MethodRouter, get, post};
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::{Map, Value, json};
use wasm_core::lang::Lang;
use wasm_core::subscriptions::{Frequency, SubscriptionRequest, Topic, subscription_problems};
use wasm_core::workflow::Action;

use super::json_body;
use crate::auth::extract::AdminUser;
use crate::client_address::ClientAddress;
use crate::cross_origin::RefuseCrossOrigin;
use crate::error::AppError;
use crate::site::language::PageRequest;
use crate::state::AppState;
use crate::store::audit::AuditEntry;
use crate::store::subscribers::Subscriber;
use crate::subscriptions::{self, LinkError};

/// The subscription form's page, which its plain form is posted to.
const SUBSCRIBE_PAGE: &str = "/subscribe";
/// The key the subscription page reads its refused plain form under
/// (`web/src/features/subscriptions/outcomes.ts`).
const SENT_FORM_KEY: &str = "subscribe-form";

/// Most bytes of a subscription request.
const BODY_MAX_BYTES: usize = 4 * 1024;
/// Most subscriptions one address may ask for in an hour (a shared office connection may need a
/// few; a program trying addresses needs many).
pub const PER_ADDRESS: usize = 10;

/// The API's subscription routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/subscriptions", post(subscribe))
        .route("/subscriptions/confirm", post(confirm))
        .route("/subscriptions/unsubscribe", post(one_click))
        .route("/subscribers", get(counts))
        .route("/subscribers/one", get(export).delete(remove))
        .layer(DefaultBodyLimit::max(BODY_MAX_BYTES))
}

/// The subscription pages (`GET`, the site's) and their plain forms (`POST`), under the Origin
/// rule of the API.
pub fn page_router(refuse: &RefuseCrossOrigin) -> Router<AppState> {
    let page = |form: MethodRouter<AppState>| -> MethodRouter<AppState> {
        let page: MethodRouter<AppState> = get(crate::site::serve_site)
            .merge(form)
            .layer(DefaultBodyLimit::max(BODY_MAX_BYTES));
        page.layer(refuse.clone())
    };
    Router::new()
        .route("/subscribe", page(post(subscribe_form)))
        .route("/subscribe/confirm", page(post(confirm_form)))
        .route("/subscribe/unsubscribe", page(post(unsubscribe_form)))
}

/// Takes one of the subscriptions `address` may ask for this hour, then asks for `request`.
async fn ask(
    state: &AppState,
    address: Option<IpAddr>,
    request: SubscriptionRequest,
) -> Result<(), AppError> {
    let origin = state.mail.origin().ok_or(AppError::MailOff)?.to_owned();
    let problems = subscription_problems(&request);
    if !problems.is_empty() {
        return Err(AppError::Invalid(problems));
    }
    let address = address.unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED));
    let retry_after = state
        .subscribe_attempts
        .try_send(address, state.clock.now());
    if retry_after > 0 {
        return Err(AppError::TooManyMessages { retry_after });
    }
    let (store, now) = (state.store.clone(), state.clock.now());
    let queued = tokio::task::spawn_blocking(move || {
        subscriptions::subscribe(&store, &request, now, &origin)
    })
    .await??;
    if queued {
        state.mail.wake();
    }
    tracing::info!(queued, "subscription asked for");
    Ok(())
}

async fn subscribe(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    body: Result<Json<SubscriptionRequest>, JsonRejection>,
) -> Result<(StatusCode, Json<Value>), AppError> {
    ask(&state, address, json_body(body)?).await?;
    Ok((StatusCode::ACCEPTED, Json(json!({ "sent": true }))))
}

/// A subscription's link: the subscriber's id and its secret.
#[derive(Clone, Deserialize)]
struct Link {
    id: String,
    t: String,
}

/// Confirms the subscription of `link`.
async fn confirmed(state: &AppState, link: Link) -> Result<Subscriber, AppError> {
    let (store, now) = (state.store.clone(), state.clock.now());
    tokio::task::spawn_blocking(move || subscriptions::confirm(&store, &link.id, &link.t, now))
        .await?
        .map_err(|error| match error {
            LinkError::Unknown => AppError::LinkInvalid,
            LinkError::Expired => AppError::LinkExpired,
            LinkError::Store(error) => AppError::Store(error),
        })
}

async fn confirm(
    State(state): State<AppState>,
    body: Result<Json<Link>, JsonRejection>,
) -> Result<Json<Value>, AppError> {
    let subscriber = confirmed(&state, json_body(body)?).await?;
    Ok(Json(json!({
        "topics": subscriber.topics,
        "frequency": subscriber.frequency,
        "lang": subscriber.lang,
    })))
}

/// Ends the subscription of `link`; whether there was one.
async fn unsubscribed(state: &AppState, link: Link) -> Result<bool, AppError> {
    let store = state.store.clone();
    let ended =
        tokio::task::spawn_blocking(move || subscriptions::unsubscribe(&store, &link.id, &link.t))
            .await??;
    if ended {
        tracing::info!("subscription ended");
    }
    Ok(ended)
}

async fn one_click(
    State(state): State<AppState>,
    Query(link): Query<Link>,
) -> Result<Json<Value>, AppError> {
    let ended = unsubscribed(&state, link).await?;
    Ok(Json(json!({ "unsubscribed": ended })))
}

/// The fields of a form, each name with its values in order.
fn form_fields(body: &Bytes) -> BTreeMap<String, Vec<String>> {
    let mut fields: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (name, value) in form_urlencoded::parse(body) {
        fields
            .entry(name.into_owned())
            .or_default()
            .push(value.into_owned());
    }
    fields
}

/// A field's first value, or nothing.
fn field<'a>(fields: &'a BTreeMap<String, Vec<String>>, name: &str) -> &'a str {
    fields
        .get(name)
        .and_then(|values| values.first())
        .map_or("", String::as_str)
}

/// A 303 to `page` in `lang` with `what` said in its address.
fn back_to(page: &str, lang: Lang, what: &str) -> Response {
    let location = format!("{page}?lang={}&{what}", lang.code());
    (StatusCode::SEE_OTHER, [(LOCATION, location)]).into_response()
}

async fn subscribe_form(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    OriginalUri(uri): OriginalUri,
    headers: axum::http::HeaderMap,
    body: Bytes,
) -> Response {
    let lang = PageRequest::read(uri.query(), &headers).lang;
    let fields = form_fields(&body);
    // The field people never see: a program that fills every field is told it was sent.
    if !field(&fields, "website").is_empty() {
        return back_to(SUBSCRIBE_PAGE, lang, "sent=1");
    }
    let request = SubscriptionRequest {
        email: field(&fields, "email").to_owned(),
        topics: fields
            .get("topics")
            .into_iter()
            .flatten()
            .filter_map(|name| Topic::parse(name))
            .collect(),
        frequency: if field(&fields, "frequency") == "daily" {
            Frequency::Daily
        } else {
            Frequency::Immediate
        },
        lang: lang.code().to_owned(),
    };
    match ask(&state, address, request.clone()).await {
        Ok(()) => back_to(SUBSCRIBE_PAGE, lang, "sent=1"),
        Err(error) => {
            let (carried, status) = refused_form(&request, &error);
            let lists = json!({ SENT_FORM_KEY: carried });
            let mut page = super::request_page::form_refused(
                &state,
                lang,
                SUBSCRIBE_PAGE,
                &headers,
                lists,
                status,
            )
            .await;
            if let AppError::TooManyMessages { retry_after } = error {
                page.headers_mut()
                    .insert(RETRY_AFTER, HeaderValue::from(retry_after));
            }
            page
        }
    }
}

/// What the subscription page reads of its refused plain form under [`SENT_FORM_KEY`]:
/// `draft` (the address, the topics and the frequency as sent), `problems` (the codes of each
/// field, as the API's 422 gives them) and `failure` (`tooMany`, `mailOff` or `server`, when no
/// field is at fault); with the answer's status.
fn refused_form(request: &SubscriptionRequest, refusal: &AppError) -> (Value, StatusCode) {
    let (problems, failure, status) = match refusal {
        AppError::Invalid(found) => (
            crate::error::by_field(found),
            Value::Null,
            StatusCode::UNPROCESSABLE_ENTITY,
        ),
        AppError::TooManyMessages { .. } => {
            (Map::new(), json!("tooMany"), StatusCode::TOO_MANY_REQUESTS)
        }
        AppError::MailOff => (
            Map::new(),
            json!("mailOff"),
            StatusCode::SERVICE_UNAVAILABLE,
        ),
        other => {
            tracing::warn!(error = %other, "a subscription asked for with the page's form was not kept");
            (
                Map::new(),
                json!("server"),
                StatusCode::INTERNAL_SERVER_ERROR,
            )
        }
    };
    let draft = json!({
        "email": request.email,
        "topics": request.topics,
        "frequency": request.frequency,
    });
    let carried = json!({ "draft": draft, "problems": problems, "failure": failure });
    (carried, status)
}

/// The link of a plain form's fields.
fn link_of(body: &Bytes) -> Link {
    let fields = form_fields(body);
    Link {
        id: field(&fields, "id").to_owned(),
        t: field(&fields, "t").to_owned(),
    }
}

async fn confirm_form(
    State(state): State<AppState>,
    OriginalUri(uri): OriginalUri,
    headers: axum::http::HeaderMap,
    body: Bytes,
) -> Response {
    let lang = PageRequest::read(uri.query(), &headers).lang;
    let link = link_of(&body);
    let done = match confirmed(&state, link.clone()).await {
        Ok(_) => "confirmed",
        Err(AppError::LinkExpired) => "link_expired",
        Err(AppError::LinkInvalid) => "link_invalid",
        Err(error) => return not_done("/subscribe/confirm", lang, &link, &error),
    };
    back_to("/subscribe/confirm", lang, &format!("done={done}"))
}

async fn unsubscribe_form(
    State(state): State<AppState>,
    OriginalUri(uri): OriginalUri,
    headers: axum::http::HeaderMap,
    body: Bytes,
) -> Response {
    let lang = PageRequest::read(uri.query(), &headers).lang;
    let link = link_of(&body);
    match unsubscribed(&state, link.clone()).await {
        Ok(_) => back_to("/subscribe/unsubscribe", lang, "done=unsubscribed"),
        Err(error) => not_done("/subscribe/unsubscribe", lang, &link, &error),
    }
}

/// Back to a link's page, its button there to press again, when the site could not do what it
/// asked (the store failed): the page says so.
fn not_done(page: &str, lang: Lang, link: &Link, error: &AppError) -> Response {
    tracing::warn!(%error, page, "a subscription link's button could not be done");
    let query = form_urlencoded::Serializer::new(String::new())
        .append_pair("id", &link.id)
        .append_pair("t", &link.t)
        .append_pair("problem", "failed")
        .finish();
    back_to(page, lang, &query)
}

async fn counts(State(state): State<AppState>, _admin: AdminUser) -> Result<Json<Value>, AppError> {
    let store = state.store.clone();
    let all =
        tokio::task::spawn_blocking(move || store.change(|change| change.subscribers())).await??;
    let mut by_topic: BTreeMap<&str, usize> = Topic::ALL.iter().map(|t| (t.name(), 0)).collect();
    let (mut confirmed, mut waiting, mut daily, mut hindi) = (0, 0, 0, 0);
    for (_, subscriber) in &all {
        if subscriber.confirmed_at.is_none() {
            waiting += 1;
            continue;
        }
        confirmed += 1;
        daily += usize::from(subscriber.frequency == Frequency::Daily);
        hindi += usize::from(subscriber.lang == "hi");
        for topic in &subscriber.topics {
            *by_topic.entry(topic.name()).or_default() += 1;
        }
    }
    Ok(Json(json!({
        "confirmed": confirmed,
        "waiting": waiting,
        "byTopic": by_topic,
        "byFrequency": {"immediate": confirmed - daily, "daily": daily},
        "byLang": {"en": confirmed - hindi, "hi": hindi},
    })))
}

#[derive(Deserialize)]
struct ByEmail {
    email: String,
}

/// The audit entry of `admin`'s `action` on subscriber `id` (never their address).
fn acted(
    state: &AppState,
    admin: &crate::auth::extract::SignedIn,
    address: Option<IpAddr>,
    action: Action,
    id: &str,
) -> AuditEntry {
    AuditEntry::new(&state.clock.rfc3339(), &admin.user.username, action)
        .from(address)
        .on("subscribers", id)
}

/// The subscriber of `email`, and their id.
async fn find(state: &AppState, email: &str) -> Result<(String, Subscriber), AppError> {
    let (store, email) = (state.store.clone(), email.trim().to_lowercase());
    tokio::task::spawn_blocking(move || {
        store.change(|change| {
            let id = change.subscriber_of(&email)?.ok_or(AppError::NotFound)?;
            let subscriber = change.subscriber(&id)?.ok_or(AppError::NotFound)?;
            Ok::<_, AppError>((id, subscriber))
        })
    })
    .await?
}

async fn export(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    ClientAddress(address): ClientAddress,
    Query(query): Query<ByEmail>,
) -> Result<Json<Value>, AppError> {
    let (id, subscriber) = find(&state, &query.email).await?;
    let entry = acted(&state, &admin, address, Action::SubscriberExport, &id);
    let store = state.store.clone();
    tokio::task::spawn_blocking(move || store.append_audit(&entry)).await??;
    let moment = |seconds: u64| crate::clock::rfc3339_at(seconds);
    Ok(Json(json!({
        "email": subscriber.email,
        "lang": subscriber.lang,
        "topics": subscriber.topics,
        "frequency": subscriber.frequency,
        "askedAt": moment(subscriber.created_at),
        "confirmedAt": subscriber.confirmed_at.map(moment),
    })))
}

async fn remove(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    ClientAddress(address): ClientAddress,
    Query(query): Query<ByEmail>,
) -> Result<StatusCode, AppError> {
    let (id, _) = find(&state, &query.email).await?;
    let entry = acted(&state, &admin, address, Action::SubscriberDelete, &id);
    let store = state.store.clone();
    tokio::task::spawn_blocking(move || {
        store.change(|change| {
            change.remove_subscriber(&id)?;
            change.append_audit(&entry)
        })
    })
    .await??;
    Ok(StatusCode::NO_CONTENT)
}
