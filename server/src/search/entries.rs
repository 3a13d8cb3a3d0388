//! What the site search finds, made from the content visitors see at a moment: one entry per
//! person, page and document, with what its result shows, and the texts the index gets of it
//! (a document's among them: the text read from its PDF).

use std::sync::Arc;

use serde::de::DeserializeOwned;
use wasm_core::lang::Lang;
use wasm_core::model::Bilingual;
use wasm_core::model::departments::Department;
use wasm_core::model::directory::{Designation, Directory, Party, Person, Wards};
use wasm_core::model::documents::DocumentText;
use wasm_core::model::kinds::Kind;
use wasm_core::model::notices::Notice;
use wasm_core::model::profiles::Profiles;
use wasm_core::model::search::{
    FoundDocument, FoundPage, FoundPerson, FoundWard, FoundZone, PagePerson,
};
use wasm_core::model::tenders::{Recruitment, Tender};
use wasm_core::routes::{Layout, ROUTES};
use wasm_core::search::{Index, IndexBuilder, reading};

use crate::catalogs;
use crate::content::live::Snapshot;

/// What the index gets of a record: the words that name it (`text`), the words it merely
/// contains (`body`, found only as written, after every match of `text`), the text inside its
/// document (`contents`, found as written or in another spelling or script, after the body),
/// its phone numbers.
#[derive(Debug, Default)]
pub struct Texts {
    pub text: Vec<String>,
    pub body: Vec<String>,
    pub contents: Option<Arc<DocumentText>>,
    pub phones: Vec<String>,
}

impl Texts {
    fn add_to(&self, index: &mut IndexBuilder) {
        fn strs(strings: &[String]) -> Vec<&str> {
            strings.iter().map(String::as_str).collect()
        }
        let contents: Vec<&str> = self
            .contents
            .iter()
            .flat_map(|text| text.pages.iter().map(|page| page.text.as_str()))
            .collect();
        index.add_document(
            &strs(&self.text),
            &strs(&self.body),
            &contents,
            &strs(&self.phones),
            &[],
        );
    }
}

/// One group's entries and their index (record `i` is entry `i`).
#[derive(Debug)]
pub struct Indexed<T> {
    pub entries: Vec<Entry<T>>,
    pub index: Index,
}

/// A result as it is shown, and the texts its snippet is taken from: a text in both languages
/// (a description), and a document's own text.
#[derive(Debug)]
pub struct Entry<T> {
    pub found: T,
    pub snippet_from: Option<Bilingual>,
    pub contents: Option<Arc<DocumentText>>,
}

impl<T> Entry<T> {
    /// A result that is not a document, its snippet taken from `snippet_from`.
    fn of(found: T, snippet_from: Option<Bilingual>) -> Self {
        Self {
            found,
            snippet_from,
            contents: None,
        }
    }
}

impl<T> Indexed<T> {
    fn of(records: Vec<(Entry<T>, Texts)>) -> Self {
        let mut index = IndexBuilder::new();
        let entries = records
            .into_iter()
            .map(|(entry, texts)| {
                texts.add_to(&mut index);
                entry
            })
            .collect();
        Self {
            entries,
            index: index.build(),
        }
    }
}

/// The site's searchable content at one moment, indexed.
#[derive(Debug)]
pub struct SiteEntries {
    pub people: Indexed<FoundPerson>,
    pub pages: Indexed<FoundPage>,
    pub documents: Indexed<FoundDocument>,
}

impl SiteEntries {
    /// What visitors may find at `now` in `snapshot`.
    pub fn of(snapshot: &Snapshot, now: i64) -> Self {
        Self {
            people: Indexed::of(people(snapshot, now)),
            pages: Indexed::of(pages(snapshot, now)),
            documents: Indexed::of(documents(snapshot, now)),
        }
    }
}

/// The items of `kind` visitors see at `now`, read as `T` (in the kind's order); with
/// `archived`, those in its archive instead.
fn shown<T: DeserializeOwned>(
    snapshot: &Snapshot,
    kind: Kind,
    now: i64,
    archived: bool,
) -> Vec<(String, T)> {
    snapshot
        .items(kind)
        .iter()
        .filter_map(|item| {
            let site = item.site.as_ref()?;
            let listed = if archived {
                site.is_archived(now)
            } else {
                site.is_live(now)
            };
            if !listed {
                return None;
            }
            let read = serde_json::from_value(site.data.clone());
            read.map(|value| (item.id.clone(), value)).ok()
        })
        .collect()
}

fn both(text: &Bilingual) -> [String; 2] {
    [text.en.clone(), text.hi.clone()]
}

