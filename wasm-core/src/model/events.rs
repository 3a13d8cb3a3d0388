//! The schema of the built-in events of the gallery.
