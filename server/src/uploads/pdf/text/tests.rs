//! PDFs made here, by hand or with lopdf, and the text read from them: simple and composite
//! fonts, legacy Hindi fonts named or recognised, scans, the ways content streams write and
//! place text, and hostile files, which end within the budget without a panic.

use lopdf::content::{Content, Operation};
use lopdf::{Document as Written, Object, SaveOptions, Stream, dictionary};
use wasm_core::legacy_hindi::{LegacyFont, to_unicode};
use wasm_core::script::Script;

use super::*;
use crate::uploads::pdf::budget::Refused;
use crate::uploads::pdf::samples::{
    Pdf, TextKind, devanagari_font, helvetica, image, kind_pdf, pdf_with,
};

const MIB: u64 = 1024 * 1024;

/// The text of `bytes` and its source, which must be readable.
fn read(bytes: &[u8]) -> (PdfText, TextSource) {
    read_text(bytes, Limits::READING)
        .expect("within the budget")
        .expect("a readable PDF")
}

fn texts(text: &PdfText) -> Vec<&str> {
    text.pages.iter().map(|page| page.text.as_str()).collect()
}

#[test]
fn english_text_in_a_simple_font_is_read_page_by_page_with_its_line_breaks() {
    let mut document = Written::with_version("1.7");
    let pages_id = document.new_object_id();
    let font = document.add_object(dictionary! {
        "Type" => "Font",
        "Subtype" => "Type1",
        "BaseFont" => "Helvetica",
        "Encoding" => "WinAnsiEncoding",
    });
    let lines: [&[&str]; 2] = [
        &["Singrauli Municipal Corporation", "Notice of tender – café"],
        &["Second page"],
    ];
    let kids: Vec<Object> = lines
        .iter()
        .map(|lines| {
            let mut operations = vec![
                Operation::new("BT", vec![]),
                Operation::new("Tf", vec!["F1".into(), 12.into()]),
                Operation::new("TL", vec![14.into()]),
                Operation::new("Td", vec![72.into(), 720.into()]),
            ];
            for (index, line) in lines.iter().enumerate() {
                if index > 0 {
                    operations.push(Operation::new("T*", vec![]));
                }
                let encoded = lopdf::Document::encode_text(
                    &lopdf::Encoding::SimpleEncoding(b"WinAnsiEncoding"),
                    line,
                );
                operations.push(Operation::new(
                    "Tj",
                    vec![Object::String(encoded, lopdf::StringFormat::Literal)],
                ));
            }
            operations.push(Operation::new("ET", vec![]));
            let content = Content { operations }.encode().unwrap();
            let mut stream = Stream::new(dictionary! {}, content);
            stream.compress().unwrap();
            let content = document.add_object(stream);
            document
                .add_object(dictionary! {
                    "Type" => "Page",
                    "Parent" => pages_id,
                    "Contents" => content,
                    "Resources" => dictionary! { "Font" => dictionary! { "F1" => font } },
                })
                .into()
        })
        .collect();
    document.objects.insert(
        pages_id,
        Object::Dictionary(dictionary! { "Type" => "Pages", "Kids" => kids, "Count" => 2 }),
    );
    let catalog = document.add_object(dictionary! { "Type" => "Catalog", "Pages" => pages_id });
    document.trailer.set("Root", catalog);
    for options in [
        SaveOptions::default(),
        SaveOptions::builder()
            .use_object_streams(true)
            .use_xref_streams(true)
            .build(),
    ] {
        let mut bytes = Vec::new();
        document.save_with_options(&mut bytes, options).unwrap();
        let (text, source) = read(&bytes);
        assert_eq!(
            texts(&text),
            [
                "Singrauli Municipal Corporation\nNotice of tender – café",
                "Second page"
            ]
        );
        assert!(text.pages.iter().all(|page| !page.has_images));
        assert_eq!(source, TextSource::Unicode);
        assert_eq!(text.script(), Some(Script::Latin));
        assert!(!text.truncated);
    }
}

#[test]
fn unicode_devanagari_in_a_type0_font_is_read_through_its_to_unicode_cmap() {
    let mut pdf = Pdf::default();
    // Without the font file, the text is read the same: it needs no glyph.
    let noto = std::fs::read("/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf").ok();
    let font = devanagari_font(&mut pdf, noto.as_deref());
    let pages = pdf_with(
        &mut pdf,
        &format!("/F1 {font} 0 R"),
        &[
            b"BT /F1 14 Tf 72 700 Td <0100010101020003 0100006001010110> Tj \
            0 -20 Td <005000610051> Tj ET",
        ],
    );
    let (text, source) = read(&pdf.finish(pages));
    assert_eq!(texts(&text), ["नगर निगम\nक्षेत्र"]);
    assert_eq!(source, TextSource::Unicode);
    assert_eq!(text.script(), Some(Script::Devanagari));
}

