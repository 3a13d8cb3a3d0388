// Facts the site writes once (site.json) and other texts name: a content text may say
// `{helpDeskHours}` where the help desk's hours belong, `{enquiryEmail}` where the corporation's
// e-mail address for enquiries belongs and `{helpline}` where the citizen helpline's number
// belongs, and shows them from their one place.
import type { SiteInfo } from "../../generated/content";
import type { Lang } from "../wasm";

/** How a fact is shown: as plain text, or as a link that writes to it or dials it. */
export type FactLink = "email" | "phone";

interface Fact {
  value: (site: SiteInfo, lang: Lang) => string;
  link?: FactLink;
}

/** The names a content text may use, and where each fact is written. */
const FACTS: Record<string, Fact> = {
  helpDeskHours: { value: (site, lang) => site.helpDeskHours[lang] },
  // The first of the header's e-mail addresses and helplines: general enquiries, the citizens'.
  enquiryEmail: { value: (site) => site.emails[0]?.address ?? "", link: "email" },
  helpline: { value: (site) => site.helplines[0]?.phone ?? "", link: "phone" },
};

/** A piece of a text with its facts in place: plain text, or a fact shown as a link. */
export interface TextPart {
  text: string;
  link?: FactLink;
}

/** `text` in pieces, each `{name}` of a site fact replaced by the fact in `lang` (a piece of its
 * own, with how to link it); other braces stay as written. */
export function siteFactParts(text: string, site: SiteInfo, lang: Lang): TextPart[] {
  const parts: TextPart[] = [];
  text.split(/(\{\w+\})/).forEach((piece, index) => {
    const name = piece.slice(1, -1);
    const fact = index % 2 === 1 && Object.hasOwn(FACTS, name) ? FACTS[name] : undefined;
    const part: TextPart = fact?.link ? { text: fact.value(site, lang), link: fact.link } : { text: fact ? fact.value(site, lang) : piece };
    const last = parts.at(-1);
    if (!part.link && last && !last.link) last.text += part.text;
    else if (part.link || part.text) parts.push(part);
  });
  return parts;
}

/** `text` with each `{name}` of a site fact replaced by the fact in `lang`; other braces stay. */
export function withSiteFacts(text: string, site: SiteInfo, lang: Lang): string {
  return siteFactParts(text, site, lang)
    .map((part) => part.text)
    .join("");
}
