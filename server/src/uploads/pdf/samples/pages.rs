//! The pages of the tests' and the benchmark's documents: a page tree of content streams with
//! the resources its pages inherit or hold, and the fonts and images they use.

use super::writer::Pdf;

/// A page tree of `pages` (each a content stream, compressed, and the entries of its own
/// resource dictionary, none when empty), with the entries `inherited` of a resource
/// dictionary given on its root for the pages without their own; its number.
pub fn page_tree<'a>(
    pdf: &mut Pdf,
    inherited: &str,
    pages: impl IntoIterator<Item = (&'a [u8], String)>,
) -> usize {
    let tree = pdf.reserve();
    let kids: Vec<String> = pages
        .into_iter()
        .map(|(content, own)| {
            let content = pdf.flate("", content);
            let own = if own.is_empty() {
                own
            } else {
                format!(" /Resources << {own} >>")
            };
            let page = pdf.add(format!(
                "<< /Type /Page /Parent {tree} 0 R /MediaBox [0 0 595 842] /Contents {content} 0 R{own} >>"
            ));
            format!("{page} 0 R")
        })
        .collect();
    pdf.set(
        tree,
        format!(
            "<< /Type /Pages /Kids [{}] /Count {} /Resources << {inherited} >> >>",
            kids.join(" "),
            kids.len()
        ),
    );
    tree
}

/// A page tree whose pages show `contents` (one stream each, compressed) with the fonts of
/// `fonts` (a font resource dictionary's entries), given on its root for the pages to inherit.
pub fn pdf_with(pdf: &mut Pdf, fonts: &str, contents: &[&[u8]]) -> usize {
    page_tree(
        pdf,
        &format!("/Font << {fonts} >>"),
        contents.iter().map(|content| (*content, String::new())),
    )
}

/// A PDF of pages showing `contents` in Helvetica as `/F1`.
pub fn helvetica(contents: &[&[u8]]) -> Vec<u8> {
    let mut pdf = Pdf::default();
    let font = pdf.add(HELVETICA);
    let pages = pdf_with(&mut pdf, &format!("/F1 {font} 0 R"), contents);
    pdf.finish(pages)
}

/// Helvetica in Windows' encoding, as most English PDFs name it.
pub const HELVETICA: &str =
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";

/// A 1×1 grey image.
pub fn image(pdf: &mut Pdf) -> usize {
    pdf.stream(
        "/Type /XObject /Subtype /Image /Width 1 /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8",
        b"\x80",
    )
}

/// A `ToUnicode` `CMap` of Devanagari glyphs: single characters, a range, a range written as an
/// array, and glyphs of conjuncts that stand for several characters.
pub const DEVANAGARI_CMAP: &[u8] = b"/CIDInit /ProcSet findresource begin
12 dict begin
begincmap
/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def
/CMapName /Adobe-Identity-UCS def
/CMapType 2 def
1 begincodespacerange
<0000> <FFFF>
endcodespacerange
5 beginbfchar
<0003> <0020>
<0050> <0915094D0937>
<0051> <0924094D0930>
<0060> <093F>
<0061> <0947>
endbfchar
2 beginbfrange
<0100> <0102> [<0928> <0917> <0930>]
<0110> <0111> <092E>
endbfrange
endcmap
CMapName currentdict /CMap defineresource pop
end
end";

/// A Type0 font of Devanagari glyphs (Identity-H) whose text is read through
/// [`DEVANAGARI_CMAP`], with `program` as its embedded TrueType file when given; its number.
pub fn devanagari_font(pdf: &mut Pdf, program: Option<&[u8]>) -> usize {
    let cmap = pdf.flate("", DEVANAGARI_CMAP);
    let file = match program {
        Some(ttf) => format!(
            "/FontFile2 {} 0 R",
            pdf.flate(&format!("/Length1 {}", ttf.len()), ttf)
        ),
        None => String::new(),
    };
    let descriptor = pdf.add(format!(
        "<< /Type /FontDescriptor /FontName /ABCDEF+NotoSansDevanagari /Flags 4 \
         /FontBBox [0 -300 1000 900] /ItalicAngle 0 /Ascent 900 /Descent -300 /CapHeight 700 \
         /StemV 80 {file} >>"
    ));
    let descendant = pdf.add(format!(
        "<< /Type /Font /Subtype /CIDFontType2 /BaseFont /ABCDEF+NotoSansDevanagari \
         /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> \
         /FontDescriptor {descriptor} 0 R /DW 600 /W [3 [260] 256 258 550] /CIDToGIDMap /Identity >>"
    ));
    pdf.add(format!(
        "<< /Type /Font /Subtype /Type0 /BaseFont /ABCDEF+NotoSansDevanagari \
         /Encoding /Identity-H /DescendantFonts [{descendant} 0 R] /ToUnicode {cmap} 0 R >>"
    ))
}