/// Every person of every directory, directory by directory in the menu's order, as the
/// directories show them: their designation or party, their ward and zone named.
fn people(snapshot: &Snapshot, now: i64) -> Vec<(Entry<FoundPerson>, Texts)> {
    let wards: Option<Wards> = shown(snapshot, Kind::Wards, now, false)
        .into_iter()
        .next()
        .map(|(_, w)| w);
    let designations: Vec<Designation> = shown(snapshot, Kind::Designations, now, false)
        .into_iter()
        .map(|(_, d)| d)
        .collect();
    let parties: Vec<Party> = shown(snapshot, Kind::Parties, now, false)
        .into_iter()
        .map(|(_, p)| p)
        .collect();
    let people: Vec<(String, Person)> = shown(snapshot, Kind::People, now, false);
    let zone_named = |number: u8| FoundZone {
        number,
        name: wards
            .as_ref()
            .and_then(|w| w.zones.iter().find(|z| z.number == number))
            .map(|z| z.name.clone()),
    };
    let ward_of = |number: u8| {
        wards
            .as_ref()
            .and_then(|w| w.wards.iter().find(|ward| ward.number == number))
    };
    let mut found = Vec::with_capacity(people.len());
    for directory in Directory::ALL {
        for (id, person) in people.iter().filter(|(_, p)| p.directory == directory) {
            let designation = person
                .designation
                .as_ref()
                .and_then(|id| designations.iter().find(|d| &d.id == id));
            let party = person
                .party
                .as_ref()
                .and_then(|id| parties.iter().find(|p| &p.id == id));
            let Some(role) = party
                .map(|p| p.name.clone())
                .or_else(|| designation.map(|d| d.name.clone()))
            else {
                continue;
            };
            let ward = person.ward.and_then(ward_of);
            let in_charge: Vec<_> = match ward {
                Some(ward) => vec![ward],
                None => person.wards.iter().filter_map(|&n| ward_of(n)).collect(),
            };
            let zone = if directory == Directory::OutsourceEmployee {
                person.zone.map(|number| FoundZone { number, name: None })
            } else {
                person.zone.or(ward.map(|w| w.zone)).map(zone_named)
            };
            let mut texts = Texts::default();
            texts.text.extend(person.name.en.clone());
            texts.text.push(person.name.hi.clone());
            texts
                .text
                .extend(designation.map(|d| both(&d.name)).into_iter().flatten());
            if let Some(party) = party {
                texts.text.extend(both(&party.short));
                texts.text.extend(both(&party.name));
            }
            for ward in &in_charge {
                texts.text.extend(both(&ward.name));
                texts.text.push(ward.number.to_string());
            }
            texts.text.extend(
                zone.as_ref()
                    .and_then(|z| z.name.as_ref())
                    .map(both)
                    .into_iter()
                    .flatten(),
            );
            texts.phones.push(person.mobile.to_string());
            let person = FoundPerson {
                id: id.clone(),
                directory: directory_page(directory).to_owned(),
                reading: person
                    .name
                    .is_devanagari_only()
                    .then(|| reading(&person.name.hi)),
                name: person.name.clone(),
                role,
                ward: ward.map(|w| FoundWard {
                    number: w.number,
                    name: w.name.clone(),
                }),
                zone,
                mobile: person.mobile.to_string(),
            };
            found.push((Entry::of(person, None), texts));
        }
    }
    found
}

/// The page id of a directory's page (`corporators` for the corporators).
fn directory_page(directory: Directory) -> &'static str {
    directory.path().trim_start_matches('/')
}

/// Every public page of the route table (the first of its paths), the search page left out,
/// by its title in both languages; a department's page also by its head and, as its body, by
/// what it does; a profile page by the person it is about.
fn pages(snapshot: &Snapshot, now: i64) -> Vec<(Entry<FoundPage>, Texts)> {
    let departments: Vec<(String, Department)> = shown(snapshot, Kind::Departments, now, false);
    let profiles: Option<Profiles> = shown(snapshot, Kind::Profiles, now, false)
        .into_iter()
        .next()
        .map(|(_, p)| p);
    let mut seen = std::collections::HashSet::new();
    ROUTES
        .iter()
        .filter(|route| route.layout == Layout::Public && route.page != "search")
        .filter(|route| seen.insert(route.page))
        .map(|route| {
            let department = departments
                .iter()
                .find(|(_, d)| d.id == route.page)
                .map(|(_, d)| d);
            let person = match (department, &profiles) {
                (Some(d), _) => Some(PagePerson {
                    name: d.head.name.clone(),
                    post: Some(d.head.post.clone()),
                }),
                (None, Some(profiles)) => profile_person(profiles, route.page),
                (None, None) => None,
            };
            let key = route.title_key();
            let mut texts = Texts::default();
            texts
                .text
                .extend(Lang::ALL.map(|lang| catalogs::text(lang, &key, &[])));
            if let Some(person) = &person {
                texts.text.extend(both(&person.name));
                texts
                    .body
                    .extend(person.post.as_ref().map(both).into_iter().flatten());
            }
            texts
                .body
                .extend(department.map(|d| both(&d.about)).into_iter().flatten());
            let found = FoundPage {
                page: route.page.to_owned(),
                path: route.path.to_owned(),
                person,
                snippet: None,
            };
            (Entry::of(found, department.map(|d| d.about.clone())), texts)
        })
        .collect()
}

