//! The median time of a piece of work run several times.

use std::hint::black_box;
use std::time::{Duration, Instant};

/// The median of `runs` timed runs of `work` (at least one), after one run not timed.
pub fn median<T>(runs: usize, mut work: impl FnMut() -> T) -> Duration {
    black_box(work());
    let mut times: Vec<Duration> = (0..runs.max(1))
        .map(|_| {
            let started = Instant::now();
            black_box(work());
            started.elapsed()
        })
        .collect();
    times.sort_unstable();
    times[times.len() / 2]
}
