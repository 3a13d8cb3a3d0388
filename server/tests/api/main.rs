//! Integration tests of the server's HTTP surface, driven in memory with `Router::oneshot`.

mod common;
mod headers;
mod health;
mod process;
mod site;
