//! A PDF's objects, read only as they are needed (as a PDF viewer reads them): from the
//! cross-reference to an object's place, in the file or in an object stream, which is then
//! decrypted if the file is encrypted, inflated within the budget, and kept for the other
//! objects it holds. The pages are counted by walking the page tree from the catalog, and
//! listed in order with the resources they inherit for reading their text; a stream's data is
//! read decoded, within the budget, for the text of their content streams.
//!
//! An object stream no object needed is never inflated, whatever it would inflate to.
//! Decryption is lopdf's (`lopdf::encryption`), with the empty user password that a file
//! protected only against changes or printing has.

use std::collections::{HashMap, HashSet};
use std::rc::Rc;

use lopdf::encryption::{EncryptionState, decrypt_object};

use super::budget::Budget;
use super::filters::decode;
use super::syntax::{Dict, Fail, Id, Parser, Value, stream_data};
use super::xref::{Entry, Xref};

/// How deep the lengths of streams may refer to objects in other streams.
const MAX_NESTING: u32 = 4;

/// How deep a page tree is walked (real files nest a few levels deep).
const MAX_TREE_DEPTH: usize = 64;

/// A page of the page tree: what it draws, and the resources it draws with.
#[derive(Debug, Clone)]
pub struct Page {
    /// Its `/Contents`: a stream, an array of streams, or null.
    pub contents: Value,
    /// Its `/Resources`, its own or inherited from the nearest node above that has them.
    pub resources: Option<Rc<Dict>>,
}

/// An object stream, inflated: its content, where its objects start, and their numbers and
/// offsets.
struct Container {
    data: Vec<u8>,
    first: usize,
    members: Vec<(u32, u32)>,
}

/// A PDF's objects, read as they are needed, within a budget.
pub struct Document<'a> {
    bytes: &'a [u8],
    budget: &'a Budget,
    xref: Xref,
    /// Object streams read so far, by number; `None` for one that cannot be read.
    containers: HashMap<u32, Option<Rc<Container>>>,
    /// How to decrypt the object streams of an encrypted file.
    crypt: Option<EncryptionState>,
    /// How many streams are being read, one inside another.
    nesting: u32,
    /// Whether the object streams of a rebuilt cross-reference have been listed.
    listed_containers: bool,
}

impl<'a> Document<'a> {
    /// The document of `bytes` whose cross-reference is `xref`. An encrypted file that needs a
    /// password to be opened cannot be read.
    pub fn open(bytes: &'a [u8], budget: &'a Budget, xref: Xref) -> Result<Self, Fail> {
        let mut document = Document {
            bytes,
            budget,
            xref,
            containers: HashMap::new(),
            crypt: None,
            nesting: 0,
            listed_containers: false,
        };
        document.crypt = document.encryption()?;
        Ok(document)
    }

    /// How many pages the page tree holds; `None` for none.
    pub fn page_count(&mut self) -> Result<Option<u32>, Fail> {
        let mut count: u32 = 0;
        self.walk_pages(
            (),
            |_, _, ()| Ok(()),
            |_, ()| count = count.saturating_add(1),
        )?;
        Ok((count > 0).then_some(count))
    }

    /// The pages of the page tree in order, each with its own or inherited `/Resources`.
    pub fn pages(&mut self) -> Result<Vec<Page>, Fail> {
        let mut pages = Vec::new();
        let mut shared: HashMap<u32, Option<Rc<Dict>>> = HashMap::new();
        self.walk_pages(
            None::<Rc<Dict>>,
            // A node's own resources replace those it would inherit; a shared dictionary is
            // read once.
            |document, node, inherited| match node.get(b"Resources") {
                Some(Value::Ref(id)) => document.shared_resources(*id, &mut shared),
                Some(Value::Dict(dict)) => Ok(Some(Rc::new(dict.clone()))),
                _ => Ok(inherited.clone()),
            },
            |node, resources| {
                pages.push(Page {
                    contents: node.get(b"Contents").cloned().unwrap_or(Value::Null),
                    resources,
                });
            },
        )?;
        Ok(pages)
    }

