//! What a connection is doing, as seen from its socket and its requests: whether a request is
//! in progress, since when a request head has been arriving, since when it has been idle, since
//! when the client has not taken what the server writes. The connection's watchdog
//! ([`Activity::check`]) reads it to apply the [`Limits`]; the acceptor reads it to pick idle
//! connections to close when descriptors run short.
//!
//! Times are milliseconds since the process's [`epoch`], kept in atomics: marking costs a
//! clock read when a request starts or ends, never one per byte.

use std::io;
use std::pin::Pin;
use std::sync::LazyLock;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering::Relaxed};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use axum::body::Bytes;
use http_body::{Body, Frame, SizeHint};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::sync::Notify;

use super::Limits;

/// No time recorded.
const NONE: u64 = u64::MAX;

static EPOCH: LazyLock<Instant> = LazyLock::new(Instant::now);

/// The instant times are counted from.
pub fn epoch() -> Instant {
    *EPOCH
}

/// Milliseconds since [`epoch`].
pub fn now_ms() -> u64 {
    u64::try_from(EPOCH.elapsed().as_millis()).unwrap_or(NONE - 1)
}

fn millis(duration: Duration) -> u64 {
    u64::try_from(duration.as_millis()).unwrap_or(NONE - 1)
}

/// Why a connection was closed by its watchdog.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expired {
    /// A request head was not complete within the header timeout.
    Head,
    /// No request for the idle timeout.
    Idle,
    /// The client took nothing of a response for the idle timeout.
    Unread,
}

impl Expired {
    /// For the log.
    pub fn reason(self) -> &'static str {
        match self {
            Expired::Head => "request head not complete in time",
            Expired::Idle => "idle",
            Expired::Unread => "client stopped reading the response",
        }
    }
}

/// The state of one connection.
#[derive(Debug)]
pub struct Activity {
    /// Its number in the budget's registry.
    pub(super) id: u64,
    /// Requests whose response has not been sent in full.
    in_flight: AtomicU32,
    /// When the first byte of the next request's head arrived ([`NONE`]: none has).
    head_started: AtomicU64,
    /// When the last request ended, or the connection opened.
    idle_since: AtomicU64,
    /// Since when a write has been waiting for the client to take bytes ([`NONE`]: none is).
    write_blocked_since: AtomicU64,
    /// Asked to finish its request in progress, if any, and close.
    pub(super) close: Notify,
}

impl Activity {
    /// A connection opened now, idle.
    pub(super) fn new(id: u64) -> Self {
        Self {
            id,
            in_flight: AtomicU32::new(0),
            head_started: AtomicU64::new(NONE),
            idle_since: AtomicU64::new(now_ms()),
            write_blocked_since: AtomicU64::new(NONE),
            close: Notify::new(),
        }
    }

    /// A request head has been read in full: its request is in progress.
    pub fn request_started(&self) {
        self.in_flight.fetch_add(1, Relaxed);
        self.head_started.store(NONE, Relaxed);
    }

    /// A request's response has been handed over in full (or dropped).
    pub fn request_ended(&self) {
        if self.in_flight.fetch_sub(1, Relaxed) == 1 {
            self.idle_since.store(now_ms(), Relaxed);
        }
    }

    fn bytes_read(&self) {
        if self.in_flight.load(Relaxed) == 0 && self.head_started.load(Relaxed) == NONE {
            self.head_started.store(now_ms(), Relaxed);
        }
    }

    fn write_blocked(&self) {
        if self.write_blocked_since.load(Relaxed) == NONE {
            self.write_blocked_since.store(now_ms(), Relaxed);
        }
    }

    fn bytes_written(&self) {
        if self.write_blocked_since.load(Relaxed) != NONE {
            self.write_blocked_since.store(NONE, Relaxed);
        }
    }

    /// Whether the connection waits for a request that has not begun: closing it loses
    /// nothing.
    pub fn is_idle(&self) -> bool {
        self.in_flight.load(Relaxed) == 0 && self.head_started.load(Relaxed) == NONE
    }

