//! The server's modules use one another without circles: among the top-level modules of
//! `server/src`, and among the sibling modules of every folder, no module uses another that
//! (directly or through others) uses it back. A folder's `mod.rs` and its children may use
//! each other: the parent declares them and gathers what they share.
//!
//! The sources are read as Rust (`syn`): every `use` and every path that starts with `crate`,
//! `super`, `self` or a child module, in code and in macro calls (doc comments are not code).
//! A path through a re-export (`pub use assets::SiteFiles` in `site/mod.rs`) counts as a use of
//! the module the item lives in.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use proc_macro2::{Spacing, TokenStream, TokenTree};
use syn::visit::Visit;

/// A module, by its path from the crate's root (`["site", "pages"]`); the root is empty.
type Module = Vec<String>;

/// One use of a module by another: where it is written and what it says.
#[derive(Debug, Clone)]
struct Use {
    from: Module,
    to: Module,
    file: String,
    line: usize,
    path: String,
}

/// A source file of the crate and the module it is.
struct Source {
    module: Module,
    file: String,
    syntax: syn::File,
}

#[test]
fn the_servers_modules_use_one_another_without_circles() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let sources = read_sources(&src);
    assert!(
        sources.len() > 20,
        "found only {} source files under {}",
        sources.len(),
        src.display()
    );
    let circles = circles(&sources);
    assert!(
        circles.is_empty(),
        "the server's modules use one another in circles; move what both sides share to a \
         module both can use:\n{}",
        circles.join("\n")
    );
}

#[test]
fn a_circle_between_sibling_modules_is_found_and_named() {
    let sources = [
        source(
            &["site"],
            "site/mod.rs",
            "pub mod assets; pub mod pages; pub use assets::Asset;",
        ),
        source(
            &["site", "assets"],
            "site/assets.rs",
            "use super::pages::Pages; pub struct Asset;",
        ),
        source(
            &["site", "pages"],
            "site/pages.rs",
            "pub struct Pages(Vec<super::Asset>);",
        ),
    ];
    let circles = circles(&sources);
    assert_eq!(circles.len(), 1, "{circles:?}");
    assert!(
        circles[0].starts_with("in crate::site: assets → pages → assets"),
        "{}",
        circles[0]
    );
    assert!(
        circles[0].contains("site/pages.rs:1 super::Asset"),
        "{}",
        circles[0]
    );
}

#[test]
fn a_circle_between_top_level_modules_through_a_macro_is_found() {
    let sources = [
        source(
            &["a"],
            "a.rs",
            "pub fn f() { tracing::info!(x = crate::b::g()); }",
        ),
        source(&["b"], "b/mod.rs", "pub mod c; pub fn g() {}"),
        source(&["b", "c"], "b/c.rs", "use crate::a::f;"),
    ];
    let circles = circles(&sources);
    assert_eq!(circles.len(), 1, "{circles:?}");
    assert!(
        circles[0].starts_with("in crate: a → b → a"),
        "{}",
        circles[0]
    );
}

#[test]
fn a_parent_and_its_children_using_each_other_is_no_circle() {
    let sources = [
        source(
            &["site"],
            "site/mod.rs",
            "pub mod pages; use pages::Page; pub struct Site;",
        ),
        source(
            &["site", "pages"],
            "site/pages.rs",
            "use super::Site; pub struct Page; mod tests { use super::*; }",
        ),
        source(&["render"], "render.rs", "use crate::site::Site;"),
    ];
    assert_eq!(circles(&sources), Vec::<String>::new());
}

fn source(module: &[&str], file: &str, text: &str) -> Source {
    Source {
        module: module.iter().map(|s| (*s).to_owned()).collect(),
        file: file.to_owned(),
        syntax: syn::parse_file(text).expect("the example parses"),
    }
}

/// Every `.rs` file under `src` but the binary's `main.rs`, which is a crate of its own.
fn read_sources(src: &Path) -> Vec<Source> {
    let mut files = Vec::new();
    collect_files(src, &mut files);
    files.sort();
    files
        .into_iter()
        .filter(|file| file.strip_prefix(src).ok() != Some(Path::new("main.rs")))
        .map(|file| {
            let relative = file.strip_prefix(src).expect("under src");
            let text = std::fs::read_to_string(&file).expect("readable source");
            let syntax = syn::parse_file(&text)
                .unwrap_or_else(|error| panic!("{} does not parse: {error}", file.display()));
            Source {
                module: module_of(relative),
                file: format!("server/src/{}", relative.display()),
                syntax,
            }
        })
        .collect()
}

