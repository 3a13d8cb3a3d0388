//! The text of one page put together as it is shown: runs of text where the content stream
//! places them, a line break where it moves to another line, a space where it leaves a gap
//! as wide as a word space, and the runs of a legacy Hindi font converted to Unicode, each run
//! whole (its signs are reordered across its letters). The text kept is bounded: past its
//! room, nothing more is added.

use wasm_core::legacy_hindi::{LegacyFont, to_unicode};

/// A vertical move of more than this share of the font size starts another line.
const LINE_MOVE: f64 = 0.5;

/// A gap ahead of more than this share of the font size is a space between words.
const WORD_GAP: f64 = 0.15;

/// What separates the next run from the text before it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Gap {
    None,
    Space,
    Line,
}

/// A page's text as it is written.
#[derive(Debug)]
pub struct PageWriter {
    text: String,
    /// The run of a legacy font not yet converted, and its font.
    run: Option<(LegacyFont, String)>,
    gap: Gap,
    /// Where the last run ended, in text space.
    last: Option<(f64, f64)>,
    /// Bytes that may still be added.
    room: usize,
    /// The first legacy font met.
    legacy: Option<LegacyFont>,
    /// Whether text was left out for want of room.
    pub full: bool,
}

impl PageWriter {
    /// An empty page that may hold `room` bytes of text.
    pub fn new(room: usize) -> Self {
        PageWriter {
            text: String::new(),
            run: None,
            gap: Gap::None,
            last: None,
            room,
            legacy: None,
            full: false,
        }
    }

    /// A run is about to be shown at `(x, y)` in a font of `size`: a line break or a space
    /// before it if it is far from where the last run ended.
    pub fn at(&mut self, x: f64, y: f64, size: f64) {
        let size = size.abs().max(0.01);
        if let Some((last_x, last_y)) = self.last {
            if (y - last_y).abs() > LINE_MOVE * size {
                self.line();
            } else if x - last_x > WORD_GAP * size || last_x - x > size {
                self.space();
            }
        }
    }

    /// The last run ended at `(x, y)`.
    pub fn ended(&mut self, x: f64, y: f64) {
        self.last = Some((x, y));
    }

    /// A space before the next run.
    pub fn space(&mut self) {
        self.gap = self.gap.max(Gap::Space);
    }

    /// A line break before the next run.
    pub fn line(&mut self) {
        self.gap = Gap::Line;
    }

    /// Adds `text`, shown in a font that is the legacy font `legacy`, if any.
    pub fn show(&mut self, text: &str, legacy: Option<LegacyFont>) {
        if text.is_empty() || self.full {
            return;
        }
        if self.run.as_ref().map(|(font, _)| *font) != legacy {
            self.flush();
        }
        let gap = std::mem::replace(&mut self.gap, Gap::None);
        let before = self
            .run
            .as_ref()
            .map_or(self.text.chars().next_back(), |(_, run)| {
                run.chars().next_back()
            })
            .or(self.text.chars().next_back());
        let starts_blank = text.starts_with(char::is_whitespace);
        let separator = match gap {
            _ if before.is_none() => None,
            Gap::Line if before != Some('\n') => Some('\n'),
            Gap::Space if !starts_blank && !matches!(before, Some(' ' | '\n')) => Some(' '),
            _ => None,
        };
        if let Some(font) = legacy {
            self.legacy.get_or_insert(font);
        }
        let room = self.room;
        let target = match legacy {
            Some(font) => &mut self.run.get_or_insert_with(|| (font, String::new())).1,
            None => &mut self.text,
        };
        let mut added = 0;
        for c in separator.into_iter().chain(text.chars()) {
            if added + c.len_utf8() > room {
                self.full = true;
                break;
            }
            target.push(c);
            added += c.len_utf8();
        }
        self.room -= added;
    }

    /// Converts the pending run of a legacy font, if any.
    fn flush(&mut self) {
        if let Some((font, run)) = self.run.take() {
            let converted = to_unicode(font, &run);
            // Conversion changes the length: what it adds is taken from the room left.
            self.room = self
                .room
                .saturating_sub(converted.len().saturating_sub(run.len()));
            self.text.push_str(&converted);
        }
    }

    /// The page's text, its trailing white space left out, the legacy font it was converted
    /// from if any, and the room left.
    pub fn finish(mut self) -> (String, Option<LegacyFont>, usize) {
        self.flush();
        let kept = self.text.trim_end().len();
        self.text.truncate(kept);
        (self.text, self.legacy, self.room)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_far_apart_are_separated_by_a_space_or_a_line() {
        let mut page = PageWriter::new(1000);
        page.at(72.0, 700.0, 12.0);
        page.show("Hello", None);
        page.ended(102.0, 700.0);
        page.at(110.0, 700.0, 12.0);
        page.show("world", None);
        page.ended(140.0, 700.0);
        page.at(140.5, 700.0, 12.0);
        page.show("s", None);
        page.ended(146.0, 700.0);
        page.at(72.0, 686.0, 12.0);
        page.show("Next", None);
        assert_eq!(page.finish().0, "Hello worlds\nNext");
    }

    #[test]
    fn a_legacy_run_is_converted_whole_and_the_rest_kept() {
        let mut page = PageWriter::new(1000);
        page.show("Ward ", None);
        page.show("uxj f", Some(LegacyFont::KrutiDev));
        page.show("uxe", Some(LegacyFont::KrutiDev));
        page.line();
        page.show("2025", None);
        let (text, legacy, _) = page.finish();
        assert_eq!(text, "Ward नगर निगम\n2025");
        assert_eq!(legacy, Some(LegacyFont::KrutiDev));
    }

    #[test]
    fn text_past_the_room_is_left_out() {
        let mut page = PageWriter::new(10);
        page.show("abcdef", None);
        page.space();
        page.show("ghijkl", None);
        assert!(page.full);
        assert_eq!(page.finish(), ("abcdef ghi".to_owned(), None, 0));
    }
}
