import { describe, expect, it } from "vitest";
import { ApiError, errorFromAnswer } from "../../lib/api";
import { loginFailure } from "./login-failure";

// A stand-in catalog that shows which key and arguments were asked for.
const t = (key: string, args?: Record<string, string | number>) => (args ? `${key} ${JSON.stringify(args)}` : key);

describe("the login failure message", () => {
  it("says the credentials are wrong for invalid_credentials", () => {
    const error = errorFromAnswer(401, '{"error":{"code":"invalid_credentials","message":"Bad"}}', null);
    expect(loginFailure(t, error)).toEqual({ text: "login.invalidCredentials" });
  });

  it("gives the seconds of Retry-After for too_many_attempts", () => {
    const error = errorFromAnswer(429, '{"error":{"code":"too_many_attempts","message":"Wait"}}', "120");
    expect(loginFailure(t, error)).toEqual({ text: 'login.tooManyAttempts {"seconds":120}' });
  });

  it("says 'later' for too_many_attempts without Retry-After", () => {
    const error = errorFromAnswer(429, '{"error":{"code":"too_many_attempts","message":"Wait"}}', null);
    expect(loginFailure(t, error)).toEqual({ text: "login.tooManyAttemptsLater" });
  });

  it("shows the server's own message, marked as English, for other codes", () => {
    const error = errorFromAnswer(400, '{"error":{"code":"bad_request","message":"Expected JSON"}}', null);
    expect(loginFailure(t, error)).toEqual({ text: "Expected JSON", lang: "en" });
  });

  it("falls back to 'Login failed' without a server message", () => {
    expect(loginFailure(t, errorFromAnswer(502, "<html>", null))).toEqual({ text: "login.failed" });
    expect(loginFailure(t, new ApiError(0, "network", "Failed to fetch"))).toEqual({ text: "login.failed" });
    expect(loginFailure(t, new Error("?"))).toEqual({ text: "login.failed" });
  });
});
