//! The legacy Hindi converter (`wasm_core::legacy_hindi`) on a table of Kruti Dev words and
//! sentences (`legacy_hindi/kruti_dev_words.tsv`), its recognition of Kruti Dev text on real
//! looking texts of both kinds, its cost on a large text, and the fuzz target's properties.

#[path = "legacy_hindi/properties.rs"]
mod properties;
#[path = "legacy_hindi/table.rs"]
mod table;

use wasm_core::legacy_hindi::{
    LegacyFont, likely_legacy_font, looks_like_legacy_hindi, to_unicode,
};

/// The table's entries.
fn entries() -> Vec<table::Entry<'static>> {
    table::entries(table::TABLE)
}

#[test]
fn every_entry_of_the_kruti_dev_table_converts_exactly() {
    let entries = entries();
    let failures: Vec<String> = entries
        .iter()
        .filter_map(|entry| {
            let got = to_unicode(LegacyFont::KrutiDev, entry.kruti);
            (got != entry.unicode).then(|| {
                format!(
                    "line {}: «{}» gave «{got}», expected «{}»",
                    entry.line, entry.kruti, entry.unicode
                )
            })
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} entries convert wrongly:\n{}",
        failures.len(),
        entries.len(),
        failures.join("\n")
    );
}

#[test]
fn the_kruti_dev_table_is_large_enough_to_cover_every_rule() {
    assert!(entries().len() >= 120, "{} entries", entries().len());
    // The group its benchmark reports apart.
    let cross_checked = entries()
        .iter()
        .filter(|entry| entry.group.starts_with("Cross-checked"))
        .count();
    assert!(cross_checked >= 20, "{cross_checked} cross-checked entries");
}

#[test]
fn unicode_devanagari_and_ascii_digits_pass_through() {
    assert_eq!(
        to_unicode(LegacyFont::KrutiDev, "2025 \n 117"),
        "2025 \n 117"
    );
    assert_eq!(to_unicode(LegacyFont::KrutiDev, "नगर निगम"), "नगर निगम");
}

/// Kruti Dev texts as a municipal PDF's reader gives them.
const KRUTI_TEXTS: &[&str] = &[
    "uxj fuxe flaxjkSyh }kjk fufonk vkeaf=r dh tkrh gSA",
    "vkosnu dh vafre frfFk 15 tuojh 2025 gSA",
    "lHkh ukxfjdksa ls vuqjks/k gS fd os le; ij lEifÙk dj tek djsaA",
    "egkikSj ,oa vk;qDr us okMZ Øekad 12 dk fujh{k.k fd;kA",
    "dk;kZy; uxj fuxe flaxjkSyh ¼e-iz-½\nØekad@LFkk@2025@117 fnukad 12@05@2025\nlwpuk",
];

#[test]
fn kruti_dev_text_is_recognised() {
    for text in KRUTI_TEXTS {
        assert_eq!(
            likely_legacy_font(text),
            Some(LegacyFont::KrutiDev),
            "{text}"
        );
    }
}

#[test]
fn english_municipal_text_is_not_kruti_dev() {
    for text in [
        "The Municipal Corporation Singrauli invites sealed tenders from registered contractors \
         for the construction of a cement concrete road in Ward No. 12.",
        "Last date of submission: 15 January 2025, 5:00 PM. Tender No. SMC/PWD/2025/117.",
        "Office of the Commissioner, Municipal Corporation, Singrauli, Waidhan, Madhya Pradesh \
         486886. Phone: 07805-234567. E-mail: smc.singrauli@mp.gov.in",
        "Visit https://www.smcsingrauli.in/tenders?year=2025&page=2 for the bid documents.",
        "All citizens are requested to pay their property tax before 31 March to avoid penalty.",
        "Khan Market, Sikkim Road, Kakkad Nagar, Baidhan: works on sewer line, drinking water \
         supply and park development.",
        "Shri Ramesh Kumar Sharma, Executive Engineer (PWD), Block B, Kukreja Complex",
    ] {
        assert!(!looks_like_legacy_hindi(text), "{text}");
    }
}

#[test]
fn unicode_hindi_is_not_kruti_dev() {
    for text in [
        "नगर निगम सिंगरौली द्वारा निविदा आमंत्रित की जाती है।",
        "आवेदन की अंतिम तिथि 15 जनवरी 2025 है। कार्यालय नगर निगम सिंगरौली (म.प्र.)",
    ] {
        assert!(!looks_like_legacy_hindi(text), "{text}");
    }
}

#[test]
fn numbers_alone_are_not_kruti_dev() {
    for text in [
        "2025 117 486886",
        "12-05-2025 15/01/2025 07805-234567",
        "1. 2. 3. 4. 5. 6.",
    ] {
        assert!(!looks_like_legacy_hindi(text), "{text}");
    }
}

#[test]
fn a_short_text_is_too_little_evidence() {
    for text in ["", "dk", "uxj fuxe", "lwpuk dk;kZy;", "gS dk ds"] {
        assert!(!looks_like_legacy_hindi(text), "{text:?}");
    }
}

#[test]
fn a_megabyte_of_kruti_dev_converts_in_one_pass() {
    let sentence = KRUTI_TEXTS.join(" ") + "\n";
    let text = sentence.repeat(1_000_000 / sentence.len() + 1);
    let converted = to_unicode(LegacyFont::KrutiDev, &text);
    let one = to_unicode(LegacyFont::KrutiDev, &sentence);
    assert_eq!(converted.len(), one.len() * (text.len() / sentence.len()));
    assert!(looks_like_legacy_hindi(&text));
}

#[test]
fn the_fuzz_targets_properties_hold_on_chosen_texts() {
    let mut texts: Vec<String> = KRUTI_TEXTS.iter().map(ToString::to_string).collect();
    texts.extend(entries().into_iter().map(|entry| entry.kruti.to_owned()));
    texts.extend(
        [
            "",
            "f",
            "Z",
            "ZZZZ",
            "ffff",
            "fZ",
            "Zf",
            "f ",
            " Z",
            "±±",
            "ÇÇ",
            "ÆÆ",
            "É",
            "Ê",
            "kkkk",
            "~~~~",
            "zzz",
            "Dzk",
            "%%%",
            " %",
            "+++",
            "a¡a¡s",
            "ks",
            "\u{83}\u{90}",
            "12-05-2025",
            "0123456789",
            "f0",
            "Z1",
            "f\u{94D}",
            "d~d~d~d~d~d~d~d~d~d~dZ",
            "क़ि",
            "\u{93C}f",
            "f\u{93C}",
            "\u{94D}k",
            "ा\u{902}\u{902}\u{902}s",
        ]
        .map(ToString::to_string),
    );
    let all: String = (0u8..=255).map(char::from).collect();
    texts.push(all);
    for text in &texts {
        properties::check(text);
    }
}
