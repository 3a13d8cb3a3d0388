import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PageContent } from "../../lib/content/store";
import { testContent } from "../../test/content";
import { renderAt } from "../../test/render";
import type { RouteInfo } from "../../lib/wasm";
import { FeedbackStatusPage } from "./status-page";
import { LOOKUP_KEY } from "./status-lookup";

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

describe("the status page the server rendered for a number", () => {
  const found = {
    trackingId: "SMC-7K3M-Q9TX",
    category: "water",
    ward: 12,
    steps: [{ status: "received", at: "2026-11-20T04:30:00Z" }],
    reply: null,
  };

  it("shows what the server found, the ward by its name, without looking the number up again", async () => {
    const fetch = stubLookup(500, {});
    testContent().provide({ [LOOKUP_KEY]: { id: "smc 7k3m q9tx", found } } as unknown as PageContent);
    renderAt("/feedback/status?lang=hi&id=smc+7k3m+q9tx", <FeedbackStatusPage route={route} />);
    const status = screen.getByRole("heading", { name: /SMC-7K3M-Q9TX/ }).closest("section")!;
    expect(status).toHaveTextContent("जल आपूर्ति");
    expect(status).toHaveTextContent("वार्ड 12: बलियरी");
    expect(status).toHaveTextContent("प्राप्त हुआ");
    expect(fetch).not.toHaveBeenCalled();
    // Once shown, it is forgotten: the number asked again is looked up afresh.
    await vi.waitFor(() => expect(testContent().now(LOOKUP_KEY)).toBeUndefined());
  });

  it("says when no message has the number, or how long to wait, in the page language", () => {
    stubLookup(500, {});
    testContent().provide({ [LOOKUP_KEY]: { id: "SMC-2222-2222", notFound: true } } as unknown as PageContent);
    const { unmount } = renderAt("/feedback/status?lang=en&id=SMC-2222-2222", <FeedbackStatusPage route={route} />);
    expect(screen.getByText("No message has this tracking number. Check it and try again.")).toBeInTheDocument();
    unmount();
    testContent().provide({ [LOOKUP_KEY]: { id: "SMC-2222-2222", tooMany: 42 } } as unknown as PageContent);
    renderAt("/feedback/status?lang=hi&id=SMC-2222-2222", <FeedbackStatusPage route={route} />);
    expect(screen.getByText(/42 सेकंड बाद फिर प्रयास करें/)).toBeInTheDocument();
  });

  it("keeps the page's language in its form, which a browser without JavaScript sends as it is", () => {
    renderAt("/feedback/status?lang=hi", <FeedbackStatusPage route={route} />);
    const form = screen.getByRole("button", { name: "स्थिति दिखाएँ" }).closest("form")!;
    expect(form).toHaveAttribute("action", "/feedback/status");
    expect(new FormData(form).get("lang")).toBe("hi");
  });

  it("names a ward the site no longer has by its number", () => {
    stubLookup(500, {});
    testContent().provide({
      [LOOKUP_KEY]: { id: "SMC-7K3M-Q9TX", found: { ...found, ward: 99 } },
    } as unknown as PageContent);
    renderAt("/feedback/status?lang=en&id=SMC-7K3M-Q9TX", <FeedbackStatusPage route={route} />);
    expect(screen.getByRole("heading", { name: /SMC-7K3M-Q9TX/ }).closest("section")).toHaveTextContent("Ward 99");
  });
});