    /// Since when it has been idle (milliseconds since [`epoch`]).
    pub fn idle_since(&self) -> u64 {
        self.idle_since.load(Relaxed)
    }

    /// The connection's watchdog at `now` (milliseconds since [`epoch`]): why it must close,
    /// or when to look again. A request head that begins after `now` has its deadline at least
    /// a header timeout later, so looking again then never misses one.
    pub fn check(&self, limits: &Limits, now: u64) -> Result<u64, Expired> {
        let (header, idle) = (millis(limits.header_timeout), millis(limits.idle_timeout));
        let next_head = now.saturating_add(header);
        if self.in_flight.load(Relaxed) > 0 {
            let blocked = self.write_blocked_since.load(Relaxed);
            if blocked == NONE {
                return Ok(now.saturating_add(idle).min(next_head));
            }
            let deadline = blocked.saturating_add(idle);
            return if now >= deadline {
                Err(Expired::Unread)
            } else {
                Ok(deadline)
            };
        }
        let head = self.head_started.load(Relaxed);
        if head != NONE {
            let deadline = head.saturating_add(header);
            return if now >= deadline {
                Err(Expired::Head)
            } else {
                Ok(deadline)
            };
        }
        // Idle, or a response not yet taken by the client after its request ended.
        let deadline = self.idle_since.load(Relaxed).saturating_add(idle);
        if now >= deadline {
            let blocked = self.write_blocked_since.load(Relaxed) != NONE;
            return Err(if blocked {
                Expired::Unread
            } else {
                Expired::Idle
            });
        }
        Ok(deadline.min(next_head))
    }
}

/// A socket that tells its connection's [`Activity`] when bytes come in and when writes wait
/// for the client.
pub struct Watched<T> {
    inner: T,
    activity: std::sync::Arc<Activity>,
}

impl<T> Watched<T> {
    /// Watches `inner` for `activity`.
    pub fn new(inner: T, activity: std::sync::Arc<Activity>) -> Self {
        Self { inner, activity }
    }
}

impl<T: AsyncRead + Unpin> AsyncRead for Watched<T> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let before = buf.filled().len();
        let read = Pin::new(&mut self.inner).poll_read(cx, buf);
        if matches!(read, Poll::Ready(Ok(()))) && buf.filled().len() > before {
            self.activity.bytes_read();
        }
        read
    }
}

impl<T: AsyncWrite + Unpin> Watched<T> {
    fn note_write(&self, written: &Poll<io::Result<usize>>) {
        match written {
            Poll::Pending => self.activity.write_blocked(),
            Poll::Ready(Ok(n)) if *n > 0 => self.activity.bytes_written(),
            Poll::Ready(_) => {}
        }
    }
}

impl<T: AsyncWrite + Unpin> AsyncWrite for Watched<T> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let written = Pin::new(&mut self.inner).poll_write(cx, buf);
        self.note_write(&written);
        written
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let written = Pin::new(&mut self.inner).poll_write_vectored(cx, bufs);
        self.note_write(&written);
        written
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

/// A response body that ends its request in the connection's [`Activity`] when it is done
/// with (sent in full, or dropped because the connection closed).
pub struct Tracked<B> {
    inner: B,
    activity: std::sync::Arc<Activity>,
}

impl<B> Tracked<B> {
    /// `inner`, the response of a request that has started in `activity`.
    pub fn new(inner: B, activity: std::sync::Arc<Activity>) -> Self {
        Self { inner, activity }
    }
}

impl<B> Drop for Tracked<B> {
    fn drop(&mut self) {
        self.activity.request_ended();
    }
}

impl<B: Body<Data = Bytes> + Unpin> Body for Tracked<B> {
    type Data = Bytes;
    type Error = B::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, B::Error>>> {
        Pin::new(&mut self.inner).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}
