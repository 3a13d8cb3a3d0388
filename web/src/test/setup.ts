import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach } from "vitest";
import { loadCatalogs } from "../lib/catalogs/load";
import { CATALOG_PARTS, type CatalogPart } from "../lib/catalogs/parts";
import { newTestContent } from "./content";
import { installDialog } from "./dialog";
import { installMatchMedia } from "./viewport";

// Components render at once in tests: every part of both catalogs is there from the start.
// (Which parts each page needs is checked end to end, where a missing part logs an error.)
beforeAll(async () => {
  installDialog();
  const parts = Object.keys(CATALOG_PARTS) as CatalogPart[];
  await Promise.all([loadCatalogs("en", parts), loadCatalogs("hi", parts)]);
});

beforeEach(() => {
  // Every page's content is the seed's, there from the start, in a store of the test's own;
  // nothing is fetched.
  newTestContent();
  installMatchMedia(1280);
  window.localStorage.clear();
  document.cookie = "smc_lang=; Max-Age=0; Path=/"; // the saved choice of language
  document.documentElement.lang = "en";
});

afterEach(() => {
  cleanup();
});
