import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { installMatchMedia } from "./viewport";

beforeEach(() => {
  installMatchMedia(1280);
  window.localStorage.clear();
  document.documentElement.lang = "en";
});

afterEach(() => {
  cleanup();
});
