// Which pages are profiles (the `profiles` content holds the three).
import type { Profiles } from "../../generated/content";

export type ProfileId = keyof Profiles;

const PROFILE_IDS: readonly string[] = ["commissioner", "mayor", "chairman"] satisfies ProfileId[];

/** Whether a page id of the route table is one of the three profiles. */
export function isProfile(page: string): page is ProfileId {
  return PROFILE_IDS.includes(page);
}
