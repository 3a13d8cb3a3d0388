// A moment (RFC 3339) shown and typed in India time, the city's time, whatever the time zone of
// the computer the page runs on: the browser's datetime-local control has no zone of its own.

import { formatDay, toIndiaTime } from "./dates";
import type { Lang } from "./wasm";

export { toIndiaTime };

/** `2026-11-24T06:00` (India time) → `2026-11-24T06:00:00+05:30`; "" stays "". */
export function fromIndiaTime(local: string): string {
  return local === "" ? "" : `${local}:00+05:30`;
}

/** A moment as a clerk in the city reads it: the day in the site's long format, and the time
 * in India (`24 November 2026, 10:02`); the text itself when it is not a moment. */
export function shownInIndia(moment: string, lang: Lang): string {
  const local = toIndiaTime(moment);
  return local ? `${formatDay(local.slice(0, 10), lang)}, ${local.slice(11)}` : moment;
}