#[test]
fn text_in_a_font_named_kruti_dev_is_converted_to_unicode() {
    for name in ["KrutiDev010", "ABCDEF+KrutiDev010", "Kruti#20Dev#20010"] {
        let mut pdf = Pdf::default();
        let font = pdf.add(format!(
            "<< /Type /Font /Subtype /TrueType /BaseFont /{name} /FirstChar 32 /LastChar 255 \
             /Encoding /WinAnsiEncoding >>"
        ));
        let pages = pdf_with(
            &mut pdf,
            &format!("/F1 {font} 0 R"),
            &[b"BT /F1 16 Tf 72 700 Td (esjk xkSjo) Tj 0 -20 Td (uxj fuxe flaxjkSyh) Tj ET"],
        );
        let (text, source) = read(&pdf.finish(pages));
        assert_eq!(texts(&text), ["मेरा गौरव\nनगर निगम सिंगरौली"], "{name}");
        assert_eq!(source, TextSource::Legacy(LegacyFont::KrutiDev), "{name}");
        assert_eq!(text.script(), Some(Script::Devanagari));
    }
}

#[test]
fn a_legacy_font_s_run_is_converted_whole_across_strings_and_beside_english() {
    let mut pdf = Pdf::default();
    let kruti = pdf.add("<< /Type /Font /Subtype /TrueType /BaseFont /KrutiDev010 >>");
    let english = pdf.add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
    let pages = pdf_with(
        &mut pdf,
        &format!("/F1 {kruti} 0 R /F2 {english} 0 R"),
        // The short i sign `f` is in one string, the letter it goes after in the next.
        &[b"BT /F2 12 Tf 72 700 Td (Ward No. 5:) Tj /F1 12 Tf [( uxj f) 10 (uxe)] TJ ET"],
    );
    let (text, source) = read(&pdf.finish(pages));
    assert_eq!(texts(&text), ["Ward No. 5: नगर निगम"]);
    assert_eq!(source, TextSource::Legacy(LegacyFont::KrutiDev));
    assert_eq!(text.script(), Some(Script::Mixed));
}

#[test]
fn kruti_dev_text_in_an_unnamed_font_is_recognised_and_converted() {
    let typed = "uxj fuxe flaxjkSyh }kjk fufonk vkeaf=r dh tkrh gSA";
    let mut pdf = Pdf::default();
    let font = pdf.add("<< /Type /Font /Subtype /TrueType /BaseFont /F1 >>");
    let content = format!("BT /F1 12 Tf 72 700 Td ({typed}) Tj ET");
    let pages = pdf_with(&mut pdf, &format!("/F1 {font} 0 R"), &[content.as_bytes()]);
    let (text, source) = read(&pdf.finish(pages));
    let expected = to_unicode(LegacyFont::KrutiDev, typed);
    assert!(expected.starts_with("नगर निगम सिंगरौली"), "{expected}");
    assert_eq!(texts(&text), [expected.as_str()]);
    assert_eq!(source, TextSource::Legacy(LegacyFont::KrutiDev));
    // Too few words to tell stay as they are.
    let mut pdf = Pdf::default();
    let font = pdf.add("<< /Type /Font /Subtype /TrueType /BaseFont /F1 >>");
    let pages = pdf_with(
        &mut pdf,
        &format!("/F1 {font} 0 R"),
        &[b"BT /F1 12 Tf (ued xkSjo) Tj ET"],
    );
    let (text, source) = read(&pdf.finish(pages));
    assert_eq!(texts(&text), ["ued xkSjo"]);
    assert_eq!(source, TextSource::Unicode);
}

#[test]
fn a_page_that_only_paints_an_image_is_a_scan() {
    let mut pdf = Pdf::default();
    let image = image(&mut pdf);
    let content = pdf.flate("", b"q 595 0 0 842 0 0 cm /Im1 Do Q");
    let pages = pdf.reserve();
    let page = pdf.add(format!(
        "<< /Type /Page /Parent {pages} 0 R /Contents {content} 0 R \
         /Resources << /XObject << /Im1 {image} 0 R >> >> >>"
    ));
    pdf.set(
        pages,
        format!("<< /Type /Pages /Kids [{page} 0 R] /Count 1 >>"),
    );
    let (text, source) = read(&pdf.finish(pages));
    assert_eq!(
        text.pages,
        [PageText {
            text: String::new(),
            has_images: true
        }]
    );
    assert_eq!(source, TextSource::Scanned);
    assert_eq!(text.script(), None);
}

