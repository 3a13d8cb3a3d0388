//! Files for the server's account alone. The data directory holds the store (password hashes,
//! the key that signs device cookies, citizens' names, phone numbers and e-mail addresses), the
//! uploaded files (drafts' documents, the photos sent with messages), and the pages rendered from
//! the content; backups and exports hold the same. None is for other local accounts: folders
//! are made `0700` and files `0600`, whatever the process's umask, and a data directory made
//! before (or copied in) with wider modes is narrowed at start ([`narrow_tree`]).

use std::fs::{DirBuilder, File, OpenOptions};
use std::io::Write;
use std::path::Path;

/// The mode of a folder: the owner reads, writes and enters it.
pub const FOLDER_MODE: u32 = 0o700;
/// The mode of a file: the owner reads and writes it.
pub const FILE_MODE: u32 = 0o600;

/// Creates `dir` and the folders above it that are missing, each owner-only. Folders that
/// were there already keep their mode.
pub fn create_dir_all(dir: &Path) -> std::io::Result<()> {
    let mut builder = DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, FOLDER_MODE);
    builder.create(dir)
}

/// Makes `dir` owner-only, creating it (and the folders above it) if missing.
pub fn owner_only_dir(dir: &Path) -> std::io::Result<()> {
    create_dir_all(dir)?;
    set_mode(dir, FOLDER_MODE)
}

/// The options that create a file owner-only (a file that exists keeps its mode: see
/// [`set_mode`]).
pub fn options() -> OpenOptions {
    let mut options = OpenOptions::new();
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, FILE_MODE);
    options
}

/// Creates `path` owner-only if missing, or makes the file there owner-only, without changing
/// its bytes (the store's file, before the store opens it).
pub fn touch(path: &Path) -> std::io::Result<()> {
    options().create(true).append(true).open(path)?;
    set_mode(path, FILE_MODE)
}

/// Writes `bytes` to `path`, owner-only, replacing what it held.
pub fn write(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let mut file = options()
        .create(true)
        .write(true)
        .truncate(true)
        .open(path)?;
    set_mode(path, FILE_MODE)?;
    file.write_all(bytes)
}

/// Copies the file `from` to `to`, owner-only (a copy made by `std::fs::copy` would take the
/// mode of `from`); its size in bytes.
pub fn copy(from: &Path, to: &Path) -> std::io::Result<u64> {
    let mut source = File::open(from)?;
    let mut target = options().create(true).write(true).truncate(true).open(to)?;
    set_mode(to, FILE_MODE)?;
    std::io::copy(&mut source, &mut target)
}

/// Sets the permission bits of `path` to `mode` (nothing on a system without them).
pub fn set_mode(path: &Path, mode: u32) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode))
    }
    #[cfg(not(unix))]
    {
        let _ = (path, mode);
        Ok(())
    }
}

/// What [`narrow_tree`] changed.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Narrowed {
    /// Files made `0600`.
    pub files: usize,
    /// Folders made `0700`.
    pub folders: usize,
}

/// Makes `root` and every folder within it `0700` and every file within it `0600`, and says
/// how many it changed. Symbolic links are neither followed nor changed (what one points to may
/// be outside the folder, and is not the server's to change); nor are sockets or devices. A file
/// that cannot be changed (another account's) stops nothing: the first such error is given
/// with what was done.
pub fn narrow_tree(root: &Path) -> (Narrowed, Option<std::io::Error>) {
    let mut narrowed = Narrowed::default();
    let mut first_error = None;
    if let Err(error) = narrow_folder(root, &mut narrowed, &mut first_error) {
        first_error.get_or_insert(error);
    }
    (narrowed, first_error)
}

fn narrow_folder(
    dir: &Path,
    narrowed: &mut Narrowed,
    first_error: &mut Option<std::io::Error>,
) -> std::io::Result<()> {
    if narrow(dir, FOLDER_MODE, first_error) {
        narrowed.folders += 1;
    }
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        // The entry's own type: a symbolic link is a link here, never what it points to.
        let kind = entry.file_type()?;
        let path = entry.path();
        if kind.is_dir() {
            if let Err(error) = narrow_folder(&path, narrowed, first_error) {
                first_error.get_or_insert(error);
            }
        } else if kind.is_file() && narrow(&path, FILE_MODE, first_error) {
            narrowed.files += 1;
        }
    }
    Ok(())
}

