//! The key under which an event's title is unique among the events (the title is also the
//! key of the events calls' `by-title`).

/// The keys of a title in both languages ([`title_key`] of each): no two events may share one,
/// in either language.
pub fn title_keys(title: &crate::model::Bilingual) -> [String; 2] {
    [title_key(&title.en), title_key(&title.hi)]
}

/// The form of a title that must be unique among events (the title is also the key of the
/// API's `by-title` calls): trimmed, in lower case by Unicode's rules ("CAFÉ" is "café";
/// Devanagari has no case), runs of white space made one space. Callers pass the title in
/// Unicode's composed form (NFC): the server keeps texts so, and the browser composes before
/// it calls in.
pub fn title_key(title: &str) -> String {
    let mut key = String::with_capacity(title.len());
    for word in title.split_whitespace() {
        if !key.is_empty() {
            key.push(' ');
        }
        key.extend(word.chars().flat_map(char::to_lowercase));
    }
    key
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn titles_match_whatever_their_case_and_spacing() {
        assert_eq!(
            title_key("  Tree   Plantation\tDrive "),
            "tree plantation drive"
        );
        assert_eq!(title_key("वृक्षारोपण  अभियान"), "वृक्षारोपण अभियान");
        assert_ne!(title_key("Tree drive"), title_key("Tree drive 2"));
        assert_eq!(title_key("CAFÉ  Ünity"), title_key("café ünity"));
    }
}
