/**
 * The `test` every spec uses: Playwright's, plus
 * - an automatic check that the page logged no console error and threw no uncaught exception
 *   (a CSP violation, a failed asset or a React error all show up here);
 * - `sharedPage`, a page per worker reused by the tests that need no fresh storage (every
 *   route in both languages with axe, the menus): a fresh browser context per test nearly
 *   doubles the suite's run time. Tests that use it start with `goto` and name `?lang=`.
 */
import {
  test as base,
  expect,
  type Browser,
  type ConsoleMessage,
  type Page,
  type Response,
  type ViewportSize,
} from "@playwright/test";

export { expect };

/** Collects the console errors and uncaught exceptions of one page. */
export interface ErrorLog {
  /** What went wrong so far, one readable line each. */
  errors(): string[];
  /** Stops collecting. */
  dispose(): void;
}

const NOT_FOUND_LOG = /^Failed to load resource: the server responded with a status of 404\b/;

/**
 * Starts collecting errors of `page`. A 404 answer to a navigation is expected in the not-found
 * tests; Chromium logs "Failed to load resource" for it, which is ignored for that document
 * only (a missing script, style or image still counts).
 */
export function trackErrors(page: Page): ErrorLog {
  const messages: { text: string; url: string }[] = [];
  const pageErrors: string[] = [];
  const notFoundDocuments = new Set<string>();

  const onResponse = (response: Response) => {
    if (response.request().isNavigationRequest() && response.status() === 404) {
      notFoundDocuments.add(response.url());
    }
  };
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === "error") {
      messages.push({ text: message.text(), url: message.location().url });
    }
  };
  const onPageError = (error: Error) => {
    pageErrors.push(`uncaught exception: ${error.name}: ${error.message}`);
  };
  page.on("response", onResponse);
  page.on("console", onConsole);
  page.on("pageerror", onPageError);

  return {
    errors: () => [
      ...messages
        .filter(({ text, url }) => !(notFoundDocuments.has(url) && NOT_FOUND_LOG.test(text)))
        .map(({ text, url }) => `console error: ${text}${url ? ` (${url})` : ""}`),
      ...pageErrors,
    ],
    dispose: () => {
      page.off("response", onResponse);
      page.off("console", onConsole);
      page.off("pageerror", onPageError);
    },
  };
}

const logs = new WeakMap<Page, ErrorLog>();

/**
 * Makes `page.goto` wait until the app has hydrated the page the server sent. A page rendered at
 * build time (web/scripts/prerender.mjs) is complete before any script runs, but its buttons
 * answer only once the app has hydrated it (web/src/boot.ts, web/src/main.tsx): until every
 * element under #root belongs to React. A test of what a visitor sees before that uses
 * `freshPage` or a context without scripts (e2e/prerendered.spec.ts).
 */
/** Waits until the app has hydrated the page: until then a rendered page's links are plain
 * links, and a click would load another page instead of reaching the app. */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    // React's static renderer adds <link rel=preload> hints for the page's images; the app
    // leaves them where they are.
    // "Was this page useful?" stays as rendered, a plain form, until the visitor acts on the page
    // (components/layout/public-layout.tsx): its code is fetched then.
    const elements = [...document.querySelectorAll("#root *:not(link)")].filter((element) => !element.closest("#page-feedback"));
    const owned = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
    return elements.length > 0 && elements.every(owned);
  });
}

function gotoWaitsForApp(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page["goto"]>) => {
    const response = await goto(...args);
    await appStarted(page);
    return response;
  };
}

interface TestFixtures {
  /** The error log of `page`; checked automatically when the test ends. */
  errorLog: ErrorLog;
  /**
   * A page of the worker, reused from test to test (with the test's viewport and touch
   * setting), its errors checked when the test ends. Storage persists between tests.
   */
  sharedPage: Page;
}

/** Hands out the worker's long-lived pages, one per touch setting. */
type PagePool = (viewport: ViewportSize, hasTouch: boolean) => Promise<Page>;

interface WorkerFixtures {
  pagePool: PagePool;
}

const DEFAULT_VIEWPORT: ViewportSize = { width: 1280, height: 800 };

export const test = base.extend<TestFixtures, WorkerFixtures>({
  page: async ({ page }, use) => {
    gotoWaitsForApp(page);
    const log = trackErrors(page);
    logs.set(page, log);
    await use(page);
    log.dispose();
    expect(log.errors(), "the page logged console errors or threw").toEqual([]);
  },

  errorLog: async ({ page }, use) => {
    const log = logs.get(page);
    if (!log) throw new Error("no error log for the page");
    await use(log);
  },

  pagePool: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale } = workerInfo.project.use;
      const pages = new Map<boolean, Page>();
      await use(async (viewport, hasTouch) => {
        let page = pages.get(hasTouch);
        if (!page || page.isClosed()) {
          const context = await browser.newContext({ baseURL, locale, viewport, hasTouch });
          page = await context.newPage();
          gotoWaitsForApp(page);
          pages.set(hasTouch, page);
        } else {
          await page.setViewportSize(viewport);
        }
        return page;
      });
      for (const page of pages.values()) {
        await page.context().close();
      }
    },
    { scope: "worker" },
  ],

  sharedPage: async ({ pagePool, viewport, hasTouch }, use) => {
    const page = await pagePool(viewport ?? DEFAULT_VIEWPORT, hasTouch);
    const log = trackErrors(page);
    await use(page);
    log.dispose();
    expect(log.errors(), "the page logged console errors or threw").toEqual([]);
  },
});

/**
 * The same `test`, with `page` being the worker's shared page: for specs whose every test starts
 * with `goto` to a URL that names its language, and needs no fresh storage.
 */
export const testOnSharedPage = test.extend({
  page: async ({ sharedPage }, use) => {
    await use(sharedPage);
  },
});

/** A page in a browser context of its own (nothing saved by other tests), whose errors are
 * tracked; close `context` when done. */
export async function freshPage(browser: Browser) {
  const { baseURL, locale } = test.info().project.use;
  const context = await browser.newContext({ baseURL, locale });
  const page = await context.newPage();
  return { context, page, log: trackErrors(page) };
}
