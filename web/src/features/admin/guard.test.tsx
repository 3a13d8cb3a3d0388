import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../../test/render";
import { AdminBar } from "./admin-bar";
import { AdminGuard } from "./guard";
import { useSession } from "./session";

function Secret() {
  const { user } = useSession();
  return <p>{`secret for ${user.username}`}</p>;
}

/** Answers GET /me with `me`, and every other call (logout) with 204. */
function stubServer(me: () => Response) {
  const fetch = vi.fn(async (url: string) => (url === "/api/scm-auth/me" ? me() : new Response(null, { status: 204 })));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const signedIn = () =>
  new Response(
    JSON.stringify({ user: { id: 1, username: "clerk", role: "admin", may: ["edit", "upload", "publish", "manageAccounts"] } }),
    { status: 200 },
  );
const noSession = () => new Response(JSON.stringify({ error: { code: "unauthorized", message: "no" } }), { status: 401 });

const guarded = (
  <AdminGuard>
    <AdminBar />
    <Secret />
  </AdminGuard>
);

afterEach(() => vi.unstubAllGlobals());

describe("the admin guard", () => {
  it("says it is checking, then shows the page and the user to a signed-in admin", async () => {
    stubServer(signedIn);
    renderAt("/admin/upload?lang=en", guarded);
    expect(screen.getByText("Checking your session…")).toHaveAttribute("role", "status");
    expect(await screen.findByText("secret for clerk")).toBeInTheDocument();
    expect(screen.getByText("clerk")).toHaveAttribute("lang", "en");
    expect(screen.getByRole("navigation", { name: "Admin pages" })).toBeInTheDocument();
  });

  it("sends a visitor without a session to the login page, to come back in the same language", async () => {
    stubServer(noSession);
    renderAt("/admin/upload?lang=hi", guarded);
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/admin/login?next=%2Fadmin%2Fupload&lang=hi"));
    expect(screen.queryByText(/secret/)).not.toBeInTheDocument();
  });

  it("offers to try again when the server cannot be asked", async () => {
    let up = false;
    stubServer(() => (up ? signedIn() : new Response("down", { status: 503 })));
    const user = userEvent.setup();
    renderAt("/admin/dashboard?lang=en", guarded);
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not check your session");
    up = true;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("secret for clerk")).toBeInTheDocument();
  });

  it("logs out on the server, then goes to the login page", async () => {
    const fetch = stubServer(signedIn);
    const user = userEvent.setup();
    renderAt("/admin/dashboard?lang=en", guarded);
    await user.click(await screen.findByRole("button", { name: "Logout" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/admin\/login\?lang=en$/));
    expect(fetch).toHaveBeenCalledWith("/api/scm-auth/logout", expect.objectContaining({ method: "POST" }));
  });
});
