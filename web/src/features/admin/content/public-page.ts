// The public page that shows an item of each kind, for the link in the message after a save.
import { routeTable } from "../../../lib/wasm";
import type { Fields } from "./values";

const PAGE_OF_KIND: Record<string, string | ((item: Fields) => string)> = {
  notices: "/",
  tenders: "/tender",
  recruitment: "/recruitment",
  alerts: "/",
  events: "/events-gallery",
  // A directory's id is its page's path, but for the corporators' list.
  people: (item) => (item.directory === "corporator" ? "/corporators" : `/${String(item.directory)}`),
  designations: "/smc-officer",
  parties: "/corporators",
  wards: "/ward-officer",
  departments: (item) => `/${String(item.id)}`,
  site: "/",
  home: "/",
  "important-links": "/",
  press: "/press",
  profiles: "/commissioner",
  rti: "/rti",
  "privacy-policy": "/privacy-policy",
  "user-guidelines": "/user-guidelines",
  "accessibility-statement": "/accessibility-statement",
  help: "/help",
  "screen-reader-access": "/screen-reader-access",
  "website-policies": "/website-policies",
  faq: "/faq",
  "city-info": "/city-info",
  contact: "/contact",
  hoarding: "/hoarding",
};

/** The path and page id (of the route table) of the public page showing `item` of `kind`. */
export function publicPageOf(kind: string, item: Fields): { path: string; page: string } | undefined {
  const entry = PAGE_OF_KIND[kind];
  if (entry === undefined) return undefined;
  const path = typeof entry === "string" ? entry : entry(item);
  const route = routeTable.find((candidate) => candidate.path === path);
  return route && { path, page: route.page };
}