#[test]
fn an_inline_image_marks_the_page_and_its_data_is_skipped() {
    // Its data holds `EI` inside a word, and bytes that would read as operators.
    let content = b"q BI /W 4 /H 1 /CS /G /BPC 8 ID xEIx(EI EI Q\n\
                    BT /F1 12 Tf 72 700 Td (after the image) Tj ET";
    let (text, source) = read(&helvetica(&[content]));
    assert_eq!(
        text.pages,
        [PageText {
            text: "after the image".to_owned(),
            has_images: true
        }]
    );
    assert_eq!(source, TextSource::Unicode);
    let (text, source) = read(&helvetica(&[b"BI /W 1 /H 1 /CS /G /BPC 8 ID \x80 EI"]));
    assert!(text.pages[0].has_images);
    assert_eq!(source, TextSource::Scanned);
}

#[test]
fn pages_without_text_or_images_are_empty() {
    let (text, source) = read(&crate::uploads::pdf::blank_pdf(2));
    assert_eq!(texts(&text), ["", ""]);
    assert_eq!(source, TextSource::Empty);
}

#[test]
fn kerning_is_not_a_space_and_a_wide_gap_in_a_tj_array_is() {
    let content =
        b"BT /F1 12 Tf 72 700 Td [(W) 120 (ord) -30 (s) -300 (apart) -250 ( ) -400 (no) -250 (double)] TJ ET";
    let (text, _) = read(&helvetica(&[content]));
    assert_eq!(texts(&text), ["Words apart no double"]);
}

#[test]
fn hex_strings_and_escapes_are_read() {
    let content = b"BT /F1 12 Tf 72 700 Td <48656C6C6F2C20776F726C64> Tj 0 -14 Td \
                    (a \\(b\\) c \\\\ (balanced) \\101\\102) Tj 0 -14 Td (\\351t\\351) Tj ET";
    let (text, _) = read(&helvetica(&[content]));
    assert_eq!(
        texts(&text),
        ["Hello, world\na (b) c \\ (balanced) AB\nété"]
    );
}

#[test]
fn moves_between_runs_make_lines_and_spaces() {
    // `Td` to the right of the last run, `Tm` to another line, `'` and `"` to the next one.
    let content = b"BT /F1 10 Tf 14 TL 72 700 Td (left) Tj 100 0 Td (right) Tj \
                    1 0 0 1 72 600 Tm (by Tm) Tj (quote) ' 2 0 (double quote) \" \
                    2 0 0 2 72 400 Tm 5 Tf (scaled) Tj 0.6 Tf ( on) Tj ET";
    let (text, _) = read(&helvetica(&[content]));
    assert_eq!(
        texts(&text),
        ["left right\nby Tm\nquote\ndouble quote\nscaled on"]
    );
}

#[test]
fn differences_and_other_base_encodings_are_read() {
    let mut pdf = Pdf::default();
    let differences = pdf.add(
        "<< /Type /Font /Subtype /Type1 /BaseFont /ABCDEF+Custom \
         /Encoding << /BaseEncoding /WinAnsiEncoding /Differences [65 /uni0915 /eacute 97 /fi /quoteright] >> >>",
    );
    let mac =
        pdf.add("<< /Type /Font /Subtype /Type1 /BaseFont /Times /Encoding /MacRomanEncoding >>");
    let pages = pdf_with(
        &mut pdf,
        &format!("/F1 {differences} 0 R /F2 {mac} 0 R"),
        &[b"BT /F1 12 Tf 72 700 Td (ABCab) Tj /F2 12 Tf 0 -20 Td (caf\\216) Tj ET"],
    );
    let (text, _) = read(&pdf.finish(pages));
    assert_eq!(texts(&text), ["कéCfi’\ncafé"]);
}