/// Sets `path` to `mode` if it has another; whether it changed it.
fn narrow(path: &Path, mode: u32, first_error: &mut Option<std::io::Error>) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let current = match std::fs::symlink_metadata(path) {
            Ok(metadata) => metadata.permissions().mode() & 0o7777,
            Err(error) => {
                first_error.get_or_insert(error);
                return false;
            }
        };
        if current == mode {
            return false;
        }
        match set_mode(path, mode) {
            Ok(()) => true,
            Err(error) => {
                first_error.get_or_insert(error);
                false
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = (path, mode, first_error);
        false
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    fn mode(path: &Path) -> u32 {
        std::fs::symlink_metadata(path)
            .unwrap()
            .permissions()
            .mode()
            & 0o7777
    }

    #[test]
    fn what_is_created_is_owner_only_whatever_the_umask_allows() {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("a/b");
        create_dir_all(&dir).unwrap();
        assert_eq!(mode(&root.path().join("a")), FOLDER_MODE);
        assert_eq!(mode(&dir), FOLDER_MODE);
        write(&dir.join("written"), b"x").unwrap();
        touch(&dir.join("touched")).unwrap();
        copy(&dir.join("written"), &dir.join("copied")).unwrap();
        for name in ["written", "touched", "copied"] {
            assert_eq!(mode(&dir.join(name)), FILE_MODE, "{name}");
        }
        // A file made readable by all before is narrowed by writing or touching it.
        let wide = dir.join("wide");
        std::fs::write(&wide, b"old").unwrap();
        set_mode(&wide, 0o644).unwrap();
        touch(&wide).unwrap();
        assert_eq!(mode(&wide), FILE_MODE);
        assert_eq!(
            std::fs::read(&wide).unwrap(),
            b"old",
            "touching keeps the bytes"
        );
    }

    #[test]
    fn a_tree_is_narrowed_without_following_links_out_of_it() {
        let root = tempfile::tempdir().unwrap();
        let data = root.path().join("data");
        let outside = root.path().join("outside");
        std::fs::create_dir_all(data.join("uploads/deep")).unwrap();
        std::fs::create_dir_all(&outside).unwrap();
        std::fs::write(outside.join("theirs"), b"x").unwrap();
        set_mode(&outside, 0o755).unwrap();
        set_mode(&outside.join("theirs"), 0o644).unwrap();
        for (file, file_mode) in [
            ("smc.redb", 0o644),
            ("uploads/a.pdf", 0o664),
            ("uploads/deep/b", 0o600),
        ] {
            std::fs::write(data.join(file), b"x").unwrap();
            set_mode(&data.join(file), file_mode).unwrap();
        }
        for (dir, dir_mode) in [("", 0o755), ("uploads", 0o775), ("uploads/deep", 0o700)] {
            set_mode(&data.join(dir), dir_mode).unwrap();
        }
        std::os::unix::fs::symlink(&outside, data.join("to-outside")).unwrap();
        std::os::unix::fs::symlink(outside.join("theirs"), data.join("uploads/link")).unwrap();

        let (narrowed, error) = narrow_tree(&data);
        assert!(error.is_none(), "{error:?}");
        assert_eq!(
            narrowed,
            Narrowed {
                files: 2,
                folders: 2
            }
        );
        for file in ["smc.redb", "uploads/a.pdf", "uploads/deep/b"] {
            assert_eq!(mode(&data.join(file)), FILE_MODE, "{file}");
        }
        for dir in ["", "uploads", "uploads/deep"] {
            assert_eq!(mode(&data.join(dir)), FOLDER_MODE, "{dir}");
        }
        assert_eq!(mode(&outside), 0o755, "a link is not followed");
        assert_eq!(
            mode(&outside.join("theirs")),
            0o644,
            "a link is not followed"
        );
        assert_eq!(narrow_tree(&data).0, Narrowed::default(), "nothing left");
    }
}
