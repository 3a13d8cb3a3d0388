//! How much room the data directory's disk has left: the readiness check refuses to call the
//! site ready when it is nearly full (a save or an upload would then fail).

use std::path::Path;

/// The disk of one folder: bytes free to this server's account, and its size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DiskSpace {
    /// Bytes an unprivileged account may still write.
    pub free: u64,
    /// Bytes in all.
    pub total: u64,
}

/// The disk `path` is on.
pub fn space_of(path: &Path) -> std::io::Result<DiskSpace> {
    let stats = rustix::fs::statvfs(path)?;
    Ok(DiskSpace {
        free: stats.f_bavail.saturating_mul(stats.f_frsize),
        total: stats.f_blocks.saturating_mul(stats.f_frsize),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_disk_of_a_folder_has_a_size_and_some_room() {
        let dir = tempfile::tempdir().unwrap();
        let space = space_of(dir.path()).unwrap();
        assert!(space.total > 0);
        assert!(space.free <= space.total);
        assert!(space_of(&dir.path().join("missing")).is_err());
    }
}
