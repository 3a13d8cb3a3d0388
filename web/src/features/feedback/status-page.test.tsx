import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../../test/render";
import type { RouteInfo } from "../../lib/wasm";
import { FeedbackStatusPage } from "./status-page";

const route = { path: "/feedback/status", page: "feedback-status" } as unknown as RouteInfo;

/** Every lookup answered with `status`, `body` and `headers`. */
function stubLookup(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const TOO_MANY = { error: { code: "too_many_lookups", message: "Please try again in 42 seconds." } };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the status page of a message", () => {
  it("says a lookup was refused for too many from the connection, with the seconds to wait", async () => {
    const fetch = stubLookup(429, TOO_MANY, { "Retry-After": "42" });
    renderAt("/feedback/status?lang=en&id=SMC-7K3M-Q9TX", <FeedbackStatusPage route={route} />);
    expect(await screen.findByText(/Too many tracking numbers have been looked up/)).toHaveTextContent(
      "Please try again in 42 seconds.",
    );
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith("/api/feedback/SMC-7K3M-Q9TX", expect.anything());
  });

  it("says so in Hindi on the Hindi page", async () => {
    stubLookup(429, TOO_MANY, { "Retry-After": "42" });
    renderAt("/feedback/status?lang=hi&id=SMC-7K3M-Q9TX", <FeedbackStatusPage route={route} />);
    expect(await screen.findByText(/बहुत अधिक ट्रैकिंग नंबर खोजे गए हैं/)).toHaveTextContent("42 सेकंड बाद फिर प्रयास करें");
  });

  it("waits a minute when the refusal names no wait, and keeps its other messages", async () => {
    stubLookup(429, TOO_MANY);
    const { unmount } = renderAt("/feedback/status?lang=en&id=SMC-7K3M-Q9TX", <FeedbackStatusPage route={route} />);
    expect(await screen.findByText(/Please try again in 60 seconds/)).toBeInTheDocument();
    unmount();
    stubLookup(404, { error: { code: "not_found", message: "There is no such resource." } });
    renderAt("/feedback/status?lang=en&id=SMC-7K3M-Q9TX", <FeedbackStatusPage route={route} />);
    expect(await screen.findByText("No message has this tracking number. Check it and try again.")).toBeInTheDocument();
  });
});
