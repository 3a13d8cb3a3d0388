// Content the first download carries a language at a time (parts.ts CONTENT_IN_PARTS). A
// module holding such content asks for it with `contentOf`, once, at load time, and gets an
// object that each language's part fills in place as it arrives: its `{ en, hi }` texts have
// the languages loaded so far, which always include the page language (the part is loaded
// before the page draws).

type Json = Record<string, unknown> | unknown[];

const containers = new Map<string, Json>();

function container(name: string, empty: Json): Json {
  let found = containers.get(name);
  if (!found) {
    found = empty;
    containers.set(name, found);
  }
  return found;
}

/** The content of `content/<name>.json`, filled in as its languages load. `empty` is the
 * empty form of its top level: `{}` or `[]`. */
export function contentOf<T extends object>(name: string, empty: T): T {
  return container(name, empty as Json) as T;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Copies `source` into `target` in place: what both have is merged, the rest added. */
export function mergeInto(target: Json, source: Json) {
  const from = source as Record<string, unknown>;
  const into = target as Record<string, unknown>;
  for (const key of Object.keys(from)) {
    const [old, next] = [into[key], from[key]];
    const sameKind = (isObject(old) && isObject(next)) || (Array.isArray(old) && Array.isArray(next));
    if (sameKind) mergeInto(old as Json, next as Json);
    else into[key] = next;
  }
}

/** Adds one language's content, as a part brought it, to the content of every file named. */
export function addContent(byFile: Record<string, Json>) {
  for (const [name, content] of Object.entries(byFile)) {
    mergeInto(container(name, Array.isArray(content) ? [] : {}), content);
  }
}
