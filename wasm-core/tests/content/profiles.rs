//! Content checks of the commissioner, mayor and chairman profiles.
