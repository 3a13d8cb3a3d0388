// Writes the web app manifest of each language (manifest.en.webmanifest,
// manifest.hi.webmanifest), which each language's page links (index.html): a phone that adds the
// site to its home screen names it in the language it was read in, and opens it in that language.
// The icons are the emblem's (content/tools/app-icons.mjs renders them).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

const LANGS = ["en", "hi"] as const;
/** The emblem's blue and the page's ground. */
const THEME = "#0b4f8a";
const GROUND = "#ffffff";

/** The manifest of `lang`, from the site's name and the build-only catalog messages. */
export function webManifest(contentDir: string, lang: (typeof LANGS)[number]) {
  const catalog = JSON.parse(readFileSync(join(contentDir, "i18n", `${lang}.json`), "utf8")) as Record<string, string>;
  const site = JSON.parse(readFileSync(join(contentDir, "site.json"), "utf8")) as { name: Record<string, string> };
  return {
    name: site.name[lang],
    short_name: catalog["meta.shortName"],
    description: catalog["meta.description"],
    lang,
    dir: "ltr",
    id: "/",
    start_url: `/?lang=${lang}`,
    scope: "/",
    display: "standalone",
    theme_color: THEME,
    background_color: GROUND,
    icons: [
      { src: "/images/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/images/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/images/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}

export function webManifests(contentDir: string): Plugin {
  return {
    name: "smc:web-manifest",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    generateBundle() {
      for (const lang of LANGS) {
        this.emitFile({
          type: "asset",
          fileName: `manifest.${lang}.webmanifest`,
          source: `${JSON.stringify(webManifest(contentDir, lang), null, 2)}\n`,
        });
      }
    },
  };
}
