import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { useHydrated, useDeferredHydrated } from "./use-hydrated";

function Both() {
  return (
    <p>
      {String(useHydrated())} {String(useDeferredHydrated())}
    </p>
  );
}

describe("whether the app has hydrated the page", () => {
  it("is false in the rendered page and in the first render that hydrates it, true after, with no mismatch", async () => {
    const html = renderToString(<Both />);
    expect(html).toBe("<p>false<!-- --> <!-- -->false</p>");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const recovered = vi.fn();
    const root = await act(async () => hydrateRoot(container, <Both />, { onRecoverableError: recovered }));
    expect(container.textContent).toBe("true true");
    expect(recovered).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
