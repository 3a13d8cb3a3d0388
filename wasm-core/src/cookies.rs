//! Reading cookies as a `Cookie` header or `document.cookie` carries them (`a=1; b=2`).

/// The value of the cookie `name` in `cookies`, as written (spaces around it left out); the
/// first, when there are several.
pub fn value<'a>(cookies: &'a str, name: &str) -> Option<&'a str> {
    values(cookies, name).next()
}

/// Every value of the cookie `name` in `cookies`, in order. A browser sends one cookie name
/// several times when cookies of several paths or domains match, the most specific path
/// first: a reader that trusts the first can be handed a planted one.
pub fn values<'a>(cookies: &'a str, name: &str) -> impl Iterator<Item = &'a str> {
    cookies.split(';').filter_map(move |pair| {
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

    #[test]
    fn a_name_sent_twice_gives_both_values_in_order() {
        let both: Vec<&str> = values("s=planted; a=1; s=real", "s").collect();
        assert_eq!(both, ["planted", "real"]);
        assert_eq!(value("s=planted; s=real", "s"), Some("planted"));
    }
}
