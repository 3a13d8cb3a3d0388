//! Serving on every core the way nginx does: one single-threaded runtime per worker thread,
//! each serving the connections it is handed from start to end, and one acceptor that hands
//! the connections out in turn.
//!
//! Against tokio's multi-threaded runtime, which moves tasks between threads, this took 4-8%
//! less CPU time per page view under load, and the home page went from 0.95 to 1.12 of
//! nginx's requests a second (`bench/load`; the figures are in the README). The acceptor
//! spreads connections evenly: a listening socket shared by the workers gave most of them to
//! whichever worker woke first, and `SO_REUSEPORT` would let a second server started on the
//! same port take half of its visitors.

use std::future::Future;
use std::io;
use std::net::SocketAddr;
use std::num::NonZeroUsize;
use std::thread::JoinHandle;

use axum::Router;
use axum::serve::{Listener, ListenerExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{mpsc, watch};

/// Connections waiting for a worker; past this many the acceptor waits for that worker.
const QUEUE: usize = 256;

/// The worker threads serving `app`, and the listener whose connections they serve.
pub struct Workers {
    listener: TcpListener,
    queues: Vec<mpsc::Sender<(std::net::TcpStream, SocketAddr)>>,
    stop: watch::Sender<bool>,
    threads: Vec<JoinHandle<io::Result<()>>>,
}

impl Workers {
    /// Starts `count` worker threads serving `app` on the connections of `listener`.
    pub fn start(count: NonZeroUsize, app: &Router, listener: TcpListener) -> io::Result<Self> {
        let local = listener.local_addr()?;
        let (stop, stopped) = watch::channel(false);
        let mut queues = Vec::with_capacity(count.get());
        let mut threads = Vec::with_capacity(count.get());
        for index in 0..count.get() {
            let (queue, handed) = mpsc::channel(QUEUE);
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()?;
            let (app, mut stopped) = (app.clone(), stopped.clone());
            let thread = std::thread::Builder::new()
                .name(format!("worker-{index}"))
                .spawn(move || {
                    let listener = Handed {
                        queue: handed,
                        local,
                    }
                    .tap_io(|tcp: &mut TcpStream| {
                        // Small responses must leave at once rather than wait for Nagle's
                        // algorithm.
                        if let Err(error) = tcp.set_nodelay(true) {
                            tracing::debug!(%error, "cannot set TCP_NODELAY");
                        }
                    });
                    let service = app.into_make_service_with_connect_info::<SocketAddr>();
                    runtime.block_on(async move {
                        axum::serve(listener, service)
                            .with_graceful_shutdown(async move {
                                // An error means the sender is gone: stop then too.
                                let _ = stopped.wait_for(|stop| *stop).await;
                            })
                            .await
                    })
                })?;
            queues.push(queue);
            threads.push(thread);
        }
        Ok(Self {
            listener,
            queues,
            stop,
            threads,
        })
    }

    /// Accepts connections and hands them to the workers in turn, until `stop` completes; then
    /// closes the listener, lets the workers finish the requests in flight and waits for them.
    pub async fn serve(self, stop: impl Future<Output = ()>) -> io::Result<()> {
        let Self {
            listener,
            queues,
            stop: stopping,
            threads,
        } = self;
        tokio::select! {
            () = accept(&listener, &queues) => {}
            () = stop => {}
        }
        drop((listener, queues));
        // The workers stop taking connections and finish their requests; an error means they
        // have all ended already.
        let _ = stopping.send(true);
        tokio::task::spawn_blocking(move || {
            for thread in threads {
                match thread.join() {
                    Ok(served) => served?,
                    Err(panic) => std::panic::resume_unwind(panic),
                }
            }
            Ok(())
        })
        .await?
    }
}

/// Accepts connections for ever, handing each to the next worker.
async fn accept(
    listener: &TcpListener,
    queues: &[mpsc::Sender<(std::net::TcpStream, SocketAddr)>],
) {
    for queue in queues.iter().cycle() {
        let (tcp, address) = loop {
            match listener.accept().await {
                Ok(accepted) => break accepted,
                Err(error) => accept_failed(error).await,
            }
        };
        // Out of this runtime's reactor, to be registered with the worker's.
        let tcp = match tcp.into_std() {
            Ok(tcp) => tcp,
            Err(error) => {
                tracing::warn!(%error, "cannot hand a connection to a worker");
                continue;
            }
        };
        if queue.send((tcp, address)).await.is_err() {
            tracing::error!("a worker has stopped: no more connections are accepted");
            return;
        }
    }
}

/// What to do when `accept` fails: a connection reset before it was accepted is nothing; out
/// of file descriptors or memory, wait a moment rather than spin (as `axum::serve` does).
async fn accept_failed(error: io::Error) {
    use io::ErrorKind::{ConnectionAborted, ConnectionRefused, ConnectionReset};
    if matches!(
        error.kind(),
        ConnectionAborted | ConnectionRefused | ConnectionReset
    ) {
        return;
    }
    tracing::error!(%error, "cannot accept a connection");
    tokio::time::sleep(std::time::Duration::from_secs(1)).await;
}

/// A worker's side: the connections the acceptor hands it, registered with its own runtime.
struct Handed {
    queue: mpsc::Receiver<(std::net::TcpStream, SocketAddr)>,
    /// The server's address.
    local: SocketAddr,
}

impl Listener for Handed {
    type Io = TcpStream;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (TcpStream, SocketAddr) {
        loop {
            let Some((tcp, address)) = self.queue.recv().await else {
                // The acceptor has stopped: so will this worker, once told to.
                return std::future::pending().await;
            };
            match TcpStream::from_std(tcp) {
                Ok(tcp) => return (tcp, address),
                Err(error) => tracing::warn!(%error, "cannot take a handed connection"),
            }
        }
    }

    fn local_addr(&self) -> io::Result<SocketAddr> {
        Ok(self.local)
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use axum::extract::ConnectInfo;
    use axum::routing::get;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    use tokio::sync::oneshot;

    use super::*;

    /// A router that names the thread answering and the address the request came from, and
    /// one that answers after a while.
    fn router() -> Router {
        Router::new()
            .route(
                "/who",
                get(|ConnectInfo(from): ConnectInfo<SocketAddr>| async move {
                    let thread = std::thread::current();
                    format!("{} {from}", thread.name().unwrap_or_default())
                }),
            )
            .route(
                "/slow",
                get(|| async {
                    tokio::time::sleep(Duration::from_millis(300)).await;
                    "done"
                }),
            )
    }

    /// Starts two workers on a free loopback port; their address, the way to stop them and
    /// what serving ended with.
    async fn start() -> (
        SocketAddr,
        oneshot::Sender<()>,
        tokio::task::JoinHandle<io::Result<()>>,
    ) {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let address = listener.local_addr().unwrap();
        let two = NonZeroUsize::new(2).unwrap();
        let workers = Workers::start(two, &router(), listener).unwrap();
        let (stop, stopped) = oneshot::channel();
        let served = tokio::spawn(workers.serve(async {
            let _ = stopped.await;
        }));
        (address, stop, served)
    }

    /// `GET path` on a new connection from `tcp`: the body of the answer.
    async fn get_on(mut tcp: TcpStream, path: &str) -> String {
        let request = format!("GET {path} HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n");
        tcp.write_all(request.as_bytes()).await.unwrap();
        let mut answer = String::new();
        tcp.read_to_string(&mut answer).await.unwrap();
        assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
        answer.split("\r\n\r\n").nth(1).unwrap().to_owned()
    }

    #[tokio::test]
    async fn connections_are_handed_to_the_workers_in_turn_with_their_address() {
        let (address, stop, served) = start().await;
        let mut threads = Vec::new();
        for _ in 0..4 {
            let tcp = TcpStream::connect(address).await.unwrap();
            let from = tcp.local_addr().unwrap();
            let body = get_on(tcp, "/who").await;
            let (thread, seen_from) = body.split_once(' ').unwrap();
            assert_eq!(seen_from, from.to_string());
            threads.push(thread.to_owned());
        }
        assert_eq!(threads, ["worker-0", "worker-1", "worker-0", "worker-1"]);
        stop.send(()).unwrap();
        served.await.unwrap().unwrap();
    }

    #[tokio::test]
    async fn a_stop_lets_requests_in_flight_finish_then_closes_the_port() {
        let (address, stop, served) = start().await;
        let tcp = TcpStream::connect(address).await.unwrap();
        let slow = tokio::spawn(get_on(tcp, "/slow"));
        tokio::time::sleep(Duration::from_millis(100)).await;
        stop.send(()).unwrap();
        assert_eq!(slow.await.unwrap(), "done");
        served.await.unwrap().unwrap();
        assert!(TcpStream::connect(address).await.is_err());
    }
}
