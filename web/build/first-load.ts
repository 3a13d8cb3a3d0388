// Puts everything the app's start (src/main.tsx, which src/boot.ts imports once the page is
// rendered) imports statically, what every visitor downloads on a first visit, into one chunk,
// with one stylesheet.
//
// Left alone, the bundler splits that code into about ten chunks by which lazy pages share
// which module: with the wasm module's top-level await it cannot merge them back into the
// entry. Ten files compress worse than one (about 2 KB more gzipped) and cost a request each on
// a slow network; three stylesheets block the first paint three times over.
import type { Plugin } from "vite";

export interface FirstLoad {
  plugin: Plugin;
  /** Whether module `id` is `root` or imported statically from it (known once the graph is
   * built). */
  has: (id: string) => boolean;
}

/** The first load of the app starting at the module `root` (an absolute path). */
export function firstLoad(root: string): FirstLoad {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: "smc:first-load",
    // The prerender's build (scripts/prerender.mjs) has no first load.
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    buildEnd(error) {
      if (error) return;
      modules.clear();
      if (!this.getModuleInfo(root)) throw new Error(`${root} is not part of the build`);
      const pending = [root];
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
