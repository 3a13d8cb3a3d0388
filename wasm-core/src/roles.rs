//! The roles of the admin area's accounts and what each may do. The server enforces them on
//! every call (403 otherwise); the admin screens show only what the signed-in role may do,
//! from the same answers.
//!
//! - `editor` writes drafts, uploads their files and sends them for review;
//! - `publisher` also publishes (content, events, the hoarding circular, alerts);
//! - `admin` also manages the accounts.

/// An account's role.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Role {
    /// Drafts content.
    Editor,
    /// Reviews and publishes content.
    Publisher,
    /// Does everything, the accounts included.
    Admin,
}

/// Something an account may or may not do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Permission {
    /// Write content: save drafts, send them for review, restore an earlier revision.
    Edit,
    /// Upload a PDF or a photo, to name in an item.
    Upload,
    /// Put content on the public site (a save that publishes at once, events, the hoarding
    /// circular, alerts).
    Publish,
    /// Add, change and disable accounts.
    ManageAccounts,
}

impl Permission {
    /// Every permission.
    pub const ALL: [Permission; 4] = [
        Permission::Edit,
        Permission::Upload,
        Permission::Publish,
        Permission::ManageAccounts,
    ];

    /// Its name, as the API sends it (`GET /api/scm-auth/me` lists what the account may do).
    pub fn name(self) -> &'static str {
        match self {
            Permission::Edit => "edit",
            Permission::Upload => "upload",
            Permission::Publish => "publish",
            Permission::ManageAccounts => "manageAccounts",
        }
    }
}

/// The names of what an account whose role is named `role` may do.
pub fn permissions(role: &str) -> Vec<&'static str> {
    Permission::ALL
        .into_iter()
        .filter(|&permission| may(role, permission))
        .map(Permission::name)
        .collect()
}

impl Role {
    /// Every role, from the least to the most it may do.
    pub const ALL: [Role; 3] = [Role::Editor, Role::Publisher, Role::Admin];

    /// Its name, as accounts store it and the API sends it.
    pub fn name(self) -> &'static str {
        match self {
            Role::Editor => "editor",
            Role::Publisher => "publisher",
            Role::Admin => "admin",
        }
    }

    /// The role named `name`, if there is one.
    pub fn parse(name: &str) -> Option<Role> {
        Role::ALL.into_iter().find(|role| role.name() == name)
    }

    /// Whether an account of this role may do `permission`.
    pub fn may(self, permission: Permission) -> bool {
        match permission {
            Permission::Edit | Permission::Upload => true,
            Permission::Publish => self >= Role::Publisher,
            Permission::ManageAccounts => self == Role::Admin,
        }
    }
}

/// Whether an account whose role is named `role` may do `permission`; an unknown role may do
/// nothing.
pub fn may(role: &str, permission: Permission) -> bool {
    Role::parse(role).is_some_and(|role| role.may(permission))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_role_may_what_the_one_below_may_and_more() {
        let allowed = |role: Role| {
            [
                Permission::Upload,
                Permission::Publish,
                Permission::ManageAccounts,
            ]
            .into_iter()
            .filter(|&p| role.may(p))
            .count()
        };
        assert_eq!(Role::ALL.map(allowed), [1, 2, 3]);
        assert!(Role::ALL.into_iter().all(|role| role.may(Permission::Edit)));
        assert!(!Role::Editor.may(Permission::Publish));
        assert!(Role::Publisher.may(Permission::Publish));
        assert!(!Role::Publisher.may(Permission::ManageAccounts));
    }

    #[test]
    fn roles_go_by_their_names_and_an_unknown_one_may_nothing() {
        for role in Role::ALL {
            assert_eq!(Role::parse(role.name()), Some(role));
        }
        assert!(may("admin", Permission::ManageAccounts));
        assert!(!may("viewer", Permission::Upload));
        assert!(!may("Admin", Permission::Upload));
        assert_eq!(permissions("publisher"), ["edit", "upload", "publish"]);
        assert!(permissions("viewer").is_empty());
    }
}
