import { act, screen, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { prerenderToNodeStream } from "react-dom/static";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppRoutes } from "../../app/app";
import { seedContent } from "../../lib/content/seed";
import {
  ContentContext,
  pageContentScript,
  takePageContent,
  type Item,
  type List,
  type PageContent,
} from "../../lib/content/store";
import { renderWith, prerenderedPages, renderPage } from "../../render/pages";
import { newTestContent, testContent } from "../../test/content";
import { renderSuspendingAt } from "../../test/render";

/** `list` with every item put on the site at `updatedAt`. */
const dated = (list: List, updatedAt: string): List => ({
  ...list,
  items: list.items.map((item) => ({ ...item, updatedAt })),
});

/** The seed, with the kinds of `dates` put on the site at those moments (each of their lists:
 * the whole kind, its pages, its archive). */
function seedWith(dates: Record<string, string>): PageContent {
  const content = seedContent();
  for (const [kind, updatedAt] of Object.entries(dates)) {
    for (const key of Object.keys(content)) {
      if (key === kind || key.startsWith(`${kind}?`)) content[key] = dated(content[key], updatedAt);
    }
  }
  return content;
}

/** The day the page's main content and its footer end with (their <time dateTime>). */
function shownDays(root: ParentNode = document) {
  const time = (selector: string) => root.querySelector(`${selector} time`)?.getAttribute("datetime");
  return { main: time("main .last-updated"), footer: time("footer .site-footer__updated") };
}

/** Waits until the page's main content ends with its "Last updated" line (the page has come). */
const pageShown = () => waitFor(() => expect(document.querySelector("main > .last-updated")).not.toBeNull());

/** A promise with its resolve function, for a list that arrives when the test says. */
function later<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the day a page's content last changed", () => {
  it("ends the main content and the footer alike, as a <time> in the page language", async () => {
    testContent().provide(seedWith({ faq: "2026-11-23T20:00:00Z", site: "2026-11-01T08:00:00Z" }));
    await renderSuspendingAt("/faq?lang=hi", <AppRoutes />);
    await pageShown();
    expect(document.querySelector("main .last-updated")).toHaveTextContent(/^अंतिम अद्यतन: 24 नवंबर 2026$/);
    expect(document.querySelector("footer .site-footer__updated")).toHaveTextContent("पृष्ठ का अंतिम अद्यतन: 24 नवंबर 2026");
    expect(shownDays()).toEqual({ main: "2026-11-24", footer: "2026-11-24" });
    // The line ends the page's content: only the "Was this page useful?" prompt follows it.
    const main = document.querySelector("main")!;
    expect(main.lastElementChild!.previousElementSibling).toHaveClass("last-updated");
    expect(main.lastElementChild!.querySelector("noscript, #page-feedback")).not.toBeNull();
  });

  it("is the day the site was built when nothing the page reads has a date (the seed)", async () => {
    await renderSuspendingAt("/faq?lang=en", <AppRoutes />);
    await pageShown();
    expect(shownDays()).toEqual({ main: BUILD_DAY, footer: BUILD_DAY });
  });

  it("follows the page rendered by the app: lists that arrive later count, the last page's do not", async () => {
    const content = seedWith({ faq: "2025-08-01T06:00:00Z", tenders: "2025-06-01T06:00:00Z" });
    const people = dated(content["people"], "2025-09-14T19:00:00Z");
    delete content["people"]; // the directory's people come from the server, when asked for
    const arriving = later<List>();
    newTestContent(content, (key) => {
      expect(key).toBe("people?directory=smc-officer");
      return arriving.promise;
    });

    vi.spyOn(window, "scrollTo").mockImplementation(() => undefined); // a new page starts at its top
    const { navigate } = await renderSuspendingAt("/faq?lang=en", <AppRoutes />);
    await pageShown();
    expect(shownDays()).toEqual({ main: "2025-08-01", footer: "2025-08-01" });

    await act(async () => navigate("/tender?lang=en"));
    await screen.findByRole("table");
    expect(shownDays()).toEqual({ main: "2025-06-01", footer: "2025-06-01" });

    // The directory's page is rendered while its people load, and its day is the seed's meanwhile.
    await act(async () => navigate("/smc-officer?lang=en"));
    await pageShown();
    expect(shownDays()).toEqual({ main: BUILD_DAY, footer: BUILD_DAY });
    await act(async () =>
      arriving.resolve({ items: (people.items as Item<"people">[]).filter((p) => p.directory === "smc-officer") }),
    );
    await screen.findByRole("table");
    expect(shownDays()).toEqual({ main: "2025-09-15", footer: "2025-09-15" });
  });

  it("is the same in the page rendered in Node and in the app that hydrates it, which hydrates the footer first", async () => {
    // The people, read in a part of the page that is hydrated after the footer, are the
    // newest content the page reads.
    const content = seedWith({ people: "2026-11-20T19:00:00Z", site: "2026-11-01T08:00:00Z" });
    renderWith(content);
    const page = prerenderedPages.find((entry) => entry.path === "/smc-officer")!;
    const rendered = await renderPage(page, "hi");
    expect(rendered.updated).toBe("2026-11-21");
    // React's static renderer leaves the context values of the last part it waited for set in
    // this process (Node and the browser share React here, not on the site): rendering nothing
    // resets them.
    for await (const _chunk of (await prerenderToNodeStream(<></>)).prelude);

    // The browser, as main.tsx starts: the rendered page and the lists it carries, nothing else.
    const store = newTestContent({});
    const root = document.createElement("div");
    root.innerHTML = rendered.html;
    document.body.replaceChildren(root);
    document.body.insertAdjacentHTML("beforeend", pageContentScript(rendered.content));
    window.history.replaceState(null, "", "/smc-officer?lang=hi");
    takePageContent(store);
    expect(shownDays(root)).toEqual({ main: "2026-11-21", footer: "2026-11-21" });
    const lines = () => [...root.querySelectorAll("main > .last-updated, footer p")].map((p) => p.outerHTML);
    const renderedLines = lines();

    // React warns in development that the two renderers of this one process both set the
    // contexts; anything else it logs (a mismatch) fails the test.
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const mismatches: unknown[] = [];
    const app = hydrateRoot(
      root,
      <StrictMode>
        <ContentContext value={store}>
          <MemoryRouter initialEntries={["/smc-officer?lang=hi"]}>
            <AppRoutes />
          </MemoryRouter>
        </ContentContext>
      </StrictMode>,
      { onRecoverableError: (error) => mismatches.push(error) },
    );
    await act(async () => {
      await new Promise((done) => setTimeout(done, 50));
    });
    expect(mismatches).toEqual([]);
    expect(logged.mock.calls.map(String).filter((call) => !/multiple renderers concurrently/.test(call))).toEqual([]);
    logged.mockRestore();
    // Hydrated, the people's part too (after the footer), with the same day throughout.
    const row = root.querySelector("tbody tr")!;
    expect(Object.keys(row).some((key) => key.startsWith("__reactFiber$"))).toBe(true);
    expect(lines()).toEqual(renderedLines);
    expect(shownDays(root)).toEqual({ main: "2026-11-21", footer: "2026-11-21" });
    act(() => app.unmount());
  });
});
