//! The schema of the home page: notices, cleanliness results, gallery cards.
