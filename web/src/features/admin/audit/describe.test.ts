import { describe, expect, it, vi } from "vitest";
import { ACTIONS } from "../../../generated/content";
import { translate } from "../../../lib/catalogs/load";
import type { Args, Lang } from "../../../lib/wasm";
import { AUDIT_KINDS, actionText, detailText, kindText } from "./describe";

const inLang = (lang: Lang) => (key: string, args?: Args) => translate(lang, key, args);
const en = inLang("en");

describe("an audit log entry in words", () => {
  it("names every action and kind in both languages", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (const lang of ["en", "hi"] as const) {
      const t = inLang(lang);
      const actions = new Set(ACTIONS.map((action) => actionText(action, t)));
      expect(actions.size, `${lang}: one name each`).toBe(ACTIONS.length);
      for (const kind of AUDIT_KINDS) expect(kindText(kind, t)).not.toBe(kind);
    }
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it("shows what it does not know as it is", () => {
    expect(actionText("somethingNew", en)).toBe("somethingNew");
    expect(kindText("ledgers", en)).toBe("ledgers");
    expect(detailText("return", "Fix the date, then send it again", en)).toBe("Fix the date, then send it again");
    expect(detailText("upload", "Water-supply.pdf", en)).toBe("Water-supply.pdf");
    expect(detailText("save", undefined, en)).toBe("");
  });

  it("says the server's phrases in the page language", () => {
    expect(detailText("signInThrottled", "attempts 7", en)).toBe("7 attempts in all");
    expect(detailText("signInFailed", "account_disabled", en)).toBe("the account is disabled");
    expect(detailText("restore", "revision 3", inLang("hi"))).toBe("संशोधन 3 से");
    expect(detailText("accountAdd", "publisher", en)).toBe("role: Publisher");
    expect(detailText("accountChange", "role editor → admin, disabled, password reset", en)).toBe(
      "role Editor → Administrator, disabled, new password set",
    );
    expect(detailText("accountChange", "enabled", inLang("hi"))).toBe("सक्रिय किया");
  });
});
