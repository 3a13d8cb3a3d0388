//! The running score of a query: which records still match every term so far, and the sum of
//! their ranks.
//!
//! The records still in are a bit set, so that a term costs what its matches cost (plus one
//! pass over 64-record words) rather than a pass over every record, and the final order comes
//! from walking the set bits upwards: by total, then in the order the records were added.

/// Sentinel of `rank`: the record has not matched the current term.
const UNSEEN: u8 = u8::MAX;

/// Matches and totals over a number of records; its memory is reused from query to query.
#[derive(Debug, Default)]
pub struct Tally {
    /// One bit per record still matching every term so far.
    alive: Vec<u64>,
    /// Sum of the ranks of the terms so far, per record (only meaningful while alive).
    totals: Vec<u32>,
    /// The best rank of the current term per record, `UNSEEN` if none.
    rank: Vec<u8>,
    /// The records the current term matched, each once.
    touched: Vec<u32>,
    /// Scratch: the bits of `touched`.
    hit: Vec<u64>,
    /// Scratch of `ranked`: the records still in with their totals, and where each total's
    /// records start.
    found: Vec<(u32, u32)>,
    starts: Vec<usize>,
}

impl Tally {
    /// Starts a query over records `0..len`, all in.
    pub fn reset(&mut self, len: usize) {
        let words = len.div_ceil(64);
        self.alive.clear();
        self.alive.resize(words, u64::MAX);
        if !len.is_multiple_of(64)
            && let Some(last) = self.alive.last_mut()
        {
            *last = (1 << (len % 64)) - 1;
        }
        self.hit.resize(words, 0);
        self.totals.clear();
        self.totals.resize(len, 0);
        self.rank.clear();
        self.rank.resize(len, UNSEEN);
        self.touched.clear();
    }

    /// A tally over records `0..len`, all in.
    #[cfg(test)]
    fn new(len: usize) -> Self {
        let mut tally = Tally::default();
        tally.reset(len);
        tally
    }

    /// Keeps in only the records `keep` accepts.
    pub fn keep_only(&mut self, keep: impl Fn(usize) -> bool) {
        for (word, bits) in self.alive.iter_mut().enumerate() {
            for bit in 0..64 {
                if *bits & (1 << bit) != 0 && !keep(word * 64 + bit) {
                    *bits &= !(1 << bit);
                }
            }
        }
    }

    /// Whether `record` has matched every term so far.
    pub fn is_alive(&self, record: usize) -> bool {
        self.alive
            .get(record / 64)
            .is_some_and(|bits| bits & (1 << (record % 64)) != 0)
    }

    /// The current term matches `record` with `rank` (the best of several notes counts).
    pub fn note(&mut self, record: u32, rank: u8) {
        let Some(slot) = self.rank.get_mut(record as usize) else {
            return;
        };
        if *slot == UNSEEN {
            self.touched.push(record);
        }
        *slot = (*slot).min(rank);
    }

    /// Closes the current term: records it did not match drop out, the others add its rank.
    pub fn end_term(&mut self) {
        self.hit.fill(0);
        for &record in &self.touched {
            let record = record as usize;
            self.hit[record / 64] |= 1 << (record % 64);
            self.totals[record] += u32::from(self.rank[record]);
            self.rank[record] = UNSEEN;
        }
        self.touched.clear();
        for (alive, hit) in self.alive.iter_mut().zip(&self.hit) {
            *alive &= hit;
        }
    }

    /// The records still in, by total and then in the order they were added (a counting sort:
    /// totals are small).
    pub fn ranked(&mut self) -> Vec<u32> {
        let found = &mut self.found;
        found.clear();
        for (word, &bits) in (0u32..).zip(&self.alive) {
            let mut bits = bits;
            while bits != 0 {
                let record = word * 64 + bits.trailing_zeros();
                found.push((record, self.totals[record as usize]));
                bits &= bits - 1;
            }
        }
        let levels = found.iter().map(|&(_, total)| total as usize + 1).max();
        let starts = &mut self.starts;
        starts.clear();
        starts.resize(levels.unwrap_or(0) + 1, 0);
        for &(_, total) in found.iter() {
            starts[total as usize + 1] += 1;
        }
        for level in 1..starts.len() {
            starts[level] += starts[level - 1];
        }
        let mut ranked = vec![0u32; found.len()];
        for &(record, total) in found.iter() {
            let slot = &mut starts[total as usize];
            ranked[*slot] = record;
            *slot += 1;
        }
        ranked
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_records_matching_every_term_by_total_then_order() {
        let mut tally = Tally::new(130);
        tally.keep_only(|record| record != 3);
        for (record, rank) in [(70, 2), (3, 0), (5, 1), (129, 0), (5, 0), (64, 1)] {
            tally.note(record, rank);
        }
        tally.end_term();
        assert!(tally.is_alive(70) && !tally.is_alive(3) && !tally.is_alive(6));
        for (record, rank) in [(129, 1), (5, 0), (70, 0), (64, 0)] {
            tally.note(record, rank);
        }
        tally.end_term();
        assert_eq!(tally.ranked(), [5, 64, 129, 70]);
    }

    #[test]
    fn no_terms_keep_every_record_in_order() {
        assert_eq!(Tally::new(3).ranked(), [0, 1, 2]);
        assert_eq!(Tally::new(64).ranked().len(), 64);
        assert_eq!(Tally::new(65).ranked().len(), 65);
        assert!(Tally::new(0).ranked().is_empty());
    }
}
