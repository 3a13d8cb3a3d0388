import { act, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from "react-router";
import { LanguageProvider } from "../lib/language";
import { WithContent, testContent } from "./content";

/** Shows the router's current address, so tests can read what the app put in the URL. */
function CurrentLocation({ onNavigate }: { onNavigate: (navigate: NavigateFunction) => void }) {
  const location = useLocation();
  onNavigate(useNavigate());
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `ui` inside a memory router at `url`, with the language provider around it, reading
 * the test's content store (./content.tsx); `navigate` moves the router as a link would. */
export function renderAt(url: string, ui: ReactElement) {
  let navigate: NavigateFunction = () => {
    throw new Error("the router has not rendered");
  };
  const result = render(
    <WithContent store={testContent()}>
      <MemoryRouter initialEntries={[url]}>
        <LanguageProvider>
          {ui}
          <CurrentLocation onNavigate={(fn) => (navigate = fn)} />
        </LanguageProvider>
      </MemoryRouter>
    </WithContent>,
  );
  return { navigate: (to: string) => navigate(to), ...result };
}

/** renderAt for a page that suspends for its data (React's `use`): the render happens inside an
 * awaited `act`, so that React renders the page once the data is there. */
export async function renderSuspendingAt(url: string, ui: ReactElement) {
  let result: ReturnType<typeof renderAt> | undefined;
  await act(async () => {
    result = renderAt(url, ui);
  });
  return result!;
}

/** `ui` as the server renders it at `url` (a memory router, the language provider, the test's
 * content store), parsed: what a browser shows before any script. */
export function serverRendered(url: string, ui: ReactElement): Document {
  const html = renderToString(
    <WithContent store={testContent()}>
      <MemoryRouter initialEntries={[url]}>
        <LanguageProvider>{ui}</LanguageProvider>
      </MemoryRouter>
    </WithContent>,
  );
  return new DOMParser().parseFromString(html, "text/html");
}
