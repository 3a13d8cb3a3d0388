// Draws the icons of the installed site (the web app manifests, web/build/web-manifest.ts) from
// the emblem, content/images/logo.svg, with the browser the end-to-end tests use:
//
//   node content/tools/app-icons.mjs
//
// It writes content/public/images/icons/: the emblem on a clear ground at 192 and 512 pixels,
// and a "maskable" 512-pixel icon, the emblem inside the middle 80 % of a square of its own
// blue, which a phone may cut to a circle or a rounded square without cutting the emblem.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { CHROMIUM, CHROMIUM_ARGS } from "../../web/chromium.mjs";

const content = fileURLToPath(new URL("..", import.meta.url));
const emblem = readFileSync(`${content}/images/logo.svg`, "utf8");
const icons = [
  { file: "icon-192.png", size: 192, ground: "transparent", scale: 1 },
  { file: "icon-512.png", size: 512, ground: "transparent", scale: 1 },
  { file: "icon-maskable-512.png", size: 512, ground: "#0b4f8a", scale: 0.8 },
];

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  for (const { file, size, ground, scale } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const drawn = Math.round(size * scale);
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${ground}">` +
        emblem.replace("<svg ", `<svg style="width:${drawn}px;height:${drawn}px" `) +
        "</body>",
    );
    writeFileSync(`${content}/public/images/icons/${file}`, await page.screenshot({ omitBackground: true }));
    await page.close();
  }
} finally {
  await browser.close();
}
