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
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use axum::Router;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::mpsc;

use crate::connections::{self, Activity, Budget, Limits};

/// Connections waiting for a worker; past this many the acceptor waits for that worker.
const QUEUE: usize = 256;
/// The longest pause between two attempts to accept when the system refuses (out of file
/// descriptors or memory); the first is [`FIRST_PAUSE`], doubling.
const LONGEST_PAUSE: Duration = Duration::from_secs(1);
const FIRST_PAUSE: Duration = Duration::from_millis(10);

/// A connection handed to a worker.
type Handed = (std::net::TcpStream, SocketAddr, Arc<Activity>);

/// The worker threads serving `app`, and the listener whose connections they serve.
pub struct Workers {
    listener: TcpListener,
    queues: Vec<mpsc::Sender<Handed>>,
    budget: Arc<Budget>,
    threads: Vec<JoinHandle<()>>,
}

impl Workers {
    /// Starts `count` worker threads serving `app` on the connections of `listener`, each
    /// connection held to `limits`.
    pub fn start(
        count: NonZeroUsize,
        app: &Router,
        listener: TcpListener,
        limits: Limits,
    ) -> io::Result<Self> {
        let budget = Arc::new(Budget::from_limit(limits.max_connections));
        tracing::info!(max_connections = budget.max(), "connection budget");
        let mut queues = Vec::with_capacity(count.get());
        let mut threads = Vec::with_capacity(count.get());
        for index in 0..count.get() {
            let (queue, handed) = mpsc::channel(QUEUE);
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()?;
            let (app, budget) = (app.clone(), Arc::clone(&budget));
            let thread = std::thread::Builder::new()
                .name(format!("worker-{index}"))
                .spawn(move || runtime.block_on(work(handed, app, limits, budget)))?;
            queues.push(queue);
            threads.push(thread);
        }
        Ok(Self {
            listener,
            queues,
            budget,
            threads,
        })
    }

    /// The budget of open connections, to read how many are open.
    pub fn budget(&self) -> Arc<Budget> {
        Arc::clone(&self.budget)
    }

    /// Accepts connections and hands them to the workers in turn, until `stop` completes; then
    /// closes the listener, lets the connections finish the requests in flight and waits for
    /// them.
    pub async fn serve(self, stop: impl Future<Output = ()>) -> io::Result<()> {
        let Self {
            listener,
            queues,
            budget,
            threads,
        } = self;
        tokio::select! {
            () = accept(&listener, &queues, &budget) => {}
            () = stop => {}
        }
        drop((listener, queues));
        budget.close_all();
        tokio::task::spawn_blocking(move || {
            for thread in threads {
                if let Err(panic) = thread.join() {
                    std::panic::resume_unwind(panic);
                }
            }
        })
        .await?;
        Ok(())
    }
}

/// A worker: serves each connection it is handed in a task of its own, until the acceptor
/// stops and every connection has closed.
async fn work(
    mut handed: mpsc::Receiver<Handed>,
    app: Router,
    limits: Limits,
    budget: Arc<Budget>,
) {
    // Every connection task holds a sender; the channel closes when the last has ended.
    let (alive, mut all_ended) = mpsc::channel::<()>(1);
    while let Some((tcp, peer, activity)) = handed.recv().await {
        let tcp = match TcpStream::from_std(tcp) {
            Ok(tcp) => tcp,
            Err(error) => {
                tracing::warn!(%error, "cannot take a handed connection");
                budget.release(&activity);
                continue;
            }
        };
        // Small responses must leave at once rather than wait for Nagle's algorithm.
        if let Err(error) = tcp.set_nodelay(true) {
            tracing::debug!(%error, "cannot set TCP_NODELAY");
        }
        let (app, budget, alive) = (app.clone(), Arc::clone(&budget), alive.clone());
        tokio::spawn(async move {
            connections::serve(tcp, peer, app, limits, Arc::clone(&activity)).await;
            budget.release(&activity);
            drop(alive);
        });
    }
    drop(alive);
    let _ = all_ended.recv().await;
}

/// Accepts connections for ever, handing each to the next worker, within the budget.
async fn accept(listener: &TcpListener, queues: &[mpsc::Sender<Handed>], budget: &Budget) {
    let mut trouble = Trouble::default();
    for queue in queues.iter().cycle() {
        let (tcp, peer) = loop {
            if budget.is_full() {
                make_room(budget, &mut trouble).await;
                continue;
            }
            match listener.accept().await {
                Ok(accepted) => {
                    trouble.over();
                    break accepted;
                }
                Err(error) if is_passing(&error) => {}
                Err(error) => {
                    // Most likely out of descriptors: idle connections give theirs back.
                    trouble.note(|| {
                        format!(
                            "cannot accept connections: {error}; closing idle connections and \
                             trying again"
                        )
                    });
                    budget.close_idle(batch(budget));
                    tokio::time::sleep(trouble.pause()).await;
                }
            }
        };
        let activity = budget.admit();
        // Out of this runtime's reactor, to be registered with the worker's.
        let tcp = match tcp.into_std() {
            Ok(tcp) => tcp,
            Err(error) => {
                tracing::warn!(%error, "cannot hand a connection to a worker");
                budget.release(&activity);
                continue;
            }
        };
        if let Err(mpsc::error::SendError((_, _, activity))) =
            queue.send((tcp, peer, activity)).await
        {
            budget.release(&activity);
            tracing::error!("a worker has stopped: no more connections are accepted");
            return;
        }
    }
}

