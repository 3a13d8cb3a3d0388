//! The searchable records and the query over them.

/// A record as added: its words, its phone digits and its facets.
#[derive(Debug, Default)]
struct Record {
    text: String,
    phones: Vec<String>,
    facets: Vec<String>,
}

/// Records to search, numbered from 0 in the order they were added.
#[derive(Debug, Default)]
pub struct Index {
    records: Vec<Record>,
}

impl Index {
    /// An empty index.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a record and returns its number.
    pub fn add<S: AsRef<str>>(&mut self, text: &[S], phones: &[S], facets: &[S]) -> u32 {
        let id = u32::try_from(self.records.len()).unwrap_or(u32::MAX);
        self.records.push(Record {
            text: text
                .iter()
                .map(|field| field.as_ref().to_lowercase())
                .collect::<Vec<_>>()
                .join(" "),
            phones: phones.iter().map(|p| p.as_ref().to_owned()).collect(),
            facets: facets.iter().map(|f| f.as_ref().to_owned()).collect(),
        });
        id
    }

    /// How many records the index holds.
    #[must_use]
    pub fn len(&self) -> usize {
        self.records.len()
    }

    /// Whether the index holds no record.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.records.is_empty()
    }

    /// The numbers of the records matching `query` and every filter (`name=value`), best first.
    #[must_use]
    pub fn search<S: AsRef<str>>(&self, query: &str, filters: &[S]) -> Vec<u32> {
        let query = query.to_lowercase();
        let words: Vec<&str> = query.split_whitespace().collect();
        (0u32..)
            .zip(&self.records)
            .filter(|(_, record)| {
                filters
                    .iter()
                    .all(|filter| record.facets.iter().any(|f| f == filter.as_ref()))
            })
            .filter(|(_, record)| {
                words.iter().all(|word| {
                    record.text.contains(word) || record.phones.iter().any(|p| p.contains(word))
                })
            })
            .map(|(id, _)| id)
            .collect()
    }
}
