import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PRODUCTION_ENTRY, withPureDefinitions } from "./react-router-production.ts";

describe("react-router's production build", () => {
  it("has its top-level component definitions marked pure and their display names left out", () => {
    const code = [
      "var Link = React10.forwardRef(function LinkWithRef() {});",
      'Link.displayName = "Link";',
      "var RouteContext = React.createContext(null);",
      'RouteContext.displayName = "Route";',
      "  let inner = React10.forwardRef(function () {});",
      "var other = compute();",
    ].join("\n");
    expect(withPureDefinitions(code)).toEqual({
      code: [
        "var Link = /* @__PURE__ */ React10.forwardRef(function LinkWithRef() {});",
        "",
        "var RouteContext = /* @__PURE__ */ React.createContext(null);",
        "",
        "  let inner = React10.forwardRef(function () {});",
        "var other = compute();",
      ].join("\n"),
      marked: 2,
    });
  });

  it("as installed still defines its components the way the build expects", () => {
    const dir = path.dirname(PRODUCTION_ENTRY);
    const components = readdirSync(dir)
      .filter((name) => name.endsWith(".mjs"))
      .map((name) => readFileSync(path.join(dir, name), "utf8"))
      .find((code) => code.includes("function LinkWithRef("));
    expect(components, "the module that defines Link").toBeDefined();
    const { code, marked } = withPureDefinitions(components!);
    expect(marked).toBeGreaterThanOrEqual(10);
    expect(code).toContain("var Form = /* @__PURE__ */ React");
    expect(code).not.toMatch(/^Form\.displayName/m);
  });
});
