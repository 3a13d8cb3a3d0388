import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt, serverRendered } from "../../test/render";
import { LinkPage } from "./link-page";

/** Every call answered with `status` and `body`; the calls made. */
function stubApi(status: number, body: unknown) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json(body, { status }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const LINK = "id=0123456789abcdef0123456789abcdef&t=fedcba9876543210fedcba9876543210";

/** The page as the server renders it at `url`, parsed: what a browser shows before any script. */
const rendered = (url: string) =>
  serverRendered(url, <LinkPage action={url.startsWith("/subscribe/confirm") ? "confirm" : "unsubscribe"} />);

afterEach(() => vi.unstubAllGlobals());

describe("the page of a confirmation link", () => {
  it("confirms nothing as it opens: its button posts the link's id and secret to the page in its language", () => {
    const fetch = stubApi(200, {});
    renderAt(`/subscribe/confirm?lang=hi&${LINK}`, <LinkPage action="confirm" />);
    const form = screen.getByRole("button", { name: "मेरी सदस्यता की पुष्टि करें" }).closest("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/subscribe/confirm?lang=hi");
    const fields = Object.fromEntries([...form.querySelectorAll("input")].map((input) => [input.name, input.value]));
    expect(fields).toEqual({ id: "0123456789abcdef0123456789abcdef", t: "fedcba9876543210fedcba9876543210" });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("confirms when the button is pressed and says what was confirmed, focused", async () => {
    const fetch = stubApi(200, { topics: ["tenders", "alerts"], frequency: "immediate", lang: "en" });
    const user = userEvent.setup();
    renderAt(`/subscribe/confirm?lang=en&${LINK}`, <LinkPage action="confirm" />);
    await user.click(screen.getByRole("button", { name: "Confirm my subscription" }));
    const told = await screen.findByRole("heading", { name: "Your subscription is confirmed" });
    await waitFor(() => expect(told).toHaveFocus());
    expect(screen.getByText(/You will receive: Tenders, Emergency alerts\./)).toBeInTheDocument();
    const [address, init] = fetch.mock.calls[0];
    expect(address).toBe("/api/subscriptions/confirm");
    expect(JSON.parse(init!.body as string)).toEqual({
      id: "0123456789abcdef0123456789abcdef",
      t: "fedcba9876543210fedcba9876543210",
    });
  });

  it("says when the link has expired or does not work, with the way to subscribe again", async () => {
    stubApi(410, { error: { code: "link_expired" } });
    const user = userEvent.setup();
    renderAt(`/subscribe/confirm?lang=en&${LINK}`, <LinkPage action="confirm" />);
    await user.click(screen.getByRole("button", { name: "Confirm my subscription" }));
    const expired = await screen.findByRole("alert");
    expect(expired).toHaveTextContent("This link has expired");
    await waitFor(() => expect(expired).toHaveFocus());
    expect(screen.getByRole("link", { name: "Subscribe again" })).toHaveAttribute("href", "/subscribe?lang=en");
  });

  it("rendered with the plain form's answer, says it with the focus on it as the page opens", () => {
    expect(rendered("/subscribe/confirm?lang=hi&done=confirmed").querySelector("[autofocus]")?.textContent).toBe(
      "आपकी सदस्यता की पुष्टि हो गई है",
    );
    expect(rendered("/subscribe/confirm?lang=en&done=link_invalid").querySelector("[autofocus]")?.textContent).toMatch(
      /^This link does not work/,
    );
    const ended = rendered("/subscribe/unsubscribe?lang=en&done=unsubscribed");
    expect(ended.querySelector("[autofocus]")?.textContent).toBe("Your subscription has ended");
    expect(ended.querySelector("form")).toBeNull();
  });

  it("rendered after a plain form the site could not do, says so with the button to press again", () => {
    const failed = rendered(`/subscribe/confirm?lang=en&${LINK}&problem=failed`);
    expect(failed.querySelector("[role=alert]")?.textContent).toBe("Something went wrong on our side. Please try again later.");
    expect(failed.querySelector("form input[name=t]")?.getAttribute("value")).toBe(new URLSearchParams(LINK).get("t"));
  });

  it("without a link in its address, says to open it from the letter", () => {
    renderAt("/subscribe/confirm?lang=en", <LinkPage action="confirm" />);
    expect(screen.getByText(/Open this page from the link in your e-mail/)).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});

describe("the page of an unsubscribe link", () => {
  it("ends the subscription when the button is pressed, as the letters' one-click address does", async () => {
    const fetch = stubApi(200, { unsubscribed: true });
    const user = userEvent.setup();
    renderAt(`/subscribe/unsubscribe?lang=hi&${LINK}`, <LinkPage action="unsubscribe" />);
    const form = screen.getByRole("button", { name: "मेरी सदस्यता बंद करें" }).closest("form")!;
    expect(form).toHaveAttribute("action", "/subscribe/unsubscribe?lang=hi");
    await user.click(screen.getByRole("button", { name: "मेरी सदस्यता बंद करें" }));
    const told = await screen.findByRole("heading", { name: "आपकी सदस्यता बंद हो गई है" });
    await waitFor(() => expect(told).toHaveFocus());
    expect(fetch.mock.calls[0][0]).toBe(`/api/subscriptions/unsubscribe?${LINK}`);
    expect(fetch.mock.calls[0][1]!.method).toBe("POST");
  });
});
