// Running many calls against one server, a few at a time.

/** Runs `work` over `items` with at most `limit` at a time. */
export async function eachLimited(items, limit, work) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
