//! The peak of the heap while a piece of work runs: this program's allocator counts the bytes
//! asked of it and not yet given back, exactly and the same on every run (the system
//! allocator's own overhead and the pages it keeps are not counted; they are RSS, not heap).

use std::alloc::System;

use peakmem_alloc::{INSTRUMENTED_SYSTEM, PeakMemAlloc, PeakMemAllocTrait};

#[global_allocator]
static HEAP: &PeakMemAlloc<System> = &INSTRUMENTED_SYSTEM;

/// What `work` gives, and the most bytes of heap it held at once beyond those held when it
/// began (what it gives back included). The program must run it on one thread alone.
pub fn peak_heap<T>(work: impl FnOnce() -> T) -> (T, usize) {
    HEAP.reset_peak_memory();
    let out = work();
    (out, HEAP.get_peak_memory())
}
