//! What the server and the render worker (`web/src/render/worker.ts`) say to each other: one JSON
//! object a line, on the worker's standard input and output. These types are its one definition:
//! the worker's TypeScript types are generated from them (`web/src/generated/render-protocol.ts`,
//! checked by the test below, written anew by `npm run generate`).
//!
//! 1. Once started, the worker says it is ready, with the pages it renders ([`Ready`]).
//! 2. The server sends a [`Request`]: pages to render ([`PageOrder`]), and whether to forget the
//!    lists it was given before (`fresh`: what visitors see has changed since).
//! 3. While it renders, the worker asks for each content list a page reads that it does not hold
//!    ([`Need`], by the key the app would fetch: `GET /api/content/<key>`), and the server
//!    answers each in turn ([`ListReply`], the list as the API sends it, or `null`).
//! 4. The worker answers the request ([`Answer`]): each page rendered ([`PageAnswer`]), or why not.

use serde::{Deserialize, Serialize};

/// What the worker says when it is ready: the paths of the pages it can render.
#[derive(Debug, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Ready {
    /// Always true.
    pub ready: bool,
    /// The paths of the pages it renders (`/404` for the 404 page).
    pub pages: Vec<String>,
}

/// A request: the pages to render, and whether to forget the lists given before.
#[derive(Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Request<'a> {
    /// Its number, which the answer repeats.
    pub id: u64,
    /// Forget every list given before (what visitors see has changed since).
    pub fresh: bool,
    /// The pages to render, in turn.
    pub pages: &'a [PageOrder],
}

/// A page to render: its path, its language and, for a page that renders its query (a
/// directory's search), the query's parameters (`q=singh&zone=2`, without `lang`), and for a
/// page rendered for one request (a form sent back with its problems), what the server made of
/// that request, by the key the page reads it under.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct PageOrder {
    /// Its path (`/`, `/404` for the 404 page).
    pub path: String,
    /// `en` or `hi`.
    #[cfg_attr(test, ts(type = "string"))]
    pub lang: &'static str,
    /// The query it renders, URL-encoded.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub query: Option<String>,
    /// Lists given with the page (a JSON object, by key), which the worker holds for this
    /// rendering alone and the page carries like the content lists it read.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional, type = "Record<string, ContentList>"))]
    pub lists: Option<serde_json::Value>,
}

/// The worker asks for a content list while it renders (`{"need": "notices?page=2"}`).
#[derive(Debug, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Need {
    /// The list's key, as the app would fetch it (`GET /api/content/<key>`).
    pub need: String,
}

impl Need {
    /// How every ask starts: the server tells an ask from the answer by it.
    pub const START: &'static str = "{\"need\":";
}

/// The server's reply to a [`Need`]: `{"list": <the body of GET /api/content/<key>>}`, or
/// `{"list": null}` when there is no such list. The server writes the body it holds as it is
/// ([`ListReply::line`]), without reading it again.
#[derive(Debug)]
#[cfg_attr(test, derive(Deserialize, ts_rs::TS))]
pub struct ListReply {
    /// The list, or `null`.
    #[cfg_attr(test, ts(type = "ContentList | null"))]
    pub list: Option<serde_json::Value>,
}

impl ListReply {
    /// How every reply starts: the worker tells a reply from a request by it.
    pub const START: &'static [u8] = b"{\"list\":";

    /// The reply holding `body` (the API's JSON for the list, `None`: there is none), as a line.
    pub fn line(body: Option<&[u8]>) -> Vec<u8> {
        let body = body.unwrap_or(b"null");
        let mut line = Vec::with_capacity(body.len() + Self::START.len() + 2);
        line.extend_from_slice(Self::START);
        line.extend_from_slice(body);
        line.extend_from_slice(b"}\n");
        line
    }
}

/// The worker's answer to a [`Request`]: the pages, or why it could not read the request.
#[derive(Debug, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Answer {
    /// The request's number (`null` when the request could not be read).
    pub id: Option<u64>,
    /// Each page asked for, rendered or not, in the request's order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pages: Vec<PageAnswer>,
    /// Why the request could not be read.
    #[cfg_attr(test, ts(optional))]
    pub error: Option<String>,
}

/// One rendered page (`html`, `read` and `updated`), or why not (`error`).
#[derive(Debug, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct PageAnswer {
    /// Its path (`/`, `/404` for the 404 page).
    pub path: String,
    /// `en` or `hi`.
    pub lang: String,
    /// The whole HTML document.
    #[cfg_attr(test, ts(optional))]
    pub html: Option<String>,
    /// The content lists it read (so the server knows which saves touch it).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub read: Vec<String>,
    /// The day (`YYYY-MM-DD`, in India) its content last changed (its "Last updated" line,
    /// which the sitemap gives too).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub updated: String,
    /// Why it could not be rendered.
    #[cfg_attr(test, ts(optional))]
    pub error: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generated::declaration;

    /// The worker's types, as TypeScript: each type's declaration in the protocol's order.
    fn typescript() -> String {
        crate::generated::typescript(
            "// Generated from the server's render protocol (server/src/render/protocol.rs): do not\n\
             // edit. `npm run generate` writes it anew after a change to the protocol.\n\n\
             import type { ItemMeta, ListPage } from \"./content\";\n\n\
             /** A content list as `GET /api/content/<key>` sends it. */\n\
             export type ContentList = { items: Array<ItemMeta & Record<string, unknown>>; page?: ListPage };\n\n",
            &[
                declaration::<Ready>,
                declaration::<Request>,
                declaration::<PageOrder>,
                declaration::<Need>,
                declaration::<ListReply>,
                declaration::<Answer>,
                declaration::<PageAnswer>,
            ],
        )
    }

    #[test]
    fn render_protocol_types_are_current() {
        crate::generated::generated_file("render-protocol.ts", &typescript());
    }

    #[test]
    fn a_list_reply_is_read_as_its_type() {
        let line = ListReply::line(Some(br#"{"items":[]}"#));
        assert!(line.starts_with(ListReply::START) && line.ends_with(b"}\n"));
        let reply: ListReply = serde_json::from_slice(&line).unwrap();
        assert_eq!(reply.list, Some(serde_json::json!({"items": []})));
        let none: ListReply = serde_json::from_slice(&ListReply::line(None)).unwrap();
        assert_eq!(none.list, None);
    }

    #[test]
    fn a_request_is_written_as_before() {
        let pages = [
            PageOrder {
                path: "/".into(),
                lang: "en",
                query: None,
                lists: None,
            },
            PageOrder {
                path: "/directory".into(),
                lang: "hi",
                query: Some("q=singh".into()),
                lists: Some(serde_json::json!({"feedback-form": {"items": []}})),
            },
        ];
        let request = Request {
            id: 7,
            fresh: true,
            pages: &pages,
        };
        assert_eq!(
            serde_json::to_string(&request).unwrap(),
            r#"{"id":7,"fresh":true,"pages":[{"path":"/","lang":"en"},{"path":"/directory","lang":"hi","query":"q=singh","lists":{"feedback-form":{"items":[]}}}]}"#
        );
    }
}
