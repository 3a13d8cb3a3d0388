//! Keeping content true: every item has an owner and a day it is due for review; what is past
//! its day is listed for staff until its owner marks it "checked, still correct", which makes no
//! new version, is recorded in the audit log and shows on its public page; an account that is
//! disabled hands its items to the admin; owners with an address get one reminder a day of
//! what became due, sent to a real SMTP server.

use std::time::Duration;

use axum::http::StatusCode;
use serde_json::{Value, json};
use wasm_core::model::kinds::Kind;

use crate::common::TestApp;
use crate::forms::signed_in;
use crate::smtp::SmtpServer;

/// The ids of the people of the directories, in the store's order.
fn people(app: &TestApp) -> Vec<String> {
    app.store
        .content_items(Kind::People)
        .unwrap()
        .into_iter()
        .map(|(id, _)| id)
        .collect()
}

/// 100 days on: every directory row of the seed is past its three months.
fn hundred_days_on(app: &TestApp) {
    app.clock.advance(Duration::from_hours(24 * 100));
}

async fn due(app: &TestApp, auth: &str, query: &str) -> Value {
    let answer = app.as_staff(auth).get(&format!("/api/review{query}")).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.text());
    answer.json()
}

fn ids(list: &Value) -> Vec<String> {
    list["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["id"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn an_item_past_its_day_is_due_until_its_owner_checks_it_without_a_new_version() {
    let app = TestApp::new();
    let early = signed_in(&app, "early", "editor").await;
    assert!(
        ids(&due(&app, &early, "").await).is_empty(),
        "nothing is due the day the site starts"
    );
    assert_eq!(
        app.get("/api/review").await.status,
        StatusCode::UNAUTHORIZED
    );

    hundred_days_on(&app);
    let admin = signed_in(&app, "admin", "admin").await;
    let clerk = signed_in(&app, "clerk", "editor").await;
    let all = due(&app, &admin, "").await;
    let person = people(&app).remove(0);
    assert!(ids(&all).contains(&person), "{all}");
    assert!(
        all["items"]
            .as_array()
            .unwrap()
            .iter()
            .all(|item| item["kind"] != "notices"),
        "dated documents are never due by themselves"
    );
    let first = &all["items"][0];
    assert_eq!(first["owner"], "admin", "the seed's items are the admin's");
    assert!(
        first["label"]
            .as_str()
            .is_some_and(|label| !label.is_empty())
    );
    let people_only = due(&app, &admin, "?kind=people").await;
    assert!(ids(&people_only).len() < ids(&all).len());

    // The admin names the clerk its owner; the clerk finds it in their list, and checks it.
    let uri = format!("/api/review/people/{person}");
    let named = app
        .as_staff(&admin)
        .put(&uri, &json!({"owner": "clerk", "reviewBy": null}))
        .await;
    assert_eq!(named.status, StatusCode::OK, "{}", named.text());
    assert_eq!(named.json()["owner"], "clerk");
    assert_eq!(
        ids(&due(&app, &clerk, "?owner=clerk").await),
        vec![person.clone()]
    );
    let version = app.store.content_items(Kind::People).unwrap()[0].1.version;
    let revisions = app.store.revisions(Kind::People, &person).unwrap().len();

    let checked = app
        .as_staff(&clerk)
        .post_empty(&format!("{uri}/checked"))
        .await;
    assert_eq!(checked.status, StatusCode::OK, "{}", checked.text());
    let state = checked.json();
    assert_eq!(state["checks"][0]["by"], "clerk");
    let today = wasm_core::dates::day_in_india(app.clock.moment());
    let next = wasm_core::model::review::months_after(&today, 3).unwrap();
    assert_eq!(state["due"], next.as_str(), "three months from the check");
    assert!(!ids(&due(&app, &admin, "").await).contains(&person));

    let stored = app.store.content_items(Kind::People).unwrap()[0].1.clone();
    assert_eq!(stored.version, version, "no new version");
    assert_eq!(
        app.store.revisions(Kind::People, &person).unwrap().len(),
        revisions
    );
    let public = app.get(&format!("/api/content/people/{person}")).await;
    assert_eq!(
        public.json()["checkedAt"],
        state["checks"][0]["at"],
        "its page may say when it was checked"
    );
    let actions: Vec<String> = app
        .store
        .audit_entries(|_| true)
        .unwrap()
        .iter()
        .map(|(_, entry)| entry)
        .filter(|entry| entry.item.as_deref() == Some(person.as_str()))
        .map(|entry| format!("{} {}", entry.action.name(), entry.who))
        .collect();
    assert_eq!(actions, ["reviewSet admin", "checked clerk"]);
    assert_eq!(
        app.as_staff(&clerk).get(&uri).await.json(),
        state,
        "the item's review state"
    );
}

#[tokio::test]
async fn a_day_set_by_hand_makes_even_a_notice_due_and_bad_input_is_refused() {
    let app = TestApp::new();
    let clerk = signed_in(&app, "clerk", "editor").await;
    let notice = app.store.content_items(Kind::Notices).unwrap()[0].0.clone();
    let uri = format!("/api/review/notices/{notice}");
    let today = wasm_core::dates::day_in_india(app.clock.moment());
    let set = |body: Value| {
        let (app, clerk, uri) = (&app, &clerk, &uri);
        async move { app.as_staff(clerk).put(uri, &body).await }
    };
    for (body, field) in [
        (
            json!({"owner": "clerk", "reviewBy": "2020-01-01"}),
            "reviewBy",
        ),
        (
            json!({"owner": "clerk", "reviewBy": "2027-02-30"}),
            "reviewBy",
        ),
        (json!({"owner": "nobody", "reviewBy": null}), "owner"),
    ] {
        let refused = set(body).await;
        assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert!(
            refused.json()["errors"][field].is_array(),
            "{}",
            refused.text()
        );
    }
    let answer = set(json!({"owner": "clerk", "reviewBy": today})).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.text());
    assert_eq!(answer.json()["setByHand"], true);
    assert_eq!(ids(&due(&app, &clerk, "").await), vec![notice.clone()]);

    // Checked: the day set by hand goes, and a notice is never due by itself.
    let checked = app
        .as_staff(&clerk)
        .post_empty(&format!("{uri}/checked"))
        .await;
    assert_eq!(checked.json()["due"], Value::Null, "{}", checked.text());
    assert!(ids(&due(&app, &clerk, "").await).is_empty());
    let missing = app
        .as_staff(&clerk)
        .post_empty("/api/review/notices/no-such-notice/checked")
        .await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_disabled_account_hands_its_items_to_the_admin() {
    let app = TestApp::new();
    hundred_days_on(&app);
    let admin = signed_in(&app, "admin", "admin").await;
    signed_in(&app, "clerk", "editor").await;
    let person = people(&app).remove(0);
    let uri = format!("/api/review/people/{person}");
    let named = app
        .as_staff(&admin)
        .put(&uri, &json!({"owner": "clerk"}))
        .await;
    assert_eq!(named.json()["owner"], "clerk");
    let disabled = app
        .as_staff(&admin)
        .put("/api/accounts/clerk", &json!({"disabled": true}))
        .await;
    assert_eq!(disabled.status, StatusCode::OK, "{}", disabled.text());
    assert_eq!(
        app.as_staff(&admin).get(&uri).await.json()["owner"],
        "admin"
    );
    let list = due(&app, &admin, "?owner=admin").await;
    assert!(ids(&list).contains(&person));
    // Nor may a disabled account be named.
    let refused = app
        .as_staff(&admin)
        .put(&uri, &json!({"owner": "clerk"}))
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
}

#[tokio::test]
async fn owners_with_an_address_get_one_reminder_a_day_of_what_became_due() {
    let smtp = SmtpServer::start(&[]);
    let app = TestApp::with_mail(&smtp.url());
    hundred_days_on(&app);
    let admin = signed_in(&app, "admin", "admin").await;
    signed_in(&app, "clerk", "editor").await;
    let person = people(&app).remove(0);
    let named = app
        .as_staff(&admin)
        .put(
            &format!("/api/review/people/{person}"),
            &json!({"owner": "clerk"}),
        )
        .await;
    assert_eq!(named.status, StatusCode::OK);
    for (account, email) in [
        ("admin", "it-cell@example.in"),
        ("clerk", "clerk@example.in"),
    ] {
        let set = app
            .as_staff(&admin)
            .put(
                &format!("/api/accounts/{account}"),
                &json!({"email": email}),
            )
            .await;
        assert_eq!(set.status, StatusCode::OK, "{}", set.text());
        assert_eq!(set.json()["email"], email);
    }
    let bad = app
        .as_staff(&admin)
        .put("/api/accounts/clerk", &json!({"email": "not an address"}))
        .await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);

    let remind = |days: u64| {
        let (store, content) = (app.store.clone(), app.content.clone());
        let now = app.clock.now() + days * 86_400;
        let today = wasm_core::dates::day_in_india(i64::try_from(now).unwrap());
        let made = server::mail::reminders::remind(
            &store,
            &content,
            &today,
            now,
            Some("https://smc.example.in"),
        )
        .unwrap();
        app.mail.wake();
        made
    };
    assert_eq!(
        remind(0),
        Some(2),
        "one letter for each owner with items due"
    );
    assert_eq!(remind(0), None, "made once a day");
    let letters = smtp.wait_for(2).await;
    let to_clerk = letters
        .iter()
        .find(|letter| letter.to == ["clerk@example.in"])
        .unwrap();
    let to_admin = letters
        .iter()
        .find(|letter| letter.to == ["it-cell@example.in"])
        .unwrap();
    assert!(
        to_clerk.subject().starts_with("1 of your items"),
        "{}",
        to_clerk.subject()
    );
    assert!(
        to_clerk.text.contains("टेलीफोन निर्देशिका"),
        "{}",
        to_clerk.text
    );
    assert!(
        to_clerk
            .text
            .contains("https://smc.example.in/admin/review?lang=en&owner=clerk"),
        "{}",
        to_clerk.text
    );
    assert!(
        !to_admin.subject().starts_with("1 "),
        "the seed's rows: {}",
        to_admin.subject()
    );

    // The next day nothing new became due: no letter.
    assert_eq!(remind(1), Some(0));
}
