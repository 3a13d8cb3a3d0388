// Picks the build's files the service worker precaches (src/service-worker/sw.ts): only what the
// pages kept for use offline need (src/offline/offline-pages.ts), so that a first visit fetches
// little beyond the page itself. The rest of the site's code is fetched when first used, as
// without a service worker.
//
// They are: the page's script and what it starts (the app, with the home page), the chunks of
// the other kept pages with what they import and load later (the search's wasm module), the
// catalog parts they read in both languages, the stylesheet, and the wasm modules those chunks
// load.
import type { Plugin } from "vite";

interface Chunk {
  type: "chunk";
  fileName: string;
  moduleIds: readonly string[];
  imports: readonly string[];
  dynamicImports: readonly string[];
  isEntry: boolean;
  code: string;
}
interface Asset {
  type: "asset";
  fileName: string;
}
type Output = Record<string, Chunk | Asset | { type: string; fileName: string }>;

export interface OfflineAssets {
  plugin: Plugin;
  /** Whether the file at `url` (`assets/app-1a2b.js`, as Workbox names it) is precached; known
   * once the build has written its files. */
  has: (url: string) => boolean;
}

/**
 * The files of `modules` (absolute paths of the kept pages' components, and of the app's start)
 * and of the catalog parts `parts` in `langs`.
 */
export function offlineAssets(modules: readonly string[], parts: readonly string[], langs: readonly string[]): OfflineAssets {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: "smc:offline-assets",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      files.clear();
      const output = bundle as unknown as Output;
      const chunks = Object.values(output).filter((file): file is Chunk => file.type === "chunk");
      const catalogs = new Set(langs.flatMap((lang) => parts.map((part) => `\0virtual:catalog/${lang}/${part}`)));
      // A virtual module (`\0virtual:…`, a module of loaders) is kept without what it loads.
      const isVirtual = (id: string) => id.startsWith("\0");
      const named = (virtual: boolean) =>
        chunks.filter((chunk) => chunk.moduleIds.some((id) => modules.includes(id) && isVirtual(id) === virtual));
      const pages = named(false);
      for (const module of modules) {
        if (!chunks.some((chunk) => chunk.moduleIds.includes(module))) throw new Error(`${module} is not in the build`);
      }
      const catalogChunks = chunks.filter((chunk) => chunk.moduleIds.some((id) => catalogs.has(id)));
      if (catalogChunks.length !== catalogs.size) {
        throw new Error(`expected ${catalogs.size} catalog chunks for use offline, found ${catalogChunks.length}`);
      }
      // The entry's lazy import is the app's start; a kept page's lazy imports are its own
      // (the search): followed. The app's lazy imports are every other page: not followed.
      const followLazy = new Set([...chunks.filter((chunk) => chunk.isEntry), ...pages].map((chunk) => chunk.fileName));
      const pending = [...followLazy, ...[...named(true), ...catalogChunks].map((chunk) => chunk.fileName)];
      while (pending.length > 0) {
        const name = pending.pop()!;
        if (files.has(name)) continue;
        files.add(name);
        const chunk = output[name];
        if (chunk?.type !== "chunk") continue;
        const { imports, dynamicImports } = chunk as Chunk;
        pending.push(...imports);
        if (followLazy.has(name)) {
          pending.push(...dynamicImports);
        }
      }
      const kept = [...files].map((name) => output[name]).filter((file): file is Chunk => file?.type === "chunk");
      for (const file of Object.values(output)) {
        const name = file.fileName.split("/").pop()!;
        if (file.type === "asset" && name.endsWith(".wasm") && kept.some((chunk) => chunk.code.includes(name))) {
          files.add(file.fileName);
        }
      }
    },
  };
  // The stylesheet (one for the whole site) is written after this plugin has seen the bundle.
  return { plugin, has: (url) => url.endsWith(".css") || files.has(url.replace(/^\//, "")) };
}
