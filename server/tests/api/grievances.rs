//! Grievances that cannot be forgotten: each category's time to answer, set by an admin; a
//! message's due moment, and the inbox's due-today and overdue lists; an overdue message
//! escalated to its category's account, which is told by mail (a real SMTP server); a resolved
//! message reopened by its citizen within 30 days; and the public figures, which name nobody.

use std::time::Duration;

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::common::TestApp;
use crate::feedback::{answer, message, tracking_number};
use crate::forms::signed_in;
use crate::smtp::SmtpServer;

const ORIGIN: &str = "https://smc.example.in";

/// A water message from Sunita, who gives her address.
fn water() -> Value {
    let mut water = message();
    water["category"] = json!("water");
    water
}

async fn status_of(app: &TestApp, id: &str) -> Value {
    let answer = app.get(&format!("/api/feedback/{id}")).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.text());
    answer.json()
}

async fn reopen(app: &TestApp, id: &str, reason: &str) -> crate::common::TestResponse {
    app.send(
        Method::POST,
        &format!("/api/feedback/{id}/reopen"),
        &[("content-type", "application/json")],
        json!({ "reason": reason }).to_string().into_bytes(),
    )
    .await
}

#[tokio::test]
async fn only_an_admin_sets_a_category_s_time_and_escalation_account() {
    let app = TestApp::new();
    let admin = signed_in(&app, "admin", "admin").await;
    let clerk = signed_in(&app, "clerk", "editor").await;
    let settings = app
        .as_staff(&clerk)
        .get("/api/feedback-settings")
        .await
        .json();
    let days: Vec<(String, u64)> = settings["categories"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                c["category"].as_str().unwrap().to_owned(),
                c["answerDays"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(days[1], ("water".to_owned(), 2));
    assert_eq!(days[3], ("streetlights".to_owned(), 3));
    assert_eq!(days[0], ("sanitation".to_owned(), 7));

    let uri = "/api/feedback-settings/water";
    let change = json!({"answerDays": 1, "escalateTo": "clerk"});
    assert_eq!(
        app.as_staff(&clerk).put(uri, &change).await.status,
        StatusCode::FORBIDDEN,
        "admins alone"
    );
    for (bad, field) in [
        (json!({"answerDays": 0}), "answerDays"),
        (json!({"answerDays": 61}), "answerDays"),
        (
            json!({"answerDays": 2, "escalateTo": "nobody"}),
            "escalateTo",
        ),
    ] {
        let refused = app.as_staff(&admin).put(uri, &bad).await;
        assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert!(
            refused.json()["errors"][field].is_array(),
            "{}",
            refused.text()
        );
    }
}

#[tokio::test]
async fn an_overdue_message_is_escalated_to_its_category_s_account_and_mailed() {
    let smtp = SmtpServer::start(&[]);
    let app = TestApp::with_mail(&smtp.url());
    let admin = signed_in(&app, "admin", "admin").await;
    signed_in(&app, "clerk", "editor").await;
    let uri = "/api/feedback-settings/water";
    let change = json!({"answerDays": 1, "escalateTo": "clerk"});
    assert_eq!(
        app.as_staff(&admin).put(uri, &change).await.status,
        StatusCode::OK
    );
    let email = json!({"email": "clerk@example.in"});
    assert_eq!(
        app.as_staff(&admin)
            .put("/api/accounts/clerk", &email)
            .await
            .status,
        StatusCode::OK
    );

    // A water message is due a day after it came, as its status page says.
    let id = tracking_number(&app, &water()).await;
    let due = status_of(&app, &id).await["answerBy"]
        .as_str()
        .unwrap()
        .to_owned();
    let in_a_day = server::clock::rfc3339_at(app.clock.now() + 86_400);
    assert_eq!(due, in_a_day);
    let other = tracking_number(&app, &message()).await;

    // 25 hours on it is overdue; the other, of a week, is not.
    app.clock.advance(Duration::from_hours(25));
    let clerk = signed_in(&app, "clerk2", "editor").await;
    let overdue = app
        .as_staff(&clerk)
        .get("/api/feedback?due=overdue")
        .await
        .json();
    let ids: Vec<&str> = overdue["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["trackingId"].as_str().unwrap())
        .collect();
    assert_eq!(ids, [id.as_str()]);
    assert_eq!(overdue["counts"]["overdue"], 1);
    assert_ne!(other, id);
    // Each message says where it stands at the server's now, whatever the reader's clock.
    let item = &overdue["items"][0];
    assert_eq!(
        (&item["waiting"], &item["due"]),
        (&json!(true), &json!("overdue"))
    );
    assert_eq!(item["answerDue"], item["answerBy"]);
    let all = app.as_staff(&clerk).get("/api/feedback").await.json();
    let later = all["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|item| item["trackingId"] == other.as_str())
        .unwrap();
    assert_eq!(later["waiting"], true);
    assert!(later.get("due").is_none(), "due on a later day: {later}");

    let escalate =
        || server::grievances::escalation::escalate(&app.store, app.clock.now(), Some(ORIGIN));
    assert_eq!(escalate().unwrap(), 1);
    assert_eq!(escalate().unwrap(), 0, "once");
    app.mail.wake();
    let record = app.store.feedback(&id).unwrap().unwrap();
    assert_eq!(record.assignee.as_deref(), Some("clerk"));
    assert_eq!(record.escalated.unwrap().to, "clerk");
    // The citizen's two receipts, then the escalation.
    let letters = smtp.wait_for(3).await;
    let to_clerk = letters
        .iter()
        .find(|letter| letter.to == ["clerk@example.in"])
        .expect("the escalation letter");
    assert!(to_clerk.subject().contains(&id), "{}", to_clerk.subject());
    assert!(
        to_clerk
            .text
            .contains("https://smc.example.in/admin/feedback?lang=en&due=overdue"),
        "{}",
        to_clerk.text
    );
    let entry = app
        .store
        .audit_entries(|_| true)
        .unwrap()
        .into_iter()
        .map(|(_, entry)| entry)
        .find(|entry| entry.action.name() == "feedbackEscalate")
        .unwrap();
    assert_eq!(
        (entry.who.as_str(), entry.item.as_deref()),
        ("", Some(id.as_str()))
    );
}

#[tokio::test]
async fn a_resolved_message_is_reopened_by_its_citizen_within_30_days_with_a_reason() {
    let app = TestApp::new();
    let clerk = signed_in(&app, "clerk", "editor").await;
    let id = tracking_number(&app, &water()).await;
    assert_eq!(
        reopen(&app, &id, "It is still broken").await.json()["errors"]["form"],
        json!(["too_late"]),
        "only a resolved message"
    );
    let resolved = answer(
        &app,
        &clerk,
        &id,
        &json!({"status": "resolved", "reply": "Mended."}),
    )
    .await;
    assert_eq!(resolved.status, StatusCode::OK);
    let view = status_of(&app, &id).await;
    assert!(view["reopenUntil"].is_string(), "{view}");
    assert!(view.get("answerBy").is_none(), "it waits for nothing");

    let empty = reopen(&app, &id, "  ").await;
    assert_eq!(empty.json()["errors"]["reason"], json!(["required"]));
    app.clock.advance(Duration::from_hours(24 * 10));
    let reopened = reopen(&app, &id, "Water stopped again the next day.").await;
    assert_eq!(reopened.status, StatusCode::OK, "{}", reopened.text());
    let view = reopened.json();
    assert_eq!(
        view["steps"].as_array().unwrap().last().unwrap()["status"],
        "reopened"
    );
    assert_eq!(
        view["answerBy"],
        server::clock::rfc3339_at(app.clock.now() + 2 * 86_400).as_str(),
        "due again by the category's days"
    );
    let record = app.store.feedback(&id).unwrap().unwrap();
    assert_eq!(
        record.reopenings[0].reason,
        "Water stopped again the next day."
    );
    let clerk = signed_in(&app, "clerk2", "editor").await;
    let inbox = app
        .as_staff(&clerk)
        .get("/api/feedback?status=reopened")
        .await
        .json();
    assert_eq!(inbox["counts"]["reopened"], 1);

    // Resolved again; 31 days later it can no longer be reopened, by the API or the page.
    let again = answer(&app, &clerk, &id, &json!({"status": "resolved"})).await;
    assert_eq!(again.status, StatusCode::OK);
    app.clock.advance(Duration::from_hours(24 * 31));
    assert_eq!(
        reopen(&app, &id, "Still no water.").await.json()["errors"]["form"],
        json!(["too_late"])
    );
    let form = app
        .send(
            Method::POST,
            &format!("/feedback/status?lang=hi&id={id}"),
            &[("content-type", "application/x-www-form-urlencoded")],
            b"reason=Still+no+water.".to_vec(),
        )
        .await;
    assert_eq!(form.status, StatusCode::SEE_OTHER);
    assert_eq!(
        form.header("location"),
        Some(format!("/feedback/status?lang=hi&id={id}&problem=too_late").as_str())
    );
    let unknown = reopen(&app, "SMC-2222-2222", "Nothing.").await;
    assert_eq!(unknown.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_public_figures_count_the_messages_and_name_nobody() {
    let app = TestApp::new();
    let quick = tracking_number(&app, &water()).await;
    tracking_number(&app, &message()).await;
    // Half a day later (a new session: the first would have ended).
    app.clock.advance(Duration::from_hours(12));
    let clerk = signed_in(&app, "clerk", "editor").await;
    let done = answer(
        &app,
        &clerk,
        &quick,
        &json!({"status": "resolved", "reply": "Done."}),
    )
    .await;
    assert_eq!(done.status, StatusCode::OK);
    let figures = app.get("/api/feedback/figures").await;
    assert_eq!(figures.status, StatusCode::OK);
    let figures = figures.json();
    assert_eq!(figures["total"]["received"], 2);
    assert_eq!(figures["total"]["answeredOnTime"], 1);
    assert_eq!(figures["total"]["due"], 1, "the other is within its week");
    assert_eq!(figures["total"]["onTimePercent"], 100);
    assert_eq!(figures["total"]["medianDaysToAnswer"], 0.5);
    let water = figures["byCategory"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["category"] == "water")
        .unwrap();
    assert_eq!(water["figures"]["received"], 1);
    assert_eq!(figures["byWard"][0]["ward"], 12);
    assert_eq!(figures["byMonth"].as_array().unwrap().len(), 12);
    let text = figures.to_string();
    assert!(!text.contains("Sunita") && !text.contains("SMC-") && !text.contains("example.in"));
}
