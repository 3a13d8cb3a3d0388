import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { loadCatalogs } from "./lib/catalogs/load";
import { pageLanguage } from "./lib/language";
import "./styles/global.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");
// The first render waits for the shell's messages in the page language (preloaded by
// index.html), so the first paint is already the finished header in the right language. If they
// cannot be downloaded, index.html's own message (in the page's language) says so.
try {
  await loadCatalogs(pageLanguage(window.location.search), ["shell"]);
} catch (error) {
  document.getElementById("app-load-failed")?.removeAttribute("hidden");
  throw error;
}
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
