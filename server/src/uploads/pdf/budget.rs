//! The budget of reading one PDF: how many bytes its streams may inflate to, one by one and
//! all together, how many bytes of it may be parsed, and how large its objects and its
//! cross-reference may be. Every decompression and every parse is charged here before its
//! result is used, so a file made to inflate to gigabytes (a "PDF bomb") or to be parsed over
//! and over is refused once it has cost the budget, never more.

use std::cell::Cell;
use std::io::Read;

use flate2::read::{DeflateDecoder, ZlibDecoder};

const MIB: u64 = 1024 * 1024;

/// The bounds of one reading.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Most bytes one stream may inflate to.
    pub stream_bytes: u64,
    /// Most bytes all the streams read may inflate to together.
    pub inflated_bytes: u64,
    /// Most bytes parsed in all (the cross-reference, the objects read, and the file itself
    /// when its cross-reference has to be rebuilt by a scan).
    pub parsed_bytes: u64,
    /// Most values (numbers, names, array items, …) in one object.
    pub object_values: usize,
    /// Most objects listed: entries of the cross-reference, objects found in object streams,
    /// and the page tree's nodes met.
    pub objects: usize,
}

impl Limits {
    /// The bounds of reading an uploaded PDF or one of the build's. A real document needs a
    /// small part of each: its object streams and cross-reference streams inflate to a few
    /// MiB even for a 20 MB scan of hundreds of pages (`docs/performance.md`).
    pub const READING: Limits = Limits {
        stream_bytes: 16 * MIB,
        inflated_bytes: 64 * MIB,
        parsed_bytes: 128 * MIB,
        object_values: 1 << 20,
        objects: 1 << 21,
    };
}

/// Which bound a reading went past.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    /// One stream inflates past [`Limits::stream_bytes`].
    Stream,
    /// The streams read inflate past [`Limits::inflated_bytes`] together.
    Inflated,
    /// More than [`Limits::parsed_bytes`] would be parsed.
    Parsed,
    /// An object holds more than [`Limits::object_values`] values.
    Values,
    /// More than [`Limits::objects`] objects are listed.
    Objects,
}

/// What a reading has cost so far.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Spent {
    /// Bytes inflated, all streams together.
    pub inflated: u64,
    /// Bytes the largest stream inflated to.
    pub largest_stream: u64,
    /// Bytes parsed.
    pub parsed: u64,
    /// Objects listed.
    pub listed: usize,
}

/// The budget of one reading, charged as it goes.
#[derive(Debug)]
pub struct Budget {
    limits: Limits,
    spent: Cell<Spent>,
}

impl Budget {
    /// A budget of `limits`, nothing spent.
    pub fn new(limits: Limits) -> Self {
        Budget {
            limits,
            spent: Cell::new(Spent::default()),
        }
    }

    /// What has been spent.
    pub fn spent(&self) -> Spent {
        self.spent.get()
    }

    /// Charges `bytes` parsed.
    pub fn parsed(&self, bytes: u64) -> Result<(), Refused> {
        let mut spent = self.spent.get();
        spent.parsed = spent.parsed.saturating_add(bytes);
        self.spent.set(spent);
        if spent.parsed > self.limits.parsed_bytes {
            return Err(Refused::Parsed);
        }
        Ok(())
    }

    /// Checks that one object may hold `count` values.
    pub fn values(&self, count: usize) -> Result<(), Refused> {
        if count > self.limits.object_values {
            return Err(Refused::Values);
        }
        Ok(())
    }

    /// Charges `count` more objects listed: entries of the cross-reference, objects found in
    /// object streams, and pages and page-tree nodes met.
    pub fn list(&self, count: usize) -> Result<(), Refused> {
        let mut spent = self.spent.get();
        spent.listed = spent.listed.saturating_add(count);
        self.spent.set(spent);
        if spent.listed > self.limits.objects {
            return Err(Refused::Objects);
        }
        Ok(())
    }