#[test]
fn a_form_xobject_s_text_is_read_with_its_own_resources() {
    let mut pdf = Pdf::default();
    let inner = pdf.add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
    let form = pdf.flate(
        &format!(
            "/Type /XObject /Subtype /Form /BBox [0 0 595 842] \
             /Resources << /Font << /F9 {inner} 0 R >> >>"
        ),
        b"BT /F9 12 Tf 72 600 Td (in the form) Tj ET",
    );
    let outer = pdf.add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
    let content = pdf.flate(
        "",
        b"BT /F1 12 Tf 72 700 Td (before) Tj ET /Fm1 Do BT /F1 12 Tf 72 500 Td (after) Tj ET",
    );
    let pages = pdf.reserve();
    let page = pdf.add(format!(
        "<< /Type /Page /Parent {pages} 0 R /Contents {content} 0 R \
         /Resources << /Font << /F1 {outer} 0 R >> /XObject << /Fm1 {form} 0 R >> >> >>"
    ));
    pdf.set(
        pages,
        format!("<< /Type /Pages /Kids [{page} 0 R] /Count 1 >>"),
    );
    let (text, _) = read(&pdf.finish(pages));
    assert_eq!(texts(&text), ["before\nin the form\nafter"]);
}

#[test]
fn fonts_are_inherited_from_the_page_tree_and_contents_may_be_several_streams() {
    let mut pdf = Pdf::default();
    let font = pdf.add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
    let root = pdf.reserve();
    let middle = pdf.reserve();
    // The first stream ends just after an operator, the second starts with one.
    let first = pdf.flate("", b"BT /F1 12 Tf 14 TL 72 700 Td (one) Tj");
    let second = pdf.stream("", b"T* (two) Tj ET");
    let page = pdf.add(format!(
        "<< /Type /Page /Parent {middle} 0 R /Contents [{first} 0 R {second} 0 R] >>"
    ));
    // A page whose contents are a reference to an array.
    let array = pdf.add(format!("[{second} 0 R {first} 0 R]"));
    let other = pdf.add(format!(
        "<< /Type /Page /Parent {middle} 0 R /Contents {array} 0 R >>"
    ));
    pdf.set(
        middle,
        format!("<< /Type /Pages /Parent {root} 0 R /Kids [{page} 0 R {other} 0 R] /Count 2 >>"),
    );
    pdf.set(
        root,
        format!(
            "<< /Type /Pages /Kids [{middle} 0 R] /Count 2 /Resources << /Font << /F1 {font} 0 R >> >> >>"
        ),
    );
    let (text, _) = read(&pdf.finish(root));
    // The second page shows "two" before any font is set (in the plain font, at the origin),
    // then "one" on a line far above.
    assert_eq!(texts(&text), ["one\ntwo", "two\none"]);
}

#[test]
fn a_content_stream_that_inflates_past_its_bound_is_refused() {
    let limits = Limits {
        stream_bytes: MIB,
        ..Limits::READING
    };
    let mut bomb = b"BT /F1 12 Tf (x) Tj ET ".to_vec();
    bomb.resize(usize::try_from(2 * MIB).unwrap(), b' ');
    let bytes = helvetica(&[&bomb]);
    assert!(bytes.len() < 16 * 1024, "{}", bytes.len());
    assert_eq!(read_text(&bytes, limits), Err(TooComplex(Refused::Stream)));
    // Within the bound, the same file is read.
    assert_eq!(texts(&read(&bytes).0), ["x"]);
}

#[test]
fn forms_that_draw_themselves_or_each_other_end() {
    let mut pdf = Pdf::default();
    let font = pdf.add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
    let (first, second) = (pdf.reserve(), pdf.reserve());
    let form = |other: usize, word: &str| {
        let data = format!("BT /F1 12 Tf 72 700 Td ({word}) Tj ET /Me Do /Other Do");
        let mut body = format!(
            "<< /Type /XObject /Subtype /Form /BBox [0 0 9 9] /Length {} \
             /Resources << /Font << /F1 {font} 0 R >> /XObject << /Me {{me}} 0 R /Other {other} 0 R >> >> >>\nstream\n",
            data.len()
        );
        body.push_str(&data);
        body.push_str("\nendstream");
        body
    };
    pdf.set(
        first,
        form(second, "first").replace("{me}", &first.to_string()),
    );
    pdf.set(
        second,
        form(first, "second").replace("{me}", &second.to_string()),
    );
    let content = pdf.stream("", b"/Fm Do /Fm Do");
    let pages = pdf.reserve();
    let page = pdf.add(format!(
        "<< /Type /Page /Parent {pages} 0 R /Contents {content} 0 R \
         /Resources << /XObject << /Fm {first} 0 R >> >> >>"
    ));
    pdf.set(
        pages,
        format!("<< /Type /Pages /Kids [{page} 0 R] /Count 1 >>"),
    );
    let (text, _) = read(&pdf.finish(pages));
    // Each form is drawn once on the page.
    assert_eq!(texts(&text), ["first second"]);
}

