//! Documents of each kind whose text the server reads, as many pages as asked, for measuring
//! what reading their text costs: dense English, Unicode Devanagari through a composite font,
//! Kruti Dev in a font named as one and in a font named otherwise, scans, all of them in one
//! document, and the most a reading's budget lets a document inflate.

use super::pages::{HELVETICA, devanagari_font, page_tree};
use super::writer::{Pdf, latin_literal};
use crate::uploads::pdf::budget::Limits;

/// A kind of document, by how its text is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextKind {
    /// Dense English in Helvetica (Windows' encoding): 50 lines a page.
    English,
    /// Unicode Devanagari in a Type0 font read through its `ToUnicode` `CMap`: 50 lines a page.
    Devanagari,
    /// Kruti Dev 010 in a font named so, converted: 50 lines a page.
    KrutiDevNamed,
    /// Kruti Dev 010 in a font named `F4`, recognised from its letters and converted.
    KrutiDevUnnamed,
    /// Scanned pages: each paints an image of its own, and has no text.
    Scan,
    /// The kinds above, page after page in turn.
    Mixed,
}

impl TextKind {
    /// Every kind, in the order above.
    pub const ALL: [TextKind; 6] = [
        TextKind::English,
        TextKind::Devanagari,
        TextKind::KrutiDevNamed,
        TextKind::KrutiDevUnnamed,
        TextKind::Scan,
        TextKind::Mixed,
    ];

    /// Its name in a table of figures.
    pub fn name(self) -> &'static str {
        match self {
            TextKind::English => "English, Helvetica",
            TextKind::Devanagari => "Devanagari, Type0 + ToUnicode",
            TextKind::KrutiDevNamed => "Kruti Dev, named",
            TextKind::KrutiDevUnnamed => "Kruti Dev, unnamed",
            TextKind::Scan => "scan (images, no text)",
            TextKind::Mixed => "mixed",
        }
    }
}

/// Lines of a page: enough to fill an A4 page in 10-point type.
const LINES: usize = 50;

/// English lines of a municipal notice.
const ENGLISH: [&str; 6] = [
    "The Municipal Corporation Singrauli invites sealed tenders from registered contractors",
    "for the construction of a cement concrete road in Ward No. 12, estimated at Rs. 24.5 lakh.",
    "Last date of submission: 15 January 2025, 5:00 PM. Tender No. SMC/PWD/2025/117.",
    "All citizens are requested to pay their property tax before 31 March to avoid penalty.",
    "Office of the Commissioner, Municipal Corporation, Singrauli, Waidhan, Madhya Pradesh.",
    "Works on sewer line, drinking water supply and park development in Baidhan and Navjeevan.",
];

/// Kruti Dev 010 lines of a municipal notice, as a typist types them (Windows-1252 letters).
const KRUTI_DEV: [&str; 6] = [
    "uxj fuxe flaxjkSyh }kjk fufonk vkeaf=r dh tkrh gSA vkosnu dh vafre frfFk 15 tuojh 2025 gSA",
    "lHkh ukxfjdksa ls vuqjks/k gS fd os le; ij lEifÙk dj tek djsaA",
    "egkikSj ,oa vk;qDr us okMZ Øekad 12 dk fujh{k.k fd;kA uxj fuxe flaxjkSyh] ftyk flaxjkSyh",
    "ty iznk; ;kstuk ds varxZr ikbi ykbu fcNkbZ tk,xhA dk;kZy; le; izkr% 10 cts ls lk;a 5 cts rdA",
    "HkrhZ gsrq ;ksX; vH;fFkZ;ksa ls vkosnu i= vkeaf=r fd;s tkrs gSaA ¼e-iz-½",
    "tUe ,oa e`R;q izek.k i= gsrq vkosnu djsaA LoPN Hkkjr vfHk;ku esa Hkkx ysaA",
];

/// Devanagari words as codes of [`super::pages::DEVANAGARI_CMAP`]: नगर, निगम, क्षेत्र, then a
/// space.
const DEVANAGARI: [&str; 4] = ["010001010102", "0100006001010110", "005000610051", "0003"];

/// The document of `pages` pages of `kind`.
pub fn kind_pdf(kind: TextKind, pages: usize) -> Vec<u8> {
    let mut pdf = Pdf::default();
    let fonts = [
        pdf.add(HELVETICA),
        devanagari_font(&mut pdf, None),
        pdf.add(legacy_font("KrutiDev010")),
        pdf.add(legacy_font("F4")),
    ];
    let inherited = format!(
        "/Font << /F1 {} 0 R /F2 {} 0 R /F3 {} 0 R /F4 {} 0 R >>",
        fonts[0], fonts[1], fonts[2], fonts[3]
    );
    let contents: Vec<(Vec<u8>, String)> = (0..pages)
        .map(|page| {
            let kind = match kind {
                TextKind::Mixed => TextKind::ALL[page % (TextKind::ALL.len() - 1)],
                kind => kind,
            };
            page_of(&mut pdf, kind, page)
        })
        .collect();
    let tree = page_tree(
        &mut pdf,
        &inherited,
        contents
            .iter()
            .map(|(content, own)| (content.as_slice(), own.clone())),
    );
    pdf.finish(tree)
}