    /// The zlib (or raw deflate) data `compressed` inflated, within what is left of the
    /// budget: decoding stops one byte past it. Data that ends early or is damaged gives what
    /// came out before the damage, as PDF readers do.
    pub fn inflate(&self, compressed: &[u8]) -> Result<Vec<u8>, Refused> {
        let spent = self.spent.get();
        let room = self
            .limits
            .stream_bytes
            .min(self.limits.inflated_bytes.saturating_sub(spent.inflated));
        let mut out = Vec::new();
        let complete = read_at_most(ZlibDecoder::new(compressed), room + 1, &mut out);
        if !complete && out.is_empty() {
            // Not zlib: some writers leave out its two-byte header.
            read_at_most(DeflateDecoder::new(compressed), room + 1, &mut out);
        }
        let produced = out.len() as u64;
        self.spent.set(Spent {
            inflated: spent.inflated.saturating_add(produced),
            largest_stream: spent.largest_stream.max(produced),
            ..spent
        });
        if produced > room {
            return Err(if produced > self.limits.stream_bytes {
                Refused::Stream
            } else {
                Refused::Inflated
            });
        }
        Ok(out)
    }
}

/// Reads `source` into `out` until it ends, fails or `most` bytes have been read; whether it
/// ended without an error.
fn read_at_most(source: impl Read, most: u64, out: &mut Vec<u8>) -> bool {
    let mut source = source.take(most);
    let mut chunk = vec![0u8; 64 * 1024];
    loop {
        match source.read(&mut chunk) {
            Ok(0) => return true,
            Ok(n) => out.extend_from_slice(&chunk[..n]),
            Err(error) if error.kind() == std::io::ErrorKind::Interrupted => {}
            Err(_) => return false,
        }
    }
}

#[cfg(test)]
mod tests {
    use std::io::Write;

    use flate2::Compression;
    use flate2::write::ZlibEncoder;

    use super::*;

    /// `bytes` zeros, compressed, without ever holding them.
    fn zeros(bytes: u64) -> Vec<u8> {
        let mut encoder = ZlibEncoder::new(Vec::new(), Compression::best());
        let block = vec![0u8; 64 * 1024];
        let mut left = bytes;
        while left > 0 {
            let n = left.min(block.len() as u64);
            encoder
                .write_all(&block[..usize::try_from(n).unwrap()])
                .unwrap();
            left -= n;
        }
        encoder.finish().unwrap()
    }

    #[test]
    fn a_stream_within_the_budget_is_inflated_and_charged() {
        let budget = Budget::new(Limits::READING);
        assert_eq!(budget.inflate(&zeros(1000)).unwrap(), vec![0; 1000]);
        assert_eq!(budget.spent().inflated, 1000);
    }

    #[test]
    fn a_stream_stops_one_byte_past_its_bound() {
        let limits = Limits {
            stream_bytes: MIB,
            ..Limits::READING
        };
        let budget = Budget::new(limits);
        let bomb = zeros(200 * MIB);
        assert!(bomb.len() < 256 * 1024, "{}", bomb.len());
        assert_eq!(budget.inflate(&bomb), Err(Refused::Stream));
        assert_eq!(budget.spent().largest_stream, MIB + 1);
    }

    #[test]
    fn the_streams_together_stop_at_the_total() {
        let limits = Limits {
            stream_bytes: 4 * MIB,
            inflated_bytes: 10 * MIB,
            ..Limits::READING
        };
        let budget = Budget::new(limits);
        let stream = zeros(3 * MIB);
        for _ in 0..3 {
            budget.inflate(&stream).unwrap();
        }
        assert_eq!(budget.inflate(&stream), Err(Refused::Inflated));
        assert_eq!(budget.spent().inflated, 10 * MIB + 1);
        assert_eq!(budget.inflate(&zeros(1)), Err(Refused::Inflated));
    }

    #[test]
    fn damaged_data_gives_what_came_before_the_damage() {
        let budget = Budget::new(Limits::READING);
        let mut cut = zeros(100_000);
        cut.truncate(cut.len() - 6);
        let out = budget.inflate(&cut).unwrap();
        assert!(out.len() <= 100_000 && out.iter().all(|&byte| byte == 0));
        assert_eq!(budget.inflate(b"not compressed at all").unwrap(), b"");
    }
}
