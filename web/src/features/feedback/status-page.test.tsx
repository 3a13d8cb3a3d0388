import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PageContent } from "../../lib/content/store";
import { testContent } from "../../test/content";
import { renderAt, serverRendered } from "../../test/render";
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

/** The page as the server renders it at `url`, parsed: what a browser shows before any script. */
const renderedAt = (url: string) => serverRendered(url, <FeedbackStatusPage route={route} />);

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

describe("the day an answer is due and the reopening of a resolved message", () => {
  const waiting = {
    trackingId: "SMC-7K3M-Q9TX",
    category: "water",
    ward: null,
    steps: [{ status: "received", at: "2026-11-20T04:30:00Z" }],
    reply: null,
    answerBy: "2026-11-22T04:30:00Z",
  };
  const resolved = {
    ...waiting,
    steps: [...waiting.steps, { status: "resolved", at: "2026-11-21T06:00:00Z" }],
    reply: { text: "The pipe was repaired.", at: "2026-11-21T06:00:00Z" },
    answerBy: undefined,
    reopenUntil: "2026-12-21T06:00:00Z",
  };
  const reopened = {
    ...resolved,
    steps: [...resolved.steps, { status: "reopened", at: "2026-11-25T06:00:00Z" }],
    answerBy: "2026-11-27T06:00:00Z",
    reopenUntil: undefined,
  };

  /** The page rendered by the server for `found`, at `address`. */
  function renderFound(found: object, address: string) {
    testContent().provide({ [LOOKUP_KEY]: { id: "SMC-7K3M-Q9TX", found } } as unknown as PageContent);
    return renderAt(address, <FeedbackStatusPage route={route} />);
  }

  it("says by which day a waiting message is to be answered, and offers no reopening", () => {
    stubLookup(500, {});
    const { unmount } = renderFound(waiting, "/feedback/status?lang=en&id=SMC-7K3M-Q9TX");
    expect(screen.getByText("Answer due by 22 November 2026")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Not solved? Reopen it" })).not.toBeInTheDocument();
    unmount();
    renderFound(waiting, "/feedback/status?lang=hi&id=SMC-7K3M-Q9TX");
    expect(screen.getByText("उत्तर देने की अंतिम तिथि: 22 नवंबर 2026")).toBeInTheDocument();
  });

  it("offers a resolved message's citizen a plain form to the page's own address, with the last day in its hint", () => {
    stubLookup(500, {});
    renderFound(resolved, "/feedback/status?lang=hi&id=SMC-7K3M-Q9TX");
    expect(screen.queryByText(/उत्तर देने की अंतिम तिथि/)).not.toBeInTheDocument();
    const section = screen.getByRole("heading", { name: "समस्या हल नहीं हुई? संदेश फिर से खोलें" }).closest("section")!;
    const reason = within(section).getByLabelText("समस्या क्यों हल नहीं हुई?");
    expect(reason.tagName).toBe("TEXTAREA");
    expect(reason).toHaveAttribute("name", "reason");
    expect(reason).toHaveAccessibleDescription(/21 दिसंबर 2026 तक फिर से खोल सकते हैं। अधिकतम 1000 अक्षर/);
    const form = reason.closest("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/feedback/status?lang=hi&id=SMC-7K3M-Q9TX");
  });

  it("checks the reason in the browser and ties what is wrong to the field", async () => {
    const fetch = stubLookup(500, {});
    const user = userEvent.setup();
    renderFound(resolved, "/feedback/status?lang=en&id=SMC-7K3M-Q9TX");
    await user.click(screen.getByRole("button", { name: "Reopen my message" }));
    const reason = screen.getByLabelText("Why is the problem not solved?");
    expect(reason).toHaveAttribute("aria-invalid", "true");
    expect(reason).toHaveAccessibleDescription(/Error: Write why the problem is not solved\./);
    expect(screen.getByRole("alert")).toHaveTextContent("Write why the problem is not solved.");
    await vi.waitFor(() => expect(reason).toHaveFocus());
    expect(fetch).not.toHaveBeenCalled();
  });

  it("reopens through the API with the app, and shows where the message stands now", async () => {
    const fetch = vi.fn(async () => Response.json(reopened));
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    renderFound(resolved, "/feedback/status?lang=en&id=SMC-7K3M-Q9TX");
    await user.type(screen.getByLabelText("Why is the problem not solved?"), "Still no water at the tap.");
    await user.click(screen.getByRole("button", { name: "Reopen my message" }));
    const done = await screen.findByText("Your message has been reopened. Staff will answer it again.");
    await vi.waitFor(() => expect(done).toHaveFocus());
    expect(fetch).toHaveBeenCalledWith("/api/feedback/SMC-7K3M-Q9TX/reopen", expect.objectContaining({ method: "POST" }));
    const sent = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(sent.body as string)).toEqual({ reason: "Still no water at the tap." });
    const status = screen.getByRole("heading", { name: /SMC-7K3M-Q9TX/ }).closest("section")!;
    expect(status).toHaveTextContent("Reopened by the citizen");
    expect(status).toHaveTextContent("Answer due by 27 November 2026");
    expect(screen.queryByRole("heading", { name: "Not solved? Reopen it" })).not.toBeInTheDocument();
  });

  it("says when the server finds it too late, or refuses the reason", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ errors: { form: ["too_late"] } }, { status: 422 })),
    );
    const user = userEvent.setup();
    const { unmount } = renderFound(resolved, "/feedback/status?lang=en&id=SMC-7K3M-Q9TX");
    await user.type(screen.getByLabelText("Why is the problem not solved?"), "Still broken.");
    await user.click(screen.getByRole("button", { name: "Reopen my message" }));
    expect(await screen.findByText(/can no longer be reopened/)).toHaveAttribute("role", "alert");
    unmount();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ errors: { reason: ["too_long"] } }, { status: 422 })),
    );
    renderFound(resolved, "/feedback/status?lang=en&id=SMC-7K3M-Q9TX");
    await user.type(screen.getByLabelText("Why is the problem not solved?"), "Still broken.");
    await user.click(screen.getByRole("button", { name: "Reopen my message" }));
    expect(await screen.findByLabelText("Why is the problem not solved?")).toHaveAccessibleDescription(
      /Write at most 1000 characters\./,
    );
  });

  it("reads what became of the plain form from the address, the outcome focused as the page opens", () => {
    stubLookup(500, {});
    testContent().provide({ [LOOKUP_KEY]: { id: "SMC-7K3M-Q9TX", found: reopened } } as unknown as PageContent);
    let rendered = renderedAt("/feedback/status?lang=en&id=SMC-7K3M-Q9TX&reopened=1");
    expect(rendered.querySelector("[autofocus]")?.textContent).toBe(
      "Your message has been reopened. Staff will answer it again.",
    );
    expect(rendered.querySelector(".feedback-status")?.textContent).toContain("Reopened by the citizen");
    testContent().provide({ [LOOKUP_KEY]: { id: "SMC-7K3M-Q9TX", found: resolved } } as unknown as PageContent);
    rendered = renderedAt("/feedback/status?lang=en&id=SMC-7K3M-Q9TX&problem=reason");
    expect(rendered.querySelector("[autofocus]")).toBe(rendered.querySelector(".error-summary"));
    renderFound(resolved, "/feedback/status?lang=en&id=SMC-7K3M-Q9TX&problem=reason");
    expect(screen.getByLabelText("Why is the problem not solved?")).toHaveAccessibleDescription(
      /Write why the problem is not solved, in at most 1000 characters\./,
    );
  });

  it("says in Hindi that the message can no longer be reopened", () => {
    stubLookup(500, {});
    renderFound(reopened, "/feedback/status?lang=hi&id=SMC-7K3M-Q9TX&problem=too_late");
    expect(screen.getByRole("alert")).toHaveTextContent("यह संदेश अब फिर से नहीं खोला जा सकता");
  });
});
