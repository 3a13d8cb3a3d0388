//! The search of the directories and the site, in a wasm module of its own: only the pages
//! that search load it.

use wasm_bindgen::prelude::*;

/// A searchable set of records (wasm-core `search::Index`): the rows of a directory, or
/// everything the site-wide search looks through.
#[wasm_bindgen]
#[derive(Default)]
pub struct Directory {
    index: crate::search::Index,
    /// Working memory kept between queries.
    scratch: crate::search::Scratch,
}

#[wasm_bindgen]
impl Directory {
    /// An empty set; `add` fills it.
    #[wasm_bindgen(constructor)]
    pub fn new() -> Directory {
        Directory::default()
    }

    /// Adds a record and returns its number (0, 1, 2, … in the order of adding).
    ///
    /// `text`: the fields to search (names, designations, ward names, in either script);
    /// `phones`: phone numbers as printed; `facets`: `name=value` pairs the filters match;
    /// `body`, if given: the text of a page, whose words match only as themselves and after
    /// the fields (`Index::add_with_body`).
    pub fn add(
        &mut self,
        text: Vec<String>,
        phones: Vec<String>,
        facets: Vec<String>,
        body: Option<Vec<String>>,
    ) -> u32 {
        self.index
            .add_with_body(&text, &body.unwrap_or_default(), &phones, &facets)
    }

    /// How many records the set holds.
    #[wasm_bindgen(getter)]
    pub fn size(&self) -> u32 {
        u32::try_from(self.index.len()).unwrap_or(u32::MAX)
    }

    /// The numbers of the records that match `query` and every filter, best first. `filters`
    /// holds `name=value` pairs, one per line (one string crosses the boundary faster than an
    /// array), or is left out. The caller normalises the query to NFC.
    pub fn search(&mut self, query: &str, filters: Option<String>) -> Vec<u32> {
        let query = crate::search::Query::parse(query);
        let filters: Vec<&str> = filters
            .as_deref()
            .unwrap_or_default()
            .split('\n')
            .filter(|line| !line.is_empty())
            .collect();
        self.index.run(&mut self.scratch, &query, &filters)
    }
}

/// The reading in Latin letters of a name given only in Devanagari (`search::reading`), the
/// transliteration the search compares names with. The caller normalises the name to NFC.
#[wasm_bindgen]
pub fn reading(name: &str) -> String {
    crate::search::reading(name)
}
