/** The built-in circular (content/public/files/hoarding/), shown until an admin saves one. */
export const BUILT_IN_CIRCULAR = "/files/hoarding/hoarding-circular-2025.pdf";

/** The circular the page shows: its PDF and, for one an admin saved, the day it was saved. */
export interface HoardingCircular {
  url: string;
  /** `YYYY-MM-DD`; absent for the built-in circular. */
  savedOn?: string;
}

/**
 * The circular the page shows, from the body of GET /api/hoarding (`null` when the call failed):
 * the current record when its URL is one of this server's uploads, else the built-in circular.
 */
export function chooseHoarding(body: unknown): HoardingCircular {
  const builtIn = { url: BUILT_IN_CIRCULAR };
  if (typeof body !== "object" || body === null) return builtIn;
  const current = (body as { current?: unknown }).current;
  if (typeof current !== "object" || current === null) return builtIn;
  const { url, savedAt } = current as { url?: unknown; savedAt?: unknown };
  if (typeof url !== "string" || !/^\/uploads\/[^/?#]+$/.test(url)) return builtIn;
  const day = typeof savedAt === "string" ? /^\d{4}-\d{2}-\d{2}/.exec(savedAt)?.[0] : undefined;
  return day ? { url, savedOn: day } : { url };
}

/** The PDF the page shows (see `chooseHoarding`). */
export function chooseHoardingPdf(body: unknown): string {
  return chooseHoarding(body).url;
}

/** The Indian financial year (April to March) a day falls in, as circulars name it: 2026-27. */
export function financialYear(day: string): string {
  const [year, month] = day.split("-").map(Number);
  const first = month >= 4 ? year : year - 1;
  return `${first}-${String((first + 1) % 100).padStart(2, "0")}`;
}
