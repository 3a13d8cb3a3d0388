import { describe, expect, it } from "vitest";
import { ApiError, errorFromAnswer } from "../../lib/api";
import { translate } from "../../lib/catalogs/load";
import { refusal, refusalText, whyRefused } from "./refusal";

/** The answer of the server with this status and `error` object (and Retry-After). */
const answer = (status: number, error: Record<string, unknown> = {}, retryAfter: string | null = null) =>
  errorFromAnswer(status, JSON.stringify({ error: { message: "said", ...error } }), retryAfter);

const network = new ApiError(0, "network", "Failed to fetch");

/** Every answer a step or a load may get, each with the sentence it must bring. */
const CASES: [string, unknown, string][] = [
  ["a network failure", network, "admin.refused.network"],
  ["a module that did not load", new TypeError("Failed to fetch dynamically imported module"), "admin.refused.network"],
  ["401", answer(401, { code: "unauthorized" }), "admin.refused.expired"],
  ["403 that needs a publisher", answer(403, { code: "forbidden", needs: "publish" }), "admin.refused.needs.publish"],
  ["403 that needs an admin", answer(403, { code: "forbidden", needs: "manageAccounts" }), "admin.refused.needs.manageAccounts"],
  ["403 without a permission", answer(403, { code: "forbidden" }), "admin.refused.forbidden"],
  ["403 of the author's own version", answer(403, { code: "own_work" }), "admin.refused.ownWork"],
  ["403 of a disabled account", answer(403, { code: "account_disabled" }), "admin.refused.disabled"],
  ["403 from another origin", answer(403, { code: "cross_origin" }), "admin.refused.crossOrigin"],
  ["404", answer(404, { code: "not_found" }), "admin.refused.missing"],
  ["409 moved on", answer(409, { code: "wrong_status" }), "admin.refused.changed"],
  ["409 in use", answer(409, { code: "in_use" }), "admin.refused.inUse"],
  ["409 of a fixed kind", answer(409, { code: "fixed" }), "admin.refused.fixed"],
  ["409 of an item past its last day", answer(409, { code: "past_its_time" }), "admin.refused.pastItsTime"],
  ["409 of a title taken", answer(409, { code: "duplicate_title" }), "admin.refused.duplicateTitle"],
  ["409 of another kind", answer(409, { code: "something_new" }), "admin.refused.changed"],
  ["412", answer(412, { code: "stale_version", savedBy: "asha" }), "admin.refused.changed"],
  ["413", answer(413, { code: "too_large" }), "admin.refused.tooLarge"],
  ["422 with problems", errorFromAnswer(422, '{"errors": {"comment": ["required"]}}', null), "admin.refused.invalid"],
  ["422 without them", answer(422, { code: "validation" }), "admin.refused.invalidUnsaid"],
  ["429 without a time", answer(429, { code: "too_many_attempts" }), "admin.refused.tooManyLater"],
  ["500", answer(500, { code: "internal" }), "admin.refused.server"],
  ["503 without a body", errorFromAnswer(503, "", null), "admin.refused.server"],
  ["an answer that could not be read", new ApiError(200, "bad_answer", "no item"), "admin.refused.server"],
  ["408", answer(408, { code: "too_slow" }), "admin.refused.tooSlow"],
  ["415", answer(415, { code: "unsupported_type" }), "admin.refused.unsupported"],
  ["428", answer(428, { code: "version_required" }), "admin.refused.other"],
];

describe("what a refusal says", () => {
  it.each(CASES)("%s has a message of its own", (_, error, key) => {
    expect(whyRefused(error).key).toBe(key);
  });

  it("says what did not happen first, then why", () => {
    const said = refusal(answer(403, { code: "forbidden", needs: "publish" }), "content.deleteFailed");
    expect(said.lines).toEqual([{ key: "content.deleteFailed" }, { key: "admin.refused.needs.publish" }]);
    expect(said.expired).toBe(false);
  });

  it("only a request that never reached the server mentions the connection, in either language", () => {
    for (const lang of ["en", "hi"] as const) {
      const connection = lang === "en" ? /connection/i : /कनेक्शन/;
      for (const [name, error] of CASES) {
        const text = refusalText((key, values) => translate(lang, key, values), refusal(error, "content.deleteFailed"));
        expect(connection.test(text), `${name} in ${lang}: ${text}`).toBe(whyRefused(error).key === "admin.refused.network");
      }
    }
  });

  it("a refusal of a role says which role may, in plain words", () => {
    const text = refusalText(
      (key, values) => translate("en", key, values),
      refusal(answer(403, { code: "forbidden", needs: "publish" }), "content.deleteFailed"),
    );
    expect(text).toBe("It was not deleted. Your account may not do this: only a publisher or an administrator may.");
  });

  it("429 says how long to wait, from Retry-After, in minutes when it is long", () => {
    expect(whyRefused(answer(429, { code: "too_many_attempts" }, "45"))).toEqual({
      key: "admin.refused.tooMany",
      values: { seconds: 45 },
    });
    expect(whyRefused(answer(429, { code: "too_many_attempts" }, "600"))).toEqual({
      key: "admin.refused.tooManyMinutes",
      values: { minutes: 10 },
    });
    expect(translate("hi", "admin.refused.tooMany", { seconds: 45 })).toContain("45 सेकंड");
  });

  it("a status it does not know is named, for the IT cell", () => {
    expect(whyRefused(answer(400, { code: "bad_request" }))).toEqual({ key: "admin.refused.other", values: { status: 400 } });
  });

  it("401 ends the session; 422 carries its problems to be listed", () => {
    expect(refusal(answer(401, { code: "unauthorized" }), "content.failed").expired).toBe(true);
    const invalid = refusal(errorFromAnswer(422, '{"errors": {"": ["too_many_live"]}}', null), "review.failed");
    expect(invalid.fields).toEqual({ "": ["too_many_live"] });
    expect(refusal(network, "review.failed").fields).toEqual({});
  });

  it("every sentence it may say is in both catalogs", () => {
    for (const lang of ["en", "hi"] as const) {
      for (const [, error] of CASES) {
        const { key } = whyRefused(error);
        expect(translate(lang, key, { seconds: 1, minutes: 2, status: 400 }), `${key} in ${lang}`).not.toBe(key);
      }
    }
  });
});
