//! Integration tests of the server's HTTP surface, driven in memory with `Router::oneshot`, and
//! of the binary over real sockets where connections and processes matter (`binary.rs`).

mod access_log;
mod accounts;
mod admin_access;
mod audit;
mod auth;
mod backups;
mod behind_proxy;
mod binary;
mod common;
mod connections;
mod content;
mod devices;
mod documents;
mod drawing;
mod events;
mod events_admin;
mod events_publishing;
mod feedback;
mod feeds;
mod forms;
mod gigw_pages;
mod headers;
mod health;
mod hoarding;
mod hostile;
mod login_form;
mod maintenance;
mod metrics;
mod owner_only;
mod page_feedback;
mod process;
mod sessions;
mod site;
mod uploads;
mod workflow;