/// A Kruti Dev font as a word processor embeds it, named `name`.
fn legacy_font(name: &str) -> String {
    format!(
        "<< /Type /Font /Subtype /TrueType /BaseFont /{name} /FirstChar 32 /LastChar 255 \
         /Encoding /WinAnsiEncoding >>"
    )
}

/// The content of the page numbered `page` of a document of `kind` (not mixed), and the
/// entries of its own resources.
fn page_of(pdf: &mut Pdf, kind: TextKind, page: usize) -> (Vec<u8>, String) {
    let (font, lines): (&str, Vec<Vec<u8>>) = match kind {
        TextKind::English => ("/F1 10", latin_lines(&ENGLISH, page)),
        TextKind::KrutiDevNamed => ("/F3 12", latin_lines(&KRUTI_DEV, page)),
        TextKind::KrutiDevUnnamed => ("/F4 12", latin_lines(&KRUTI_DEV, page)),
        TextKind::Devanagari => ("/F2 12", devanagari_lines(page)),
        TextKind::Scan | TextKind::Mixed => return scanned_page(pdf, page),
    };
    let mut content = format!("BT {font} Tf 14 TL 56 790 Td").into_bytes();
    for line in lines {
        content.extend_from_slice(b" ");
        content.extend_from_slice(&line);
        content.extend_from_slice(b" Tj T*");
    }
    content.extend_from_slice(b" ET");
    (content, String::new())
}

/// [`LINES`] lines of `lines` in turn from the page's own place, each a literal string of
/// Windows-1252 bytes, its reference number after it.
fn latin_lines(lines: &[&str], page: usize) -> Vec<Vec<u8>> {
    (0..LINES)
        .map(|line| {
            latin_literal(&format!(
                "{} {}/{line}",
                lines[(page + line) % lines.len()],
                page + 1
            ))
        })
        .collect()
}

/// [`LINES`] lines of twelve Devanagari words each, as hex strings of the font's codes.
fn devanagari_lines(page: usize) -> Vec<Vec<u8>> {
    (0..LINES)
        .map(|line| {
            let words: String = (0..12)
                .map(|word| {
                    let which = (page + line + word) % (DEVANAGARI.len() - 1);
                    [DEVANAGARI[which], DEVANAGARI[DEVANAGARI.len() - 1]].concat()
                })
                .collect();
            format!("<{words}>").into_bytes()
        })
        .collect()
}

/// A scanned page: a grey A4 image of its own at 150 dpi, its 64 KiB of data as a JPEG holds
/// them (the reader never decodes an image, so they are not a real JPEG), painted over the
/// page.
fn scanned_page(pdf: &mut Pdf, page: usize) -> (Vec<u8>, String) {
    let mut state = 0x9E37_79B9_7F4A_7C15_u64 ^ page as u64;
    let data: Vec<u8> = (0..64 * 1024)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state.to_le_bytes()[0]
        })
        .collect();
    let image = pdf.stream(
        "/Type /XObject /Subtype /Image /Width 1240 /Height 1754 /ColorSpace /DeviceGray \
         /BitsPerComponent 8 /Filter /DCTDecode",
        &data,
    );
    (
        b"q 595 0 0 842 0 0 cm /Im1 Do Q".to_vec(),
        format!("/XObject << /Im1 {image} 0 R >>"),
    )
}

/// The most a reading of text within [`Limits::READING`] inflates: as many pages as its
/// inflated bound holds streams at their own bound, each just under it, of `operation` (`(ab)
/// Tj `, or operators that show nothing) over and over, in Helvetica.
pub fn budget_filling_pdf(operation: &[u8]) -> Vec<u8> {
    let limits = Limits::READING;
    let pages = limits.inflated_bytes / limits.stream_bytes;
    let room = usize::try_from(limits.stream_bytes).expect("16 MiB fits any usize") - 64;
    let mut content = b"BT /F1 12 Tf ".to_vec();
    content.extend(operation.repeat(room / operation.len()));
    content.extend_from_slice(b"ET");
    let mut pdf = Pdf::default();
    let font = pdf.add(HELVETICA);
    let tree = page_tree(
        &mut pdf,
        &format!("/Font << /F1 {font} 0 R >>"),
        (0..pages).map(|_| (content.as_slice(), String::new())),
    );
    pdf.finish(tree)
}
