//! One client connection from accept to close: HTTP/1.1 by hyper, the router for each request,
//! and the limits that keep a slow or idle client from holding a connection (and its file
//! descriptor) for ever: a request head must arrive within the header timeout, an idle
//! connection closes after the idle timeout, a response the client does not take is given up
//! after the idle timeout, and a request body must keep a minimum rate (`body.rs`).
//!
//! hyper's own header timeout also runs while a connection is idle between requests, so it
//! cannot give idle clients a minute and half-sent heads a few seconds; each connection has a
//! watchdog of its own instead, which wakes at the next moment one of the limits could expire
//! (not once per request) and reads the connection's [`Activity`].
//!
//! HTTP/2 is not offered: browsers speak it only over TLS, which a proxy in front of this
//! server ends, and proxies speak HTTP/1.1 to the servers behind them.

mod activity;
pub mod body;
mod budget;
mod limits;

use std::convert::Infallible;
use std::future::Future;
use std::net::SocketAddr;
use std::pin::{Pin, pin};
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Request, Response};
use hyper::body::Incoming;
use hyper_util::rt::TokioIo;
use tokio::net::TcpStream;
use tower::ServiceExt;
use tower::util::Oneshot;

pub use activity::Activity;
use activity::{Tracked, Watched, epoch, now_ms};
pub use body::{MinRate, TooSlow, is_too_slow};
pub use budget::Budget;
pub use limits::Limits;

/// Serves the requests of one connection with `app` until the client closes it, a limit
/// expires, or the connection is asked to close (`activity`'s `close`: the server stops, or
/// descriptors run short), in which case the request in progress is finished first.
pub async fn serve(
    tcp: TcpStream,
    peer: SocketAddr,
    app: Router,
    limits: Limits,
    activity: Arc<Activity>,
) {
    let io = TokioIo::new(Watched::new(tcp, Arc::clone(&activity)));
    let service = PerRequest {
        app,
        peer,
        limits,
        activity: Arc::clone(&activity),
    };
    let connection = hyper::server::conn::http1::Builder::new().serve_connection(io, service);
    let mut connection = pin!(connection);
    let first = activity.check(&limits, now_ms()).unwrap_or_default();
    let watchdog = tokio::time::sleep_until(instant(first));
    let mut watchdog = pin!(watchdog);
    let mut closing = false;
    loop {
        tokio::select! {
            biased;
            served = connection.as_mut() => {
                if let Err(error) = served {
                    tracing::debug!(%error, %peer, "connection ended with an error");
                }
                return;
            }
            () = &mut watchdog => match activity.check(&limits, now_ms()) {
                Ok(next) => watchdog.as_mut().reset(instant(next)),
                Err(expired) => {
                    tracing::debug!(%peer, reason = expired.reason(), "connection closed");
                    return;
                }
            },
            () = activity.close.notified(), if !closing => {
                // Idle: nothing is lost by closing now. Otherwise the request in progress is
                // finished first.
                if activity.is_idle() {
                    return;
                }
                closing = true;
                connection.as_mut().graceful_shutdown();
            }
        }
    }
}

/// The instant `ms` milliseconds after the epoch.
fn instant(ms: u64) -> tokio::time::Instant {
    tokio::time::Instant::from_std(epoch() + Duration::from_millis(ms))
}

/// The service hyper calls for each request of a connection: the router, with the client's
/// address (axum's `ConnectInfo`), the body held to the minimum rate, and the response marked
/// in the connection's [`Activity`] until it has been sent.
struct PerRequest {
    app: Router,
    peer: SocketAddr,
    limits: Limits,
    activity: Arc<Activity>,
}

impl hyper::service::Service<Request<Incoming>> for PerRequest {
    type Response = Response<Tracked<Body>>;
    type Error = Infallible;
    type Future = Answer;

    fn call(&self, request: Request<Incoming>) -> Answer {
        self.activity.request_started();
        let mut request = request.map(|body| Body::new(MinRate::new(body, &self.limits)));
        request.extensions_mut().insert(ConnectInfo(self.peer));
        Answer {
            routed: self.app.clone().oneshot(request),
            activity: Some(Arc::clone(&self.activity)),
        }
    }
}

pin_project_lite::pin_project! {
    /// The router's answer to one request, its body tracked.
    struct Answer {
        #[pin]
        routed: Oneshot<Router, Request<Body>>,
        // Until the answer is ready; then it moves into the body.
        activity: Option<Arc<Activity>>,
    }

    impl PinnedDrop for Answer {
        fn drop(this: Pin<&mut Self>) {
            // The connection closed before the answer was ready: the request ends here.
            if let Some(activity) = this.project().activity.take() {
                activity.request_ended();
            }
        }
    }
}

impl Future for Answer {
    type Output = Result<Response<Tracked<Body>>, Infallible>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let this = self.project();
        let response = match this.routed.poll(cx) {
            Poll::Pending => return Poll::Pending,
            Poll::Ready(Ok(response)) => response,
            Poll::Ready(Err(never)) => match never {},
        };
        let activity = this.activity.take().expect("polled after its answer");
        Poll::Ready(Ok(response.map(|body| Tracked::new(body, activity))))
    }
}