    /// Walks the page tree from the catalog in the pages' order: `enter` makes each node's
    /// state from its parent's (`top` for the root), and `page` is given each page with its
    /// state. Every node met is charged to the budget; a node met twice (a cycle), nodes deeper
    /// than [`MAX_TREE_DEPTH`] and a node that cannot be read are left out, as viewers leave
    /// them out.
    fn walk_pages<S: Clone>(
        &mut self,
        top: S,
        mut enter: impl FnMut(&mut Self, &Dict, &S) -> Result<S, Fail>,
        mut page: impl FnMut(&Dict, S),
    ) -> Result<(), Fail> {
        let root = self
            .xref
            .trailer
            .get(b"Root")
            .cloned()
            .ok_or(Fail::Syntax)?;
        let catalog = self.resolve(root)?;
        let tree = catalog
            .as_dict()
            .and_then(|catalog| catalog.get(b"Pages"))
            .cloned()
            .ok_or(Fail::Syntax)?;
        let mut waiting = vec![(tree, top, 0usize)];
        let mut seen = HashSet::new();
        while let Some((node, parent, depth)) = waiting.pop() {
            let node = match node {
                Value::Ref(id) => {
                    if !seen.insert(id.0) {
                        continue;
                    }
                    match self.object(id) {
                        Ok(node) => node,
                        Err(Fail::Syntax) => continue,
                        Err(refused) => return Err(refused),
                    }
                }
                node => node,
            };
            let Value::Dict(node) = node else {
                continue;
            };
            let state = enter(self, &node, &parent)?;
            let kids = node.get(b"Kids").and_then(Value::as_array);
            match kids {
                Some(kids) if !node.has_type(b"Page") => {
                    if depth >= MAX_TREE_DEPTH {
                        continue;
                    }
                    self.budget.list(kids.len())?;
                    waiting.extend(
                        kids.iter()
                            .rev()
                            .map(|kid| (kid.clone(), state.clone(), depth + 1)),
                    );
                }
                _ if node.has_type(b"Page") || node.get(b"Type").is_none() => page(&node, state),
                _ => {}
            }
        }
        Ok(())
    }

    /// The resources dictionary `id` that pages share, read once and kept in `shared`.
    fn shared_resources(
        &mut self,
        id: Id,
        shared: &mut HashMap<u32, Option<Rc<Dict>>>,
    ) -> Result<Option<Rc<Dict>>, Fail> {
        if let Some(known) = shared.get(&id.0) {
            return Ok(known.clone());
        }
        let read = match self.object(id) {
            Ok(Value::Dict(dict)) => Some(Rc::new(dict)),
            Ok(_) | Err(Fail::Syntax) => None,
            Err(refused) => return Err(refused),
        };
        shared.insert(id.0, read.clone());
        Ok(read)
    }

    /// The data of the stream numbered `id`, decoded by its filters, with its dictionary;
    /// `None` when it is not a stream in the file or its filters are not read.
    pub fn stream(&mut self, id: Id) -> Result<Option<(Dict, Vec<u8>)>, Fail> {
        if self.nesting >= MAX_NESTING {
            return Ok(None);
        }
        self.nesting += 1;
        let raw = self.raw_stream(id.0);
        self.nesting -= 1;
        let Some((dict, data)) = (match raw {
            Err(Fail::Syntax) => None,
            raw => raw?,
        }) else {
            return Ok(None);
        };
        match decode(self.budget, &dict, &data) {
            Ok(data) => Ok(Some((dict, data))),
            Err(Fail::Syntax) => Ok(None),
            Err(refused) => Err(refused),
        }
    }

    /// The stream numbered `number` as written in the file, decrypted but not decoded, with
    /// its dictionary; `None` when that object is not a stream in the file.
    fn raw_stream(&mut self, number: u32) -> Result<Option<(Dict, Vec<u8>)>, Fail> {
        let Some(offset) = self
            .xref
            .entries
            .get(&number)
            .and_then(|entry| entry.offset())
        else {
            return Ok(None);
        };
        let object = Parser::new(self.bytes, offset, self.budget).indirect()?;
        let (Value::Dict(dict), Some(start)) = (object.value, object.stream_at) else {
            return Ok(None);
        };
        if object.id.0 != number {
            return Ok(None);
        }
        let length = match dict.get(b"Length").cloned() {
            Some(Value::Ref(id)) => self.object(id)?.as_int(),
            Some(value) => value.as_int(),
            None => None,
        };
        let length = length.and_then(|length| u64::try_from(length).ok());
        let Some(data) = stream_data(self.bytes, start, length, self.budget)? else {
            return Ok(None);
        };
        let data = match &self.crypt {
            Some(crypt) => decrypt(crypt, object.id, &dict, data)?,
            None => data.to_vec(),
        };
        Ok(Some((dict, data)))
    }

