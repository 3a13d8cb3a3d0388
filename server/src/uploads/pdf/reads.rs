//! Reading uploaded PDFs a few at a time, each within a deadline, off the threads that serve
//! requests.
//!
//! - At most [`concurrent_reads`] readings run at once (one fewer than the cores, at least
//!   one), so uploads never take every core from the visitors. An upload waits at most
//!   [`PdfReads::WAIT`] for its turn; past it, it is kept without a page count.
//! - A reading runs on a blocking thread and is waited for at most [`PdfReads::DEADLINE`];
//!   past it, the upload is kept without a page count. A blocking thread cannot be stopped:
//!   what ends it is the reading's budget ([`super::Limits`]), and its turn stays taken until
//!   it has ended, so abandoned readings never add up to more than the turns.

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::Semaphore;

use super::{Limits, PdfContents, TooComplex, read_contents};

/// Readings that may run at the same time: one fewer than the cores (at least one).
pub fn concurrent_reads() -> usize {
    std::thread::available_parallelism().map_or(1, |cores| cores.get().saturating_sub(1).max(1))
}

/// What reading an uploaded PDF's pages and text came to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PdfRead {
    /// Read: its page count and text (none when the file cannot be read as a PDF's structure).
    Read(PdfContents),
    /// Reading it would cost more than the budget: the upload is refused.
    TooComplex(TooComplex),
    /// No turn came within the wait: the upload is kept without a page count.
    Busy,
    /// The reading did not end within the deadline: the upload is kept without a page count.
    TimedOut,
}

impl PdfRead {
    /// What to keep of the file: nothing unless it was read.
    pub fn contents(self) -> PdfContents {
        match self {
            PdfRead::Read(contents) => contents,
            _ => PdfContents::default(),
        }
    }
}

/// The turns of reading uploaded PDFs, shared by every request.
#[derive(Debug, Clone)]
pub struct PdfReads {
    turns: Arc<Semaphore>,
    wait: Duration,
    deadline: Duration,
}

impl Default for PdfReads {
    fn default() -> Self {
        PdfReads::new(concurrent_reads(), PdfReads::WAIT, PdfReads::DEADLINE)
    }
}

impl PdfReads {
    /// How long an upload waits for its turn to be read.
    pub const WAIT: Duration = Duration::from_secs(10);
    /// How long a reading is waited for.
    pub const DEADLINE: Duration = Duration::from_secs(10);

    /// `turns` readings at once, each waiting at most `wait` for its turn and waited for at
    /// most `deadline`.
    pub fn new(turns: usize, wait: Duration, deadline: Duration) -> Self {
        PdfReads {
            turns: Arc::new(Semaphore::new(turns.max(1))),
            wait,
            deadline,
        }
    }

    /// The pages and the text of the PDF `bytes`, read in its turn within [`Limits::READING`].
    /// A reading that panics (a fault of the reader, never of the file) leaves the file without
    /// a page count or text.
    pub async fn read(&self, bytes: Vec<u8>) -> PdfRead {
        let read = self
            .run(move || std::panic::catch_unwind(|| read_contents(&bytes, Limits::READING)))
            .await;
        match read {
            Turn::Done(Ok(Ok(contents))) => PdfRead::Read(contents),
            Turn::Done(Ok(Err(too_complex))) => PdfRead::TooComplex(too_complex),
            Turn::Done(Err(_)) => {
                tracing::error!("the reading of a PDF panicked: it is kept without its pages");
                PdfRead::Read(PdfContents::default())
            }
            Turn::Busy => PdfRead::Busy,
            Turn::TimedOut => PdfRead::TimedOut,
        }
    }

