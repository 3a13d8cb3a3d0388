//! Content checks of the built-in events of the gallery.
