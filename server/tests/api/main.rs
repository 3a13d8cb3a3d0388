//! Integration tests of the server's HTTP surface, driven in memory with `Router::oneshot`.

mod admin_access;
mod auth;
mod common;
mod events;
mod events_admin;
mod forms;
mod gallery;
mod headers;
mod health;
mod hoarding;
mod hostile;
mod process;
mod site;
mod uploads;
