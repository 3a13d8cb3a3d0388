//! What happens after a save of content, before it answers: the content is read again and
//! the rendering of the pages woken; the save waits, a few seconds at most, until visitors are
//! sent pages that show it, and says whether they are (its `Pages` header).

use crate::content::Live;
use crate::render::Rendering;
use crate::store::{Store, StoreError};

/// The after-save service, with its own handles on the store, the live content and the
/// rendering (each cheap to clone, shared with the rest of the state).
#[derive(Clone)]
pub struct Publishing {
    store: Store,
    content: Live,
    rendering: Rendering,
}

impl Publishing {
    /// The service over the store's `content` and the `rendering` of its pages.
    pub fn new(store: Store, content: Live, rendering: Rendering) -> Self {
        Self {
            store,
            content,
            rendering,
        }
    }

    /// After a save of content: reads the content again (the answers made from the old are
    /// made again when next asked) and wakes the rendering of the pages; the new content
    /// generation.
    pub fn content_changed(&self) -> Result<u64, StoreError> {
        self.content.reload(&self.store)?;
        self.rendering.content_changed();
        Ok(self.content.snapshot().generation)
    }

    /// Waits, at most [`RENDERING_WAIT`], until visitors are sent the pages of content
    /// `generation` (its pages marked out of date and the first few rendered; any other is rendered
    /// before it is sent): a save answers once its pages are on the site, so the clerk who made
    /// it sees them there. Other requests never wait for rendering but for their own page.
    pub async fn rendered(&self, generation: u64) -> PagesState {
        let shown = self.rendering.wait_shown(generation, RENDERING_WAIT).await;
        let status = self.rendering.status();
        if !shown {
            PagesState::Pending
        } else if status.error.is_none() && status.failed.is_empty() {
            PagesState::Rendered
        } else {
            PagesState::Failed
        }
    }
}

/// The longest a save waits for its pages to be rendered before it answers.
pub const RENDERING_WAIT: std::time::Duration = std::time::Duration::from_secs(5);

/// Whether a save's pages are on the site when it answers (the `Pages` header of its answer).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PagesState {
    /// Rendered: the public pages show the save.
    Rendered,
    /// A page could not be rendered (it still shows its last good version), or rendering is not
    /// possible at all.
    Failed,
    /// Not rendered yet (rendering takes longer than a save waits).
    Pending,
}

impl PagesState {
    /// The header's value.
    pub fn as_str(self) -> &'static str {
        match self {
            PagesState::Rendered => "rendered",
            PagesState::Failed => "failed",
            PagesState::Pending => "pending",
        }
    }
}
