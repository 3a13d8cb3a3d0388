import { prerenderToNodeStream } from "react-dom/static";
import { afterEach, describe, expect, it } from "vitest";
import { SENT_FORM_KEY, type SentForm } from "../features/feedback/sent-form";
import { seedContent } from "../lib/content/seed";
import { ContentStore, type List, type PageContent } from "../lib/content/store";
import { prerenderedPages, renderFetching, renderPage, renderWith } from "./pages";

const refused: SentForm = {
  draft: { category: "water", ward: "12", message: "No water at all", page: "", name: "", phone: "", email: "" },
  problems: { phone: ["invalid_phone"] },
  photoDropped: false,
  failure: null,
};
const feedbackPage = prerenderedPages.find((entry) => entry.path === "/feedback")!;

// React's static renderer leaves the context values of the last part it waited for set in this
// process (Node and the browser share React here, not on the site), which the next test file
// would render in: rendering nothing resets them.
afterEach(async () => {
  for await (const _chunk of (await prerenderToNodeStream(<></>)).prelude);
});

describe("pages rendered in Node", () => {
  it("carry the lists given for one page, and leave none of them for the next page", async () => {
    renderWith(seedContent());
    const given = { [SENT_FORM_KEY]: refused } as unknown as PageContent;
    const sentBack = await renderPage(feedbackPage, "en", { given });
    expect(Object.keys(sentBack.content)).toContain(SENT_FORM_KEY);
    expect(sentBack.html).toContain("No water at all");

    const next = await renderPage(feedbackPage, "en");
    expect(Object.keys(next.content)).not.toContain(SENT_FORM_KEY);
    expect(next.html).not.toContain("No water at all");
    expect(Object.keys(next.content)).toEqual(Object.keys(sentBack.content).filter((key) => key !== SENT_FORM_KEY));
  });

  it("ask for each list once per content, a page rendered with lists of its own included", async () => {
    // The server's answers: the seed's lists, and those cut from them.
    const server = new ContentStore(null);
    server.provide(seedContent());
    const asked: string[] = [];
    const fetchFromSeed = async (key: string): Promise<List> => {
      asked.push(key);
      const list = server.now(key);
      if (!list) throw new Error(`no list ${key}`);
      return list;
    };
    renderFetching(fetchFromSeed);
    const given = { [SENT_FORM_KEY]: refused } as unknown as PageContent;
    const first = await renderPage(feedbackPage, "en", { given });
    expect(asked).not.toContain(SENT_FORM_KEY);
    expect(asked.length).toBeGreaterThan(0);
    const askedFirst = [...asked];
    const second = await renderPage(feedbackPage, "hi");
    expect(asked).toEqual(askedFirst); // every list the page reads was kept from the first page
    expect(Object.keys(second.content)).not.toContain(SENT_FORM_KEY);
    expect(Object.keys(first.content)).toContain(SENT_FORM_KEY);

    // Another content is another store: its lists are asked for again.
    renderFetching(fetchFromSeed);
    await renderPage(feedbackPage, "en");
    expect(asked).toEqual([...askedFirst, ...askedFirst]);
  });
});