    /// The value of `key` in `dict`, or the object it refers to; null when there is none or
    /// it cannot be read.
    pub fn resolve_in(&mut self, dict: &Dict, key: &[u8]) -> Result<Value, Fail> {
        let Some(value) = dict.get(key).cloned() else {
            return Ok(Value::Null);
        };
        match self.resolve(value) {
            Err(Fail::Syntax) => Ok(Value::Null),
            resolved => resolved,
        }
    }

    /// `value`, or the object it refers to.
    pub fn resolve(&mut self, value: Value) -> Result<Value, Fail> {
        match value {
            Value::Ref(id) => self.object(id),
            value => Ok(value),
        }
    }

    /// The object numbered `id`; null when there is none.
    fn object(&mut self, id: Id) -> Result<Value, Fail> {
        let entry = match self.xref.entries.get(&id.0) {
            Some(entry) => *entry,
            None if self.xref.rebuilt && !self.listed_containers => {
                self.list_containers()?;
                return self.object(id);
            }
            None => return Ok(Value::Null),
        };
        match entry {
            Entry::Offset(offset) => {
                let offset = usize::try_from(offset).map_err(|_| Fail::Syntax)?;
                // Another object's header there: this one is missing (its own is not parsed).
                let mut header = Parser::new(self.bytes, offset, self.budget);
                let there = header.header();
                self.budget
                    .parsed((header.pos.max(offset) - offset) as u64)?;
                if there.map(|there| there.0) != Some(id.0) {
                    return Ok(Value::Null);
                }
                Ok(Parser::new(self.bytes, offset, self.budget)
                    .indirect()?
                    .value)
            }
            Entry::Compressed { container, index } => {
                let Some(container) = self.container(container)? else {
                    return Ok(Value::Null);
                };
                // The entry's index, or else wherever the stream lists the number.
                let member = container
                    .members
                    .get(usize::try_from(index).unwrap_or(usize::MAX))
                    .filter(|(number, _)| *number == id.0)
                    .or_else(|| container.members.iter().find(|(number, _)| *number == id.0));
                let Some(&(_, offset)) = member else {
                    return Ok(Value::Null);
                };
                let at = usize::try_from(offset)
                    .map_or(usize::MAX, |offset| container.first.saturating_add(offset));
                Parser::new(&container.data, at, self.budget).value()
            }
        }
    }

    /// The object stream numbered `number`, inflated once and kept.
    fn container(&mut self, number: u32) -> Result<Option<Rc<Container>>, Fail> {
        if let Some(known) = self.containers.get(&number) {
            return Ok(known.clone());
        }
        if self.nesting >= MAX_NESTING {
            return Ok(None);
        }
        // Marked unreadable while it is read: a stream whose length is inside itself ends here.
        self.containers.insert(number, None);
        self.nesting += 1;
        let read = self.read_container(number);
        self.nesting -= 1;
        let container = match read {
            Ok(container) => container.map(Rc::new),
            Err(Fail::Syntax) => None,
            Err(refused) => return Err(refused),
        };
        self.containers.insert(number, container.clone());
        Ok(container)
    }

    fn read_container(&mut self, number: u32) -> Result<Option<Container>, Fail> {
        let Some((dict, data)) = self.raw_stream(number)? else {
            return Ok(None);
        };
        let data = decode(self.budget, &dict, &data)?;
        let first = dict
            .get(b"First")
            .and_then(Value::as_int)
            .and_then(|first| usize::try_from(first).ok())
            .ok_or(Fail::Syntax)?;
        let count = dict
            .get(b"N")
            .and_then(Value::as_int)
            .and_then(|count| usize::try_from(count).ok())
            .ok_or(Fail::Syntax)?;
        let mut members = Vec::new();
        let mut parser = Parser::new(&data[..first.min(data.len())], 0, self.budget);
        while members.len() < count {
            let (Some(number), Some(at)) = (parser.unsigned(), parser.unsigned()) else {
                break;
            };
            let (Ok(number), Ok(at)) = (u32::try_from(number), u32::try_from(at)) else {
                break;
            };
            members.push((number, at));
        }
        self.budget.parsed(parser.pos as u64)?;
        self.budget.list(members.len())?;
        Ok(Some(Container {
            data,
            first,
            members,
        }))
    }