#[test]
fn forms_are_interpreted_at_most_four_deep() {
    let mut pdf = Pdf::default();
    let font = pdf.add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
    let mut inner = None::<usize>;
    for depth in (1..=6).rev() {
        let draw = if inner.is_some() { "/Next Do" } else { "" };
        let next = inner
            .map(|next| format!("/XObject << /Next {next} 0 R >>"))
            .unwrap_or_default();
        let data = format!(
            "BT /F1 12 Tf 72 {} Td (d{depth}) Tj ET {draw}",
            800 - depth * 20
        );
        inner = Some(pdf.stream(
            &format!(
                "/Type /XObject /Subtype /Form /Resources << /Font << /F1 {font} 0 R >> {next} >>"
            ),
            data.as_bytes(),
        ));
    }
    let content = pdf.stream("", b"/Next Do");
    let pages = pdf.reserve();
    let page = pdf.add(format!(
        "<< /Type /Page /Parent {pages} 0 R /Contents {content} 0 R \
         /Resources << /XObject << /Next {} 0 R >> >> >>",
        inner.unwrap()
    ));
    pdf.set(
        pages,
        format!("<< /Type /Pages /Kids [{page} 0 R] /Count 1 >>"),
    );
    let (text, _) = read(&pdf.finish(pages));
    assert_eq!(texts(&text), ["d1\nd2\nd3\nd4"]);
}

#[test]
fn a_huge_tj_array_is_bounded_by_the_room_for_text_and_by_the_values_of_an_object() {
    let mut content = b"BT /F1 12 Tf [".to_vec();
    for _ in 0..200_000 {
        content.extend_from_slice(b"(word) -300 ");
    }
    content.extend_from_slice(b"] TJ ET");
    let bytes = helvetica(&[&content]);
    let (text, source) = read_text_within(&bytes, Limits::READING, 1000)
        .unwrap()
        .unwrap();
    assert!(text.truncated);
    assert_eq!(text.pages[0].text.len(), 1000 - 1);
    assert!(text.pages[0].text.starts_with("word word"));
    assert_eq!(source, TextSource::Unicode);
    // Past the values one object may hold, the file is refused.
    let limits = Limits {
        object_values: 100_000,
        ..Limits::READING
    };
    assert_eq!(read_text(&bytes, limits), Err(TooComplex(Refused::Values)));
}

#[test]
fn the_room_for_text_is_shared_by_all_the_pages() {
    let page: &[u8] = b"BT /F1 12 Tf (0123456789) Tj ET";
    let bytes = helvetica(&[page, page, page]);
    let (text, _) = read_text_within(&bytes, Limits::READING, 25)
        .unwrap()
        .unwrap();
    assert_eq!(texts(&text), ["0123456789", "0123456789", "01234"]);
    assert!(text.truncated);
}

#[test]
fn garbage_in_a_content_stream_gives_the_text_around_it() {
    let content = b"BT /F1 12 Tf 72 700 Td (good) Tj ) ] >> } <zz> {{ \xff\xfe\x00 \
                    1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 Tm Tj TJ ' \" Tf Do Q Q Q \
                    /F1 12 Tf 72 650 Td (still) Tj [(arr (unclosed";
    let (text, _) = read(&helvetica(&[content]));
    assert_eq!(texts(&text), ["good\nstill"]);
    // Bytes of every kind, where the content stream is, never panic.
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    let alphabet: &[u8] = b"()<>[]{}/\\%0123456789.-+ \n\rTJjfdmBEIQqDo'\"*abcR";
    for _ in 0..300 {
        let mut content = Vec::new();
        for _ in 0..200 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            content.push(alphabet[usize::try_from(seed % alphabet.len() as u64).unwrap()]);
        }
        let _ = read_text(&helvetica(&[&content]), Limits::READING);
    }
}

#[test]
fn a_page_tree_that_holds_itself_ends() {
    let mut pdf = Pdf::default();
    let font = pdf.add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
    let content = pdf.stream("", b"BT /F1 12 Tf (page) Tj ET");
    let pages = pdf.reserve();
    let page = pdf.add(format!(
        "<< /Type /Page /Parent {pages} 0 R /Contents {content} 0 R >>"
    ));
    pdf.set(
        pages,
        format!(
            "<< /Type /Pages /Kids [{page} 0 R {pages} 0 R {page} 0 R] /Count 3 \
             /Resources << /Font << /F1 {font} 0 R >> >> >>"
        ),
    );
    let (text, _) = read(&pdf.finish(pages));
    assert_eq!(texts(&text), ["page"]);
}

