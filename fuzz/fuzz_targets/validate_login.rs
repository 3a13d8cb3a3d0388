//! The login form's validation. Properties: the username's and the password's codes agree
//! with a plain reading of their rules, and only fields with problems are listed, username
//! first.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wasm_core::validate::{
    PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, login_problems, password_problems, username_problems,
};

fuzz_target!(|input: (String, String)| {
    let (username, password) = input;
    let user = username_problems(&username);
    assert_eq!(user.contains(&"required"), username.is_empty());
    assert_eq!(
        user.contains(&"too_long"),
        username.chars().count() > USERNAME_MAX
    );
    let plain = username
        .chars()
        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || "._-".contains(c));
    assert_eq!(user.contains(&"invalid_characters"), !plain, "{username:?}");

    let pass = password_problems(&password);
    let length = password.chars().count();
    let expected: &[&str] = match length {
        0 => &["required"],
        n if n < PASSWORD_MIN => &["too_short"],
        n if n > PASSWORD_MAX => &["too_long"],
        _ => &[],
    };
    assert_eq!(pass, expected, "{length} characters");

    let mut listed = Vec::new();
    if !user.is_empty() {
        listed.push(("username", user));
    }
    if !pass.is_empty() {
        listed.push(("password", pass));
    }
    assert_eq!(login_problems(&username, &password), listed);
});