    /// For a cross-reference rebuilt by a scan: lists the objects of every object stream in
    /// the file (each one read within the budget), for those the scan could not see.
    fn list_containers(&mut self) -> Result<(), Fail> {
        self.listed_containers = true;
        let mut streams: Vec<(u32, usize)> = self
            .xref
            .entries
            .iter()
            .filter_map(|(&number, entry)| Some((number, entry.offset()?)))
            .collect();
        streams.sort_by_key(|&(_, offset)| offset);
        for (number, offset) in streams {
            let is_container = match Parser::new(self.bytes, offset, self.budget).indirect() {
                Ok(object) => {
                    object.stream_at.is_some()
                        && object
                            .value
                            .as_dict()
                            .is_some_and(|dict| dict.has_type(b"ObjStm"))
                }
                Err(Fail::Syntax) => false,
                Err(refused) => return Err(refused),
            };
            if !is_container {
                continue;
            }
            if let Some(container) = self.container(number)? {
                for (index, &(member, _)) in (0..).zip(container.members.iter()) {
                    self.xref.add(
                        member,
                        Entry::Compressed {
                            container: number,
                            index,
                        },
                        self.budget,
                    )?;
                }
            }
        }
        Ok(())
    }

    /// How to decrypt the file's streams, if it is encrypted: `Fail::Syntax` when it cannot be
    /// opened without a password.
    fn encryption(&mut self) -> Result<Option<EncryptionState>, Fail> {
        let Some(encrypt) = self.xref.trailer.get(b"Encrypt").cloned() else {
            return Ok(None);
        };
        let id = match encrypt {
            Value::Ref(id) => id,
            _ => (0, 0),
        };
        let Value::Dict(dictionary) = self.resolve(encrypt)? else {
            return Err(Fail::Syntax);
        };
        let mut document = lopdf::Document::new();
        document
            .objects
            .insert(id, lopdf::Object::Dictionary(to_lopdf_dict(&dictionary)));
        document
            .trailer
            .set("Encrypt", lopdf::Object::Reference(id));
        if let Some(ids) = self.xref.trailer.get(b"ID") {
            document.trailer.set("ID", to_lopdf(ids));
        }
        EncryptionState::decode(&document, "")
            .map(Some)
            .map_err(|_| Fail::Syntax)
    }
}

/// The data of the stream `id`, whose dictionary is `dict`, decrypted.
fn decrypt(crypt: &EncryptionState, id: Id, dict: &Dict, data: &[u8]) -> Result<Vec<u8>, Fail> {
    let mut stream = lopdf::Object::Stream(lopdf::Stream::new(to_lopdf_dict(dict), data.to_vec()));
    decrypt_object(crypt, id, &mut stream).map_err(|_| Fail::Syntax)?;
    match stream {
        lopdf::Object::Stream(stream) => Ok(stream.content),
        _ => Err(Fail::Syntax),
    }
}

fn to_lopdf_dict(dict: &Dict) -> lopdf::Dictionary {
    let mut converted = lopdf::Dictionary::new();
    for (key, value) in &dict.0 {
        converted.set(key.clone(), to_lopdf(value));
    }
    converted
}

#[allow(
    clippy::cast_possible_truncation,
    reason = "lopdf keeps reals as f32; none of the values decryption reads is one"
)]
fn to_lopdf(value: &Value) -> lopdf::Object {
    match value {
        Value::Null => lopdf::Object::Null,
        Value::Bool(value) => lopdf::Object::Boolean(*value),
        Value::Int(value) => lopdf::Object::Integer(*value),
        Value::Real(value) => lopdf::Object::Real(*value as f32),
        Value::Name(name) => lopdf::Object::Name(name.clone()),
        Value::Str(text) => lopdf::Object::String(text.clone(), lopdf::StringFormat::Literal),
        Value::Array(items) => lopdf::Object::Array(items.iter().map(to_lopdf).collect()),
        Value::Dict(dict) => lopdf::Object::Dictionary(to_lopdf_dict(dict)),
        Value::Ref(id) => lopdf::Object::Reference(*id),
    }
}
