// The items this page has open in the editor, each with how to say it closed them. Signing out
// closes them first, so nobody who opens one is told that someone who has gone is editing it.

const closers = new Set<() => Promise<void>>();

/** Notes an item open in the editor, closed by `close`; the returned function forgets it. */
export function noteOpen(close: () => Promise<void>): () => void {
  closers.add(close);
  return () => closers.delete(close);
}

/** Says every open item is closed, and forgets them; settles when the server has heard. */
export async function closeOpenItems(): Promise<void> {
  const all = [...closers];
  closers.clear();
  await Promise.all(all.map((close) => close().catch(() => undefined)));
}
