import { describe, expect, it } from "vitest";
import { translate } from "../../lib/catalogs/load";
import { galleryKit, type Template } from "./gallery-kit";

/** A drawn gallery page as scripts/prerender.mjs writes it, with the loading message of `lang`. */
const page = (lang: "en" | "hi") =>
  `<html lang="${lang}"><body><div id="root"><section><h2>x</h2><p role="status" class="events__message page-loading">${translate(
    lang,
    "events.loading",
  )}</p></section></div>\n  </body>\n</html>\n`;

const slots = (template: Template) => template.filter((_, index) => index % 2 === 1);
const html = (template: Template) => template.filter((_, index) => index % 2 === 0).join("");

describe("the events gallery's kit for the server", () => {
  it("puts the gallery where the loading message was and the events' data block before </body>", () => {
    const kit = galleryKit("en", page("en"));
    expect(slots(kit.page)).toEqual(["gallery", "events"]);
    expect(kit.page[0]).toBe('<html lang="en"><body><div id="root"><section><h2>x</h2>');
    expect(kit.page[2]).toBe('</section></div><script type="application/json" id="page-events">');
    expect(kit.page[4]).toBe("</script>\n  </body>\n</html>\n");
  });

  it("draws the filter row, the grid and the empty message around their slots", () => {
    const kit = galleryKit("hi", page("hi"));
    expect(slots(kit.gallery)).toEqual(["filters", "cards"]);
    expect(html(kit.gallery)).toContain('<ul class="events__grid">');
    expect(slots(kit.empty)).toEqual(["filters"]);
    expect(html(kit.empty)).toContain(translate("hi", "events.empty"));
    expect(kit.filters.all).toContain('aria-pressed="true"');
    expect(kit.filters.all).toContain(translate("hi", "events.all"));
    expect(kit.filters.health).toContain('aria-pressed="false"');
    expect(kit.filters.health).toContain(translate("hi", "events.category.health"));
  });

  it("draws each kind of card with a slot for every value, no sample left and no preload link", () => {
    const { first, other, noImage } = galleryKit("hi", page("hi")).cards;
    for (const card of [first, other]) {
      expect([...new Set(slots(card))].sort()).toEqual(["date", "day", "id", "image", "preview", "title", "total"]);
      expect(html(card)).not.toMatch(/9999|37|<link/);
      expect(html(card)).toMatch(/^<li><article class="events__card"/);
    }
    expect(html(first)).toContain('loading="eager"');
    expect(html(other)).toContain('loading="lazy"');
    expect([...new Set(slots(noImage))].sort()).toEqual(["date", "day", "id", "preview", "title"]);
    expect(html(noImage)).not.toContain("<img");
  });

  it("refuses a page without the loading message", () => {
    expect(() => galleryKit("en", "<html><body></body></html>")).toThrow(/loading message 0 times/);
  });
});