#[test]
fn a_page_tree_deeper_than_its_bound_is_read_to_its_bound() {
    let mut pdf = Pdf::default();
    let font = pdf.add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
    let content = pdf.stream("", b"BT /F1 12 Tf (page) Tj ET");
    let shallow = pdf.add(format!("<< /Type /Page /Contents {content} 0 R >>"));
    let mut node = pdf.add(format!("<< /Type /Page /Contents {content} 0 R >>"));
    for _ in 0..100 {
        node = pdf.add(format!("<< /Type /Pages /Kids [{node} 0 R] /Count 1 >>"));
    }
    let root = pdf.add(format!(
        "<< /Type /Pages /Kids [{shallow} 0 R {node} 0 R] /Count 2 \
         /Resources << /Font << /F1 {font} 0 R >> >> >>"
    ));
    let (text, _) = read(&pdf.finish(root));
    assert_eq!(texts(&text), ["page"]);
}

#[test]
fn a_file_that_is_not_a_pdf_has_no_text() {
    assert_eq!(read_text(b"", Limits::READING), Ok(None));
    assert_eq!(
        read_text(b"%PDF-1.4\nnothing here", Limits::READING),
        Ok(None)
    );
}

#[test]
fn a_damaged_cross_reference_is_rebuilt_for_the_text_too() {
    let bytes = helvetica(&[b"BT /F1 12 Tf (kept) Tj ET"]);
    let at = crate::uploads::pdf::syntax::rfind(&bytes, b"startxref").unwrap();
    let mut moved = bytes[..at].to_vec();
    moved.extend_from_slice(b"startxref\n9\n%%EOF\n");
    assert_eq!(texts(&read(&moved).0), ["kept"]);
}

#[test]
fn the_benchmark_s_documents_read_as_their_kind() {
    // Each of its words is followed by the font's space, the line's last too.
    let devanagari_line = "नगर निगम क्षेत्र ".repeat(4);
    for kind in TextKind::ALL {
        let (text, source) = read(&kind_pdf(kind, 5));
        assert_eq!(text.pages.len(), 5, "{kind:?}");
        let expected = match kind {
            TextKind::English | TextKind::Devanagari => TextSource::Unicode,
            TextKind::Scan => TextSource::Scanned,
            _ => TextSource::Legacy(LegacyFont::KrutiDev),
        };
        assert_eq!(source, expected, "{kind:?}");
        let first = text.pages[0].text.lines().next().unwrap_or_default();
        match kind {
            TextKind::English | TextKind::Mixed => {
                assert!(first.starts_with("The Municipal Corporation"), "{first}");
            }
            TextKind::Devanagari => assert_eq!(first, devanagari_line),
            TextKind::KrutiDevNamed | TextKind::KrutiDevUnnamed => {
                assert!(first.starts_with("नगर निगम सिंगरौली द्वारा"), "{first}");
            }
            TextKind::Scan => assert!(text.pages.iter().all(|page| page.has_images)),
        }
    }
    let mixed = read(&kind_pdf(TextKind::Mixed, 5)).0;
    assert_eq!(texts(&mixed)[4], "");
    assert!(mixed.pages[1].text.starts_with("निगम क्षेत्र"));
    assert!(mixed.pages[2].text.starts_with("महापौर एवं"));
    assert!(mixed.pages[3].text.starts_with("जल प्रदाय"));
}

#[test]
fn reading_text_costs_a_small_part_of_the_budget() {
    let line: &[u8] = b"BT /F1 12 Tf 72 700 Td (Singrauli Municipal Corporation) Tj ET ";
    let content = line.repeat(200);
    let page: &[u8] = &content;
    let bytes = helvetica(&[page; 20]);
    let budget = Budget::new(Limits::READING);
    let text = text_of(&bytes, &budget, MAX_TEXT_BYTES).unwrap().unwrap().0;
    assert_eq!(text.pages.len(), 20);
    let spent = budget.spent();
    // Each page's content is inflated and parsed once.
    assert!(
        spent.inflated <= 20 * content.len() as u64 + 1024,
        "{spent:?}"
    );
    assert!(
        spent.parsed <= 2 * 20 * content.len() as u64 + 4 * bytes.len() as u64,
        "{spent:?}"
    );
}

