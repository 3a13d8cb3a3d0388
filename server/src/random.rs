//! Random names and tokens from the system's random source, written as hex digits, and its
//! bytes one at a time for what draws as many as it needs (a tracking number).

/// `bytes` as lower-case hex digits.
pub fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    bytes
        .iter()
        .flat_map(|b| [DIGITS[usize::from(b >> 4)], DIGITS[usize::from(b & 15)]])
        .map(char::from)
        .collect()
}

/// `N` random bytes as `2 × N` hex digits.
pub fn random_hex<const N: usize>() -> String {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes).expect("the system's random source works");
    hex(&bytes)
}

/// The system's random bytes, without end, read a few at a time.
pub fn random_bytes() -> impl Iterator<Item = u8> {
    std::iter::repeat_with(|| {
        let mut bytes = [0u8; 16];
        getrandom::fill(&mut bytes).expect("the system's random source works");
        bytes
    })
    .flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_digits_and_fresh_values() {
        assert_eq!(hex(&[0x00, 0x9f, 0xff]), "009fff");
        let (a, b) = (random_hex::<16>(), random_hex::<16>());
        assert_eq!(a.len(), 32);
        assert_ne!(a, b);
        let drawn: Vec<u8> = random_bytes().take(40).collect();
        assert_eq!(drawn.len(), 40, "it reads on past its first few");
    }
}