/// Whom the profile page `page` is about (`commissioner`, `mayor`, `chairman`).
fn profile_person(profiles: &Profiles, page: &str) -> Option<PagePerson> {
    let name = match page {
        "commissioner" => &profiles.commissioner.name,
        "mayor" => &profiles.mayor.name,
        "chairman" => &profiles.chairman.name,
        _ => return None,
    };
    Some(PagePerson {
        name: name.clone(),
        post: None,
    })
}

/// Every notice, tender notice and recruitment notice visitors see at `now`: the current ones
/// (notices, tenders, recruitment), then those in the archives, each kind newest first. Found
/// by its title (a tender's work and number, an advertisement's post and number), and by the
/// words of its description.
fn documents(snapshot: &Snapshot, now: i64) -> Vec<(Entry<FoundDocument>, Texts)> {
    let mut found = Vec::new();
    for archived in [false, true] {
        for (id, notice) in shown::<Notice>(snapshot, Kind::Notices, now, archived) {
            let document = Document {
                kind: Kind::Notices,
                contents: text_of(snapshot, &notice.pdf),
                title: notice.title,
                no: None,
                date: notice.date.into(),
                description: None,
            };
            found.push(document.entry(id, archived));
        }
        for (id, tender) in shown::<Tender>(snapshot, Kind::Tenders, now, archived) {
            let document = Document {
                kind: Kind::Tenders,
                contents: text_of(snapshot, &tender.pdf),
                title: tender.work,
                no: Some(tender.no),
                date: tender.start_date.into(),
                description: Some(tender.description),
            };
            found.push(document.entry(id, archived));
        }
        for (id, post) in shown::<Recruitment>(snapshot, Kind::Recruitment, now, archived) {
            let document = Document {
                kind: Kind::Recruitment,
                contents: text_of(snapshot, &post.pdf),
                title: post.post,
                no: Some(post.no),
                date: post.start_date.into(),
                description: Some(post.description),
            };
            found.push(document.entry(id, archived));
        }
    }
    found
}

/// The text read from the document at `path`, if any.
fn text_of(snapshot: &Snapshot, path: &str) -> Option<Arc<DocumentText>> {
    snapshot.documents().text(path).cloned()
}

/// What the search keeps of a notice, a tender notice or a recruitment notice.
struct Document {
    kind: Kind,
    /// A notice's title, a tender's work, an advertisement's post.
    title: Bilingual,
    /// A tender's or an advertisement's number.
    no: Option<String>,
    /// Its first day.
    date: String,
    /// A tender's or an advertisement's description: found only as written, and its snippet.
    description: Option<Bilingual>,
    /// The text read from its PDF: found as written or in another spelling or script, and its
    /// snippet when the description has none.
    contents: Option<Arc<DocumentText>>,
}

impl Document {
    /// The document `id` as a result (naming its archive when it is `archived`), and the
    /// texts the index gets of it: its title and number, its description as its body, and
    /// its PDF's text as its contents.
    fn entry(self, id: String, archived: bool) -> (Entry<FoundDocument>, Texts) {
        let mut text: Vec<String> = both(&self.title).into();
        text.extend(self.no);
        let texts = Texts {
            text,
            body: self
                .description
                .as_ref()
                .map(both)
                .into_iter()
                .flatten()
                .collect(),
            contents: self.contents.clone(),
            ..Texts::default()
        };
        let found = FoundDocument {
            kind: self.kind,
            id,
            title: self.title,
            date: self.date,
            archive: archived.then(|| format!("/archive/{}", self.kind.name())),
            snippet: None,
            snippet_lang: None,
        };
        (
            Entry {
                found,
                snippet_from: self.description,
                contents: self.contents,
            },
            texts,
        )
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;
    use std::fmt::Write as _;

    use sha2::{Digest, Sha256};

    use super::*;
    use crate::content::{Documents, Live};
    use crate::store::Store;

    /// The words the index gets of each of the seed's people, as a digest by mobile number,
    /// in `web/src/generated/person-search-texts.json`: the directory pages index the same
    /// words in the browser (`web/src/lib/directory/people.ts`, whose test compares), so a
    /// person is found by the same words on a directory page and in the site search.
    #[test]
    fn person_search_texts_are_the_directory_pages() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let live = Live::load(&store, Documents::default()).unwrap();
        let mut digests = BTreeMap::new();
        for (entry, texts) in people(&live.snapshot(), 0) {
            let digest = Sha256::digest(texts.text.join("\n").as_bytes());
            let hex = digest.iter().take(8).fold(String::new(), |mut hex, b| {
                let _ = write!(hex, "{b:02x}");
                hex
            });
            assert!(
                digests.insert(entry.found.mobile.clone(), hex).is_none(),
                "every sample number belongs to one person"
            );
        }
        assert!(digests.len() > 300, "{}", digests.len());
        let made = serde_json::to_string_pretty(&digests).unwrap() + "\n";
        crate::generated::generated_file("person-search-texts.json", &made);
    }
}