/// Reads the text of each PDF of `SMC_PDFS` (paths separated by `:`) and says what it cost:
/// `SMC_PDFS=a.pdf cargo test --release -p server --lib what_reading_the_text -- --ignored
/// --nocapture`. With `SMC_PDF_TEXT_OUT` naming a folder, each file's text is written there
/// (`a.txt`, its pages separated by a form feed, as `pdftotext` separates them).
#[test]
#[ignore = "measures the files it is given"]
fn what_reading_the_text_of_these_pdfs_costs() {
    let paths = std::env::var("SMC_PDFS").unwrap_or_default();
    for path in paths.split(':').filter(|path| !path.is_empty()) {
        let bytes = std::fs::read(path).unwrap();
        let started = std::time::Instant::now();
        let budget = Budget::new(Limits::READING);
        let text = text_of(&bytes, &budget, MAX_TEXT_BYTES);
        let elapsed = started.elapsed();
        match text {
            Ok(Some((text, source))) => {
                let chars: usize = text
                    .pages
                    .iter()
                    .map(|page| page.text.chars().count())
                    .sum();
                println!(
                    "{path}: {} pages, {chars} characters, {source:?}, {:?}, spent {:?}, in {elapsed:?}",
                    text.pages.len(),
                    text.script(),
                    budget.spent()
                );
                let first: String = text.pages[0].text.chars().take(160).collect();
                println!("  first page: {first:?}");
                if let Ok(folder) = std::env::var("SMC_PDF_TEXT_OUT") {
                    let pages: Vec<&str> =
                        text.pages.iter().map(|page| page.text.as_str()).collect();
                    let name = std::path::Path::new(path).file_name().unwrap();
                    let out = std::path::Path::new(&folder)
                        .join(name)
                        .with_extension("txt");
                    std::fs::write(out, pages.join("\n\x0C")).unwrap();
                }
            }
            other => println!("{path}: {other:?}, spent {:?}", budget.spent()),
        }
    }
}

#[test]
fn a_font_set_over_and_over_is_read_once() {
    // A font written in the resources themselves, whose widths are a large object of their own.
    let mut pdf = Pdf::default();
    let widths = pdf.add(format!("[{}]", "500 ".repeat(224)));
    let content = b"/F1 12 Tf (a) Tj ".repeat(5000);
    let pages = pdf_with(
        &mut pdf,
        &format!(
            "/F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica /FirstChar 32 /Widths {widths} 0 R >>"
        ),
        &[&content],
    );
    let bytes = pdf.finish(pages);
    let budget = Budget::new(Limits::READING);
    let text = text_of(&bytes, &budget, MAX_TEXT_BYTES).unwrap().unwrap().0;
    assert_eq!(text.pages[0].text, "a".repeat(5000));
    let spent = budget.spent();
    assert!(
        spent.parsed <= content.len() as u64 + 4 * bytes.len() as u64,
        "{spent:?}"
    );
}

/// The small bounds of the fuzz target `pdf_text`.
const FUZZ_LIMITS: Limits = Limits {
    stream_bytes: 64 * 1024,
    inflated_bytes: 256 * 1024,
    parsed_bytes: MIB,
    object_values: 4096,
    objects: 4096,
};

/// What the fuzz target `pdf_text` checks of a reading of `bytes`.
fn check_reading(bytes: &[u8]) {
    let budget = Budget::new(FUZZ_LIMITS);
    let read = text_of(bytes, &budget, MAX_TEXT_BYTES);
    let spent = budget.spent();
    assert!(
        spent.inflated <= FUZZ_LIMITS.inflated_bytes + 1,
        "{spent:?}"
    );
    assert!(
        spent.largest_stream <= FUZZ_LIMITS.stream_bytes + 1,
        "{spent:?}"
    );
    let one_parse = bytes.len() as u64 + FUZZ_LIMITS.stream_bytes + 1;
    assert!(
        spent.parsed <= FUZZ_LIMITS.parsed_bytes + one_parse,
        "{spent:?}"
    );
    if let Ok(Some((text, source))) = read {
        let any_text = text.pages.iter().any(|page| !page.text.is_empty());
        assert_eq!(
            any_text,
            matches!(source, TextSource::Unicode | TextSource::Legacy(_))
        );
    }
}

