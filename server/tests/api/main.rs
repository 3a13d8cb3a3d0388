//! Integration tests of the server's HTTP surface, driven in memory with `Router::oneshot`.

mod auth;
mod common;
mod events;
mod headers;
mod health;
mod hoarding;
mod process;
mod site;
