//! Random names and tokens from the system's random source, written as hex digits.

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_digits_and_fresh_values() {
        assert_eq!(hex(&[0x00, 0x9f, 0xff]), "009fff");
        let (a, b) = (random_hex::<16>(), random_hex::<16>());
        assert_eq!(a.len(), 32);
        assert_ne!(a, b);
    }
}
