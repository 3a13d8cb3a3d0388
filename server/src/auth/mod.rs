//! Who may use the admin area: password hashing and the accounts made on first start or from
//! the command line.

pub mod accounts;
pub mod password;
