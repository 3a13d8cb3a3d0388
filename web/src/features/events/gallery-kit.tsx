// The events gallery as the server draws it (server/src/site/gallery.rs): the build cannot know
// the events, which change whenever an admin saves one, so it draws the gallery's pieces with
// slots and the server fills them with its events for each language. The pieces are drawn by
// the very components the app draws the gallery with, so the page the server sends is the page
// the app then takes over (hydrates) without drawing it again.
//
// A template is literal HTML and slot names, alternating, beginning and ending with HTML:
// ["<li>…id=\"event-", "id", "-title\"…", …]. The kit of a language, written by
// scripts/prerender.mjs to dist/_pages/<lang>/events-gallery.kit.json:
// - page: the drawn /events-gallery page; slots `gallery` (where the loading message was) and
//   `events` (the events as JSON, in lib/page-events.ts's data block);
// - gallery: the filter row and the grid; slots `filters` and `cards`;
// - empty: the filter row and the message that there are no events; slot `filters`;
// - filters: each filter's button, "all" pressed (the app's first state), the others not;
// - cards: a card with its image loaded at once (the grid's first), one whose image waits until
//   it comes near, one without an image; slots `id`, `title`, `image`, `total` (how many
//   images), `date` (YYYY-MM-DD), `day` (the date written out) and `preview` (the description
//   cut for the card).
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { CATEGORIES, type GalleryEvent } from "../../lib/events";
import { LanguageProvider, searchWithLang } from "../../lib/language";
import { PAGE_EVENTS_ID } from "../../lib/page-events";
import { formatDay, type Lang } from "../../lib/wasm";
import { EventCard } from "./event-card";
import type { Filter } from "./event-data";
import { EventsLoading, FilterButton, GalleryFrame } from "./gallery-frame";

/** The page the kit is for. */
export const GALLERY_PATH = "/events-gallery";

export type Template = string[];

export interface GalleryKit {
  page: Template;
  gallery: Template;
  empty: Template;
  filters: Record<Filter, string>;
  cards: { first: Template; other: Template; noImage: Template };
}

/** Slots are private-use characters around a name: no text of the site contains them. */
const slot = (name: string) => `\uE000${name}\uE001`;
const SLOT = /\uE000([a-z]+)\uE001/;

/** Values that cannot be slots (a date is written out, a count is a number) are drawn from
 * samples found nowhere else in a card, then turned into slots. */
const SAMPLE_DAY = "9999-12-31";
const SAMPLE_TOTAL = 37;

const CARD_SLOTS = ["id", "title", "image", "total", "date", "day", "preview"];

/** `html` with `sample` turned into the slot `name`; it must be there exactly once. */
function sampleToSlot(html: string, sample: string, name: string): string {
  const parts = html.split(sample);
  if (parts.length !== 2) throw new Error(`gallery kit: "${sample}" found ${parts.length - 1} times, not once`);
  return parts.join(slot(name));
}

/** `html` cut at its slots; each slot must be one of `names`, and each of `names` be there. */
function template(html: string, names: readonly string[], what: string): Template {
  const parts = html.split(SLOT);
  const found = parts.filter((_, index) => index % 2 === 1);
  const missing = names.filter((name) => !found.includes(name));
  const unknown = found.filter((name) => !names.includes(name));
  if (missing.length > 0 || unknown.length > 0) {
    throw new Error(`gallery kit: the ${what} lacks slots [${missing}] or has unknown ones [${unknown}]`);
  }
  return parts;
}

/** The kit of `lang`, from the drawn page (`page`, the whole file); the texts of the shell and
 * the gallery must be loaded. */
export function galleryKit(lang: Lang, page: string): GalleryKit {
  const draw = (element: ReactElement) =>
    renderToString(
      <StaticRouter location={`${GALLERY_PATH}${searchWithLang("", lang)}`}>
        <LanguageProvider>{element}</LanguageProvider>
      </StaticRouter>,
    );
  const card = (images: number, priority: boolean) => {
    const event: GalleryEvent = {
      id: slot("id"),
      title: { en: slot("title"), hi: slot("title") },
      description: { en: slot("preview"), hi: slot("preview") },
      date: SAMPLE_DAY,
      location: null,
      category: CATEGORIES[0],
      images: Array.from({ length: images }, () => slot("image")),
    };
    // React's server renderer announces an image of high fetch priority with a preload link
    // before the markup; in the page, the <img> announces itself.
    let html = draw(<EventCard event={event} priority={priority} onOpen={() => {}} />).replace(
      /^<link rel="preload" as="image"[^>]*\/>/,
      "",
    );
    html = sampleToSlot(html, formatDay(SAMPLE_DAY, lang), "day");
    html = sampleToSlot(html, SAMPLE_DAY, "date");
    if (images > 0) html = sampleToSlot(html, String(SAMPLE_TOTAL), "total");
    return html;
  };
  const loading = draw(<EventsLoading />);
  const pieces = page.split(loading);
  if (pieces.length !== 2) throw new Error(`gallery kit: the ${lang} page shows the loading message ${pieces.length - 1} times`);
  const dataBlock = `<script type="application/json" id="${PAGE_EVENTS_ID}">${slot("events")}</script>\n  </body>`;
  const [before, after] = pieces;
  if (after.split("</body>").length !== 2) throw new Error(`gallery kit: the ${lang} page has no single </body>`);
  const filters = Object.fromEntries(
    (["all", ...CATEGORIES] as const).map((filter) => [filter, draw(<FilterButton filter={filter} pressed={filter === "all"} />)]),
  ) as Record<Filter, string>;
  return {
    page: template(`${before}${slot("gallery")}${after.replace(/\s*<\/body>/, () => dataBlock)}`, ["gallery", "events"], "page"),
    gallery: template(draw(<GalleryFrame filters={slot("filters")} cards={slot("cards")} />), ["filters", "cards"], "gallery"),
    empty: template(draw(<GalleryFrame filters={slot("filters")} cards={null} />), ["filters"], "empty gallery"),
    filters,
    cards: {
      first: template(card(SAMPLE_TOTAL, true), CARD_SLOTS, "first card"),
      other: template(card(SAMPLE_TOTAL, false), CARD_SLOTS, "card"),
      noImage: template(card(0, false), ["id", "title", "date", "day", "preview"], "card without images"),
    },
  };
}
