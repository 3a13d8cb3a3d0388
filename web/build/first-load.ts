// Puts everything the app's entry imports statically (what every visitor downloads before the
// first paint) into one chunk, with one stylesheet.
//
// Left alone, the bundler splits that code into about ten chunks by which lazy pages share
// which module: with the wasm module's top-level await it cannot merge them back into the
// entry. Ten files compress worse than one (about 2 KB more gzipped) and cost a request each on
// a slow network; three stylesheets block the first paint three times over.
import type { Plugin } from "vite";

export interface FirstLoad {
  plugin: Plugin;
  /** Whether module `id` is imported statically from the entry (known once the graph is built). */
  has: (id: string) => boolean;
}

export function firstLoad(): FirstLoad {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: "smc:first-load",
    apply: "build",
    buildEnd(error) {
      if (error) return;
      modules.clear();
      const pending = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (modules.has(id)) continue;
        modules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, has: (id) => modules.has(id) };
}
