// jsdom has no layout: this stands in for window.matchMedia with a viewport width the tests
// set, understanding the (max-width: Npx) and (min-width: Npx) queries the app uses.
type Listener = (event: MediaQueryListEvent) => void;

let width = 1280;
const lists = new Set<{ query: string; matches: boolean; listeners: Set<Listener> }>();

function evaluate(query: string): boolean {
  const max = /max-width:\s*(\d+)px/.exec(query);
  const min = /min-width:\s*(\d+)px/.exec(query);
  return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
}

export function installMatchMedia(initialWidth: number) {
  width = initialWidth;
  lists.clear();
  window.matchMedia = (query: string) => {
    const entry = { query, matches: evaluate(query), listeners: new Set<Listener>() };
    lists.add(entry);
    return {
      get matches() {
        return evaluate(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
      addListener: (listener: Listener) => entry.listeners.add(listener),
      removeListener: (listener: Listener) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    } as MediaQueryList;
  };
}

/** Changes the viewport width and tells every query whose answer changed. */
export function setViewportWidth(next: number) {
  width = next;
  for (const entry of lists) {
    const matches = evaluate(entry.query);
    if (matches !== entry.matches) {
      entry.matches = matches;
      for (const listener of entry.listeners) listener({ matches, media: entry.query } as MediaQueryListEvent);
    }
  }
}
