//! The pages of PDFs as writers make them, damaged ones, encrypted ones, and bombs: what the
//! reading gives and what it costs. Costs are asserted from the budget's count of the bytes it
//! inflated and parsed, which bounds the memory a reading can take: deterministic, where a
//! time or a memory reading of the process would depend on the machine.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::sync::Arc;

use lopdf::encryption::crypt_filters::{Aes128CryptFilter, CryptFilter};
use lopdf::{
    Document as Written, EncryptionState, EncryptionVersion, Object, Permissions, SaveOptions,
    StringFormat, dictionary,
};

use super::*;

const MIB: u64 = 1024 * 1024;

#[test]
fn the_pages_of_a_pdf_are_counted() {
    assert_eq!(page_count(&blank_pdf(1)), Some(1));
    assert_eq!(page_count(&blank_pdf(7)), Some(7));
    let facts = pdf_facts(&blank_pdf(3));
    assert_eq!(facts.pages, Some(3));
    assert_eq!(facts.format, "pdf");
    assert_eq!(facts.bytes, blank_pdf(3).len() as u64);
}

#[test]
fn a_file_that_is_not_a_readable_pdf_has_no_page_count() {
    assert_eq!(page_count(b"%PDF-1.4\nnot really a PDF"), None);
    assert_eq!(page_count(b""), None);
    let mut cut = blank_pdf(2);
    cut.truncate(40);
    assert_eq!(page_count(&cut), None);
}

/// A document of `pages` pages with a content stream each, a page tree two levels deep and
/// an ID, as a writer makes it.
fn written(pages: usize) -> Written {
    let mut document = Written::with_version("1.7");
    let root_id = document.new_object_id();
    let mut halves = Vec::new();
    for half in [pages / 2, pages - pages / 2] {
        let half_id = document.new_object_id();
        let kids: Vec<Object> = (0..half)
            .map(|page| {
                let content = lopdf::Stream::new(
                    dictionary! {},
                    format!("BT /F1 12 Tf 72 720 Td (Page {page}) Tj ET").into_bytes(),
                );
                let content_id = document.add_object(content);
                document
                    .add_object(dictionary! {
                        "Type" => "Page",
                        "Parent" => Object::Reference(half_id),
                        "MediaBox" => vec![0.into(), 0.into(), 595.into(), 842.into()],
                        "Contents" => Object::Reference(content_id),
                    })
                    .into()
            })
            .collect();
        document.objects.insert(
            half_id,
            Object::Dictionary(dictionary! {
                "Type" => "Pages",
                "Parent" => Object::Reference(root_id),
                "Kids" => kids,
                "Count" => i64::try_from(half).unwrap(),
            }),
        );
        halves.push(Object::Reference(half_id));
    }
    document.objects.insert(
        root_id,
        Object::Dictionary(dictionary! {
            "Type" => "Pages",
            "Kids" => halves,
            "Count" => i64::try_from(pages).unwrap(),
        }),
    );
    let catalog = document.add_object(dictionary! {
        "Type" => "Catalog",
        "Pages" => Object::Reference(root_id),
    });
    document.trailer.set("Root", Object::Reference(catalog));
    let id = Object::String(vec![0x5A; 16], StringFormat::Literal);
    document
        .trailer
        .set("ID", Object::Array(vec![id.clone(), id]));
    document
}

fn save(document: &mut Written, options: SaveOptions) -> Vec<u8> {
    let mut bytes = Vec::new();
    document.save_with_options(&mut bytes, options).unwrap();
    bytes
}

fn modern() -> SaveOptions {
    SaveOptions::builder()
        .use_object_streams(true)
        .use_xref_streams(true)
        .build()
}

#[test]
fn pdfs_as_writers_save_them_are_read_within_a_small_part_of_the_budget() {
    let cases = [
        ("a table", SaveOptions::default()),
        ("object and cross-reference streams", modern()),
        (
            "small object streams",
            SaveOptions::builder()
                .use_object_streams(true)
                .use_xref_streams(true)
                .max_objects_per_stream(3)
                .build(),
        ),
        (
            "a linearized file",
            SaveOptions::builder().linearize(true).build(),
        ),
    ];
    for (what, options) in cases {
        let bytes = save(&mut written(9), options);
        let reading = read_pages(&bytes, Limits::READING);
        assert_eq!(reading.pages, Ok(Some(9)), "{what}");
        assert!(
            reading.spent.parsed <= 2 * bytes.len() as u64,
            "{what}: {:?}",
            reading.spent
        );
    }
}

