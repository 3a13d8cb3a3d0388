//! Entry numbers kept sorted by one of their forms, for binary search.
//!
//! Each form is kept beside its entry with its first eight bytes as a number: most forms are
//! told apart by that number alone, in one comparison, and a search never reaches into the
//! entries. (Orders by a small numeric shape, such as a typo shape, use the number only.)

/// The first eight bytes of `form` as a big-endian number, zero-padded: numbers compare as
/// the forms' beginnings do, and a shorter beginning comes first.
fn head(form: &str) -> u64 {
    let mut bytes = [0u8; 8];
    for (slot, byte) in bytes.iter_mut().zip(form.bytes()) {
        *slot = byte;
    }
    u64::from_be_bytes(bytes)
}

/// Entry numbers sorted by (head, form), the same entry order as sorting by form.
#[derive(Debug, Default)]
pub struct Order(Vec<(u64, String, usize)>);

impl Order {
    /// Adds an entry by its form, after the entries of the same form.
    pub fn insert(&mut self, form: String, entry: usize) {
        let head = head(&form);
        let at = self
            .0
            .partition_point(|(h, f, _)| (*h, f.as_str()) <= (head, form.as_str()));
        self.0.insert(at, (head, form, entry));
    }

    /// Adds an entry by a number alone.
    pub fn insert_number(&mut self, number: u64, entry: usize) {
        let at = self.0.partition_point(|(h, _, _)| *h <= number);
        self.0.insert(at, (number, String::new(), entry));
    }

    /// The entries by their forms, sorted once: given in ascending entry order, the order that
    /// inserting them one by one makes (equal forms keep their entries' order), in
    /// O(n log n) rather than O(n²).
    pub fn sorted(forms: impl Iterator<Item = (String, usize)>) -> Order {
        let mut all: Vec<(u64, String, usize)> = forms
            .map(|(form, entry)| (head(&form), form, entry))
            .collect();
        // The entry number breaks ties as insertion order would.
        all.sort_unstable();
        Order(all)
    }

    /// `sorted` for entries by a number alone (`insert_number`).
    pub fn sorted_numbers(numbers: impl Iterator<Item = (u64, usize)>) -> Order {
        let mut all: Vec<(u64, String, usize)> = numbers
            .map(|(number, entry)| (number, String::new(), entry))
            .collect();
        all.sort_unstable();
        Order(all)
    }

    /// The entries whose form begins with `prefix`, in order.
    pub fn starting<'a>(&'a self, prefix: &'a str) -> impl Iterator<Item = usize> + 'a {
        let head = head(prefix);
        // Up to eight bytes, a form that begins with `prefix` has a head of at least `head`,
        // and those that do not but have such a head sort after them; past eight bytes the
        // rest of the form decides.
        let at = if prefix.len() <= 8 {
            self.0.partition_point(|(h, _, _)| *h < head)
        } else {
            self.0
                .partition_point(|(h, f, _)| (*h, f.as_str()) < (head, prefix))
        };
        let mask = match prefix.len() {
            0 => 0,
            n if n >= 8 => u64::MAX,
            n => u64::MAX << (64 - 8 * n),
        };
        self.0[at..]
            .iter()
            .take_while(move |(h, f, _)| {
                h & mask == head && (prefix.len() <= 8 || f.starts_with(prefix))
            })
            .map(|&(_, _, entry)| entry)
    }

    /// The entries whose form is `form`.
    pub fn equal<'a>(&'a self, form: &'a str) -> impl Iterator<Item = usize> + 'a {
        let head = head(form);
        let at = self
            .0
            .partition_point(|(h, f, _)| (*h, f.as_str()) < (head, form));
        self.0[at..]
            .iter()
            .take_while(move |(h, f, _)| *h == head && f == form)
            .map(|&(_, _, entry)| entry)
    }

    /// The entries added by a number from `low` to `high`.
    pub fn numbers(&self, low: u64, high: u64) -> impl Iterator<Item = usize> + '_ {
        let at = self.0.partition_point(|(h, _, _)| *h < low);
        self.0[at..]
            .iter()
            .take_while(move |(h, _, _)| *h <= high)
            .map(|&(_, _, entry)| entry)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn order(forms: &[&str]) -> Order {
        let mut order = Order::default();
        for (entry, form) in forms.iter().enumerate() {
            order.insert((*form).to_owned(), entry);
        }
        order
    }

    #[test]
    fn finds_forms_by_beginning_and_whole() {
        let forms = [
            "sharma",
            "sh",
            "sharmila",
            "srivastav",
            "shar",
            "",
            "sharma",
            "s",
            "ta",
        ];
        let order = order(&forms);
        for prefix in [
            "",
            "s",
            "sh",
            "shar",
            "sharm",
            "sharma",
            "sharmila",
            "sharmilaa",
            "x",
        ] {
            let mut found: Vec<usize> = order.starting(prefix).collect();
            found.sort_unstable();
            let expected: Vec<usize> = (0..forms.len())
                .filter(|&i| forms[i].starts_with(prefix))
                .collect();
            assert_eq!(found, expected, "{prefix:?}");
        }
        assert_eq!(order.equal("sharma").collect::<Vec<_>>(), [0, 6]);
        assert_eq!(order.equal("shar").collect::<Vec<_>>(), [4]);
        assert!(order.equal("sha").next().is_none());
    }

    #[test]
    fn long_forms_compare_past_eight_bytes() {
        let forms = ["श्रीवास्तव", "श्रीवा", "श्रीमती", "shrivastava", "shrivastav"];
        let order = order(&forms);
        assert_eq!(order.starting("श्रीवा").count(), 2);
        assert_eq!(order.equal("श्रीवास्तव").collect::<Vec<_>>(), [0]);
        let mut found: Vec<usize> = order.starting("shrivastav").collect();
        found.sort_unstable();
        assert_eq!(found, [3, 4]);
    }

    #[test]
    fn sorting_once_gives_the_order_of_inserting_one_by_one() {
        let forms = [
            "sharma",
            "sh",
            "श्रीवास्तव",
            "sharmila",
            "",
            "sharma",
            "shrivastava",
            "श्रीवा",
            "sharma",
        ];
        let sorted = Order::sorted(forms.iter().enumerate().map(|(n, f)| ((*f).to_owned(), n)));
        assert_eq!(sorted.0, order(&forms).0);
        let numbers = [5u64, 1, 9, 5, 7, 1];
        let mut inserted = Order::default();
        for (entry, &number) in numbers.iter().enumerate() {
            inserted.insert_number(number, entry);
        }
        let sorted = Order::sorted_numbers(numbers.iter().enumerate().map(|(n, &x)| (x, n)));
        assert_eq!(sorted.0, inserted.0);
    }

    #[test]
    fn numbers_by_range() {
        let mut order = Order::default();
        for (entry, number) in [5u64, 1, 9, 5, 7].into_iter().enumerate() {
            order.insert_number(number, entry);
        }
        assert_eq!(order.numbers(5, 7).collect::<Vec<_>>(), [0, 3, 4]);
        assert!(order.numbers(10, 20).next().is_none());
    }
}