/// How many idle connections to close at a time when the budget is reached.
fn batch(budget: &Budget) -> usize {
    1 + budget.max() / 32
}

/// The budget is reached: closes the connections idle longest, or, with none idle, waits for
/// one to close.
async fn make_room(budget: &Budget, trouble: &mut Trouble) {
    let asked = budget.close_idle(batch(budget));
    let wait = if asked == 0 {
        trouble.note(|| {
            format!(
                "all {} connections are busy: new ones wait until one closes",
                budget.max()
            )
        });
        LONGEST_PAUSE
    } else {
        // Idle connections close as soon as their worker sees the request.
        FIRST_PAUSE
    };
    let _ = tokio::time::timeout(wait, budget.freed()).await;
}

/// A failure of `accept` that concerns one connection only (reset before it was accepted).
fn is_passing(error: &io::Error) -> bool {
    use io::ErrorKind::{ConnectionAborted, ConnectionRefused, ConnectionReset};
    matches!(
        error.kind(),
        ConnectionAborted | ConnectionRefused | ConnectionReset
    )
}

/// A spell of not being able to take connections: logged when it begins and when it ends, not
/// at every attempt, with pauses that double between attempts. Out of descriptors under a
/// crowd, a few connections are accepted each time idle ones close, and then none again: the
/// spell goes on until accepting has gone [`SPELL_QUIET`] without a failure.
#[derive(Default)]
struct Trouble {
    since: Option<Instant>,
    /// The last failure, while none has been followed by an accepted connection yet or the
    /// spell goes on.
    last_failure: Option<Instant>,
    /// Whether a connection was accepted since the last failure.
    accepted_since: bool,
    attempts: u64,
    pause: Duration,
}

/// How long accepting must go on without a failure for a spell to be over.
const SPELL_QUIET: Duration = Duration::from_secs(10);

impl Trouble {
    /// Another attempt failed; the first of a spell is logged with `what`.
    fn note(&mut self, what: impl FnOnce() -> String) {
        self.note_at(Instant::now(), what);
    }

    fn note_at(&mut self, now: Instant, what: impl FnOnce() -> String) {
        if self.since.is_none() {
            tracing::warn!("{}", what());
            self.since = Some(now);
        }
        if self.last_failure.is_none() || self.accepted_since {
            // The first failure after a connection was taken: the pauses start short again.
            self.pause = FIRST_PAUSE;
        }
        self.last_failure = Some(now);
        self.accepted_since = false;
        self.attempts += 1;
    }

    /// How long to wait before the next attempt.
    fn pause(&mut self) -> Duration {
        let pause = self.pause;
        self.pause = (self.pause * 2).min(LONGEST_PAUSE);
        pause
    }

    /// A connection was accepted: a spell, if any, is over once none has failed for a while.
    fn over(&mut self) {
        if self.since.is_some() {
            self.over_at(Instant::now());
        }
    }

    /// Whether a spell ended at `now`.
    fn over_at(&mut self, now: Instant) -> bool {
        self.accepted_since = true;
        let (Some(since), Some(last)) = (self.since, self.last_failure) else {
            return false;
        };
        if now.duration_since(last) < SPELL_QUIET {
            return false;
        }
        tracing::info!(
            attempts = self.attempts,
            after = ?last.duration_since(since),
            "accepting connections again"
        );
        *self = Self::default();
        true
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
        let workers = Workers::start(two, &router(), listener, Limits::default()).unwrap();
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

    #[test]
    fn a_spell_lasts_until_accepting_has_gone_on_without_a_failure() {
        let start = Instant::now();
        let at = |ms: u64| start + Duration::from_millis(ms);
        let mut trouble = Trouble::default();
        trouble.note_at(at(0), String::new);
        assert_eq!(trouble.since, Some(at(0)), "a spell begins (and is logged)");
        assert_eq!(trouble.pause(), FIRST_PAUSE);
        assert_eq!(trouble.pause(), FIRST_PAUSE * 2);
        // A few connections taken as idle ones closed, then none again: the same spell, and
        // the pauses start short again.
        assert!(!trouble.over_at(at(100)));
        trouble.note_at(at(200), String::new);
        assert_eq!(
            trouble.since,
            Some(at(0)),
            "the same spell: not logged again"
        );
        assert_eq!(trouble.pause(), FIRST_PAUSE);
        assert!(!trouble.over_at(at(200) + SPELL_QUIET / 2));
        assert!(trouble.over_at(at(200) + SPELL_QUIET));
        assert!(!trouble.over_at(at(300) + SPELL_QUIET), "over once");
        // The next failure begins a new spell.
        trouble.note_at(at(400) + SPELL_QUIET, String::new);
        assert_eq!(trouble.since, Some(at(400) + SPELL_QUIET));
    }
}
