import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { loadCatalogs } from "./lib/catalogs/load";
import { ContentContext, ContentStore, fetchList, takePageContent } from "./lib/content/store";
import { pageLanguage } from "./lib/language";
import "./styles/global.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");
const lang = pageLanguage(window.location.search);
// The content of this page load, fetched from the server as the app reads it; first the lists the
// rendered page was rendered with: the app renders the same, without asking.
const content = new ContentStore(fetchList);
takePageContent(content);
// The first render waits for the shell's messages in the page language (preloaded by
// index.html), so the app's first paint is already the finished header in the right language.
// If they cannot be downloaded, boot.ts shows index.html's own message.
await loadCatalogs(lang, ["shell"]);
const app = (
  <StrictMode>
    <ContentContext value={content}>
      <App />
    </ContentContext>
  </StrictMode>
);
// A page the server rendered at build time (scripts/prerender.mjs) is hydrated as it stands,
// unless the visitor's language is not the one it was rendered in (an address without ?lang= for
// a visitor who chose Hindi): that page is rendered afresh. Hydrating a page is a transition, so
// React pauses every few milliseconds for the visitor's taps and scrolls instead of holding the
// phone's processor for the whole page.
if (root.hasChildNodes() && document.documentElement.lang === lang) {
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
