import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { LanguageProvider } from "../../lib/language";
import { SIGNED_OUT } from "./session";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../../test/render";
import { LoginPage } from "./login-page";
import type { RouteInfo } from "../../lib/wasm";

const route = { path: "/admin/login", page: "login" } as unknown as RouteInfo;

function stubLogin(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the login page", () => {
  it("says the visitor has signed out when a sign-out brought them here, until they log in again", async () => {
    stubLogin(401, { error: { code: "invalid_credentials", message: "Invalid username or password" } });
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={[{ pathname: "/admin/login", search: "?lang=en", state: SIGNED_OUT }]}>
        <LanguageProvider>
          <LoginPage route={route} />
        </LanguageProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("You have signed out.");
    await user.type(screen.getByLabelText("Username"), "admin");
    await user.type(screen.getByLabelText("Password"), "a wrong passphrase");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("Invalid username or password")).toBeInTheDocument();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("says nothing of signing out when opened directly", () => {
    renderAt("/admin/login?lang=en", <LoginPage route={route} />);
    expect(document.querySelector(".admin-message--success")).toBeEmptyDOMElement();
    expect(screen.queryByText("You have signed out.")).not.toBeInTheDocument();
  });

  it("has labelled fields that browsers and password managers recognise", () => {
    renderAt("/admin/login?lang=en", <LoginPage route={route} />);
    expect(screen.getByLabelText("Username")).toHaveAttribute("autocomplete", "username");
    expect(screen.getByLabelText("Password")).toHaveAttribute("autocomplete", "current-password");
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
    expect(screen.getByRole("complementary", { name: "Security notice" })).toBeInTheDocument();
  });

  it("refuses empty fields without asking the server, and focuses the first", async () => {
    const fetch = stubLogin(200, {});
    const user = userEvent.setup();
    renderAt("/admin/login?lang=en", <LoginPage route={route} />);
    await user.click(screen.getByRole("button", { name: "Login" }));
    const username = screen.getByLabelText("Username");
    expect(username).toHaveFocus();
    expect(username).toHaveAttribute("aria-invalid", "true");
    expect(username).toHaveAccessibleDescription("Enter your username");
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("Enter your password");
    expect(screen.getByRole("alert", { name: "There is a problem" })).toHaveTextContent("Enter your username");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the wrong-credentials message in Hindi", async () => {
    stubLogin(401, { error: { code: "invalid_credentials", message: "Invalid username or password" } });
    const user = userEvent.setup();
    renderAt("/admin/login?lang=hi", <LoginPage route={route} />);
    await user.type(screen.getByLabelText("उपयोगकर्ता नाम"), "admin");
    await user.type(screen.getByLabelText("पासवर्ड"), "a wrong passphrase");
    await user.click(screen.getByRole("button", { name: "लॉग इन करें" }));
    expect(await screen.findByText("उपयोगकर्ता नाम या पासवर्ड गलत है")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "लॉग इन करें" })).toBeEnabled();
  });

  it("on success says so, then after 1.5 s goes to the page asked for", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = stubLogin(200, {
      user: { id: 1, username: "admin", role: "admin", may: ["edit", "upload", "publish", "manageAccounts"] },
      token: "secret-session-token",
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt("/admin/login?next=%2Fadmin%2Fupload&lang=en", <LoginPage route={route} />);
    await user.type(screen.getByLabelText("Username"), "admin");
    await user.type(screen.getByLabelText("Password"), "correct horse battery");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("Login successful! Redirecting...")).toBeInTheDocument();
    expect(JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual({
      username: "admin",
      password: "correct horse battery",
    });
    await act(async () => vi.advanceTimersByTime(1300));
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/admin\/login/);
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByTestId("location")).toHaveTextContent("/admin/upload?lang=en");
    // The session is the HttpOnly cookie: the token is never kept in the browser.
    const stored = JSON.stringify({ ...window.localStorage, ...window.sessionStorage });
    expect(stored).not.toContain("secret-session-token");
  });
});
