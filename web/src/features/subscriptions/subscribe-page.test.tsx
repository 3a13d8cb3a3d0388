import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RouteInfo } from "../../lib/wasm";
import type { PageContent } from "../../lib/content/store";
import { testContent } from "../../test/content";
import { renderAt, serverRendered } from "../../test/render";
import { SENT_FORM_KEY } from "./outcomes";
import { SubscribePage } from "./subscribe-page";

const route = { path: "/subscribe", page: "subscribe" } as unknown as RouteInfo;

/** Every call answered with `status` and `body`; the calls made. */
function stubApi(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json(body, { status, headers }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/** The page as the server renders it at `url`, parsed: what a browser shows before any script. */
const renderedAt = (url: string) => serverRendered(url, <SubscribePage route={route} />);

afterEach(() => vi.unstubAllGlobals());

describe("the subscription page", () => {
  it("is a plain form posted to the page in its language: the address, the topics and the frequency in fieldsets", () => {
    renderAt("/subscribe?lang=hi", <SubscribePage route={route} />);
    const form = screen.getByRole("button", { name: "सदस्यता लें" }).closest("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/subscribe?lang=hi");
    const names = [...form.querySelectorAll("[name]")].map(
      (field) => `${field.getAttribute("name")}=${field.getAttribute("value") ?? ""}`,
    );
    expect(names).toEqual([
      "email=",
      "topics=notices",
      "topics=tenders",
      "topics=recruitment",
      "topics=events",
      "topics=alerts",
      "frequency=immediate",
      "frequency=daily",
      "website=",
    ]);
    const topics = screen.getByRole("group", { name: "आप क्या पाना चाहते हैं?" });
    expect(within(topics).getByRole("checkbox", { name: "निविदाएँ" })).not.toBeChecked();
    const frequency = screen.getByRole("group", { name: "कितनी बार?" });
    expect(within(frequency).getByRole("radio", { name: "हर एक, प्रकाशित होते ही" })).toBeChecked();
    // The field for programs is hidden from screen readers.
    expect(form.querySelector("[name=website]")!.closest("[aria-hidden=true]")).not.toBeNull();
    expect(screen.getByRole("heading", { name: "हम क्या रखते हैं, और क्यों" })).toBeInTheDocument();
  });

  it("sends the subscription as JSON in the page's language and says to check the mail, focused", async () => {
    const fetch = stubApi(202, { sent: true });
    const user = userEvent.setup();
    renderAt("/subscribe?lang=hi", <SubscribePage route={route} />);
    await user.type(screen.getByLabelText("आपका ई-मेल पता"), " sunita@example.in ");
    await user.click(screen.getByRole("checkbox", { name: "निविदाएँ" }));
    await user.click(screen.getByRole("checkbox", { name: "आपातकालीन चेतावनियाँ" }));
    await user.click(screen.getByRole("radio", { name: "दिन में एक ई-मेल, शाम को (आपातकालीन चेतावनियाँ तुरंत)" }));
    await user.click(screen.getByRole("button", { name: "सदस्यता लें" }));
    const told = await screen.findByRole("heading", { name: "अपना ई-मेल देखें" });
    await waitFor(() => expect(told).toHaveFocus());
    expect(screen.getByText(/यह 2 दिन तक काम करता है/)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledOnce();
    const [address, init] = fetch.mock.calls[0];
    expect(address).toBe("/api/subscriptions");
    expect(JSON.parse(init!.body as string)).toEqual({
      email: "sunita@example.in",
      topics: ["tenders", "alerts"],
      frequency: "daily",
      lang: "hi",
    });
  });

  it("says what is missing at each field, tied to it, without asking the server", async () => {
    const fetch = stubApi(202, { sent: true });
    const user = userEvent.setup();
    renderAt("/subscribe?lang=en", <SubscribePage route={route} />);
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    const email = screen.getByLabelText("Your e-mail address");
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription(/Enter your e-mail address\./);
    expect(screen.getByRole("group", { name: "What would you like to receive?" })).toHaveAccessibleDescription(
      /Choose at least one thing to receive\./,
    );
    expect(
      within(screen.getByRole("alert"))
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Enter your e-mail address.", "Choose at least one thing to receive."]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says what the server refused: an address it does not take, or too many requests", async () => {
    stubApi(422, { errors: { email: ["invalid_email"] } });
    const user = userEvent.setup();
    renderAt("/subscribe?lang=en", <SubscribePage route={route} />);
    await user.type(screen.getByLabelText("Your e-mail address"), "sunita@");
    await user.click(screen.getByRole("checkbox", { name: "Notices" }));
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    await waitFor(() => expect(screen.getByLabelText("Your e-mail address")).toHaveFocus());
    expect(screen.getByLabelText("Your e-mail address")).toHaveAccessibleDescription(/like name@example\.com/);

    stubApi(429, { error: { code: "too_many_messages" } }, { "Retry-After": "600" });
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText(/Too many subscriptions were asked for/)).toHaveAttribute("role", "alert");
  });

  it("rendered with the plain form's answer, says it with the focus on it as the page opens", () => {
    const sent = renderedAt("/subscribe?lang=en&sent=1");
    expect(sent.querySelector("[autofocus]")?.textContent).toBe("Check your mail");
    expect(sent.body.textContent).toContain(
      "We sent a link to confirm; it works for 2 days. If you do not confirm, nothing will be sent.",
    );
    expect(sent.querySelector("form")).toBeNull();

    // A refused plain form: the page rendered again holds what was sent and says what is wrong.
    testContent().provide({
      [SENT_FORM_KEY]: {
        draft: { email: "kiran@example.in", topics: [], frequency: "daily" },
        problems: { topics: ["required"] },
        failure: null,
      },
    } as unknown as PageContent);
    const topics = renderedAt("/subscribe?lang=en");
    expect(topics.querySelector("[autofocus]")).toBe(topics.querySelector(".error-summary"));
    expect(topics.querySelector<HTMLInputElement>("input[name=email]")!.getAttribute("value")).toBe("kiran@example.in");
    expect(topics.querySelector("input[name=frequency][value=daily]")!.hasAttribute("checked")).toBe(true);
    const group = topics.querySelector("fieldset")!;
    expect(group.getAttribute("aria-describedby")).toContain("subscribe-topics-error");
    expect(topics.getElementById("subscribe-topics-error")!.textContent).toContain("Choose at least one thing to receive.");

    testContent().provide({
      [SENT_FORM_KEY]: {
        draft: { email: "kiran@example.in", topics: ["alerts"], frequency: "immediate" },
        problems: {},
        failure: "mailOff",
      },
    } as unknown as PageContent);
    const mailOff = renderedAt("/subscribe?lang=hi");
    expect(mailOff.querySelector("[autofocus]")?.textContent).toBe(
      "वेबसाइट अभी ई-मेल नहीं भेज रही है, इसलिए सदस्यता नहीं ले सकती। कृपया बाद में फिर प्रयास करें।",
    );
    expect(mailOff.querySelector("input[name=topics][value=alerts]")!.hasAttribute("checked")).toBe(true);
  });

  it("hydrated with a refused plain form, holds what was sent and then forgets it", async () => {
    testContent().provide({
      [SENT_FORM_KEY]: {
        draft: { email: "kiran@", topics: ["tenders"], frequency: "daily" },
        problems: { email: ["invalid_email"] },
        failure: null,
      },
    } as unknown as PageContent);
    renderAt("/subscribe?lang=en", <SubscribePage route={route} />);
    expect(screen.getByLabelText("Your e-mail address")).toHaveValue("kiran@");
    expect(screen.getByLabelText("Your e-mail address")).toHaveAccessibleDescription(/like name@example\.com/);
    expect(screen.getByRole("checkbox", { name: "Tenders" })).toBeChecked();
    expect(screen.getByRole("radio", { name: /One e-mail a day/ })).toBeChecked();
    await waitFor(() => expect(testContent().now(SENT_FORM_KEY)).toBeUndefined());
  });
});