/// `document` encrypted as "protected" files are: an owner password, and none to open it.
fn encrypted(mut document: Written, aes: bool) -> Written {
    let version = if aes {
        let filter: Arc<dyn CryptFilter> = Arc::new(Aes128CryptFilter);
        EncryptionVersion::V4 {
            document: &document,
            encrypt_metadata: true,
            crypt_filters: BTreeMap::from([(b"StdCF".to_vec(), filter)]),
            stream_filter: b"StdCF".to_vec(),
            string_filter: b"StdCF".to_vec(),
            owner_password: "owner",
            user_password: "",
            permissions: Permissions::PRINTABLE,
        }
    } else {
        EncryptionVersion::V2 {
            document: &document,
            owner_password: "owner",
            user_password: "",
            key_length: 128,
            permissions: Permissions::PRINTABLE,
        }
    };
    let state = EncryptionState::try_from(version).unwrap();
    document.encrypt(&state).unwrap();
    document
}

#[test]
fn an_encrypted_pdf_that_opens_without_a_password_is_read() {
    for aes in [false, true] {
        let bytes = save(&mut encrypted(written(5), aes), modern());
        assert_eq!(
            lopdf::Document::load_mem(&bytes).unwrap().get_pages().len(),
            5
        );
        assert_eq!(page_count(&bytes), Some(5), "aes: {aes}");
    }
}

#[test]
fn the_text_of_an_encrypted_pdf_that_opens_without_a_password_is_read() {
    for aes in [false, true] {
        let bytes = save(&mut encrypted(written(3), aes), modern());
        let (text, source) = read_text(&bytes, Limits::READING).unwrap().unwrap();
        let pages: Vec<&str> = text.pages.iter().map(|page| page.text.as_str()).collect();
        assert_eq!(pages, ["Page 0", "Page 0", "Page 1"], "aes: {aes}");
        assert_eq!(source, TextSource::Unicode);
    }
}

#[test]
fn a_pdf_that_needs_a_password_has_no_page_count() {
    let mut document = written(2);
    let version = EncryptionVersion::V2 {
        document: &document,
        owner_password: "owner",
        user_password: "user",
        key_length: 128,
        permissions: Permissions::PRINTABLE,
    };
    let state = EncryptionState::try_from(version).unwrap();
    document.encrypt(&state).unwrap();
    let bytes = save(&mut document, modern());
    assert_eq!(read_pages(&bytes, Limits::READING).pages, Ok(None));
}

#[test]
fn a_damaged_cross_reference_is_rebuilt() {
    // Its offset points nowhere.
    let pdf = String::from_utf8(blank_pdf(4)).unwrap();
    let (head, _) = pdf.rsplit_once("startxref").unwrap();
    let moved = format!("{head}startxref\n7\n%%EOF\n");
    assert_eq!(page_count(moved.as_bytes()), Some(4));
    // It is gone, and its objects are in object streams.
    let bytes = save(&mut written(6), modern());
    let xref = syntax::rfind(&bytes, b"startxref").unwrap();
    let mut cut = bytes[..xref].to_vec();
    let stream_xref = syntax::rfind(&cut, b"/XRef").unwrap();
    cut[stream_xref..stream_xref + 5].copy_from_slice(b"/Junk");
    assert_eq!(page_count(&cut), Some(6));
}

#[test]
fn the_build_s_documents_are_read() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../content/public/files");
    let mut found = 0;
    let mut folders = vec![root];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|extension| extension == "pdf") {
                let bytes = std::fs::read(&path).unwrap();
                let expected = lopdf::Document::load_mem(&bytes).unwrap().get_pages().len();
                let reading = read_pages(&bytes, Limits::READING);
                assert_eq!(
                    reading.pages,
                    Ok(Some(u32::try_from(expected).unwrap())),
                    "{}",
                    path.display()
                );
                found += 1;
            }
        }
    }
    assert!(found > 0);
}

/// The bomb of the report that led to these bounds: 90 object streams of 200 MiB of zeros
/// each, about 18 MB, with the pages in them.
fn the_reported_bomb(pages_inside: bool) -> Vec<u8> {
    bomb_pdf(Bomb {
        pages: 90,
        inflated_each: 200 * MIB,
        pages_inside,
    })
}

#[test]
fn a_bomb_is_refused_once_one_stream_has_inflated_to_its_bound() {
    let bomb = the_reported_bomb(true);
    assert!(bomb.len() < 20 * 1024 * 1024, "{}", bomb.len());
    let limits = Limits::READING;
    let reading = read_pages(&bomb, limits);
    assert_eq!(reading.pages, Err(TooComplex(Refused::Stream)));
    // One stream was inflated, one byte past its bound; 18 GiB were not.
    assert_eq!(reading.spent.largest_stream, limits.stream_bytes + 1);
    assert_eq!(reading.spent.inflated, limits.stream_bytes + 1);
}

#[test]
fn streams_each_within_the_bound_are_refused_once_they_reach_the_total() {
    let bomb = bomb_pdf(Bomb {
        pages: 40,
        inflated_each: 10 * MIB,
        pages_inside: true,
    });
    let limits = Limits::READING;
    let reading = read_pages(&bomb, limits);
    assert_eq!(reading.pages, Err(TooComplex(Refused::Inflated)));
    assert_eq!(reading.spent.inflated, limits.inflated_bytes + 1);
    assert!(reading.spent.largest_stream <= limits.stream_bytes);
    // Within a larger budget, the same file is read.
    let roomy = Limits {
        inflated_bytes: 1024 * MIB,
        ..limits
    };
    assert_eq!(read_pages(&bomb, roomy).pages, Ok(Some(40)));
}

