//! A short hash with a fixed definition: the first 64 bits of SHA-256, the same on every build
//! of the server, for what outlives one run of it (the fingerprints of rendered content kept on
//! disk, an asset's entity tag that a browser keeps). Rust's own `DefaultHasher` does not
//! promise to stay the same from one version to the next.

use sha2::{Digest, Sha256};

/// The 64-bit digest of a sequence of byte strings, each counted with its length, so that
/// `["ab", "c"]` and `["a", "bc"]` differ.
#[derive(Default)]
pub struct Digest64(Sha256);

impl Digest64 {
    /// Adds one byte string.
    pub fn add(&mut self, bytes: &[u8]) {
        self.0.update((bytes.len() as u64).to_le_bytes());
        self.0.update(bytes);
    }

    /// The digest of what was added.
    pub fn finish(self) -> u64 {
        let sum = self.0.finalize();
        u64::from_be_bytes(sum[..8].try_into().expect("SHA-256 has 32 bytes"))
    }
}

/// The 64-bit digest of one byte string.
pub fn digest64(bytes: &[u8]) -> u64 {
    let mut digest = Digest64::default();
    digest.add(bytes);
    digest.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_digest_is_fixed_and_counts_where_each_part_ends() {
        // SHA-256 of the 8-byte length 0 (little-endian), then nothing: a fixed value, whatever
        // the build.
        assert_eq!(digest64(b""), 0xaf55_70f5_a181_0b7a);
        let parts = |list: &[&[u8]]| {
            let mut digest = Digest64::default();
            for part in list {
                digest.add(part);
            }
            digest.finish()
        };
        assert_ne!(parts(&[b"ab", b"c"]), parts(&[b"a", b"bc"]));
        assert_eq!(parts(&[b"abc"]), digest64(b"abc"));
    }
}
