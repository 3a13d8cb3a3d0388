// The corporation's own details (the `site` content), which every page's header shows.
import type { SiteInfo } from "../generated/content";
import { useDocument } from "../lib/content/store";

export type { Bilingual } from "../generated/content";

/** The networks whose icons the header has. */
export type SocialId = "facebook" | "x" | "instagram" | "youtube";

/** The corporation's name, helplines, e-mail addresses and social media accounts. */
export function useSite(): SiteInfo {
  return useDocument("site");
}