#[test]
fn streams_that_no_page_needs_are_never_inflated() {
    let bomb = the_reported_bomb(false);
    let reading = read_pages(&bomb, Limits::READING);
    assert_eq!(reading.pages, Ok(Some(90)));
    assert_eq!(reading.spent.inflated, 0);
}

#[test]
fn filters_inside_filters_are_charged_layer_by_layer() {
    // Each layer inflates to about the bound: a chain of them stops at the total.
    let limits = Limits {
        stream_bytes: MIB,
        inflated_bytes: 2 * MIB,
        ..Limits::READING
    };
    let budget = Budget::new(limits);
    let mut layers = vec![0u8; 512 * 1024];
    let mut filters = Vec::new();
    for _ in 0..6 {
        let mut stored = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::none());
        std::io::Write::write_all(&mut stored, &layers).unwrap();
        layers = stored.finish().unwrap();
        filters.push(syntax::Value::Name(b"FlateDecode".to_vec()));
    }
    let dict = syntax::Dict(vec![(b"Filter".to_vec(), syntax::Value::Array(filters))]);
    assert_eq!(
        filters::decode(&budget, &dict, &layers),
        Err(Fail::Refused(Refused::Inflated))
    );
    assert!(budget.spent().inflated <= limits.inflated_bytes + 1);
}

#[test]
fn objects_parsed_over_and_over_are_refused_at_the_parsing_bound() {
    // Each object's string holds the next ones, so that each parse runs to the end of the file;
    // the page tree names them all.
    let count = 3000;
    let mut kids = String::new();
    for k in 0..count {
        write!(kids, "{} 0 R ", k + 10).unwrap();
    }
    let mut body = format!(
        "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n\
         2 0 obj << /Type /Pages /Kids [{kids}] /Count {count} >> endobj\n"
    );
    let mut offsets = Vec::new();
    for k in 0..count {
        offsets.push(body.len());
        write!(body, "{} 0 obj << /Type /Page /Note (", k + 10).unwrap();
    }
    body.push_str(&")".repeat(count));
    body.push_str(" >> endobj\n");
    let xref = body.len();
    let second = body.find("2 0 obj").unwrap();
    write!(
        body,
        "xref\n0 3\n0000000000 65535 f \n{:010} 00000 n \n{second:010} 00000 n \n10 {count}\n",
        9
    )
    .unwrap();
    for offset in &offsets {
        writeln!(body, "{offset:010} 00000 n ").unwrap();
    }
    write!(
        body,
        "trailer << /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n",
        count + 10
    )
    .unwrap();
    let limits = Limits {
        parsed_bytes: 16 * MIB,
        ..Limits::READING
    };
    let reading = read_pages(body.as_bytes(), limits);
    assert_eq!(reading.pages, Err(TooComplex(Refused::Parsed)));
    // The parse that went past the bound is the last: at most one file's length more.
    assert!(reading.spent.parsed <= limits.parsed_bytes + body.len() as u64);
}

#[test]
fn a_cross_reference_of_too_many_objects_is_refused() {
    let limits = Limits {
        objects: 1000,
        ..Limits::READING
    };
    let bomb = bomb_pdf(Bomb {
        pages: 600,
        inflated_each: 0,
        pages_inside: true,
    });
    assert_eq!(
        read_pages(&bomb, limits).pages,
        Err(TooComplex(Refused::Objects))
    );
    assert_eq!(read_pages(&bomb, Limits::READING).pages, Ok(Some(600)));
}

/// What reading each PDF of `SMC_PDFS` (paths separated by `:`) costs, against the bounds:
/// `SMC_PDFS=a.pdf:b.pdf cargo test --release -p server --lib what_reading -- --ignored
/// --nocapture` (the figures of `SECURITY.md` and `docs/performance.md`).
#[test]
#[ignore = "measures the files it is given"]
fn what_reading_these_pdfs_costs() {
    let paths = std::env::var("SMC_PDFS").unwrap_or_default();
    for path in paths.split(':').filter(|path| !path.is_empty()) {
        let bytes = std::fs::read(path).unwrap();
        let started = std::time::Instant::now();
        let reading = read_pages(&bytes, Limits::READING);
        let spent = reading.spent;
        println!(
            "{path}: {} bytes, pages {:?}, inflated {} (largest stream {}), parsed {}, \
             listed {}, in {:?}",
            bytes.len(),
            reading.pages,
            spent.inflated,
            spent.largest_stream,
            spent.parsed,
            spent.listed,
            started.elapsed()
        );
    }
}