fn collect_files(dir: &Path, files: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("readable folder") {
        let path = entry.expect("readable entry").path();
        if path.is_dir() {
            collect_files(&path, files);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            files.push(path);
        }
    }
}

/// `lib.rs` is the root, `a/mod.rs` and `a.rs` are `a`, `a/b.rs` is `a::b`.
fn module_of(relative: &Path) -> Module {
    let mut parts: Module = relative
        .iter()
        .map(|part| part.to_string_lossy().into_owned())
        .collect();
    let last = parts.pop().expect("a file name");
    match last.as_str() {
        "lib.rs" | "mod.rs" => {}
        name => parts.push(name.trim_end_matches(".rs").to_owned()),
    }
    parts
}

/// The circles among `sources`' modules, each described with the uses that make it.
fn circles(sources: &[Source]) -> Vec<String> {
    let mut modules = BTreeSet::new();
    for source in sources {
        modules.insert(source.module.clone());
        inline_modules(&source.module, &source.syntax.items, &mut modules);
    }
    let mut reexports = HashMap::new();
    for source in sources {
        let mut finder = Finder::new(&modules, source);
        finder.reexports_only = true;
        finder.visit_file(&source.syntax);
        reexports.extend(finder.reexports);
    }
    let mut uses = Vec::new();
    for source in sources {
        let mut finder = Finder::new(&modules, source);
        finder.visit_file(&source.syntax);
        uses.extend(finder.uses);
    }
    // Each folder's graph: the siblings in it, and for every pair the first use that joins them.
    let mut graphs: BTreeMap<Module, BTreeMap<String, BTreeMap<String, Use>>> = BTreeMap::new();
    for found in uses {
        let to = through_reexports(&modules, &reexports, found.to.clone());
        let shared = found
            .from
            .iter()
            .zip(&to)
            .take_while(|(a, b)| a == b)
            .count();
        // One is the other's parent (or itself): no edge between siblings.
        if shared == found.from.len() || shared == to.len() {
            continue;
        }
        let (from_child, to_child) = (found.from[shared].clone(), to[shared].clone());
        graphs
            .entry(found.from[..shared].to_vec())
            .or_default()
            .entry(from_child)
            .or_default()
            .entry(to_child)
            .or_insert(Use { to, ..found });
    }
    let mut described = Vec::new();
    for (folder, graph) in &graphs {
        for (part, circle) in cycles(graph) {
            let mut text = format!(
                "in {}: {} → {} (the modules {} use one another:",
                ["crate".to_owned()]
                    .iter()
                    .chain(folder)
                    .cloned()
                    .collect::<Vec<_>>()
                    .join("::"),
                circle.join(" → "),
                circle[0],
                part.join(", ")
            );
            for from in &part {
                for (to, by) in graph[from].iter().filter(|(to, _)| part.contains(to)) {
                    write!(
                        text,
                        "\n    {from} → {to}: {}:{} {}",
                        by.file, by.line, by.path
                    )
                    .expect("writes to a string");
                }
            }
            text.push(')');
            described.push(text);
        }
    }
    described
}

/// The modules declared with a body inside a file (`mod tests { … }`).
fn inline_modules(parent: &Module, items: &[syn::Item], modules: &mut BTreeSet<Module>) {
    for item in items {
        if let syn::Item::Mod(module) = item {
            let mut path = parent.clone();
            path.push(module.ident.to_string());
            if let Some((_, items)) = &module.content {
                inline_modules(&path, items, modules);
            }
            modules.insert(path);
        }
    }
}

/// The module `path` leads to: its longest prefix that is a module, followed through
/// re-exports of the item after it.
fn through_reexports(
    modules: &BTreeSet<Module>,
    reexports: &HashMap<(Module, String), Vec<String>>,
    mut path: Vec<String>,
) -> Module {
    for _ in 0..16 {
        let known = (0..=path.len())
            .rev()
            .find(|&len| modules.contains(&path[..len]))
            .unwrap_or(0);
        let Some(target) = path
            .get(known)
            .and_then(|name| reexports.get(&(path[..known].to_vec(), name.clone())))
        else {
            path.truncate(known);
            return path;
        };
        let mut next = target.clone();
        next.extend_from_slice(&path[known + 1..]);
        path = next;
    }
    panic!("re-exports lead in a loop at {path:?}");
}

