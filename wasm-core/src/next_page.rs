//! Where the login page sends the visitor afterwards, from its `next` parameter: only to a
//! guarded admin page of this site, with no more of a query than that page uses, and never to
//! an address taken blindly from the query (no open redirect). The login page in the browser
//! and the server's plain-form sign-in follow this one rule.

/// The page every sign-in leads to unless `next` names another.
pub const DASHBOARD: &str = "/admin/dashboard";

/// The guarded pages, and the query parameters each may come back with.
const GUARDED: &[(&str, &[&str])] = &[
    (DASHBOARD, &[]),
    ("/admin/upload", &[]),
    ("/admin/content", &["kind", "item"]),
    ("/admin/accounts", &[]),
    ("/admin/password", &[]),
    ("/admin/audit", &["who", "kind", "action", "from", "to"]),
    ("/admin/feedback", &["status", "category", "ward", "due"]),
    ("/admin/review", &["owner", "kind"]),
    ("/admin/subscribers", &[]),
    ("/admin/preview", &["kind", "item"]),
];

/// The page to go to after signing in (path and query, without `lang`): `next` when it is a
/// guarded page, its query dropped unless every parameter is one the page uses with a plain
/// value (letters, digits, `-`, `_`, `.`, `+`, `%`); else the dashboard.
///
/// ```
/// use wasm_core::next_page::after_login;
///
/// assert_eq!(after_login(Some("/admin/feedback?status=received")), "/admin/feedback?status=received");
/// assert_eq!(after_login(Some("https://elsewhere.example/")), after_login(None));
/// ```
pub fn after_login(next: Option<&str>) -> String {
    let Some(next) = next else {
        return DASHBOARD.to_owned();
    };
    let (path, query) = next.split_once('?').unwrap_or((next, ""));
    let Some((path, params)) = GUARDED.iter().find(|(guarded, _)| *guarded == path) else {
        return DASHBOARD.to_owned();
    };
    let plain = |value: &str| {
        value
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | '+' | '%'))
    };
    let kept = !query.is_empty()
        && query.split('&').all(|pair| {
            pair.split_once('=')
                .is_some_and(|(name, value)| params.contains(&name) && plain(value))
        });
    if kept {
        format!("{path}?{query}")
    } else {
        (*path).to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_guarded_page_of_the_site_is_kept() {
        assert_eq!(after_login(None), DASHBOARD);
        assert_eq!(after_login(Some("/admin/upload")), "/admin/upload");
        assert_eq!(
            after_login(Some("https://evil.example/admin/upload")),
            DASHBOARD
        );
        assert_eq!(after_login(Some("//evil.example")), DASHBOARD);
        assert_eq!(after_login(Some("/admin/login")), DASHBOARD);
        assert_eq!(after_login(Some("/rti")), DASHBOARD);
        assert_eq!(after_login(Some("")), DASHBOARD);
    }

    #[test]
    fn a_query_is_kept_only_when_the_page_uses_every_parameter() {
        assert_eq!(
            after_login(Some("/admin/content?kind=notices&item=water-2026")),
            "/admin/content?kind=notices&item=water-2026"
        );
        assert_eq!(
            after_login(Some("/admin/audit?who=asha&from=2026-11-01")),
            "/admin/audit?who=asha&from=2026-11-01"
        );
        assert_eq!(
            after_login(Some("/admin/content?kind=notices&next=//evil")),
            "/admin/content"
        );
        assert_eq!(
            after_login(Some(
                "/admin/feedback?status=received&category=property-tax&ward=12"
            )),
            "/admin/feedback?status=received&category=property-tax&ward=12"
        );
        assert_eq!(
            after_login(Some("/admin/feedback?ward=12&next=//evil")),
            "/admin/feedback"
        );
        // The escalation letters link to the overdue messages.
        assert_eq!(
            after_login(Some("/admin/feedback?due=overdue")),
            "/admin/feedback?due=overdue"
        );
        // The owners' reminder letters link to what is due for them.
        assert_eq!(
            after_login(Some("/admin/review?owner=asha.verma&kind=people")),
            "/admin/review?owner=asha.verma&kind=people"
        );
        assert_eq!(after_login(Some("/admin/upload?x=1")), "/admin/upload");
        assert_eq!(
            after_login(Some("/admin/content?kind=<script>")),
            "/admin/content"
        );
        assert_eq!(after_login(Some("/admin/content?")), "/admin/content");
    }
}
