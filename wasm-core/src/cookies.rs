//! Reading cookies as a `Cookie` header or `document.cookie` carries them (`a=1; b=2`).

/// The value of the cookie `name` in `cookies`, as written (spaces around it left out).
pub fn value<'a>(cookies: &'a str, name: &str) -> Option<&'a str> {
    cookies.split(';').find_map(|pair| {
        let (key, value) = pair.split_once('=')?;
        (key.trim() == name).then(|| value.trim())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_a_cookie_by_its_exact_name() {
        assert_eq!(value("smc_lang=hi", "smc_lang"), Some("hi"));
        assert_eq!(
            value("smc_session=abc; smc_lang=en ; x=y", "smc_lang"),
            Some("en")
        );
        assert_eq!(value("xsmc_lang=hi; smc_langs=hi", "smc_lang"), None);
        assert_eq!(value("flag; smc_lang", "smc_lang"), None);
        assert_eq!(value("", "smc_lang"), None);
    }
}