/// Every strongly connected part of `graph` with more than one node (Tarjan's algorithm), its
/// nodes sorted, with one circle in it (a list of nodes, each using the next and the last the
/// first).
fn cycles(graph: &BTreeMap<String, BTreeMap<String, Use>>) -> Vec<(Vec<String>, Vec<String>)> {
    struct Tarjan<'a> {
        graph: &'a BTreeMap<String, BTreeMap<String, Use>>,
        index: HashMap<&'a str, usize>,
        low: HashMap<&'a str, usize>,
        stack: Vec<&'a str>,
        parts: Vec<Vec<&'a str>>,
    }
    impl<'a> Tarjan<'a> {
        fn visit(&mut self, node: &'a str) {
            let n = self.index.len();
            self.index.insert(node, n);
            self.low.insert(node, n);
            self.stack.push(node);
            for next in self.graph.get(node).into_iter().flat_map(BTreeMap::keys) {
                if !self.index.contains_key(next.as_str()) {
                    self.visit(next);
                    let low = self.low[node].min(self.low[next.as_str()]);
                    self.low.insert(node, low);
                } else if self.stack.contains(&next.as_str()) {
                    let low = self.low[node].min(self.index[next.as_str()]);
                    self.low.insert(node, low);
                }
            }
            if self.low[node] == self.index[node] {
                let at = self
                    .stack
                    .iter()
                    .rposition(|n| *n == node)
                    .expect("on the stack");
                self.parts.push(self.stack.split_off(at));
            }
        }
    }
    let mut tarjan = Tarjan {
        graph,
        index: HashMap::new(),
        low: HashMap::new(),
        stack: Vec::new(),
        parts: Vec::new(),
    };
    for node in graph.keys() {
        if !tarjan.index.contains_key(node.as_str()) {
            tarjan.visit(node);
        }
    }
    let mut found = Vec::new();
    for part in tarjan.parts.into_iter().filter(|part| part.len() > 1) {
        let start = *part.iter().min().expect("not empty");
        let circle = shortest_cycle(graph, &part, start);
        let mut part: Vec<String> = part.into_iter().map(str::to_owned).collect();
        part.sort();
        found.push((part, circle));
    }
    found.sort();
    found
}

/// The shortest way from `start` back to it within `part` (breadth first).
fn shortest_cycle(
    graph: &BTreeMap<String, BTreeMap<String, Use>>,
    part: &[&str],
    start: &str,
) -> Vec<String> {
    let mut came_from: HashMap<&str, &str> = HashMap::new();
    let mut queue = std::collections::VecDeque::from([start]);
    while let Some(node) = queue.pop_front() {
        for next in graph[node].keys().map(String::as_str) {
            if !part.contains(&next) {
                continue;
            }
            if next == start {
                let mut circle = vec![node.to_owned()];
                let mut at = node;
                while at != start {
                    at = came_from[at];
                    circle.push(at.to_owned());
                }
                circle.reverse();
                return circle;
            }
            if !came_from.contains_key(next) {
                came_from.insert(next, node);
                queue.push_back(next);
            }
        }
    }
    unreachable!("a strongly connected part has a circle through each of its nodes")
}

/// Finds the uses of modules in one file, and what the file re-exports.
struct Finder<'a> {
    modules: &'a BTreeSet<Module>,
    file: &'a str,
    /// The module the code being read is in (a file's module, or one declared inside it).
    module: Module,
    uses: Vec<Use>,
    /// A public `use` in module `.0` of name `.1`: the path it stands for.
    reexports: HashMap<(Module, String), Vec<String>>,
    /// Reads only the re-exports.
    reexports_only: bool,
}

impl<'a> Finder<'a> {
    fn new(modules: &'a BTreeSet<Module>, source: &'a Source) -> Self {
        Self {
            modules,
            file: &source.file,
            module: source.module.clone(),
            uses: Vec::new(),
            reexports: HashMap::new(),
            reexports_only: false,
        }
    }

