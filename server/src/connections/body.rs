//! The slowest request body the server waits for. A body must bring at least
//! [`Limits::body_min_bytes_per_window`] bytes in every [`Limits::body_rate_window`] the
//! server spends waiting for it; time the handler spends elsewhere (writing a file) does not
//! count, as in Kestrel's minimum data rate. A slower body ends in [`TooSlow`], which the API
//! answers 408 `too_slow` and after which the connection closes.

use std::error::Error;
use std::fmt;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use axum::BoxError;
use axum::body::Bytes;
use http_body::{Body, Frame, SizeHint};
use tokio::time::{Instant, Sleep};

use super::Limits;

/// A request body that arrived slower than the minimum rate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TooSlow;

impl fmt::Display for TooSlow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the request body arrived too slowly")
    }
}

impl Error for TooSlow {}

/// Whether `error`, or an error it was caused by, is [`TooSlow`].
pub fn is_too_slow(error: &(dyn Error + 'static)) -> bool {
    let mut next = Some(error);
    while let Some(error) = next {
        if error.is::<TooSlow>() {
            return true;
        }
        next = error.source();
    }
    false
}

/// A request body held to a minimum rate.
pub struct MinRate<B> {
    inner: B,
    window: Duration,
    min_bytes: u64,
    /// Bytes received in the current window.
    bytes: u64,
    /// Time spent waiting in the current window, before `waiting_since`.
    waited: Duration,
    /// Since when the body has been waited for, if it is.
    waiting_since: Option<Instant>,
    timer: Option<Pin<Box<Sleep>>>,
}

impl<B> MinRate<B> {
    /// `inner` held to `limits`.
    pub fn new(inner: B, limits: &Limits) -> Self {
        Self {
            inner,
            window: limits.body_rate_window,
            min_bytes: limits.body_min_bytes_per_window(),
            bytes: 0,
            waited: Duration::ZERO,
            waiting_since: None,
            timer: None,
        }
    }

    /// At the end of a window of waiting: too slow, or a new window begins.
    fn close_window(&mut self) -> Result<(), TooSlow> {
        if self.bytes < self.min_bytes {
            return Err(TooSlow);
        }
        self.bytes = 0;
        self.waited = Duration::ZERO;
        Ok(())
    }
}

impl<B> Body for MinRate<B>
where
    B: Body<Data = Bytes> + Unpin,
    B::Error: Into<BoxError>,
{
    type Data = Bytes;
    type Error = BoxError;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, BoxError>>> {
        let this = self.get_mut();
        if this.min_bytes == 0 {
            return Pin::new(&mut this.inner).poll_frame(cx).map_err(Into::into);
        }
        match Pin::new(&mut this.inner).poll_frame(cx) {
            Poll::Ready(frame) => {
                if let Some(since) = this.waiting_since.take() {
                    this.waited += since.elapsed();
                }
                if let Some(Ok(data)) = frame.as_ref().map(|f| f.as_ref().map(Frame::data_ref)) {
                    this.bytes += data.map_or(0, |data| data.len() as u64);
                }
                if this.waited >= this.window && this.close_window().is_err() {
                    return Poll::Ready(Some(Err(TooSlow.into())));
                }
                Poll::Ready(frame.map(|frame| frame.map_err(Into::into)))
            }
            Poll::Pending => loop {
                let now = Instant::now();
                let since = *this.waiting_since.get_or_insert(now);
                let deadline = since + this.window.saturating_sub(this.waited);
                let timer = this
                    .timer
                    .get_or_insert_with(|| Box::pin(tokio::time::sleep_until(deadline)));
                if timer.deadline() != deadline {
                    timer.as_mut().reset(deadline);
                }
                if timer.as_mut().poll(cx).is_pending() {
                    return Poll::Pending;
                }
                // A whole window spent waiting.
                this.waited += now.saturating_duration_since(since);
                this.waiting_since = Some(now);
                if this.close_window().is_err() {
                    return Poll::Ready(Some(Err(TooSlow.into())));
                }
            },
        }
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}

#[cfg(test)]
mod tests {
    use std::convert::Infallible;

    use http_body_util::{BodyExt, StreamBody};
    use tokio::sync::mpsc;

    use super::*;

    fn limits() -> Limits {
        Limits {
            body_min_rate: 100,
            body_rate_window: Duration::from_secs(1),
            ..Limits::default()
        }
    }

    type Feed = mpsc::Sender<Result<Frame<Bytes>, Infallible>>;

    /// A body fed by the test through the sender.
    fn fed() -> (Feed, MinRate<StreamBody<tokio_stream_shim::Receiver>>) {
        let (send, receive) = mpsc::channel(16);
        let body = StreamBody::new(tokio_stream_shim::Receiver(receive));
        (send, MinRate::new(body, &limits()))
    }

    /// Enough of a stream over a channel for these tests.
    mod tokio_stream_shim {
        use super::*;

        pub struct Receiver(pub mpsc::Receiver<Result<Frame<Bytes>, Infallible>>);

        impl futures_util::Stream for Receiver {
            type Item = Result<Frame<Bytes>, Infallible>;

            fn poll_next(
                mut self: Pin<&mut Self>,
                cx: &mut Context<'_>,
            ) -> Poll<Option<Self::Item>> {
                self.0.poll_recv(cx)
            }
        }
    }

    #[allow(
        clippy::unnecessary_wraps,
        reason = "the item type of the body's stream"
    )]
    fn bytes(n: usize) -> Result<Frame<Bytes>, Infallible> {
        Ok(Frame::data(Bytes::from(vec![b'x'; n])))
    }

    #[tokio::test(start_paused = true)]
    async fn a_body_at_the_rate_is_read_to_its_end() {
        let (send, body) = fed();
        let feeder = tokio::spawn(async move {
            // 150 bytes a second, over a minimum of 100.
            for _ in 0..10 {
                tokio::time::sleep(Duration::from_millis(400)).await;
                send.send(bytes(60)).await.unwrap();
            }
        });
        let all = body.collect().await.expect("fast enough").to_bytes();
        assert_eq!(all.len(), 600);
        feeder.await.unwrap();
    }

    #[tokio::test(start_paused = true)]
    async fn a_trickle_is_cut_off_after_a_window() {
        let (send, mut body) = fed();
        let feeder = tokio::spawn(async move {
            for _ in 0..20 {
                if send.send(bytes(10)).await.is_err() {
                    return;
                }
                tokio::time::sleep(Duration::from_millis(300)).await;
            }
        });
        let started = Instant::now();
        let error = loop {
            match body.frame().await {
                Some(Ok(_)) => {}
                Some(Err(error)) => break error,
                None => panic!("the trickle was read to its end"),
            }
        };
        assert!(is_too_slow(error.as_ref()), "{error}");
        let took = started.elapsed();
        assert!(
            took >= Duration::from_secs(1) && took < Duration::from_millis(1400),
            "{took:?}"
        );
        drop(body);
        feeder.await.unwrap();
    }

    #[tokio::test(start_paused = true)]
    async fn a_body_that_stops_is_cut_off_even_with_nothing_arriving() {
        let (send, mut body) = fed();
        send.send(bytes(500)).await.unwrap();
        assert!(body.frame().await.unwrap().is_ok());
        let started = Instant::now();
        let error = body.frame().await.unwrap().unwrap_err();
        assert!(is_too_slow(error.as_ref()));
        // The window that brought the 500 bytes passes; the next, empty one does not.
        assert_eq!(started.elapsed(), Duration::from_secs(2));
        drop(send);
    }

    #[tokio::test(start_paused = true)]
    async fn time_the_handler_spends_elsewhere_does_not_count() {
        let (send, mut body) = fed();
        send.send(bytes(100)).await.unwrap();
        assert!(body.frame().await.unwrap().is_ok());
        // The handler writes to disk for a long while; the client has sent the rest meanwhile.
        send.send(bytes(100)).await.unwrap();
        tokio::time::sleep(Duration::from_secs(30)).await;
        assert!(body.frame().await.unwrap().is_ok());
        drop(send);
        assert!(body.frame().await.is_none());
    }
}