    /// Runs `job` on a blocking thread in its turn, within the wait and the deadline.
    pub async fn run<T: Send + 'static>(
        &self,
        job: impl FnOnce() -> T + Send + 'static,
    ) -> Turn<T> {
        let Ok(Ok(turn)) =
            tokio::time::timeout(self.wait, self.turns.clone().acquire_owned()).await
        else {
            return Turn::Busy;
        };
        let task = tokio::task::spawn_blocking(move || {
            // The turn is given back when the job ends, not when it is given up on.
            let _turn = turn;
            job()
        });
        match tokio::time::timeout(self.deadline, task).await {
            Ok(Ok(done)) => Turn::Done(done),
            Ok(Err(error)) => std::panic::resume_unwind(error.into_panic()),
            Err(_) => Turn::TimedOut,
        }
    }
}

/// What a job run in its turn came to.
#[derive(Debug, PartialEq, Eq)]
pub enum Turn<T> {
    /// It ended with this.
    Done(T),
    /// No turn came within the wait; it did not run.
    Busy,
    /// It did not end within the deadline; it runs on until it ends, in its turn.
    TimedOut,
}

#[cfg(test)]
mod tests {
    use std::sync::mpsc;

    use wasm_core::model::documents::TextSource;

    use super::*;
    use crate::uploads::pdf::{Bomb, Refused, blank_pdf, bomb_pdf};

    #[tokio::test]
    async fn a_pdf_is_read_in_its_turn() {
        let reads = PdfReads::default();
        let read = reads.read(blank_pdf(4)).await.contents();
        assert_eq!(read.pages, Some(4));
        let text = read.text.expect("a blank PDF's text is read: none");
        assert_eq!(text.origin.source, TextSource::None);
        assert_eq!(text.pages.len(), 4);
        let unreadable = reads.read(b"%PDF-1.4 junk".to_vec()).await.contents();
        assert_eq!(unreadable.pages, None);
        let text = unreadable.text.expect("read: no text");
        assert_eq!(
            (text.origin.source, text.pages.len()),
            (TextSource::None, 0)
        );
        let bomb = bomb_pdf(Bomb {
            pages: 2,
            inflated_each: 100 * 1024 * 1024,
            pages_inside: true,
        });
        assert_eq!(
            reads.read(bomb).await,
            PdfRead::TooComplex(TooComplex(Refused::Stream))
        );
    }

    /// A job that runs until the test lets it end.
    fn held() -> (mpsc::Sender<()>, impl FnOnce() -> u32 + Send + 'static) {
        let (release, held) = mpsc::channel::<()>();
        (release, move || {
            let _ = held.recv();
            7
        })
    }

    #[tokio::test]
    async fn past_the_deadline_a_reading_is_given_up_but_keeps_its_turn_until_it_ends() {
        let short = Duration::from_millis(100);
        let reads = PdfReads::new(1, short, short);
        let (release, job) = held();
        // The job blocks until it is let go: the deadline passes first.
        assert_eq!(reads.run(job).await, Turn::TimedOut);
        // Its turn is still taken: the next one waits, then is given up.
        assert_eq!(reads.run(|| 1).await, Turn::Busy);
        release.send(()).unwrap();
        // Once the job has ended, its turn is free again.
        let mut done = reads.run(|| 2).await;
        while done == Turn::Busy {
            done = reads.run(|| 2).await;
        }
        assert_eq!(done, Turn::Done(2));
    }

    #[tokio::test]
    async fn readings_beyond_the_turns_wait_then_are_given_up() {
        let reads = PdfReads::new(2, Duration::from_millis(100), Duration::from_mins(1));
        let (first_release, first) = held();
        let (second_release, second) = held();
        let (a, b) = (reads.clone(), reads.clone());
        let first = tokio::spawn(async move { a.run(first).await });
        let second = tokio::spawn(async move { b.run(second).await });
        while reads.turns.available_permits() > 0 {
            tokio::time::sleep(Duration::from_millis(1)).await;
        }
        assert_eq!(reads.run(|| 3).await, Turn::Busy);
        first_release.send(()).unwrap();
        second_release.send(()).unwrap();
        assert_eq!(first.await.unwrap(), Turn::Done(7));
        assert_eq!(second.await.unwrap(), Turn::Done(7));
        assert_eq!(reads.run(|| 4).await, Turn::Done(4));
    }
}
