import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, errorFromAnswer, getJson, sendForm, sendJson } from "./api";

function answer(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  const text = body === undefined ? null : typeof body === "string" ? body : JSON.stringify(body);
  return new Response(text, { status, headers });
}

function stubFetch(response: Response | Error | DOMException) {
  const fetch = vi.fn(async () => {
    if (!(response instanceof Response)) throw response;
    return response;
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("getJson", () => {
  it("asks under /api with the cookie of this site only, and gives the JSON body", async () => {
    const fetch = stubFetch(answer(200, [{ id: "a" }]));
    await expect(getJson("/events")).resolves.toEqual([{ id: "a" }]);
    expect(fetch).toHaveBeenCalledWith("/api/events", expect.objectContaining({ method: "GET", credentials: "same-origin" }));
  });

  it("rejects a 401 with the server's code and message", async () => {
    stubFetch(answer(401, { error: { code: "unauthorized", message: "Sign in first" } }));
    const error = await rejection(getJson("/scm-auth/me"));
    expect([error.status, error.code, error.message, error.serverMessage]).toEqual([
      401,
      "unauthorized",
      "Sign in first",
      "Sign in first",
    ]);
    expect(error.fields).toEqual({});
  });

  it("rejects a failed network as status 0, code network", async () => {
    stubFetch(new TypeError("Failed to fetch"));
    const error = await rejection(getJson("/events"));
    expect([error.status, error.code, error.serverMessage]).toEqual([0, "network", undefined]);
  });

  it("lets an abort through as an AbortError, not an ApiError", async () => {
    stubFetch(new DOMException("aborted", "AbortError"));
    await expect(getJson("/events")).rejects.toMatchObject({ name: "AbortError" });
  });

  it("rejects an answer without an error body with a code from the status", async () => {
    stubFetch(answer(502, "<html>Bad gateway</html>"));
    const error = await rejection(getJson("/events"));
    expect([error.status, error.code, error.serverMessage]).toEqual([502, "http_502", undefined]);
  });
});

describe("sendJson", () => {
  it("sends the body as JSON and gives undefined for 204", async () => {
    const fetch = stubFetch(answer(204));
    await expect(sendJson("POST", "/hoarding", { url: "/uploads/a.pdf" })).resolves.toBeUndefined();
    const init = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init[0]).toBe("/api/hoarding");
    expect(init[1].body).toBe('{"url":"/uploads/a.pdf"}');
    expect((init[1].headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });

  it("sends no body and no content type without one", async () => {
    const fetch = stubFetch(answer(204));
    await sendJson("POST", "/scm-auth/logout");
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty("Content-Type");
  });

  it("reads Retry-After of a 429 in seconds", async () => {
    stubFetch(answer(429, { error: { code: "too_many_attempts", message: "Wait" } }, { "Retry-After": "60" }));
    const error = await rejection(sendJson("POST", "/scm-auth/login", { username: "a", password: "b" }));
    expect([error.code, error.retryAfter]).toEqual(["too_many_attempts", 60]);
  });

  it("gives a 422's field codes as `fields`, code validation", async () => {
    stubFetch(answer(422, { errors: { url: ["not_issued"], "title.en": ["required", 5] } }));
    const error = await rejection(sendJson("POST", "/hoarding", { url: "/x" }));
    expect(error.code).toBe("validation");
    expect(error.fields).toEqual({ url: ["not_issued"], "title.en": ["required"] });
  });
});

/** A stand-in for XMLHttpRequest that answers as `respond` says, after reporting progress. */
function stubXhr(status: number, body: string, headers: Record<string, string> = {}) {
  const sent: { method?: string; url?: string; body?: unknown; headers: Record<string, string> } = { headers: {} };
  class FakeXhr {
    status = 0;
    responseText = "";
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(method: string, url: string) {
      sent.method = method;
      sent.url = url;
    }
    setRequestHeader(name: string, value: string) {
      sent.headers[name] = value;
    }
    getResponseHeader(name: string) {
      return headers[name] ?? null;
    }
    send(payload: unknown) {
      sent.body = payload;
      queueMicrotask(() => {
        if (status === 0) return this.onerror?.();
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 } as ProgressEvent);
        this.status = status;
        this.responseText = body;
        this.onload?.();
      });
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return sent;
}

describe("sendForm", () => {
  it("sends the form to /api, reports progress and gives the JSON answer", async () => {
    const sent = stubXhr(201, '{"url":"/uploads/ab.pdf"}');
    const form = new FormData();
    form.append("file", new Blob(["%PDF-1.4"]), "a.pdf");
    const progress: number[] = [];
    await expect(sendForm("POST", "/upload", form, (f) => progress.push(f))).resolves.toEqual({ url: "/uploads/ab.pdf" });
    expect([sent.method, sent.url, sent.body]).toEqual(["POST", "/api/upload", form]);
    expect(progress).toEqual([0.25, 1]);
  });

  it("rejects a refused upload with the server's code", async () => {
    stubXhr(413, '{"error":{"code":"too_large","message":"File too large"}}');
    const error = await rejection(sendForm("POST", "/upload", new FormData()));
    expect([error.status, error.code, error.message]).toEqual([413, "too_large", "File too large"]);
  });

  it("rejects a 422 with its fields", async () => {
    stubXhr(422, '{"errors":{"images":["too_many"]}}');
    const error = await rejection(sendForm("PUT", "/events/by-title?title=A", new FormData()));
    expect(error.fields).toEqual({ images: ["too_many"] });
  });

  it("rejects a network failure as status 0", async () => {
    stubXhr(0, "");
    const error = await rejection(sendForm("POST", "/upload", new FormData()));
    expect([error.status, error.code]).toEqual([0, "network"]);
  });
});

describe("errorFromAnswer", () => {
  it("keeps everything the error said, such as who saved an item first", () => {
    const body = JSON.stringify({
      error: {
        code: "stale_version",
        message: "Someone saved this item.",
        version: 3,
        savedBy: "r.sharma",
        savedAt: "2026-11-24T04:32:00Z",
      },
    });
    const error = errorFromAnswer(412, body, null);
    expect(error.code).toBe("stale_version");
    expect(error.details).toMatchObject({ savedBy: "r.sharma", savedAt: "2026-11-24T04:32:00Z", version: 3 });
    expect(errorFromAnswer(500, "", null).details).toEqual({});
  });
});
