// Facts the site writes once (site.json) and other texts name: a content text may say
// `{helpDeskHours}` where the help desk's hours belong, and shows them from their one place.
import type { SiteInfo } from "../../generated/content";
import type { Lang } from "../wasm";

/** The names a content text may use, and where each fact is written. */
const FACTS = {
  helpDeskHours: (site: SiteInfo, lang: Lang) => site.helpDeskHours[lang],
} as const;

/** `text` with each `{name}` of a site fact replaced by the fact in `lang`; other braces stay. */
export function withSiteFacts(text: string, site: SiteInfo, lang: Lang): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(FACTS, name) ? FACTS[name as keyof typeof FACTS](site, lang) : whole,
  );
}
