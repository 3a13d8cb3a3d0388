//! The schema of the commissioner, mayor and chairman profiles.