#[test]
fn the_fuzz_seeds_changed_at_random_are_read_within_the_bounds() {
    let seeds = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../fuzz/corpus/pdf_text");
    let tokens: [&[u8]; 12] = [
        b" Tj", b" TJ", b"BT ", b" Do", b"BI ", b" ID ", b" EI", b"(", b")", b"[", b"<<", b" 0 R",
    ];
    let rounds: usize = std::env::var("SMC_FUZZ_ROUNDS")
        .ok()
        .and_then(|rounds| rounds.parse().ok())
        .unwrap_or(200);
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    let mut random = |below: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        usize::try_from(seed % below.max(1) as u64).unwrap()
    };
    let mut read = 0;
    for entry in std::fs::read_dir(seeds).unwrap() {
        let original = std::fs::read(entry.unwrap().path()).unwrap();
        check_reading(&original);
        for _ in 0..rounds {
            let mut bytes = original.clone();
            for _ in 0..=random(4) {
                if bytes.is_empty() {
                    break;
                }
                let at = random(bytes.len());
                match random(4) {
                    0 => bytes[at] = u8::try_from(random(256)).unwrap(),
                    1 => {
                        let token = tokens[random(tokens.len())];
                        bytes.splice(at..at, token.iter().copied());
                    }
                    2 => bytes.truncate(at.max(1)),
                    _ => {
                        let end = (at + random(64)).min(bytes.len());
                        bytes.drain(at..end);
                    }
                }
            }
            check_reading(&bytes);
            read += 1;
        }
    }
    assert!(read >= 6 * rounds);
}

#[test]
fn an_embedded_type_1_program_s_own_encoding_is_read_when_the_font_names_none() {
    // As TeX's math fonts: code 58 draws a period, not Latin-1's colon.
    let program = b"%!PS-AdobeFont-1.0: CMMI10 003.002\n/FontName /CMMI10 def\n\
                    /Encoding 256 array\n0 1 255 {1 index exch /.notdef put} for\n\
                    dup 58 /period put\ndup 97 /alpha put\ndup 98 /b put\nreadonly def\n\
                    currentfile eexec\n\x8f\x00dup 99 /z put";
    let mut pdf = Pdf::default();
    let file = pdf.flate(
        &format!("/Length1 {} /Length2 5 /Length3 0", program.len() - 5),
        program,
    );
    let descriptor = pdf.add(format!(
        "<< /Type /FontDescriptor /FontName /ABCDEF+CMMI10 /Flags 4 /FontFile {file} 0 R >>"
    ));
    let tex = pdf.add(format!(
        "<< /Type /Font /Subtype /Type1 /BaseFont /ABCDEF+CMMI10 /FontDescriptor {descriptor} 0 R >>"
    ));
    // The same program under a font that names its encoding: the name wins.
    let named = pdf.add(format!(
        "<< /Type /Font /Subtype /Type1 /BaseFont /ABCDEF+CMMI10 /Encoding /WinAnsiEncoding \
         /FontDescriptor {descriptor} 0 R >>"
    ));
    let pages = pdf_with(
        &mut pdf,
        &format!("/F1 {tex} 0 R /F2 {named} 0 R"),
        &[b"BT /F1 10 Tf 72 700 Td (b:c) Tj /F2 10 Tf 0 -20 Td (b:c) Tj ET"],
    );
    let (text, _) = read(&pdf.finish(pages));
    assert_eq!(texts(&text), ["b.c\nb:c"]);
}

#[test]
fn marked_content_s_actual_text_replaces_the_glyphs_it_marks() {
    // As Word marks a Devanagari cluster whose glyphs' codes read otherwise, and a word.
    let content = b"BT /F1 12 Tf 72 700 Td (Ward ) Tj \
                    /Span << /ActualText (No.) >> BDC (N) Tj [(o) -500 (.)] TJ EMC \
                    ( 5) Tj 0 -20 Td \
                    /Span << /MCID 3 /ActualText <FEFF0928093F0917092E> >> BDC (ABCD) Tj EMC \
                    /Figure << /ActualText (a figure) >> BDC EMC \
                    /P << /MCID 4 >> BDC ( ok) Tj EMC ET";
    let (text, _) = read(&helvetica(&[content]));
    assert_eq!(texts(&text), ["Ward No. 5\nनिगम ok"]);
}

#[test]
fn a_marked_cluster_ends_where_its_furthest_glyph_ends() {
    // As Chromium writes "सकेगा": each cluster marked with its actual text, the vowel sign of
    // के drawn back over its letter and ending before the letter does (here a glyph of a
    // smaller size: 78 to 84 the letter, 79 to 81 the sign), and गा shown where the letter
    // ends, 84, with no gap between them.
    let content = b"BT /F1 12 Tf 72 700 Td \
                    /Span << /ActualText <FEFF0938> >> BDC (S) Tj EMC 6 0 Td \
                    /Span << /ActualText <FEFF09150947> >> BDC \
                    (M) Tj 1 0 Td /F1 4 Tf (.) Tj EMC /F1 12 Tf 5 0 Td \
                    /Span << /ActualText <FEFF0917093E> >> BDC (G) Tj EMC ET";
    let (text, _) = read(&helvetica(&[content]));
    assert_eq!(texts(&text), ["सकेगा"]);
}
