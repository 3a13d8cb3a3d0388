import { afterEach, describe, expect, it, vi } from "vitest";
import { catalogsLoaded, loadCatalogs, translate } from "./load";

describe("the catalogs in the browser", () => {
  afterEach(() => vi.restoreAllMocks());

  it("translates from the parts loaded (every part, in tests)", async () => {
    await loadCatalogs("hi", ["shell", "admin"]);
    expect(catalogsLoaded("hi", ["shell", "admin"])).toBe(true);
    expect(translate("hi", "common.retry")).toBe("फिर से प्रयास करें");
    expect(translate("en", "page.mayor")).toBe("Mayor");
  });

  it("logs a missing message once and shows its key", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(translate("en", "nosuch.message")).toBe("nosuch.message");
    expect(translate("en", "nosuch.message")).toBe("nosuch.message");
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0][0])).toContain("en/nosuch.message");
  });
});