    /// The path from the crate's root that `segments`, written in the current module, stands
    /// for; `None` for another crate's path or a local name.
    fn absolute(&self, segments: &[String]) -> Option<Vec<String>> {
        let first = segments.first()?;
        let mut path = match first.as_str() {
            "crate" => Vec::new(),
            "self" => self.module.clone(),
            "super" => {
                let mut path = self.module.clone();
                let mut rest = segments;
                while rest.first().is_some_and(|s| s == "super") {
                    path.pop()?;
                    rest = &rest[1..];
                }
                path.extend_from_slice(rest);
                return Some(path);
            }
            child => {
                let mut path = self.module.clone();
                path.push(child.to_owned());
                if !self.modules.contains(&path) {
                    return None;
                }
                path.pop();
                path.push(first.clone());
                path.extend_from_slice(&segments[1..]);
                return Some(path);
            }
        };
        path.extend_from_slice(&segments[1..]);
        Some(path)
    }

    fn record(&mut self, segments: &[String], line: usize) {
        if self.reexports_only {
            return;
        }
        if let Some(to) = self.absolute(segments) {
            self.uses.push(Use {
                from: self.module.clone(),
                to,
                file: self.file.to_owned(),
                line,
                path: segments.join("::"),
            });
        }
    }

    /// Records every path of a `use` tree; `public` when the `use` re-exports.
    fn use_tree(&mut self, prefix: &mut Vec<String>, tree: &syn::UseTree, public: bool) {
        let (full, name, line) = match tree {
            syn::UseTree::Path(path) => {
                prefix.push(path.ident.to_string());
                self.use_tree(prefix, &path.tree, public);
                prefix.pop();
                return;
            }
            syn::UseTree::Group(group) => {
                for tree in &group.items {
                    self.use_tree(prefix, tree, public);
                }
                return;
            }
            syn::UseTree::Name(name) if name.ident == "self" => {
                (prefix.clone(), prefix.last().cloned(), name.ident.span())
            }
            syn::UseTree::Name(name) => {
                let mut full = prefix.clone();
                full.push(name.ident.to_string());
                (full, Some(name.ident.to_string()), name.ident.span())
            }
            syn::UseTree::Rename(rename) => {
                let mut full = prefix.clone();
                if rename.ident != "self" {
                    full.push(rename.ident.to_string());
                }
                (full, Some(rename.rename.to_string()), rename.ident.span())
            }
            syn::UseTree::Glob(glob) => (prefix.clone(), None, glob.star_token.span),
        };
        if let (true, Some(name), Some(target)) = (public, name, self.absolute(&full)) {
            self.reexports.insert((self.module.clone(), name), target);
        }
        self.record(&full, line.start().line);
    }

    /// The paths in a macro call's tokens: `crate::a::b`, `super::c`, `child::d`.
    fn tokens(&mut self, tokens: TokenStream) {
        let tokens: Vec<TokenTree> = tokens.into_iter().collect();
        let mut i = 0;
        while i < tokens.len() {
            match &tokens[i] {
                TokenTree::Group(group) => self.tokens(group.stream()),
                TokenTree::Ident(ident) => {
                    let mut segments = vec![ident.to_string()];
                    let line = ident.span().start().line;
                    while let (
                        Some(TokenTree::Punct(a)),
                        Some(TokenTree::Punct(b)),
                        Some(TokenTree::Ident(next)),
                    ) = (tokens.get(i + 1), tokens.get(i + 2), tokens.get(i + 3))
                    {
                        if a.as_char() != ':' || a.spacing() != Spacing::Joint || b.as_char() != ':'
                        {
                            break;
                        }
                        segments.push(next.to_string());
                        i += 3;
                    }
                    if segments.len() > 1 {
                        self.record(&segments, line);
                    }
                }
                TokenTree::Punct(_) | TokenTree::Literal(_) => {}
            }
            i += 1;
        }
    }
}

impl<'ast> Visit<'ast> for Finder<'_> {
    fn visit_item_mod(&mut self, module: &'ast syn::ItemMod) {
        self.module.push(module.ident.to_string());
        syn::visit::visit_item_mod(self, module);
        self.module.pop();
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        let public = !matches!(item.vis, syn::Visibility::Inherited);
        self.use_tree(&mut Vec::new(), &item.tree, public);
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        // A single name is a local one (or a child module named alone, which is no use).
        if path.leading_colon.is_none() && segments.len() > 1 {
            let line = path.segments[0].ident.span().start().line;
            self.record(&segments, line);
        }
        syn::visit::visit_path(self, path);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        self.tokens(mac.tokens.clone());
        syn::visit::visit_macro(self, mac);
    }

    fn visit_attribute(&mut self, _: &'ast syn::Attribute) {
        // Doc comments and attributes are not uses of a module.
    }
}
