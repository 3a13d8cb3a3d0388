//! Whether two words are at most one typo apart.

/// True when `a` becomes `b` by at most one edit: a letter added, removed or replaced, or two
/// neighbouring letters swapped (optimal string alignment distance ≤ 1). Compares bytes; the
/// words it is given are plain Latin.
#[must_use]
pub fn within_one_edit(a: &str, b: &str) -> bool {
    let (short, long) = if a.len() <= b.len() {
        (a.as_bytes(), b.as_bytes())
    } else {
        (b.as_bytes(), a.as_bytes())
    };
    if long.len() - short.len() > 1 {
        return false;
    }
    let common = short.iter().zip(long).take_while(|(x, y)| x == y).count();
    if common == short.len() {
        return true;
    }
    if short.len() < long.len() {
        return same(&short[common..], &long[common + 1..]);
    }
    let (x, y) = (&short[common..], &long[common..]);
    same(&x[1..], &y[1..])
        || (x.len() >= 2 && x[0] == y[1] && x[1] == y[0] && same(&x[2..], &y[2..]))
}

/// Byte slices equal, compared in a plain loop: the words are short, and a call to `memcmp`
/// for each of the many candidate words costs more than the comparison.
fn same(x: &[u8], y: &[u8]) -> bool {
    x.len() == y.len() && x.iter().zip(y).all(|(p, q)| p == q)
}

#[cfg(test)]
mod tests {
    use super::within_one_edit;

    #[test]
    fn one_edit_of_each_kind() {
        assert!(within_one_edit("sharma", "sharma"));
        assert!(within_one_edit("sharma", "sharna"), "replaced");
        assert!(within_one_edit("sharma", "sharm"), "removed");
        assert!(within_one_edit("sharma", "sharmaa"), "added");
        assert!(within_one_edit("sharma", "shamra"), "swapped");
        assert!(within_one_edit("sharma", "hsarma"), "swapped at the start");
        assert!(within_one_edit("", "a"));
    }

    #[test]
    fn two_edits_are_too_many() {
        assert!(!within_one_edit("sharma", "verma"));
        assert!(!within_one_edit("sharma", "sahrmaa"));
        assert!(!within_one_edit("sharma", "shar"));
        assert!(!within_one_edit("sharma", "smarha"));
        assert!(!within_one_edit("ab", "ba "));
    }
}
