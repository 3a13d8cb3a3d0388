//! Legacy fonts by the name a PDF declares for them (its `BaseFont`).

use super::LegacyFont;

/// The families whose text this module converts, as their names read once lowercased and
/// stripped of spaces, hyphens and underscores. Only the 010 members are listed: other numbers
/// of a family are other typefaces, and not every one of them is known to share the table.
const FAMILIES: &[(&str, LegacyFont)] = &[
    ("krutidev010", LegacyFont::KrutiDev),
    ("devlys010", LegacyFont::KrutiDev),
];

/// What may follow a family's name: the style a PDF or a font file appends.
const STYLES: &[&str] = &[
    "",
    "regular",
    "normal",
    "bold",
    "italic",
    "bolditalic",
    "oblique",
    "boldoblique",
    "condensed",
    "mt",
    "psmt",
    "boldmt",
];

/// The legacy font a PDF's font name (`BaseFont`) names, if any: `ABCDEF+KrutiDev010`,
/// `Kruti Dev 010`, `KrutiDev010-Bold` and `DevLys010` are Kruti Dev. Conservative: the name
/// must be one of the families, with at most a subset prefix (six capitals and `+`) before it
/// and a style after it; a name that only contains one (`DVBW-TTYogeshEN`, `Mangal`,
/// `KrutiDev010Unicode`) is none.
pub fn font_from_name(name: &str) -> Option<LegacyFont> {
    let bare = normalise(without_subset_prefix(name.trim()));
    FAMILIES.iter().find_map(|&(family, font)| {
        let style = bare.strip_prefix(family)?;
        STYLES.contains(&style).then_some(font)
    })
}

/// `name` without the prefix PDF gives a subset font: six capital letters and a `+`.
fn without_subset_prefix(name: &str) -> &str {
    match name.split_once('+') {
        Some((tag, rest)) if tag.len() == 6 && tag.bytes().all(|b| b.is_ascii_uppercase()) => rest,
        _ => name,
    }
}

/// `name` lowercased, without the separators PDF producers put between words (spaces,
/// hyphens, underscores, commas, and a space escaped in a PDF name as a number sign and 20,
/// which a name read without decoding its escapes keeps).
fn normalise(name: &str) -> String {
    name.replace("#20", "")
        .chars()
        .filter(|c| !matches!(c, ' ' | '-' | '_' | ','))
        .flat_map(char::to_lowercase)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kruti_dev_is_known_by_its_names() {
        for name in [
            "KrutiDev010",
            "Kruti Dev 010",
            "ABCDEF+KrutiDev010",
            "KrutiDev010-Bold",
            "KrutiDev010,Bold",
            "KrutiDev010-BoldItalic",
            "Kruti_Dev_010",
            "Kruti#20Dev#20010",
            "krutidev010",
            "DevLys010",
            "DevLys 010",
            "QWERTY+DevLys010-Normal",
            "  Kruti Dev 010  ",
        ] {
            assert_eq!(font_from_name(name), Some(LegacyFont::KrutiDev), "{name}");
        }
    }

    #[test]
    fn other_fonts_are_not_kruti_dev() {
        for name in [
            "DVBW-TTYogeshEN",
            "DVOT-Yogesh",
            "Mangal",
            "ABCDEF+Mangal-Bold",
            "ArialMT",
            "Times New Roman",
            "NotoSansDevanagari-Regular",
            "Chanakya",
            "KrutiDev",
            "KrutiDev011",
            "Kruti Dev 0100",
            "KrutiDev010Unicode",
            "MyKrutiDev010",
            "AB+KrutiDev010X",
            "",
            "+",
        ] {
            assert_eq!(font_from_name(name), None, "{name}");
        }
    }

    #[test]
    fn a_subset_prefix_must_be_six_capitals() {
        assert_eq!(without_subset_prefix("ABCDEF+Kruti"), "Kruti");
        assert_eq!(without_subset_prefix("ABCDE+Kruti"), "ABCDE+Kruti");
        assert_eq!(without_subset_prefix("abcdef+Kruti"), "abcdef+Kruti");
    }
}
